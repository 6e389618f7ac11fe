import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { setAllergenProgram } from "@domain/scope";
import type { Scope } from "@domain/schemas/scope";
import { CheckOption } from "@/features/scope/components/check-option";
import { MultiChoice, SingleChoice } from "@/features/scope/components/choice-group";
import { FieldSet } from "@/features/scope/components/field-set";
import {
  CALIBRATION_KINDS,
  SANITATION_SHIFTS,
  TRAINING_MODALITIES,
  useScopeOptions,
  WATER_SOURCES,
  withChoice,
} from "@/features/scope/labels";
import type { StepProps } from "./step-props";

type Activities = Scope["activities"];

/** One yes/no program under its own heading. */
function Flag({ legend, ...option }: { legend: string } & ComponentProps<typeof CheckOption>) {
  return (
    <FieldSet legend={legend}>
      <CheckOption {...option} className="max-w-xl" />
    </FieldSet>
  );
}

/** Step 3 — Activities (Operations): the programs in place at the site. */
export function ActivitiesStep({ scope, update, readOnly }: StepProps) {
  const { t } = useTranslation("scope");
  const options = useScopeOptions();
  const a = scope.activities;
  const set = (patch: Partial<Activities>) => update((s) => ({ ...s, activities: { ...s.activities, ...patch } }));
  return (
    <div className="space-y-8">
      <MultiChoice
        legend={t("activities.water")}
        options={options.water}
        values={a.water}
        disabled={readOnly}
        onToggle={(v, on) => set({ water: withChoice(WATER_SOURCES, a.water, v, on) })}
      />
      <MultiChoice
        legend={t("activities.sanitation")}
        options={options.sanitation}
        values={a.sanitation}
        disabled={readOnly}
        onToggle={(v, on) => set({ sanitation: withChoice(SANITATION_SHIFTS, a.sanitation, v, on) })}
      />
      <Flag
        legend={t("activities.envMonitoring")}
        label={t("activities.envMonitoringLabel")}
        hint={t("activities.envMonitoringHint")}
        checked={a.envMonitoring}
        disabled={readOnly}
        onChange={(on) => set({ envMonitoring: on })}
      />
      <SingleChoice
        legend={t("activities.pestControl")}
        options={options.pestControl}
        value={a.pestControl}
        disabled={readOnly}
        onChange={(v) => set({ pestControl: v })}
      />
      <SingleChoice
        legend={t("activities.allergenProgram")}
        options={options.allergenPrograms}
        value={scope.processes.allergens}
        disabled={readOnly}
        onChange={(v) => update((s) => setAllergenProgram(s, v))}
      />
      <MultiChoice
        legend={t("activities.calibration")}
        options={options.calibration}
        values={a.calibration}
        disabled={readOnly}
        onToggle={(v, on) => set({ calibration: withChoice(CALIBRATION_KINDS, a.calibration, v, on) })}
      />
      <Flag
        legend={t("activities.suppliers")}
        label={t("activities.supplierApprovalLabel")}
        hint={t("activities.supplierApprovalHint")}
        checked={a.supplierApproval}
        disabled={readOnly}
        onChange={(on) => set({ supplierApproval: on })}
      />
      <SingleChoice
        legend={t("activities.traceabilityDepth")}
        options={options.traceability}
        value={a.traceabilityDepth}
        disabled={readOnly}
        onChange={(v) => set({ traceabilityDepth: v })}
      />
      <MultiChoice
        legend={t("activities.training")}
        options={options.training}
        values={a.training}
        disabled={readOnly}
        onToggle={(v, on) => set({ training: withChoice(TRAINING_MODALITIES, a.training, v, on) })}
      />
    </div>
  );
}
