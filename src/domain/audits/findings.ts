/** Finding owner labels of the spec (§6). */
import { addCalendarDays, type IsoDate, isOverdue } from "../dates";
import { englishText, message, storedText, type Message } from "../i18n/message";
export const findingOwnerRoles = ["pcqi", "qa_manager", "supervisor"] as const;
export type FindingOwnerRole = (typeof findingOwnerRoles)[number];
export const findingOwnerLabels: Record<FindingOwnerRole, string> = {
  pcqi: "PCQI",
  qa_manager: "QA Manager",
  supervisor: "Supervisor",
};

/** Where a tracked finding was raised (decision 118). */
export const findingSources = ["internal_audit", "document_audit"] as const;
export type FindingSource = (typeof findingSources)[number];

export const findingStatuses = ["open", "closed"] as const;
export type FindingStatus = (typeof findingStatuses)[number];

/** Days a corrective action gets by default after the audit closes. */
export const FINDING_DUE_DAYS = 30;

/** Operational clauses fall to the supervisor, programme and verification clauses to QA, the system to the PCQI. */
export function defaultOwnerRole(tags: readonly string[]): FindingOwnerRole {
  if (tags.some((t) => ["harvest", "sanitation", "storage", "processing", "pest_control"].includes(t)))
    return "supervisor";
  if (tags.some((t) => ["records", "verification", "calibration", "training", "supplier", "water"].includes(t)))
    return "qa_manager";
  return "pcqi";
}

/** What must be shown to close a finding, as messages (decision 112): each item needs a note or an attachment. */
export const defaultEvidenceItems = (clauseTitle: string): Message[] => [
  message("Root cause and corrective action for: {{requirement}}", { requirement: clauseTitle }),
  message("Photo or document showing the correction in place"),
];

/** The evidence items as stored on a finding: their English text (read back with `evidenceItemMessage`). */
export const defaultEvidenceToClose = (clauseTitle: string): string[] =>
  defaultEvidenceItems(clauseTitle).map(englishText);

const rootCauseItem = /^Root cause and corrective action for: ([\s\S]*)$/;

/**
 * A stored evidence item as a message, to show it in the reader's language: the default items are
 * recognised by their English text (the clause title becomes the `requirement` value); any other text is
 * shown through the errors catalogue, as stored when it holds none.
 */
export function evidenceItemMessage(text: string): Message {
  const rootCause = rootCauseItem.exec(text);
  if (rootCause)
    return message("Root cause and corrective action for: {{requirement}}", { requirement: rootCause[1]! });
  return storedText(text);
}

/** A new finding's due date: `days` calendar days after the site-local date the audit was completed. */
export const defaultDueDate = (completedOn: IsoDate, days = FINDING_DUE_DAYS): IsoDate =>
  addCalendarDays(completedOn, days);

export interface ClosureItem {
  note?: string | null;
  attachmentIds?: readonly string[];
}

/**
 * Field errors (`items.N`) for every required evidence item left without a note or an attachment;
 * empty when the finding may be closed.
 */
export function closureErrors(
  evidenceToClose: readonly string[],
  items: readonly ClosureItem[],
): Record<string, Message> {
  const errors: Record<string, Message> = {};
  evidenceToClose.forEach((label, index) => {
    const item = items[index];
    const hasNote = (item?.note ?? "").trim().length > 0;
    const hasFile = (item?.attachmentIds?.length ?? 0) > 0;
    if (!hasNote && !hasFile)
      errors[`items.${index}`] = message('Add a note or attach a file for "{{item}}"', { item: label });
  });
  return errors;
}

/** A finding is overdue when still open after its due date; `today` is the site's local date. */
export const findingOverdue = (status: FindingStatus, dueDate: IsoDate, today: IsoDate) =>
  status === "open" && isOverdue(dueDate, today);
