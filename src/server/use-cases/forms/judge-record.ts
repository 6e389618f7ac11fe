import { withFormLimits } from "../../../domain/forms/builtin-limits";
import type { FormDefinition } from "../../../domain/forms/form-definition";
import {
  evaluateReadings,
  type ReadingsEvaluation,
  type TypedReadings,
} from "../../../domain/records/evaluate-readings";
import type { RecordInput } from "../../../domain/schemas/records";
import { storedText } from "../../../domain/i18n/message";
import { invalidFields } from "../../errors";
import { renderMessage } from "../../i18n/render-message";

/**
 * Judges a record against the form version it is made with (decision 138): the limits come from that
 * version only, the server evaluates, and readings that need more (a corrective action) are a 400 naming
 * the field under `prefix`. Answers the readings to store (with the limits applied) and the evaluation.
 */
export function judgeRecord(
  input: RecordInput,
  form: FormDefinition,
  prefix = "readings",
): { typed: TypedReadings; evaluation: ReadingsEvaluation } {
  const typed = withFormLimits(input, form);
  const evaluation = evaluateReadings(typed);
  if (evaluation.problems.length) {
    // The readings' reasons are the English texts evaluateReadings has always given (as the shared
    // schema gave them before decision 138); a reason with a number in it is rendered from its message
    // (plurals) in another language, the others through the catalogues.
    const field = (p: { field: string }) => `${prefix}.${p.field}`;
    const error = invalidFields(Object.fromEntries(evaluation.problems.map((p) => [field(p), storedText(p.message)])));
    error.localizeFields = (locale) =>
      Object.fromEntries(
        evaluation.problems.map((p) => [field(p), renderMessage(locale, p.reason ?? storedText(p.message))]),
      );
    throw error;
  }
  return { typed, evaluation };
}
