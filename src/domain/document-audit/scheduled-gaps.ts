import type { IsoDate } from "../dates";
import { gapOutcome, type RequirementOutcome } from "./evaluate-requirement";

/**
 * Logs a site's schedules expected and nobody filled (decision 128), as the document audit sees them: the
 * form, the applicable clauses it evidences, and the site-local days a log of it is missing.
 */
export interface ScheduledGap {
  formId: string;
  clauseIds: readonly string[];
  dates: readonly IsoDate[];
}

/**
 * One incomplete (`partly`) outcome per scheduled form that evidences the clause and missed logs — the
 * frequency rule's gap outcome, with the days the schedule knows instead of days guessed from the dates.
 * Its finding is "Sanitation Log was not filled on 3 scheduled days: …" once rendered.
 */
export function scheduledGapOutcomes(gaps: readonly ScheduledGap[], clauseId: string): RequirementOutcome[] {
  return gaps
    .filter((gap) => gap.dates.length > 0 && gap.clauseIds.includes(clauseId))
    .map((gap) => gapOutcome("scheduledLogsMissing", { form: gap.formId }, [...new Set(gap.dates)].sort(), []));
}
