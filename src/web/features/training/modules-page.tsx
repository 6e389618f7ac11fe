import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BookOpen, Clock, Eye, Languages, Pencil, Plus, Target, Users } from "lucide-react";
import { ModuleFacts } from "./components/module-facts";
import { moduleCompletion } from "@domain/training/module-completion";
import type { TrainingModuleView } from "@domain/training/views";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { useCan } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import { isMissingItem, useDeepLink, useMissingLink } from "@/lib/use-deep-link";
import { useModule, useModules } from "./api/training-queries";
import { ModuleEditorDialog } from "./components/module-editor-dialog";
import { ModulePreviewDialog } from "./components/module-preview-dialog";
import { PageHeader } from "@/components/page-header";
import { StatCard } from "@/components/stat-card";
import { formatInstantDate } from "@/lib/format-date";
import { formatPercent } from "@/lib/format-number";

export function ModulesPage() {
  const { t } = useTranslation("training");
  const site = useCurrentSite();
  const modules = useModules(site?.id);
  const canManage = useCan("training.manage");
  const [editing, setEditing] = useState<{ module?: TrainingModuleView } | null>(null);
  const [preview, setPreview] = useState<TrainingModuleView | null>(null);
  const summary = modules.data?.summary;
  // ?module=<id> opens that module's Preview; closing it drops the parameter so a reload does not reopen it.
  const [linked, clearLinked] = useDeepLink("module");
  const listedModule = modules.data?.items.find((m) => m.id === linked);
  const linkedModule = useModule(linked, !!modules.data && !listedModule);
  useMissingLink(linked, isMissingItem(linkedModule.error), clearLinked);
  const previewed = preview ?? listedModule ?? (linkedModule.data?.id === linked ? linkedModule.data : null) ?? null;
  const closePreview = () => {
    setPreview(null);
    if (linked) clearLinked();
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("modules.title")}
        description={t("modules.description")}
        actions={
          canManage && (
            <Button onClick={() => setEditing({})}>
              <Plus aria-hidden /> {t("modules.create")}
            </Button>
          )
        }
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t("modules.total")} value={summary?.modules ?? "—"} icon={BookOpen} />
        <StatCard
          label={t("modules.languages")}
          value={summary?.languages ?? "—"}
          hint={t("modules.languagesHint")}
          icon={Languages}
        />
        <StatCard
          label={t("modules.averageDuration")}
          value={summary ? t("modules.minutes", { count: summary.averageDuration }) : "—"}
          icon={Clock}
        />
        <StatCard
          label={t("modules.averageScore")}
          value={formatPercent(summary?.averageScore)}
          hint={t("modules.averageScoreHint")}
          icon={Target}
        />
      </div>
      {modules.isPending && (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-56" />
          ))}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {modules.data?.items.map((m) => {
          const completion = moduleCompletion(m.stats);
          return (
            <Card key={m.id} className="gap-4" data-testid="module-card">
              <CardHeader>
                <div className="flex items-start justify-between gap-2">
                  <CardTitle className="text-base leading-snug">{m.title}</CardTitle>
                  {!m.requiredAtSite && <Badge variant="secondary">{t("modules.notRequired")}</Badge>}
                </div>
                <CardDescription className="line-clamp-2">{m.description}</CardDescription>
              </CardHeader>
              <CardContent className="space-y-3">
                <ModuleFacts
                  clauses={m.clauses}
                  languages={m.languages}
                  durationMinutes={m.durationMinutes}
                  minimumMinutes={m.minimumMinutes}
                >
                  <span className="flex items-center gap-1">
                    <Users className="size-4" aria-hidden />{" "}
                    {t("modules.done", { completed: m.stats.completed, assigned: m.stats.assigned })}
                  </span>
                </ModuleFacts>
                <div className="space-y-1">
                  <Progress
                    value={completion}
                    aria-label={t("modules.complete", { percent: formatPercent(completion) })}
                  />
                  <p className="text-xs text-muted-foreground">
                    {t("modules.stats", {
                      count: m.stats.sessions,
                      average: formatPercent(m.stats.averageScore),
                      passRate: formatPercent(m.stats.passRate),
                      date: formatInstantDate(m.lastUpdated),
                    })}
                  </p>
                </div>
              </CardContent>
              <CardFooter className="mt-auto gap-2">
                <Button variant="outline" size="sm" onClick={() => setPreview(m)}>
                  <Eye aria-hidden /> {t("modules.preview")}
                </Button>
                {canManage && (
                  <Button variant="outline" size="sm" onClick={() => setEditing({ module: m })}>
                    <Pencil aria-hidden /> {t("modules.edit")}
                  </Button>
                )}
              </CardFooter>
            </Card>
          );
        })}
      </div>
      <ModuleEditorDialog module={editing?.module} open={!!editing} onOpenChange={(o) => !o && setEditing(null)} />
      <ModulePreviewDialog module={previewed} onOpenChange={(o) => !o && closePreview()} />
    </div>
  );
}
