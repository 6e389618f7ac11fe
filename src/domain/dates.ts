/**
 * The one place that knows about dates (docs/decisions/030-one-date-module-date-fns.md).
 *
 * Two kinds of value, never mixed up:
 * - an instant (`Date`): a moment, the same everywhere (stored timestamps, `now`);
 * - an `IsoDate` ("YYYY-MM-DD"): a calendar date AT A SITE (due dates, review dates, "today").
 *
 * "Today" is always the site's local date: a finding due today is not overdue at 23:30 in Oxnard even
 * though it is already tomorrow in UTC. Calendar arithmetic on IsoDates runs on date-fns in the UTC
 * zone, where every day has 24 hours, so it never depends on the server's own zone or on DST.
 */
import { TZDate, tz, tzOffset } from "@date-fns/tz";
import {
  addBusinessDays,
  addDays,
  addMonths,
  differenceInCalendarDays,
  endOfMonth,
  format,
  getISODay,
  isValid,
  isWeekend as isWeekendDay,
  parseISO,
} from "date-fns";
import { millisecondsInDay, millisecondsInHour, millisecondsInMinute } from "date-fns/constants";
import type { AppLocale } from "./i18n/locales";

/** A calendar date at a site, "YYYY-MM-DD". */
export type IsoDate = string;

/** Fixed durations, for elapsed-time rules (sessions, throttles, "older than 14 days"). */
export const MINUTE_MS = millisecondsInMinute;
export const HOUR_MS = millisecondsInHour;
export const DAY_MS = millisecondsInDay;

const utc = tz("UTC");
const ISO_DATE = "yyyy-MM-dd";
const parseDay = (date: IsoDate) => parseISO(date, { in: utc });
const formatDay = (day: Date) => format(day, ISO_DATE, { in: utc });

/** A quarter of an hour: every time zone's offset changes (1970 on) at the start of one. */
const QUARTER_HOUR_MS = 15 * millisecondsInMinute;
/** Offsets (minutes east of UTC) by zone and quarter hour since the epoch, as `tzOffset` gives them. */
const offsets = new Map<string, number>();

/** A zone's offset from UTC in minutes at an instant (ms since the epoch); Intl is asked once per zone and quarter hour. */
export function zoneOffsetMinutes(timeZone: string, ms: number): number {
  const key = `${timeZone}\u0000${Math.floor(ms / QUARTER_HOUR_MS)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    // Bounded: a long-running server forgets them all now and then (a year of one zone is 35,000).
    if (offsets.size >= 200_000) offsets.clear();
    offset = tzOffset(timeZone, new Date(ms));
    if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone: ${timeZone}`);
    offsets.set(key, offset);
  }
  return offset;
}

/**
 * The calendar date of an instant in a time zone, e.g. 2025-03-07: the instant moved by the zone's offset,
 * read as UTC (the evidence pack and the overview ask this for every record; date-fns's `format` with a zone
 * cost 20 µs a call).
 */
export const localDate = (instant: Date, timeZone: string): IsoDate => {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError("Invalid time value");
  // The one place an instant, moved to the zone's wall clock, is read as its UTC date.
  // eslint-disable-next-line no-restricted-syntax
  return new Date(ms + zoneOffsetMinutes(timeZone, ms) * millisecondsInMinute).toISOString().slice(0, 10);
};

/** Today at the site: its local calendar date at `now`. */
export const siteToday = (timeZone: string, now: Date = new Date()): IsoDate => localDate(now, timeZone);

/**
 * The UTC calendar date of an instant. Only for values that are UTC by definition (a file's stamp for
 * machines, an ISO week); anything a person reads as "the day" uses `localDate` with the site's zone.
 */
export const utcDate = (instant: Date): IsoDate => formatDay(instant);

/** Whether a string is a real calendar date "YYYY-MM-DD" (2025-02-30 is not). */
export const isIsoDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseDay(value)) && formatDay(parseDay(value)) === value;

/** `days` calendar days after (or, when negative, before) a date. */
export const addCalendarDays = (date: IsoDate, days: number): IsoDate =>
  formatDay(addDays(parseDay(date), days, { in: utc }));

/** `months` calendar months after a date; the 31st becomes the month's last day when it has fewer. */
export const addCalendarMonths = (date: IsoDate, months: number): IsoDate =>
  formatDay(addMonths(parseDay(date), months, { in: utc }));

export const isWeekend = (date: IsoDate): boolean => isWeekendDay(parseDay(date), { in: utc });

/** The ISO weekday of a date: Monday 1 … Sunday 7. */
export const isoWeekday = (date: IsoDate): number => getISODay(parseDay(date), { in: utc });

/** How many days a month has (month 1–12), e.g. 29 for February 2028. */
export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The last calendar day of the date's month, e.g. 2028-02-29. */
export const endOfMonthDate = (date: IsoDate): IsoDate => formatDay(endOfMonth(parseDay(date), { in: utc }));

/** `days` working days (Monday–Friday) after (or, when negative, before) a date; weekends are skipped. */
export const addWorkingDays = (date: IsoDate, days: number): IsoDate =>
  formatDay(addBusinessDays(parseDay(date), days, { in: utc }));

/**
 * The day number (days since 1970-01-01) of a real "YYYY-MM-DD" date, or null for anything else. Plain
 * UTC arithmetic: the dashboard compares hundreds of due dates with today on every read, and date-fns
 * in a zone costs microseconds a call (decision 129).
 */
function dayNumber(date: IsoDate): number | null {
  if (date.length !== 10 || date[4] !== "-" || date[7] !== "-") return null;
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const ms = Date.UTC(year, month - 1, day);
  // Not a real date (2025-02-30 rolls over, "20x5" is NaN): the caller falls back to date-fns.
  return new Date(ms).getUTCDate() === day && new Date(ms).getUTCMonth() === month - 1 ? ms / DAY_MS : null;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const a = dayNumber(from);
  const b = dayNumber(to);
  return a !== null && b !== null ? b - a : differenceInCalendarDays(parseDay(to), parseDay(from), { in: utc });
}

/** Overdue: the due date is before today (a date due today is not overdue until the site's day ends). */
export const isOverdue = (due: IsoDate, today: IsoDate): boolean => due < today;

/** The instant of a site-local date and time, e.g. ("2025-03-07", 9, 30, "America/Los_Angeles"). */
export function zonedDateTime(date: IsoDate, hour: number, minute: number, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const instant = new TZDate(year, month - 1, day, hour, minute, timeZone);
  // The Date constructor reads a year 0–99 as 1900–1999: set the year itself so the date keeps it.
  if (year < 100) instant.setFullYear(year, month - 1, day);
  return new Date(instant.getTime());
}

/** A site-local calendar day with what schedules need of it, made once for a whole range (see `siteDays`). */
export type SiteDay = {
  date: IsoDate;
  weekday: number;
  year: number;
  month: number;
  day: number;
  start: Date;
  end: Date;
};

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
/** The zone's offset from UTC at an instant, in ms (wall clock minus UTC). */
function zoneOffset(instant: number, timeZone: string): number {
  let f = offsetFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    offsetFormats.set(timeZone, f);
  }
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(instant)) if (part.type !== "literal") p[part.type] = Number(part.value);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(instant / 1000) * 1000;
}

/**
 * Every day from..to (inclusive) at a site, with its midnight and the next one as instants — the days
 * around a daylight-saving change have 23 or 25 hours. Built with two offset lookups a day instead of a
 * zoned date each time, so a year of schedules expands in milliseconds.
 */
export function siteDays(from: IsoDate, to: IsoDate, timeZone: string): SiteDay[] {
  const midnight = (utcMidnight: number) => {
    const guess = utcMidnight - zoneOffset(utcMidnight, timeZone);
    return utcMidnight - zoneOffset(guess, timeZone);
  };
  const days: SiteDay[] = [];
  const last = parseDay(to).getTime();
  let utcMidnight = parseDay(from).getTime();
  let start = midnight(utcMidnight);
  for (; utcMidnight <= last; utcMidnight += DAY_MS) {
    const end = midnight(utcMidnight + DAY_MS);
    const d = new Date(utcMidnight);
    const [year, month, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
    days.push({
      date: `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
      weekday: d.getUTCDay() || 7,
      year,
      month,
      day,
      start: new Date(start),
      end: new Date(end),
    });
    start = end;
  }
  return days;
}

/** The instant of a wall-clock time on a site day (a time the spring-forward skips lands just after it). */
export function siteDayTime(day: SiteDay, hour: number, minute: number, timeZone: string): Date {
  if (day.end.getTime() - day.start.getTime() === DAY_MS)
    return new Date(day.start.getTime() + (hour * 60 + minute) * MINUTE_MS);
  return zonedDateTime(day.date, hour, minute, timeZone);
}

/** The first instant of a site-local date (its midnight at the site). */
export const startOfSiteDay = (date: IsoDate, timeZone: string): Date => zonedDateTime(date, 0, 0, timeZone);

/** An instant moved by a fixed duration (days of 24 hours): for elapsed-time rules, not calendar dates. */
export function shiftInstant(instant: Date, by: { days?: number; hours?: number; minutes?: number }): Date {
  const ms = (by.days ?? 0) * DAY_MS + (by.hours ?? 0) * HOUR_MS + (by.minutes ?? 0) * MINUTE_MS;
  return new Date(instant.getTime() + ms);
}

/** Whole 24-hour days elapsed from one instant to another (e.g. how long a hold has lasted). */
export const elapsedDays = (from: Date, to: Date): number => Math.floor((to.getTime() - from.getTime()) / DAY_MS);

/**
 * Showing dates to a reader (server-made documents: PDFs): `Intl` in the reader's language, US English
 * or US Spanish as the web shows them (decision 071), instants in the site's time zone.
 */
const intlLocales: Record<AppLocale, string> = { en: "en-US", es: "es-US" };
const readerFormats = new Map<string, Intl.DateTimeFormat>();
function readerFormat(locale: AppLocale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = readerFormats.get(key);
  if (!found) readerFormats.set(key, (found = new Intl.DateTimeFormat(intlLocales[locale], options)));
  return found;
}

/** A calendar date as its reader writes it: "Mar 7, 2026" (en), "7 mar 2026" (es); never shifted by a zone. */
export const formatCalendarDate = (date: IsoDate, locale: AppLocale): string =>
  readerFormat(locale, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );

/**
 * An instant at the site with its zone named: "Mar 7, 2026, 2:15 PM PST" (en), "7 mar 2026, 2:15 p.m.
 * PST" (es); `seconds` adds the seconds (signatures).
 */
export const formatSiteDateTime = (
  instant: Date | string,
  timeZone: string,
  locale: AppLocale,
  { seconds = false } = {},
): string =>
  readerFormat(locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    ...(seconds ? { second: "2-digit" } : {}),
    timeZone,
    timeZoneName: "short",
  }).format(new Date(instant));
