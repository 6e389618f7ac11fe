/**
 * The schedules a site is offered from the clauses that apply to it (decision 126), for a manager to
 * confirm: the usual rhythm of each built-in log form, proposed only when a clause it evidences applies.
 */
import { preferredClauses, recordTypes, type RecordType } from "../records/catalogue";
import type { AppRole } from "../roles";
import type { ScheduleFrequency } from "./schedule";

export type ScheduleProposal = {
  formId: RecordType;
  frequency: ScheduleFrequency;
  ownerRole: AppRole;
  /** The applicable clauses this log evidences. */
  clauseIds: string[];
};

const usualRhythm: Record<RecordType, Omit<ScheduleProposal, "formId" | "clauseIds">> = {
  // Pre-operational sanitation before the lines start, each operating day.
  sanitation: { frequency: { kind: "operating_days", dueTime: "07:00" }, ownerRole: "qa_tech" },
  // Cold rooms read once a shift.
  temperature: {
    frequency: {
      kind: "per_shift",
      shifts: [
        { name: "Day shift", dueTime: "10:00" },
        { name: "Swing shift", dueTime: "18:00" },
      ],
    },
    ownerRole: "qa_tech",
  },
  // Water tested monthly, more often than the schemes' minimum for a well or surface source.
  water: { frequency: { kind: "monthly", dayOfMonth: 28, dueTime: "17:00" }, ownerRole: "qa_manager" },
  // Pest stations serviced weekly.
  pest: { frequency: { kind: "weekly", weekdays: [1], dueTime: "16:00" }, ownerRole: "qa_tech" },
};

/**
 * The applicable clauses a log form evidences, best first: the ones its records are usually filed under.
 * A schedule's proposal, its missed logs in an evidence pack and its gaps in a document audit all name these.
 */
export function formClauses(formId: string, applicableClauseIds: readonly string[]): string[] {
  const preferred = (preferredClauses as Record<string, readonly string[] | undefined>)[formId] ?? [];
  return preferred.filter((id) => applicableClauseIds.includes(id));
}

/** Proposals for the forms whose clauses apply, leaving out forms the site already schedules. */
export function proposeSchedules(applicableClauseIds: readonly string[], scheduledForms: readonly string[]) {
  return recordTypes.flatMap((formId): ScheduleProposal[] => {
    const clauseIds = formClauses(formId, applicableClauseIds);
    if (!clauseIds.length || scheduledForms.includes(formId)) return [];
    return [{ formId, clauseIds, ...usualRhythm[formId] }];
  });
}
