import { isOverdue } from "../dates";

export const assignmentStatuses = ["pending", "completed", "overdue"] as const;
export type AssignmentStatus = (typeof assignmentStatuses)[number];

/**
 * Derived at read time, never stored: completed once passed; overdue when `today` (the site's
 * calendar date, YYYY-MM-DD) is after the due date and it is still not completed; pending otherwise.
 */
export function assignmentStatus(
  assignment: { completedAt: Date | string | null; dueDate: string },
  today: string,
): AssignmentStatus {
  if (assignment.completedAt) return "completed";
  return isOverdue(assignment.dueDate, today) ? "overdue" : "pending";
}
