import { englishText, type Message, message } from "../i18n/message";
import { isIsoDateTime } from "./iso";
import { type FormDefinition, fieldLimits, isOutOfLimits } from "./form-definition";

export type FormReadings = Record<string, string | number | boolean | null>;

export interface FormEvaluation {
  /** Out of limits or failed: the record documents a deviation. */
  exception: boolean;
  summary: string;
  /** The readings as stored: only the form's fields (and the corrective action), each of its type. */
  readings: FormReadings;
  /**
   * Field (under readings) → why the readings are not acceptable as entered: the reason as a message (to
   * render in the reader's language) and its English text.
   */
  problems: { field: string; message: string; reason: Message }[];
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/**
 * Judges readings of a custom form against one stored version of it: each field's value by its type,
 * required fields, number limits (deviation), failed pass/fail checks (deviation) and the corrective
 * action the form requires when there is a deviation. Fields the version does not have are refused.
 */
export function evaluateFormReadings(form: FormDefinition, input: Record<string, unknown>): FormEvaluation {
  const problems: FormEvaluation["problems"] = [];
  const problem = (field: string, reason: Message) => problems.push({ field, reason, message: englishText(reason) });
  const readings: FormReadings = {};
  const known = new Set([...form.fields.map((f) => f.key), "correctiveAction"]);
  for (const key of Object.keys(input)) if (!known.has(key)) problem(key, message("This form has no such field"));
  const deviations: string[] = [];
  let failedChecks = 0;
  const parts: string[] = [];
  for (const field of form.fields) {
    const value = input[field.key];
    const empty = value === undefined || value === null || (typeof value === "string" && value.trim() === "");
    if (empty) {
      if (field.required) problem(field.key, message("{{label}} is required", { label: field.label }));
      readings[field.key] = null;
      continue;
    }
    switch (field.type) {
      case "number": {
        if (typeof value !== "number" || !Number.isFinite(value)) {
          problem(field.key, message("{{label}} must be a number", { label: field.label }));
          break;
        }
        readings[field.key] = value;
        const limits = fieldLimits(field, input);
        if (isOutOfLimits(value, limits)) deviations.push(field.label);
        parts.push(`${field.label} ${fmt(value)}${field.unit ? ` ${field.unit}` : ""}`);
        break;
      }
      case "pass_fail": {
        if (typeof value !== "boolean") {
          problem(field.key, message("{{label}} must be pass or fail", { label: field.label }));
          break;
        }
        readings[field.key] = value;
        if (!value) {
          deviations.push(field.label);
          failedChecks++;
        }
        break;
      }
      case "choice": {
        if (typeof value !== "string" || !field.options.includes(value)) {
          problem(field.key, message("Choose one of the options for {{label}}", { label: field.label }));
          break;
        }
        readings[field.key] = value;
        parts.push(`${field.label}: ${value}`);
        break;
      }
      case "datetime": {
        if (typeof value !== "string" || !isIsoDateTime(value)) {
          problem(field.key, message("{{label}} must be a date and time", { label: field.label }));
          break;
        }
        readings[field.key] = value;
        break;
      }
      case "text":
      case "signature":
      case "photo": {
        if (typeof value !== "string" || value.length > 2000) {
          problem(field.key, message("{{label}} must be text of at most 2000 characters", { label: field.label }));
          break;
        }
        readings[field.key] = value.trim();
        if (field.type === "text") parts.push(`${field.label}: ${value.trim().slice(0, 60)}`);
        break;
      }
    }
  }
  const action = typeof input.correctiveAction === "string" ? input.correctiveAction.trim() : "";
  readings.correctiveAction = action;
  const exception = deviations.length > 0;
  if (exception && form.correctiveActionRequired && action.length < 5)
    problem(
      "correctiveAction",
      message("Out of limit or failed ({{fields}}): describe the corrective action taken", {
        fields: deviations.join(", "),
      }),
    );
  const checks = form.fields.filter((f) => f.type === "pass_fail").length;
  if (checks) parts.push(`${checks - failedChecks}/${checks} checks passed`);
  return { exception, summary: `${form.name}: ${parts.join(" · ") || "recorded"}`, readings, problems };
}
