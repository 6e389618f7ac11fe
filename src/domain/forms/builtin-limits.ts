import type { TypedReadings } from "../records/evaluate-readings";
import { type WaterTest, waterTests } from "../records/catalogue";
import type { RecordInput } from "../schemas/records";
import { type FormDefinition, fieldLimits, type NumberField } from "./form-definition";

const round1 = (n: number) => Math.round(n * 10) / 10;
const fToC = (f: number) => round1(((f - 32) * 5) / 9);
const cToF = (c: number) => round1((c * 9) / 5 + 32);

function numberField(form: FormDefinition, key: string): NumberField | undefined {
  const field = form.fields.find((f) => f.key === key);
  return field?.type === "number" ? field : undefined;
}

/** A limit of the form (in the field's unit) in the unit the reading was taken in. */
function inUnit(value: number | null, fieldUnit: string, readingUnit: "F" | "C"): number | null {
  if (value == null) return null;
  if (fieldUnit === "°F" && readingUnit === "C") return fToC(value);
  if (fieldUnit === "°C" && readingUnit === "F") return cToF(value);
  return value;
}

/** The temperature limits of a (built-in temperature) form version, in the reading's unit. */
export function temperatureFormLimits(form: FormDefinition, unit: "F" | "C") {
  const field = numberField(form, "reading");
  const limits = field ? fieldLimits(field, {}) : { min: null, max: null };
  const fieldUnit = field?.unit ?? "°F";
  return { minLimit: inUnit(limits.min, fieldUnit, unit), maxLimit: inUnit(limits.max, fieldUnit, unit) };
}

/** The limit a (built-in water) form version gives a test's result: a maximum or a minimum by the test. */
export function waterFormLimit(form: FormDefinition, test: WaterTest): number {
  const field = numberField(form, "result");
  const limits = field ? fieldLimits(field, { test }) : { min: null, max: null };
  return (waterTests[test].limitKind === "max" ? limits.max : limits.min) ?? waterTests[test].defaultLimit;
}

/**
 * A record of a built-in type with the limits of its form version put into its readings (decision 138):
 * the only source of limits. The temperature form's reading limits are converted to the reading's unit;
 * a water result takes the limit its test has in the form.
 */
export function withFormLimits(input: Exclude<RecordInput, { type: "custom" }>, form: FormDefinition): TypedReadings {
  switch (input.type) {
    case "temperature":
      return {
        type: "temperature",
        readings: { ...input.readings, ...temperatureFormLimits(form, input.readings.unit) },
      };
    case "water":
      return { type: "water", readings: { ...input.readings, limit: waterFormLimit(form, input.readings.test) } };
    case "sanitation":
      return { type: "sanitation", readings: input.readings };
    case "pest":
      return { type: "pest", readings: input.readings };
  }
}
