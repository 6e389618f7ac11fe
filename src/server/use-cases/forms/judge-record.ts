import { withFormLimits } from "../../../domain/forms/builtin-limits";
import { evaluateFormReadings } from "../../../domain/forms/evaluate-form";
import type { FormDefinition } from "../../../domain/forms/form-definition";
import { evaluateReadings } from "../../../domain/records/evaluate-readings";
import type { RecordInput, RecordReadings } from "../../../domain/schemas/records";
import { storedText } from "../../../domain/i18n/message";
import { invalidFields } from "../../errors";
import { renderMessage } from "../../i18n/render-message";

export interface JudgedRecord {
  /** The readings to store: a built-in type's with its form version's limits put in; a custom form's as judged. */
  readings: RecordReadings;
  summary: string;
  exception: boolean;
}

/**
 * Judges a record against the form version it is made with (decision 138): the limits come from that
 * version only, the server evaluates, and readings that need more (a corrective action) are a 400 naming
 * the field under `prefix`. A built-in type is judged by its own rules with the version's limits; a custom
 * form's record by `evaluateFormReadings` (every field by its type, required, limits, failed checks).
 */
export function judgeRecord(input: RecordInput, form: FormDefinition, prefix = "readings"): JudgedRecord {
  const field = (p: { field: string }) => `${prefix}.${p.field}`;
  if (input.type === "custom") {
    const evaluation = evaluateFormReadings(form, input.readings);
    if (evaluation.problems.length) {
      const error = invalidFields(Object.fromEntries(evaluation.problems.map((p) => [field(p), p.reason])));
      throw error;
    }
    return { readings: evaluation.readings, summary: evaluation.summary, exception: evaluation.exception };
  }
  const typed = withFormLimits(input, form);
  const evaluation = evaluateReadings(typed);
  if (evaluation.problems.length) {
    // The readings' reasons are the English texts evaluateReadings has always given (as the shared
    // schema gave them before decision 138); a reason with a number in it is rendered from its message
    // (plurals) in another language, the others through the catalogues.
    const error = invalidFields(Object.fromEntries(evaluation.problems.map((p) => [field(p), storedText(p.message)])));
    error.localizeFields = (locale) =>
      Object.fromEntries(
        evaluation.problems.map((p) => [field(p), renderMessage(locale, p.reason ?? storedText(p.message))]),
      );
    throw error;
  }
  return { readings: typed.readings, summary: evaluation.summary, exception: evaluation.exception };
}
