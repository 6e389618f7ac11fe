import { AlertTriangle } from "lucide-react";
import { useTranslation } from "react-i18next";
import {
  pestStationTypes,
  sanitationChecklist,
  sanitationShifts,
  waterSources,
  waterTestIds,
  waterTests,
  type WaterTest,
} from "@domain/records/catalogue";
import type { FormDefinition } from "@domain/forms/form-definition";
import { temperatureFormLimits, waterFormLimit } from "@domain/forms/builtin-limits";
import {
  isTemperatureOutOfRange,
  isWaterResultOutOfLimit,
  temperatureLimitsText,
} from "@domain/records/evaluate-readings";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { RecordDraft } from "./record-draft";
import { useChecklistItemLabel } from "./checklist-labels";
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
  const { t } = useTranslation("records");
  if (!show && !value) return null;
  return (
    <div className="grid gap-2 sm:col-span-2">
      <div className="flex items-center gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
        <AlertTriangle className="size-4 shrink-0 text-warning" aria-hidden />
        {t("readings.outOfLimit")}
      </div>
      <Label htmlFor="readings-corrective-action">{t("readings.correctiveAction")}</Label>
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

/**
 * The readings of a built-in log form, in its type's readings shape, with deviations flagged as they are
 * typed against the limits of `form` — the stored version the record is judged by (decision 165).
 */
export function ReadingsFields({
  draft,
  form,
  onChange,
  errors,
}: {
  draft: RecordDraft;
  form: FormDefinition;
  onChange: (draft: RecordDraft) => void;
  errors: Errors;
}) {
  const { t } = useTranslation("records");
  const checklistLabel = useChecklistItemLabel();
  const e = (field: string) => errors[`readings.${field}`];
  switch (draft.type) {
    case "temperature": {
      const temp = draft.temperature;
      const set = (change: Partial<typeof temp>) => onChange({ ...draft, temperature: { ...temp, ...change } });
      const reading = asNumber(temp.reading);
      // Limits come only from the log form (decision 138): shown, never typed.
      const limits = temperatureFormLimits(form, temp.unit);
      const out = reading !== null && !Number.isNaN(reading) && isTemperatureOutOfRange({ reading, ...limits });
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="readings-location"
            label={t("readings.location")}
            value={temp.location}
            onChange={(v) => set({ location: v })}
            error={e("location")}
            placeholder={t("readings.locationPlaceholder")}
          />
          <div className="grid grid-cols-[1fr_5.5rem] gap-2">
            <TextField
              id="readings-reading"
              label={t("readings.temperature")}
              type="number"
              inputMode="decimal"
              value={temp.reading}
              onChange={(v) => set({ reading: v })}
              error={e("reading")}
            />
            <SelectField
              id="readings-unit"
              label={t("readings.unit")}
              value={temp.unit}
              onChange={(v) => set({ unit: v as "F" | "C" })}
              options={[
                ["F", "°F"],
                ["C", "°C"],
              ]}
            />
          </div>
          <p className="text-sm text-muted-foreground sm:col-span-2" id="readings-limits">
            {t("readings.formLimits", { limits: temperatureLimitsText({ ...limits, unit: temp.unit }) })}
          </p>
          <CorrectiveAction
            value={temp.correctiveAction}
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
            label={t("readings.area")}
            value={s.area}
            onChange={(v) => set({ area: v })}
            error={e("area")}
            placeholder={t("readings.areaPlaceholder")}
          />
          <SelectField
            id="readings-shift"
            label={t("readings.inspection")}
            value={s.shift}
            onChange={(v) => set({ shift: v as typeof s.shift })}
            options={sanitationShifts.map((shift) => [shift, t(`shifts.${shift}`)] as const)}
          />
          <fieldset className="grid gap-2 sm:col-span-2">
            <legend className="mb-1 text-sm font-medium">{t("readings.checklist")}</legend>
            {sanitationChecklist.map((item, i) => (
              <label key={item} className="flex items-start gap-2 text-sm">
                <Checkbox
                  checked={s.passed[i] ?? true}
                  onCheckedChange={(c) => set({ passed: s.passed.map((p, j) => (j === i ? c === true : p)) })}
                  className="mt-0.5"
                />
                <span className={s.passed[i] === false ? "text-destructive" : undefined}>{checklistLabel(item)}</span>
              </label>
            ))}
          </fieldset>
          <TextField
            id="readings-sanitizer"
            label={t("readings.sanitizer")}
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
      const limit = waterFormLimit(form, w.test);
      const out = result !== null && !Number.isNaN(result) && isWaterResultOutOfLimit({ test: w.test, result, limit });
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="readings-source"
            label={t("readings.waterSource")}
            value={w.source}
            onChange={(v) => set({ source: v as typeof w.source })}
            options={waterSources.map((source) => [source, t(`waterSources.${source}`)] as const)}
          />
          <TextField
            id="readings-sample-point"
            label={t("readings.samplePoint")}
            value={w.samplePoint}
            onChange={(v) => set({ samplePoint: v })}
            error={e("samplePoint")}
            placeholder={t("readings.samplePointPlaceholder")}
          />
          <SelectField
            id="readings-test"
            label={t("readings.test")}
            value={w.test}
            onChange={(v) => set({ test: v as WaterTest })}
            options={waterTestIds.map(
              (id) =>
                [id, t("readings.testOption", { test: t(`waterTests.${id}`), unit: waterTests[id].unit })] as const,
            )}
          />
          <TextField
            id="readings-lab"
            label={t("readings.lab")}
            value={w.lab}
            onChange={(v) => set({ lab: v })}
            error={e("lab")}
          />
          <TextField
            id="readings-result"
            label={t("readings.result", { unit: test.unit })}
            type="number"
            inputMode="decimal"
            value={w.result}
            onChange={(v) => set({ result: v })}
            error={e("result")}
          />
          <p className="text-sm text-muted-foreground sm:col-span-2" id="readings-limit">
            {t("readings.formLimit", { limit: `${test.limitKind === "max" ? "≤" : "≥"} ${limit} ${test.unit}` })}
          </p>
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
            label={t("readings.station")}
            value={p.station}
            onChange={(v) => set({ station: v })}
            error={e("station")}
            placeholder={t("readings.stationPlaceholder")}
          />
          <SelectField
            id="readings-station-type"
            label={t("readings.stationType")}
            value={p.stationType}
            onChange={(v) => set({ stationType: v as typeof p.stationType })}
            options={pestStationTypes.map((type) => [type, t(`stationTypes.${type}`)] as const)}
          />
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <Checkbox checked={p.activityFound} onCheckedChange={(c) => set({ activityFound: c === true })} />
            {t("readings.activityFound")}
          </label>
          {p.activityFound ? (
            <>
              <TextField
                id="readings-activity"
                label={t("readings.activity")}
                value={p.activity}
                onChange={(v) => set({ activity: v })}
                error={e("activity")}
                placeholder={t("readings.activityPlaceholder")}
              />
              <TextField
                id="readings-action"
                label={t("readings.actionTaken")}
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
