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
import { TZDate, tz } from "@date-fns/tz";
import {
  addBusinessDays,
  addDays,
  differenceInCalendarDays,
  format,
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

/** The calendar date of an instant in a time zone, e.g. 2025-03-07. */
export const localDate = (instant: Date, timeZone: string): IsoDate => format(instant, ISO_DATE, { in: tz(timeZone) });

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

export const isWeekend = (date: IsoDate): boolean => isWeekendDay(parseDay(date), { in: utc });

/** `days` working days (Monday–Friday) after (or, when negative, before) a date; weekends are skipped. */
export const addWorkingDays = (date: IsoDate, days: number): IsoDate =>
  formatDay(addBusinessDays(parseDay(date), days, { in: utc }));

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate): number =>
  differenceInCalendarDays(parseDay(to), parseDay(from), { in: utc });

/** Overdue: the due date is before today (a date due today is not overdue until the site's day ends). */
export const isOverdue = (due: IsoDate, today: IsoDate): boolean => due < today;

/** The instant of a site-local date and time, e.g. ("2025-03-07", 9, 30, "America/Los_Angeles"). */
export function zonedDateTime(date: IsoDate, hour: number, minute: number, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, hour, minute, timeZone).getTime());
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
