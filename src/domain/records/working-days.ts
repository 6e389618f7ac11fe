/**
 * Verification deadlines (21 CFR 117.165(a)(4)): a monitoring or corrective-action record is reviewed
 * within 7 WORKING days of being made: days the site operates by its working calendar (Monday–Friday by
 * default), its holidays and shutdowns not counted (decision 126). Dates here are calendar dates (YYYY-MM-DD) in
 * the site's own time zone, so "today" and "due" never drift with the server's clock zone; the date
 * arithmetic itself lives in src/domain/dates.ts.
 */
import { daysBetween, type IsoDate, localDate } from "../dates";
import { addOperatingDays, DEFAULT_WORKING_CALENDAR, type WorkingCalendar } from "../schedules/working-calendar";

export const VERIFY_WITHIN_WORKING_DAYS = 7;
/** The dashboard's "due within 7 days": pending records due in the next 7 calendar days. */
export const DUE_SOON_CALENDAR_DAYS = 7;

/** The date by which a record made (or resubmitted) at `submittedAt` must be verified. */
export const verificationDueDate = (
  submittedAt: Date,
  timeZone: string,
  calendar: WorkingCalendar = DEFAULT_WORKING_CALENDAR,
): IsoDate => addOperatingDays(calendar, localDate(submittedAt, timeZone), VERIFY_WITHIN_WORKING_DAYS);

export type DueState = "overdue" | "due_soon" | "on_time";

/** Where a pending record's due date stands against today (both site-local dates). */
export function dueState(due: IsoDate, today: IsoDate): DueState {
  const days = daysBetween(today, due);
  if (days < 0) return "overdue";
  return days <= DUE_SOON_CALENDAR_DAYS ? "due_soon" : "on_time";
}
