/**
 * Verification deadlines (21 CFR 117.165(a)(4)): a monitoring or corrective-action record is reviewed
 * within 7 WORKING days (Monday–Friday) of being made. Dates here are calendar dates (YYYY-MM-DD) in
 * the site's own time zone, so "today" and "due" never drift with the server's clock zone.
 */
export const VERIFY_WITHIN_WORKING_DAYS = 7;
/** The dashboard's "due within 7 days": pending records due in the next 7 calendar days. */
export const DUE_SOON_CALENDAR_DAYS = 7;

export type IsoDate = string;

/** The calendar date of an instant in a time zone, e.g. 2025-03-07. */
export function localDate(instant: Date, timeZone: string): IsoDate {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get("year")}-${get("month")}-${get("day")}`;
}

const toUtc = (date: IsoDate) => new Date(`${date}T00:00:00Z`);
const fromUtc = (date: Date): IsoDate => date.toISOString().slice(0, 10);

export function addCalendarDays(date: IsoDate, days: number): IsoDate {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}

export const isWeekend = (date: IsoDate) => {
  const day = toUtc(date).getUTCDay();
  return day === 0 || day === 6;
};

/** `days` working days after (or, when negative, before) a date; weekends are skipped. */
export function addWorkingDays(date: IsoDate, days: number): IsoDate {
  const step = days < 0 ? -1 : 1;
  let current = date;
  for (let left = Math.abs(days); left > 0; ) {
    current = addCalendarDays(current, step);
    if (!isWeekend(current)) left--;
  }
  return current;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate) =>
  Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);

/** The date by which a record made (or resubmitted) at `submittedAt` must be verified. */
export const verificationDueDate = (submittedAt: Date, timeZone: string): IsoDate =>
  addWorkingDays(localDate(submittedAt, timeZone), VERIFY_WITHIN_WORKING_DAYS);

export type DueState = "overdue" | "due_soon" | "on_time";

/** Where a pending record's due date stands against today (both site-local dates). */
export function dueState(due: IsoDate, today: IsoDate): DueState {
  const days = daysBetween(today, due);
  if (days < 0) return "overdue";
  return days <= DUE_SOON_CALENDAR_DAYS ? "due_soon" : "on_time";
}

/** Minutes the zone is ahead of UTC at an instant (negative west of Greenwich). */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of a site-local date and time, e.g. ("2025-03-07", 9, 30, "America/Los_Angeles"). */
export function zonedDateTime(date: IsoDate, hour: number, minute: number, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, hour, minute);
  const first = guess - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess - zoneOffsetMs(new Date(first), timeZone));
}
