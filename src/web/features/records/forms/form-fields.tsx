import { useTranslation } from "react-i18next";
import { evaluateFormReadings, type FormReadings } from "@domain/forms/evaluate-form";
import { type FormDefinition, type FormField, fieldLimits, type NumberField } from "@domain/forms/form-definition";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { FieldError } from "@/components/field-error";
import { SelectField } from "@/features/records/components/select-field";
import { toLocalInput } from "@/features/records/components/record-draft";

/** What the renderer edits: each field's value as typed ("" for empty), a photo as its chosen file. */
export type FieldValues = Record<string, string | File | null>;

const ACTION_KEY = "correctiveAction";
const PASS_FAIL = ["pass", "fail"] as const;

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : String(n));

/** A number field's limits as the form shows them, read-only: "33–36 °F", "≤ 41 °F", "≥ 2". */
export function limitsText(field: NumberField, values: Record<string, unknown>): string | null {
  const { min, max } = fieldLimits(field, values);
  const unit = field.unit ? ` ${field.unit}` : "";
  if (min != null && max != null) return `${fmt(min)}–${fmt(max)}${unit}`;
  if (max != null) return `≤ ${fmt(max)}${unit}`;
  if (min != null) return `≥ ${fmt(min)}${unit}`;
  return null;
}

/** The empty values of a form version, or a stored record's readings to correct. */
export function fieldValues(form: FormDefinition, readings?: Record<string, unknown>): FieldValues {
  const values: FieldValues = { correctiveAction: String(readings?.correctiveAction ?? "") };
  for (const field of form.fields) {
    const stored = readings?.[field.key];
    values[field.key] =
      stored === null || stored === undefined
        ? field.type === "pass_fail"
          ? "pass"
          : ""
        : field.type === "pass_fail"
          ? stored === true
            ? "pass"
            : "fail"
          : field.type === "datetime" && typeof stored === "string"
            ? toLocalInput(new Date(stored))
            : String(stored);
  }
  return values;
}

/**
 * The readings to send for the values typed: a number as a number, a check as true/false, a date and time
 * as an instant, a photo as its file's name (the file goes with the record as an attachment). Anything the
 * browser cannot read as its type is sent as typed, for the server to name.
 */
export function readingsOf(form: FormDefinition, values: FieldValues): FormReadings {
  const readings: FormReadings = {};
  for (const field of form.fields) {
    const value = values[field.key];
    if (value instanceof File) readings[field.key] = value.name;
    else if (value === null || value === undefined || value.trim() === "") readings[field.key] = null;
    else if (field.type === "number") readings[field.key] = Number.isFinite(Number(value)) ? Number(value) : value;
    else if (field.type === "pass_fail") readings[field.key] = value === "pass";
    else if (field.type === "datetime")
      readings[field.key] = Number.isNaN(new Date(value).getTime()) ? value : new Date(value).toISOString();
    else readings[field.key] = value.trim();
  }
  const action = values.correctiveAction;
  if (typeof action === "string" && action.trim()) readings.correctiveAction = action.trim();
  return readings;
}

/**
 * Renders any version of a log form (issue 19): each field by its kind, the limits read-only (they come
 * only from the stored version), and the corrective action once a value is out of limit or a check failed.
 * The same judgement as the server's (`evaluateFormReadings`) tells when the action is needed.
 */
export function FormFields({
  form,
  values,
  onChange,
  errors,
}: {
  form: FormDefinition;
  values: FieldValues;
  onChange: (values: FieldValues) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation("records");
  const readings = readingsOf(form, values);
  const deviation = evaluateFormReadings(form, readings).exception;
  const set = (key: string, value: string | File | null) => onChange({ ...values, [key]: value });
  const error = (key: string) => errors[`readings.${key}`] ?? errors[key];
  const actionError = error(ACTION_KEY);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {form.fields.map((field) => (
        <FieldInput
          key={field.key}
          field={field}
          value={values[field.key] ?? ""}
          onChange={(v) => set(field.key, v)}
          error={error(field.key)}
          limits={field.type === "number" ? limitsText(field, readings) : null}
          optionalLabel={t("customForm.optional")}
        />
      ))}
      {deviation || actionError ? (
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor="field-correctiveAction">{t("customForm.correctiveAction")}</Label>
          <p className="text-sm text-destructive" role="status">
            {t("customForm.deviation")}
          </p>
          <Textarea
            id="field-correctiveAction"
            rows={2}
            value={typeof values.correctiveAction === "string" ? values.correctiveAction : ""}
            onChange={(e) => set("correctiveAction", e.target.value)}
            aria-invalid={!!actionError}
          />
          <FieldError message={actionError} />
        </div>
      ) : null}
    </div>
  );
}

function FieldInput({
  field,
  value,
  onChange,
  error,
  limits,
  optionalLabel,
}: {
  field: FormField;
  value: string | File | null;
  onChange: (value: string | File | null) => void;
  error?: string;
  limits: string | null;
  optionalLabel: string;
}) {
  const { t } = useTranslation("records");
  const id = `field-${field.key}`;
  const label = `${field.label}${field.type === "number" && field.unit ? ` (${field.unit})` : ""}${field.required ? "" : ` (${optionalLabel})`}`;
  const text = typeof value === "string" ? value : "";
  if (field.type === "choice")
    return (
      <SelectField
        id={id}
        label={label}
        value={text}
        onChange={onChange}
        options={field.options.map((o) => [o, o] as const)}
        error={error}
      />
    );
  if (field.type === "pass_fail")
    return (
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 text-sm font-medium">{label}</legend>
        <RadioGroup value={text} onValueChange={onChange} className="flex gap-6" aria-invalid={!!error}>
          {PASS_FAIL.map((v) => (
            <div key={v} className="flex min-h-11 items-center gap-2">
              <RadioGroupItem value={v} id={`${id}-${v}`} />
              <Label htmlFor={`${id}-${v}`}>{t(`customForm.${v}`)}</Label>
            </div>
          ))}
        </RadioGroup>
        <FieldError message={error} />
      </fieldset>
    );
  return (
    <div className={field.type === "text" ? "grid min-w-0 gap-2 sm:col-span-2" : "grid min-w-0 gap-2"}>
      <Label htmlFor={id}>{label}</Label>
      {field.type === "photo" ? (
        <Input
          id={id}
          type="file"
          accept="image/*"
          capture="environment"
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          aria-invalid={!!error}
        />
      ) : (
        <Input
          id={id}
          type={field.type === "number" ? "number" : field.type === "datetime" ? "datetime-local" : "text"}
          inputMode={field.type === "number" ? "decimal" : undefined}
          step={field.type === "number" ? "any" : undefined}
          autoComplete="off"
          value={text}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={limits ? `${id}-limits` : undefined}
        />
      )}
      {limits ? (
        <p id={`${id}-limits`} className="text-xs text-muted-foreground">
          {t("customForm.limits", { limits })}
        </p>
      ) : null}
      {value instanceof File ? <p className="truncate text-xs text-muted-foreground">{value.name}</p> : null}
      <FieldError message={error} />
    </div>
  );
}
