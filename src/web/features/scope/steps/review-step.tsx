import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { getModule } from "@domain/catalogue";
import { scopeTotals } from "@domain/scope";
import type { SiteScopeView } from "@domain/schemas/scope-api";
import { Badge } from "@/components/ui/badge";
import { CheckOption } from "@/features/scope/components/check-option";
import { PreviewClausesDialog } from "@/features/scope/components/preview-clauses-dialog";
import { labelsOf, useScopeOptions } from "@/features/scope/labels";
import type { StepProps } from "./step-props";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Tags({ values, empty }: { values: string[]; empty: string }) {
  if (values.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <div className="flex flex-wrap gap-2">
      {values.map((v) => (
        <Badge key={v} variant="secondary">
          {v}
        </Badge>
      ))}
    </div>
  );
}

/** Step 5 — Review (Confirm): everything chosen, the totals, the clause preview and the N/A setting. */
export function ReviewStep({ view, ...props }: StepProps & { view: SiteScopeView }) {
  const { scope, update, readOnly } = props;
  const { t } = useTranslation("scope");
  const options = useScopeOptions();
  const joined = (values: string[]) => (values.length ? values.join(t("review.listSeparator")) : t("review.none"));
  const totals = scopeTotals(scope);
  const on = <T extends string>(values: Record<T, boolean>, options: { value: T; label: string }[]) =>
    options.filter((o) => values[o.value]).map((o) => o.label);
  const activities: [string, string][] = [
    [t("review.operations"), joined(on(scope.flags, options.operations))],
    [
      t("review.processingStorage"),
      joined([...on(scope.processes, options.processing), ...on(scope.processes, options.coldStorage)]),
    ],
    [t("review.water"), joined(labelsOf(options.water, scope.activities.water))],
    [t("review.sanitation"), joined(labelsOf(options.sanitation, scope.activities.sanitation))],
    [t("review.envMonitoring"), scope.activities.envMonitoring ? t("review.yes") : t("review.no")],
    [t("review.pestControl"), labelsOf(options.pestControl, [scope.activities.pestControl]).join("")],
    [t("review.allergenProgram"), labelsOf(options.allergenPrograms, [scope.processes.allergens]).join("")],
    [t("review.calibration"), joined(labelsOf(options.calibration, scope.activities.calibration))],
    [t("review.supplierApproval"), scope.activities.supplierApproval ? t("review.inPlace") : t("review.notInPlace")],
    [t("review.traceabilityDepth"), labelsOf(options.traceability, [scope.activities.traceabilityDepth]).join("")],
    [t("review.training"), joined(labelsOf(options.training, scope.activities.training))],
  ];
  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-border bg-muted/40 p-4">
          <p className="text-sm text-muted-foreground">{t("review.totalClauses")}</p>
          <p className="text-3xl font-semibold tabular-nums" data-testid="total-clauses">
            {totals.totalClauses}
          </p>
        </div>
        <div className="rounded-xl border border-border bg-muted/40 p-4">
          <p className="text-sm text-muted-foreground">{t("review.totalPoints")}</p>
          <p className="text-3xl font-semibold tabular-nums" data-testid="total-points">
            {totals.totalPoints}{" "}
            <span className="text-sm font-normal text-muted-foreground">
              {t("review.naExcluded", { count: totals.naCount })}
            </span>
          </p>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t("review.site")}>
          <p className="text-sm font-medium">{view.site.name}</p>
          <p className="text-sm text-muted-foreground">{view.site.address}</p>
        </Section>
        <Section title={t("review.selectedModules")}>
          <Tags values={scope.modules.map((id) => getModule(id)?.name ?? id)} empty={t("review.notSpecified")} />
        </Section>
        <Section title={t("review.excludedModules")}>
          {scope.moduleOverrides.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("review.none")}</p>
          ) : (
            <ul className="space-y-2">
              {scope.moduleOverrides.map((o) => (
                <li key={o.moduleId} className="text-sm">
                  <Badge variant="warning" className="mr-2">
                    {getModule(o.moduleId)?.name ?? o.moduleId}
                  </Badge>
                  <span className="text-muted-foreground">{o.rationale}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t("review.products")}>
          <Tags values={scope.products.map(options.product)} empty={t("review.notSpecified")} />
          {scope.productFlags.fsma204HighRisk && <Badge className="mt-1">{t("review.fsma204")}</Badge>}
        </Section>
        <Section title={t("review.allergens")}>
          <Tags values={scope.productFlags.allergensPresent.map(options.allergen)} empty={t("review.noneDeclared")} />
        </Section>
        <Section title={t("review.keyActivities")}>
          <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">
            {activities.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      </div>
      <div className="flex flex-col gap-4 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        <PreviewClausesDialog {...props} />
        <CheckOption
          label={t("review.allowNA")}
          checked={scope.allowNA}
          disabled={readOnly}
          onChange={(allowNA) => update((s) => ({ ...s, allowNA }))}
          className="sm:max-w-md"
        />
      </div>
    </div>
  );
}
