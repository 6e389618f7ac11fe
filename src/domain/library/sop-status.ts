/** SOP document-control states and the moves between them (spec §4). */
import { addCalendarDays, type IsoDate, isOverdue } from "../dates";
import { message, type Message } from "../i18n/message";
export const sopStatuses = ["active", "under-review", "draft", "archived"] as const;
export type SopStatus = (typeof sopStatuses)[number];

export const sopStatusLabels: Record<SopStatus, string> = {
  active: "Active",
  "under-review": "Under Review",
  draft: "Draft",
  archived: "Archived",
};

export const sopCategories = ["Sanitation", "Operations", "Quality", "Safety", "Maintenance"] as const;
export type SopCategory = (typeof sopCategories)[number];

/**
 * Status changes a user may make directly. `active` is reached only by publishing a version, so it is
 * never a direct target: an SOP is in force only through an approved, immutable version.
 */
const directMoves: Record<SopStatus, readonly SopStatus[]> = {
  draft: ["under-review", "archived"],
  "under-review": ["draft", "archived"],
  // A revision starts as a Draft working copy (the published version stays in force meanwhile).
  active: ["draft", "archived"],
  archived: ["draft"],
};

export function allowedSopMoves(from: SopStatus): readonly SopStatus[] {
  return directMoves[from];
}

/** Why `from → to` is refused, or null when allowed (the status labels are words of the errors catalogue). */
export function sopMoveError(from: SopStatus, to: SopStatus): Message | null {
  if (from === to) return message("The SOP is already {{status}}", { status: sopStatusLabels[to] });
  if (to === "active") return message("An SOP becomes Active only by publishing a version");
  if (!directMoves[from].includes(to))
    return message("An SOP cannot move from {{from}} to {{to}}", {
      from: sopStatusLabels[from],
      to: sopStatusLabels[to],
    });
  return null;
}

/**
 * Publishing approves the working copy as the next version: only once it is Under Review (a Draft is
 * submitted for review first), so every version passes a review step before it is in force.
 */
export function sopPublishError(from: SopStatus): Message | null {
  if (from === "under-review") return null;
  if (from === "draft") return message("Submit the draft for review before approving it");
  if (from === "active")
    return message("The current version is already published: start a revision (Draft) to change it");
  return message("An archived SOP cannot be published: restore it to Draft first");
}

/**
 * Segregation of duties (as for records): whoever wrote or edited the working copy since the last
 * publication may not approve it. Null when `userId` may approve; the API answers 403 otherwise.
 */
export function sopApprovalError(editorUserIds: readonly string[], userId: string | null): Message | null {
  if (userId && editorUserIds.includes(userId))
    return message(
      "You wrote or edited this version, so you cannot approve it: another PCQI, QA Manager or Administrator must publish it",
    );
  return null;
}

/** The editors of a working copy after `userId` edits it (in order of first edit, without repeats). */
export const withEditor = (editorUserIds: readonly string[], userId: string | null): string[] =>
  userId && !editorUserIds.includes(userId) ? [...editorUserIds, userId] : [...editorUserIds];

/** The working copy may be edited while drafting or under review; Active and Archived are locked. */
export function sopEditError(from: SopStatus): Message | null {
  if (from === "draft" || from === "under-review") return null;
  if (from === "active") return message("This SOP is Active: start a revision (Draft) before editing it");
  return message("An archived SOP cannot be edited: restore it to Draft first");
}

/**
 * A review is due when the next review date falls on or before `today + withinDays` (overdue included);
 * `today` is the site's local date (`siteToday` in src/domain/dates.ts).
 */
export function isSopReviewDue(
  nextReview: IsoDate | null,
  status: SopStatus,
  today: IsoDate,
  withinDays = 30,
): boolean {
  if (!nextReview || status === "archived") return false;
  return nextReview <= addCalendarDays(today, withinDays);
}

/** A review is overdue once its date has passed at the site (a review due today is not overdue yet). */
export const isSopReviewOverdue = (nextReview: IsoDate | null, status: SopStatus, today: IsoDate): boolean =>
  nextReview !== null && status !== "archived" && isOverdue(nextReview, today);

export const sopVersionLabel = (version: number | null) => (version ? `v${version}.0` : "Unpublished");
