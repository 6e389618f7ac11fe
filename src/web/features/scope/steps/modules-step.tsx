import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Lock } from "lucide-react";
import { builtinCatalogue, type CatalogueModule } from "@domain/catalogue";
import { deselectModule, excludeModule, includeModule, suggestedBadgeModules, type ScopeResult } from "@domain/scope";
import type { Scope } from "@domain/schemas/scope";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/utils";
import { RationaleDialog } from "@/features/scope/components/rationale-dialog";
import type { StepProps } from "./step-props";

const keep = (scope: Scope, result: ScopeResult) => (result.ok ? result.scope : scope);

function moduleSize(moduleId: string) {
  const clauses = builtinCatalogue.clauses.filter((c) => c.module === moduleId);
  return { count: clauses.length, points: clauses.reduce((sum, c) => sum + c.points, 0) };
}

function ModuleCard({
  module,
  checked,
  suggested,
  exclusion,
  readOnly,
  onToggle,
}: {
  module: CatalogueModule;
  checked: boolean;
  suggested: boolean;
  exclusion: string | undefined;
  readOnly: boolean;
  onToggle: (on: boolean) => void;
}) {
  const { t } = useTranslation("scope");
  const id = `module-${module.id}`;
  return (
    <label
      htmlFor={id}
      className={cn(
        "flex cursor-pointer gap-4 rounded-xl border border-border bg-background p-4 transition-colors hover:bg-accent/40",
        checked && "border-primary/60 bg-primary/5",
        exclusion && "border-dashed",
        (module.required || readOnly) && "cursor-default hover:bg-transparent",
      )}
    >
      <Checkbox
        id={id}
        checked={checked}
        disabled={module.required || readOnly}
        onCheckedChange={(v) => onToggle(v === true)}
        className="mt-1"
        aria-label={module.name}
      />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{module.name}</span>
          {module.required && (
            <Badge variant="secondary">
              <Lock aria-hidden /> {t("modules.required")}
            </Badge>
          )}
          {suggested && (
            <Badge variant="outline" className="border-primary/40 text-primary">
              {t("modules.suggested")}
            </Badge>
          )}
          {exclusion !== undefined && <Badge variant="warning">{t("modules.excluded")}</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">{module.description}</p>
        <p className="text-xs text-muted-foreground">{t("modules.size", moduleSize(module.id))}</p>
        {exclusion !== undefined && (
          <p className="rounded-md bg-muted px-3 py-2 text-sm">
            <span className="font-medium">{t("modules.rationale")}</span>
            {exclusion}
          </p>
        )}
      </div>
    </label>
  );
}

/** Step 4 — Modules (Standards): FSMS always; a suggested module is left out only with a rationale. */
export function ModulesStep({ scope, update, readOnly }: StepProps) {
  const { t } = useTranslation("scope");
  const [excluding, setExcluding] = useState<CatalogueModule | null>(null);
  const suggested = suggestedBadgeModules(scope);

  const toggle = (module: CatalogueModule, on: boolean) => {
    if (on) return update((s) => keep(s, includeModule(s, module.id)));
    const result = deselectModule(scope, module.id);
    if (result.ok) return update(() => result.scope);
    if (result.issue.path[0] === "rationale") setExcluding(module);
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{t("modules.intro")}</p>
      <div className="grid gap-3 lg:grid-cols-2">
        {builtinCatalogue.modules.map((module) => (
          <ModuleCard
            key={module.id}
            module={module}
            checked={module.required || scope.modules.includes(module.id)}
            suggested={suggested.includes(module.id)}
            exclusion={scope.moduleOverrides.find((o) => o.moduleId === module.id)?.rationale}
            readOnly={readOnly}
            onToggle={(on) => toggle(module, on)}
          />
        ))}
      </div>
      <RationaleDialog
        open={excluding !== null}
        title={t("modules.exclude")}
        description={excluding ? t("modules.excludeDescription", { name: excluding.name }) : ""}
        confirmLabel={t("modules.exclude")}
        onCancel={() => setExcluding(null)}
        onConfirm={(rationale) => {
          const module = excluding!;
          update((s) => keep(s, excludeModule(s, module.id, rationale, new Date())));
          setExcluding(null);
        }}
      />
    </div>
  );
}
