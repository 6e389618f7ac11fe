/**
 * Log schedules (decision 126): "this form is expected per shift / daily / on operating days / weekly on
 * chosen days / monthly / yearly, due by a time". A schedule expands over a site's working calendar into
 * expected logs, and each expected log is matched to the records made for its form — so a missed log is
 * computed from the schedule whenever it is asked for, never by a nightly job that can itself miss a day.
 */
import { z } from "zod";
import {
  addCalendarDays,
  daysBetween,
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
 * a site's schedules). A year of twenty schedules is thousands of logs read on every request (issue 19):
 * due times come from each day's midnight (no zone lookup but on the two DST days), and the midnights of
 * monthly and yearly windows from the days already made.
 */
export function expandSchedule(
  schedule: ScheduleForExpansion,
  calendar: WorkingCalendar,
  days: SiteDay[],
  timeZone: string,
): ExpectedLog[] {
  const out: ExpectedLog[] = [];
  const f = schedule.frequency;
  const first = days[0];
  /** The midnight of a site-local date: the day's own when the range holds it, else looked up in the zone. */
  const startOf = (date: IsoDate): Date => {
    const day = first ? days[daysBetween(first.date, date)] : undefined;
    return day && day.date === date ? day.start : startOfSiteDay(date, timeZone);
  };
  const at = (day: SiteDay, time: readonly [number, number]) => siteDayTime(day, time[0], time[1], timeZone);
  const push = (
    day: SiteDay,
    shift: string | null,
    windowStart: Date,
    dueAt: Date,
    lateUntil: Date,
    operating: boolean,
  ) => out.push({ scheduleId: schedule.id, date: day.date, shift, windowStart, dueAt, lateUntil, operating });
  const due = minutesOf(f.kind === "per_shift" ? "00:00" : f.dueTime);
  const shifts = f.kind === "per_shift" ? f.shifts.map((s) => ({ name: s.name, due: minutesOf(s.dueTime) })) : [];
  for (const day of days) {
    if (day.date < schedule.startsOn || (schedule.endsOn && day.date > schedule.endsOn)) continue;
    switch (f.kind) {
      case "per_shift": {
        const operating = isOperatingDay(calendar, day.date, day.weekday);
        let windowStart = day.start;
        for (const shift of shifts) {
          const dueAt = at(day, shift.due);
          push(day, shift.name, windowStart, dueAt, day.end, operating);
          windowStart = dueAt;
        }
        break;
      }
      case "daily":
        push(day, null, day.start, at(day, due), day.end, true);
        break;
      case "operating_days":
        push(day, null, day.start, at(day, due), day.end, isOperatingDay(calendar, day.date, day.weekday));
        break;
      case "weekly":
        if (f.weekdays.includes(day.weekday))
          push(day, null, day.start, at(day, due), day.end, isOperatingDay(calendar, day.date, day.weekday));
        break;
      case "monthly":
        if (day.date === dueDayIn(day.year, day.month, f.dayOfMonth)) {
          const firstOfMonth = `${day.year}-${pad(day.month)}-01`;
          const next = startOf(addCalendarDays(endOfMonthDate(firstOfMonth), 1));
          push(day, null, startOf(firstOfMonth), at(day, due), next, true);
        }
        break;
      case "yearly":
        if (day.date === dueDayIn(day.year, f.month, f.day))
          push(
            day,
            null,
            startOf(addCalendarDays(dueDayIn(day.year - 1, f.month, f.day), 1)),
            at(day, due),
            startOf(addCalendarDays(endOfMonthDate(day.date), 1)),
            true,
          );
        break;
    }
  }
  return out;
}

export const expectedLogStatuses = ["done", "late", "missing", "due", "not_operating"] as const;
export type ExpectedLogStatus = (typeof expectedLogStatuses)[number];

export type LoggedRecord = { id: string; observedAt: Date };

export type ExpectedLogResult = ExpectedLog & { status: ExpectedLogStatus; recordId?: string };

/**
 * Matches one schedule's expected logs to the records of its form (each record serves one expected log):
 * first every log filled in its window (done), then logs filled after their due time (late); the rest are
 * missing once their due time has passed, else still due. Closed days expect nothing. Records are compared
 * as epoch numbers, found by binary search, and a taken record is skipped in one step (`nextFree`), so a
 * year of logs matches in time linear in their number.
 */
export function matchExpectedLogs(expected: ExpectedLog[], records: LoggedRecord[], now: Date): ExpectedLogResult[] {
  const sorted = [...records].sort((a, b) => a.observedAt.getTime() - b.observedAt.getTime());
  const times = new Float64Array(sorted.length);
  for (let i = 0; i < sorted.length; i++) times[i] = sorted[i]!.observedAt.getTime();
  // nextFree[i]: the first record at or after i not yet taken (i itself while free); sorted.length is "none".
  const nextFree = new Int32Array(sorted.length + 1);
  for (let i = 0; i < nextFree.length; i++) nextFree[i] = i;
  const free = (i: number): number => {
    let root = i;
    while (nextFree[root] !== root) root = nextFree[root]!;
    for (let j = i; nextFree[j] !== root; ) {
      const up = nextFree[j]!;
      nextFree[j] = root;
      j = up;
    }
    return root;
  };
  /** First index whose time is at or after `instant`. */
  const firstAtOrAfter = (instant: number): number => {
    let lo = 0;
    let hi = times.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (times[mid]! < instant) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const take = (fromInstant: number, untilInstant: number, inclusiveEnd: boolean): string | undefined => {
    const i = free(firstAtOrAfter(fromInstant));
    if (i === sorted.length) return undefined;
    const t = times[i]!;
    if (inclusiveEnd ? t > untilInstant : t >= untilInstant) return undefined;
    nextFree[i] = i + 1;
    return sorted[i]!.id;
  };
  // Each field named (an object spread of thousands of logs costs more than all the matching).
  const results = expected.map(
    (log): ExpectedLogResult => ({
      scheduleId: log.scheduleId,
      date: log.date,
      shift: log.shift,
      windowStart: log.windowStart,
      dueAt: log.dueAt,
      lateUntil: log.lateUntil,
      operating: log.operating,
      status: log.operating ? "due" : "not_operating",
    }),
  );
  for (const log of results) {
    if (!log.operating) continue;
    const id = take(log.windowStart.getTime(), log.dueAt.getTime(), true);
    if (id) {
      log.status = "done";
      log.recordId = id;
    }
  }
  const nowTime = now.getTime();
  for (const log of results) {
    if (log.status !== "due") continue;
    const id = take(log.dueAt.getTime() + 1, log.lateUntil.getTime(), false);
    if (id) {
      log.status = "late";
      log.recordId = id;
    } else if (nowTime > log.dueAt.getTime()) log.status = "missing";
  }
  return results;
}
