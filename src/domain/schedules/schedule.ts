/**
 * Log schedules (decision 126): "this form is expected per shift / daily / on operating days / weekly on
 * chosen days / monthly / yearly, due by a time". A schedule expands over a site's working calendar into
 * expected logs, and each expected log is matched to the records made for its form — so a missed log is
 * computed from the schedule whenever it is asked for, never by a nightly job that can itself miss a day.
 */
import { z } from "zod";
import {
  addCalendarDays,
  daysInMonth,
  endOfMonthDate,
  type IsoDate,
  type SiteDay,
  siteDayTime,
  startOfSiteDay,
} from "../dates";
import { isOperatingDay, type WorkingCalendar } from "./working-calendar";

const dueTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time of day (HH:MM)");

export const scheduleFrequencySchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("per_shift"),
    /** The shifts of an operating day in their order, each with the time its log is due by. */
    shifts: z
      .array(z.object({ name: z.string().trim().min(1, "Name the shift").max(60), dueTime }))
      .min(1, "Add at least one shift")
      .max(6)
      .refine((s) => s.every((shift, i) => i === 0 || shift.dueTime > s[i - 1]!.dueTime), "Shifts go in time order"),
  }),
  /** Every calendar day, open or closed (a cold room's temperature is kept on holidays too). */
  z.object({ kind: z.literal("daily"), dueTime }),
  z.object({ kind: z.literal("operating_days"), dueTime }),
  z.object({
    kind: z.literal("weekly"),
    weekdays: z
      .array(z.number().int().min(1).max(7))
      .min(1, "Choose at least one day")
      .refine((d) => new Set(d).size === d.length, "A weekday is listed twice"),
    dueTime,
  }),
  /** Due by a day of the month (the 31st means the month's last day); done any day of the month before. */
  z.object({ kind: z.literal("monthly"), dayOfMonth: z.number().int().min(1).max(31), dueTime }),
  /** Due by a date each year; done any day in the twelve months before. */
  z.object({
    kind: z.literal("yearly"),
    month: z.number().int().min(1).max(12),
    day: z.number().int().min(1).max(31),
    dueTime,
  }),
]);

export type ScheduleFrequency = z.infer<typeof scheduleFrequencySchema>;
export const scheduleFrequencyKinds = scheduleFrequencySchema.options.map((o) => o.shape.kind.value);

export type ScheduleForExpansion = {
  id: string;
  frequency: ScheduleFrequency;
  /** The first day logs are expected (a new schedule does not look back on days before it). */
  startsOn: IsoDate;
  endsOn?: IsoDate | null;
};

/** One log a schedule expects: on a site-local date (and shift), done within [windowStart, dueAt]. */
export type ExpectedLog = {
  scheduleId: string;
  date: IsoDate;
  shift: string | null;
  windowStart: Date;
  dueAt: Date;
  /** Until when a log still counts as this one, filled late. */
  lateUntil: Date;
  /** The site is closed that day: nothing is expected. */
  operating: boolean;
};

const pad = (n: number) => String(n).padStart(2, "0");
const minutesOf = (time: string) => [Number(time.slice(0, 2)), Number(time.slice(3, 5))] as const;

/** The date a monthly or yearly log is due in a given month, clamped to the month's last day. */
const dueDayIn = (year: number, month: number, day: number): IsoDate =>
  `${year}-${pad(month)}-${pad(Math.min(day, daysInMonth(year, month)))}`;

/**
 * Every log a schedule expects on the given site days (`siteDays(from, to, timeZone)`, made once for all of
 * a site's schedules).
 */
export function expandSchedule(
  schedule: ScheduleForExpansion,
  calendar: WorkingCalendar,
  days: SiteDay[],
  timeZone: string,
): ExpectedLog[] {
  const out: ExpectedLog[] = [];
  const f = schedule.frequency;
  const at = (day: SiteDay, time: string) => siteDayTime(day, ...minutesOf(time), timeZone);
  const push = (day: SiteDay, log: Partial<ExpectedLog> & { dueAt: Date }) =>
    out.push({
      scheduleId: schedule.id,
      date: day.date,
      shift: null,
      windowStart: day.start,
      lateUntil: day.end,
      operating: true,
      ...log,
    });
  for (const day of days) {
    if (day.date < schedule.startsOn || (schedule.endsOn && day.date > schedule.endsOn)) continue;
    switch (f.kind) {
      case "per_shift": {
        const operating = isOperatingDay(calendar, day.date, day.weekday);
        let windowStart = day.start;
        for (const shift of f.shifts) {
          const dueAt = at(day, shift.dueTime);
          push(day, { shift: shift.name, windowStart, dueAt, operating });
          windowStart = dueAt;
        }
        break;
      }
      case "daily":
        push(day, { dueAt: at(day, f.dueTime) });
        break;
      case "operating_days":
        push(day, { dueAt: at(day, f.dueTime), operating: isOperatingDay(calendar, day.date, day.weekday) });
        break;
      case "weekly":
        if (f.weekdays.includes(day.weekday))
          push(day, { dueAt: at(day, f.dueTime), operating: isOperatingDay(calendar, day.date, day.weekday) });
        break;
      case "monthly":
        if (day.date === dueDayIn(day.year, day.month, f.dayOfMonth)) {
          const first = `${day.year}-${pad(day.month)}-01`;
          push(day, {
            windowStart: startOfSiteDay(first, timeZone),
            dueAt: at(day, f.dueTime),
            lateUntil: startOfSiteDay(addCalendarDays(endOfMonthDate(first), 1), timeZone),
          });
        }
        break;
      case "yearly":
        if (day.date === dueDayIn(day.year, f.month, f.day))
          push(day, {
            windowStart: startOfSiteDay(addCalendarDays(dueDayIn(day.year - 1, f.month, f.day), 1), timeZone),
            dueAt: at(day, f.dueTime),
            lateUntil: startOfSiteDay(addCalendarDays(endOfMonthDate(day.date), 1), timeZone),
          });
        break;
    }
  }
  return out;
}

export const expectedLogStatuses = ["done", "late", "missing", "due", "not_operating"] as const;
export type ExpectedLogStatus = (typeof expectedLogStatuses)[number];

export type LoggedRecord = { id: string; observedAt: Date };

export type ExpectedLogResult = ExpectedLog & { status: ExpectedLogStatus; recordId?: string };

/** First index whose observedAt is at or after `instant` (records sorted by observedAt). */
function firstAtOrAfter(records: LoggedRecord[], instant: number): number {
  let lo = 0;
  let hi = records.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (records[mid]!.observedAt.getTime() < instant) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Matches one schedule's expected logs to the records of its form (each record serves one expected log):
 * first every log filled in its window (done), then logs filled after their due time (late); the rest are
 * missing once their due time has passed, else still due. Closed days expect nothing.
 */
export function matchExpectedLogs(expected: ExpectedLog[], records: LoggedRecord[], now: Date): ExpectedLogResult[] {
  const sorted = [...records].sort((a, b) => a.observedAt.getTime() - b.observedAt.getTime());
  const used = new Set<number>();
  const take = (fromInstant: number, untilInstant: number, inclusiveEnd: boolean) => {
    for (let i = firstAtOrAfter(sorted, fromInstant); i < sorted.length; i++) {
      const t = sorted[i]!.observedAt.getTime();
      if (inclusiveEnd ? t > untilInstant : t >= untilInstant) return undefined;
      if (!used.has(i)) {
        used.add(i);
        return sorted[i]!.id;
      }
    }
    return undefined;
  };
  const results: ExpectedLogResult[] = expected.map((log) => ({
    ...log,
    status: log.operating ? ("due" as const) : ("not_operating" as const),
  }));
  for (const log of results) {
    if (!log.operating) continue;
    const id = take(log.windowStart.getTime(), log.dueAt.getTime(), true);
    if (id) Object.assign(log, { status: "done", recordId: id });
  }
  for (const log of results) {
    if (log.status !== "due") continue;
    const id = take(log.dueAt.getTime() + 1, log.lateUntil.getTime(), false);
    if (id) Object.assign(log, { status: "late", recordId: id });
    else if (now.getTime() > log.dueAt.getTime()) log.status = "missing";
  }
  return results;
}
