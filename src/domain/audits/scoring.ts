import { message, type Message } from "../i18n/message";

/** Answers of a checklist item; null while not yet answered. */
export const checklistAnswers = ["compliant", "observation", "finding", "na"] as const;
export type ChecklistAnswer = (typeof checklistAnswers)[number];

export const checklistAnswerLabels: Record<ChecklistAnswer, string> = {
  compliant: "Compliant",
  observation: "Observation",
  finding: "Finding",
  na: "N/A",
};

/**
 * Share of a clause's points each answer earns. Compliant earns full points; an observation is a
 * PrimusGFS minor deficiency and earns half (the spec's demo: 10 / 5 / 0); a finding earns nothing.
 * N/A is excluded from the possible total altogether.
 */
export const ANSWER_CREDIT = { compliant: 1, observation: 0.5, finding: 0 } as const;

export interface ScoredItem {
  points: number;
  answer: ChecklistAnswer | null;
}

export interface AuditScore {
  earned: number;
  possible: number;
  /** earned / possible × 100 to one decimal; null when nothing is scorable (all N/A). */
  percent: number | null;
  counts: Record<ChecklistAnswer | "unanswered", number>;
}

export function scoreChecklist(items: readonly ScoredItem[]): AuditScore {
  const counts: AuditScore["counts"] = { compliant: 0, observation: 0, finding: 0, na: 0, unanswered: 0 };
  let earned = 0;
  let possible = 0;
  for (const item of items) {
    if (item.answer === null) {
      counts.unanswered += 1;
      possible += item.points;
      continue;
    }
    counts[item.answer] += 1;
    if (item.answer === "na") continue;
    possible += item.points;
    earned += item.points * ANSWER_CREDIT[item.answer];
  }
  const percent = possible === 0 ? null : Math.round((earned / possible) * 1000) / 10;
  return { earned, possible, percent, counts };
}

/** Progress of a checklist: answered items out of all, as a whole percent. */
export function checklistProgress(items: readonly { answer: ChecklistAnswer | null }[]): number {
  if (items.length === 0) return 0;
  return Math.round((items.filter((i) => i.answer !== null).length / items.length) * 100);
}

/** A finding says what was found: its note may not be blank (the note becomes the tracked finding's summary). */
export const findingNeedsNote = (item: { answer: ChecklistAnswer | null; notes?: string | null }) =>
  item.answer === "finding" && (item.notes ?? "").trim().length === 0;

/**
 * Why an audit may not be completed yet, or null: every item needs an answer, and every finding a note
 * saying what was found.
 */
export function completionBlocker(
  items: readonly { answer: ChecklistAnswer | null; notes?: string | null; clauseId?: string }[],
): Message | null {
  if (items.length === 0) return message("Cannot complete the audit: the checklist has no items");
  const open = items.filter((i) => i.answer === null).length;
  if (open === 1) return message("Cannot complete the audit: 1 checklist item still unanswered");
  if (open > 0)
    return message("Cannot complete the audit: {{count}} checklist items still unanswered", { count: open });
  const silent = items.filter(findingNeedsNote);
  if (silent.length > 0) {
    const which = silent.map((i) => i.clauseId).filter(Boolean);
    return which.length
      ? message("Cannot complete the audit: a finding needs a note saying what was found ({{clauses}})", {
          clauses: which.join(", "),
        })
      : message("Cannot complete the audit: a finding needs a note saying what was found");
  }
  return null;
}
