import type { ReactNode } from "react";
import { getModule } from "@domain/catalogue";
import { scopeTotals } from "@domain/scope";
import type { SiteScopeView } from "@domain/schemas/scope-api";
import { Badge } from "@/components/ui/badge";
import { CheckOption } from "@/features/scope/components/check-option";
import { PreviewClausesDialog } from "@/features/scope/components/preview-clauses-dialog";
import {
  ALLERGEN_PROGRAMS,
  CALIBRATION_KINDS,
  COLD_STORAGE_ACTIVITIES,
  labelsOf,
  OPERATIONS,
  PEST_CONTROL,
  PROCESSING_ACTIVITIES,
  SANITATION_SHIFTS,
  TRACEABILITY_DEPTHS,
  TRAINING_MODALITIES,
  WATER_SOURCES,
} from "@/features/scope/labels";
import type { StepProps } from "./step-props";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Tags({ values, empty = "Not specified" }: { values: string[]; empty?: string }) {
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

const joined = (values: string[], empty = "None") => (values.length ? values.join(", ") : empty);

/** Step 5 — Review (Confirm): everything chosen, the totals, the clause preview and the N/A setting. */
export function ReviewStep({ view, ...props }: StepProps & { view: SiteScopeView }) {
  const { scope, update, readOnly } = props;
  const totals = scopeTotals(scope);
  const on = <T extends string>(values: Record<T, boolean>, options: { value: T; label: string }[]) =>
    options.filter((o) => values[o.value]).map((o) => o.label);
  const activities: [string, string][] = [
    ["Operations", joined(on(scope.flags, OPERATIONS))],
    [
      "Processing & storage",
      joined([...on(scope.processes, PROCESSING_ACTIVITIES), ...on(scope.processes, COLD_STORAGE_ACTIVITIES)]),
    ],
    ["Water sources", joined(labelsOf(WATER_SOURCES, scope.activities.water))],
    ["Sanitation", joined(labelsOf(SANITATION_SHIFTS, scope.activities.sanitation))],
    ["Listeria/Salmonella Program", scope.activities.envMonitoring ? "Yes" : "No"],
    ["Pest control", labelsOf(PEST_CONTROL, [scope.activities.pestControl]).join("")],
    ["Allergen program", labelsOf(ALLERGEN_PROGRAMS, [scope.processes.allergens]).join("")],
    ["Calibration", joined(labelsOf(CALIBRATION_KINDS, scope.activities.calibration))],
    ["Supplier approval program", scope.activities.supplierApproval ? "In place" : "Not in place"],
    ["Traceability depth", labelsOf(TRACEABILITY_DEPTHS, [scope.activities.traceabilityDepth]).join("")],
    ["Training modalities", joined(labelsOf(TRAINING_MODALITIES, scope.activities.training))],
  ];
  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-border bg-muted/40 p-4">
          <p className="text-sm text-muted-foreground">Total Clauses</p>
          <p className="text-3xl font-semibold tabular-nums" data-testid="total-clauses">
            {totals.totalClauses}
          </p>
        </div>
        <div className="rounded-xl border border-border bg-muted/40 p-4">
          <p className="text-sm text-muted-foreground">Total Points</p>
          <p className="text-3xl font-semibold tabular-nums" data-testid="total-points">
            {totals.totalPoints}{" "}
            <span className="text-sm font-normal text-muted-foreground">({totals.naCount} N/A excluded)</span>
          </p>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Site">
          <p className="text-sm font-medium">{view.site.name}</p>
          <p className="text-sm text-muted-foreground">{view.site.address}</p>
        </Section>
        <Section title="Selected modules">
          <Tags values={scope.modules.map((id) => getModule(id)?.name ?? id)} />
        </Section>
        <Section title="Excluded modules">
          {scope.moduleOverrides.length === 0 ? (
            <p className="text-sm text-muted-foreground">None</p>
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
        <Section title="Products">
          <Tags values={scope.products} />
          {scope.productFlags.fsma204HighRisk && <Badge className="mt-1">FSMA 204 High-Risk</Badge>}
        </Section>
        <Section title="Allergens">
          <Tags values={scope.productFlags.allergensPresent} empty="None declared" />
        </Section>
        <Section title="Key activities">
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
          label="Allow auditors to mark clauses as N/A during audit"
          checked={scope.allowNA}
          disabled={readOnly}
          onChange={(allowNA) => update((s) => ({ ...s, allowNA }))}
          className="sm:max-w-md"
        />
      </div>
    </div>
  );
}
