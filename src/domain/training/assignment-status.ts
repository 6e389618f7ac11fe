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
  return today > assignment.dueDate ? "overdue" : "pending";
}

/** The calendar date (YYYY-MM-DD) at `now` in an IANA time zone: a site's "today". */
export function calendarDate(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}
