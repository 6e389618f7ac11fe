import { AlertTriangle } from "lucide-react";
import {
  pestStationTypeLabels,
  sanitationChecklist,
  sanitationShiftLabels,
  waterSourceLabels,
  waterTests,
  type WaterTest,
} from "@domain/records/catalogue";
import { isTemperatureOutOfRange, isWaterResultOutOfLimit } from "@domain/records/evaluate-readings";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { RecordDraft } from "./record-draft";
import { SelectField } from "./select-field";
import { FieldError } from "@/components/field-error";

type Errors = Record<string, string>;

function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = "text",
  placeholder,
  inputMode,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  type?: string;
  placeholder?: string;
  inputMode?: "decimal";
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        inputMode={inputMode}
        step={type === "number" ? "any" : undefined}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!!error}
      />
      <FieldError message={error} />
    </div>
  );
}

function CorrectiveAction({
  value,
  onChange,
  error,
  show,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
  show: boolean;
}) {
  if (!show && !value) return null;
  return (
    <div className="grid gap-2 sm:col-span-2">
      <div className="flex items-center gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
        <AlertTriangle className="size-4 shrink-0 text-warning" aria-hidden />
        Out of limit: record the corrective action taken.
      </div>
      <Label htmlFor="readings-corrective-action">Corrective action</Label>
      <Textarea
        id="readings-corrective-action"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!!error}
        rows={2}
      />
      <FieldError message={error} />
    </div>
  );
}

const asNumber = (text: string) => (text.trim() === "" ? null : Number(text));

/** The readings a log of each type needs, with deviations flagged as they are typed. */
export function ReadingsFields({
  draft,
  onChange,
  errors,
}: {
  draft: RecordDraft;
  onChange: (draft: RecordDraft) => void;
  errors: Errors;
}) {
  const e = (field: string) => errors[`readings.${field}`];
  switch (draft.type) {
    case "temperature": {
      const t = draft.temperature;
      const set = (change: Partial<typeof t>) => onChange({ ...draft, temperature: { ...t, ...change } });
      const reading = asNumber(t.reading);
      const out =
        reading !== null &&
        !Number.isNaN(reading) &&
        isTemperatureOutOfRange({ reading, minLimit: asNumber(t.minLimit), maxLimit: asNumber(t.maxLimit) });
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="readings-location"
            label="Location"
            value={t.location}
            onChange={(v) => set({ location: v })}
            error={e("location")}
            placeholder="e.g. Cooler 2"
          />
          <div className="grid grid-cols-[1fr_5.5rem] gap-2">
            <TextField
              id="readings-reading"
              label="Temperature"
              type="number"
              inputMode="decimal"
              value={t.reading}
              onChange={(v) => set({ reading: v })}
              error={e("reading")}
            />
            <SelectField
              id="readings-unit"
              label="Unit"
              value={t.unit}
              onChange={(v) => set({ unit: v as "F" | "C" })}
              options={[
                ["F", "°F"],
                ["C", "°C"],
              ]}
            />
          </div>
          <TextField
            id="readings-min"
            label={`Critical limit min (°${t.unit})`}
            type="number"
            inputMode="decimal"
            value={t.minLimit}
            onChange={(v) => set({ minLimit: v })}
            error={e("minLimit")}
          />
          <TextField
            id="readings-max"
            label={`Critical limit max (°${t.unit})`}
            type="number"
            inputMode="decimal"
            value={t.maxLimit}
            onChange={(v) => set({ maxLimit: v })}
            error={e("maxLimit")}
          />
          <CorrectiveAction
            value={t.correctiveAction}
            onChange={(v) => set({ correctiveAction: v })}
            error={e("correctiveAction")}
            show={out}
          />
        </div>
      );
    }
    case "sanitation": {
      const s = draft.sanitation;
      const set = (change: Partial<typeof s>) => onChange({ ...draft, sanitation: { ...s, ...change } });
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="readings-area"
            label="Area or line"
            value={s.area}
            onChange={(v) => set({ area: v })}
            error={e("area")}
            placeholder="e.g. Pack line 2"
          />
          <SelectField
            id="readings-shift"
            label="Inspection"
            value={s.shift}
            onChange={(v) => set({ shift: v as typeof s.shift })}
            options={Object.entries(sanitationShiftLabels)}
          />
          <fieldset className="grid gap-2 sm:col-span-2">
            <legend className="mb-1 text-sm font-medium">Checklist (tick what passed)</legend>
            {sanitationChecklist.map((item, i) => (
              <label key={item} className="flex items-start gap-2 text-sm">
                <Checkbox
                  checked={s.passed[i] ?? true}
                  onCheckedChange={(c) => set({ passed: s.passed.map((p, j) => (j === i ? c === true : p)) })}
                  className="mt-0.5"
                />
                <span className={s.passed[i] === false ? "text-destructive" : undefined}>{item}</span>
              </label>
            ))}
          </fieldset>
          <TextField
            id="readings-sanitizer"
            label="Sanitizer (ppm, optional)"
            type="number"
            inputMode="decimal"
            value={s.sanitizerPpm}
            onChange={(v) => set({ sanitizerPpm: v })}
            error={e("sanitizerPpm")}
          />
          <CorrectiveAction
            value={s.correctiveAction}
            onChange={(v) => set({ correctiveAction: v })}
            error={e("correctiveAction")}
            show={s.passed.includes(false)}
          />
        </div>
      );
    }
    case "water": {
      const w = draft.water;
      const set = (change: Partial<typeof w>) => onChange({ ...draft, water: { ...w, ...change } });
      const test = waterTests[w.test];
      const result = asNumber(w.result);
      const limit = asNumber(w.limit);
      const out =
        result !== null &&
        limit !== null &&
        !Number.isNaN(result) &&
        !Number.isNaN(limit) &&
        isWaterResultOutOfLimit({ test: w.test, result, limit });
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="readings-source"
            label="Water source"
            value={w.source}
            onChange={(v) => set({ source: v as typeof w.source })}
            options={Object.entries(waterSourceLabels)}
          />
          <TextField
            id="readings-sample-point"
            label="Sample point"
            value={w.samplePoint}
            onChange={(v) => set({ samplePoint: v })}
            error={e("samplePoint")}
            placeholder="e.g. Well 1 head"
          />
          <SelectField
            id="readings-test"
            label="Test"
            value={w.test}
            onChange={(v) => set({ test: v as WaterTest, limit: String(waterTests[v as WaterTest].defaultLimit) })}
            options={Object.entries(waterTests).map(([id, t]) => [id, `${t.label} (${t.unit})`] as const)}
          />
          <TextField
            id="readings-lab"
            label="Laboratory (optional)"
            value={w.lab}
            onChange={(v) => set({ lab: v })}
            error={e("lab")}
          />
          <TextField
            id="readings-result"
            label={`Result (${test.unit})`}
            type="number"
            inputMode="decimal"
            value={w.result}
            onChange={(v) => set({ result: v })}
            error={e("result")}
          />
          <TextField
            id="readings-limit"
            label={`${test.limitKind === "max" ? "Maximum" : "Minimum"} limit (${test.unit})`}
            type="number"
            inputMode="decimal"
            value={w.limit}
            onChange={(v) => set({ limit: v })}
            error={e("limit")}
          />
          <CorrectiveAction
            value={w.correctiveAction}
            onChange={(v) => set({ correctiveAction: v })}
            error={e("correctiveAction")}
            show={out}
          />
        </div>
      );
    }
    case "pest": {
      const p = draft.pest;
      const set = (change: Partial<typeof p>) => onChange({ ...draft, pest: { ...p, ...change } });
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="readings-station"
            label="Station"
            value={p.station}
            onChange={(v) => set({ station: v })}
            error={e("station")}
            placeholder="e.g. RS-14"
          />
          <SelectField
            id="readings-station-type"
            label="Station type"
            value={p.stationType}
            onChange={(v) => set({ stationType: v as typeof p.stationType })}
            options={Object.entries(pestStationTypeLabels)}
          />
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <Checkbox checked={p.activityFound} onCheckedChange={(c) => set({ activityFound: c === true })} />
            Activity found at this station
          </label>
          {p.activityFound ? (
            <>
              <TextField
                id="readings-activity"
                label="Activity found"
                value={p.activity}
                onChange={(v) => set({ activity: v })}
                error={e("activity")}
                placeholder="e.g. droppings, gnawing, bait eaten"
              />
              <TextField
                id="readings-action"
                label="Action taken"
                value={p.action}
                onChange={(v) => set({ action: v })}
                error={e("action")}
              />
            </>
          ) : null}
        </div>
      );
    }
  }
}
