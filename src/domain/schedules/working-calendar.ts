/**
 * A site's working calendar (decision 126): the weekdays it operates, and the holidays and shutdowns when
 * it does not. It decides which days a log is expected and what a "working day" is for the verification
 * deadline. Pure rules on site-local calendar dates.
 */
import { z } from "zod";
import { addCalendarDays, type IsoDate, isIsoDate, isoWeekday } from "../dates";

const isoDateField = z.string().refine(isIsoDate, "Use a real date (YYYY-MM-DD)");

export const closureKinds = ["holiday", "shutdown"] as const;

export const closureSchema = z
  .object({
    from: isoDateField,
    to: isoDateField,
    kind: z.enum(closureKinds),
    name: z.string().trim().min(1, "Name the holiday or shutdown").max(120),
  })
  .refine((c) => c.from <= c.to, { path: ["to"], message: "Ends before it starts" });

export const workingCalendarSchema = z.object({
  /** ISO weekdays, Monday 1 … Sunday 7. */
  operatingWeekdays: z
    .array(z.number().int().min(1).max(7))
    .min(1, "Choose at least one operating day")
    .refine((days) => new Set(days).size === days.length, "A weekday is listed twice"),
  closures: z.array(closureSchema).max(500),
});

export type Closure = z.infer<typeof closureSchema>;
export type WorkingCalendar = z.infer<typeof workingCalendarSchema>;

/** Monday to Friday, no holidays: the calendar of a site that has not set its own. */
export const DEFAULT_WORKING_CALENDAR: WorkingCalendar = { operatingWeekdays: [1, 2, 3, 4, 5], closures: [] };

/** The holiday or shutdown a date falls in, if any. */
export const closureOn = (calendar: WorkingCalendar, date: IsoDate): Closure | undefined =>
  calendar.closures.find((c) => c.from <= date && date <= c.to);

/** A day the site works: one of its operating weekdays and not in a holiday or shutdown. */
export const isOperatingDay = (calendar: WorkingCalendar, date: IsoDate, weekday = isoWeekday(date)): boolean =>
  calendar.operatingWeekdays.includes(weekday) && !closureOn(calendar, date);

/** `days` operating days after a date (the date itself not counted), skipping closed days. */
export function addOperatingDays(calendar: WorkingCalendar, date: IsoDate, days: number): IsoDate {
  let day = date;
  let left = days;
  // A calendar closed for more than a year is a mistake, not a reason to loop forever.
  for (let guard = 0; left > 0 && guard < 366 + days * 7; guard++) {
    day = addCalendarDays(day, 1);
    if (isOperatingDay(calendar, day)) left--;
  }
  return day;
}
