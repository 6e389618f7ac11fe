import type { ComponentProps } from "react";
import { setAllergenProgram } from "@domain/scope";
import type { Scope } from "@domain/schemas/scope";
import { CheckOption } from "@/features/scope/components/check-option";
import { MultiChoice, SingleChoice } from "@/features/scope/components/choice-group";
import { FieldSet } from "@/features/scope/components/field-set";
import {
  ALLERGEN_PROGRAMS,
  CALIBRATION_KINDS,
  PEST_CONTROL,
  SANITATION_SHIFTS,
  TRACEABILITY_DEPTHS,
  TRAINING_MODALITIES,
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
  const a = scope.activities;
  const set = (patch: Partial<Activities>) => update((s) => ({ ...s, activities: { ...s.activities, ...patch } }));
  return (
    <div className="space-y-8">
      <MultiChoice
        legend="Water sources"
        options={WATER_SOURCES}
        values={a.water}
        disabled={readOnly}
        onToggle={(v, on) => set({ water: withChoice(WATER_SOURCES, a.water, v, on) })}
      />
      <MultiChoice
        legend="Sanitation"
        options={SANITATION_SHIFTS}
        values={a.sanitation}
        disabled={readOnly}
        onToggle={(v, on) => set({ sanitation: withChoice(SANITATION_SHIFTS, a.sanitation, v, on) })}
      />
      <Flag
        legend="Environmental monitoring"
        label="Listeria/Salmonella Program"
        hint="Environmental monitoring of food-contact and nearby surfaces."
        checked={a.envMonitoring}
        disabled={readOnly}
        onChange={(on) => set({ envMonitoring: on })}
      />
      <SingleChoice
        legend="Pest control"
        options={PEST_CONTROL}
        value={a.pestControl}
        disabled={readOnly}
        onChange={(v) => set({ pestControl: v })}
      />
      <SingleChoice
        legend="Allergen program"
        options={ALLERGEN_PROGRAMS}
        value={scope.processes.allergens}
        disabled={readOnly}
        onChange={(v) => update((s) => setAllergenProgram(s, v))}
      />
      <MultiChoice
        legend="Calibration"
        options={CALIBRATION_KINDS}
        values={a.calibration}
        disabled={readOnly}
        onToggle={(v, on) => set({ calibration: withChoice(CALIBRATION_KINDS, a.calibration, v, on) })}
      />
      <Flag
        legend="Suppliers"
        label="Supplier approval program in place"
        hint="Approved-supplier list with verification of certificates and letters of guarantee."
        checked={a.supplierApproval}
        disabled={readOnly}
        onChange={(on) => set({ supplierApproval: on })}
      />
      <SingleChoice
        legend="Traceability depth"
        options={TRACEABILITY_DEPTHS}
        value={a.traceabilityDepth}
        disabled={readOnly}
        onChange={(v) => set({ traceabilityDepth: v })}
      />
      <MultiChoice
        legend="Training modalities"
        options={TRAINING_MODALITIES}
        values={a.training}
        disabled={readOnly}
        onToggle={(v, on) => set({ training: withChoice(TRAINING_MODALITIES, a.training, v, on) })}
      />
    </div>
  );
}
