/**
 * The web's one way to show dates (decisions 030 and 071), with `Intl` in the app's language:
 * - a calendar date ("YYYY-MM-DD", e.g. a due date) is shown as that date, never shifted by any zone;
 * - an instant (an ISO timestamp) is shown in the time zone given, else in the current site's (every
 *   signed-in screen is scoped to the site chosen in the top bar; the shell sets it with
 *   `setSiteTimeZone`), else — signed out, before the sites load — in the browser's.
 * "Today" comes from `siteToday` in src/domain/dates.ts (a form's default: `browserToday` in browser-today.ts),
 * never from `toISOString()`. This module uses `Intl` only, so every screen can show dates without date-fns.
 */
import { intlLocale } from "@/i18n/i18n";

type Style = "short" | "medium" | "long";

let siteTimeZone: string | undefined;
/** The current site's time zone, the default for instants (set by the app shell; undefined: the browser's). */
export function setSiteTimeZone(timeZone: string | undefined) {
  siteTimeZone = timeZone;
}

const dateOptions: Record<Style, Intl.DateTimeFormatOptions> = {
  short: { month: "short", day: "numeric" },
  medium: { month: "short", day: "numeric", year: "numeric" },
  long: { dateStyle: "long" },
};
const timeOptions: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };

/** Formatters are costly to build: one per language, options and zone. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale();
  options = { ...options, timeZone: options.timeZone ?? siteTimeZone };
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.DateTimeFormat(locale, options)));
  return found;
}

const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** "Mar 7, 2026" (medium), "Mar 7" (short) or "March 7, 2026" (long) for a calendar date; "—" when none. */
export function formatDate(value: string | null | undefined, style: Style = "medium"): string {
  if (!value) return "—";
  if (!isCalendarDate(value)) return formatInstantDate(value, undefined, style);
  // Noon UTC formatted in UTC is that calendar date whatever the browser's zone.
  return formatter({ ...dateOptions[style], timeZone: "UTC" }).format(new Date(`${value}T12:00:00Z`));
}

/** The date of an instant at the site ("Mar 7, 2026"); the current site's zone when no zone is given. */
export function formatInstantDate(value: string | Date, timeZone?: string, style: Style = "medium"): string {
  return formatter({ ...dateOptions[style], timeZone }).format(new Date(value));
}

/**
 * Date and time of an instant at the site, e.g. "Mar 7, 2026, 9:30 AM" (`seconds`: "9:30:05 AM",
 * for the audit log); the current site's zone when no zone is given.
 */
export function formatDateTime(value: string | Date, timeZone?: string, { seconds = false } = {}): string {
  return formatter({
    ...dateOptions.medium,
    ...timeOptions,
    ...(seconds ? { second: "2-digit" } : {}),
    timeZone,
  }).format(new Date(value));
}

/** The time of day of an instant at the site, e.g. "9:30 AM". */
export function formatTime(value: string | Date, timeZone?: string): string {
  return formatter({ ...timeOptions, timeZone }).format(new Date(value));
}

/** A wall-clock time of day "HH:MM" as its reader writes it ("7:00 AM", "7:00 a.m."), in no zone. */
export function formatClockTime(time: string): string {
  return formatter({ ...timeOptions, timeZone: "UTC" }).format(new Date(`2000-01-03T${time}:00Z`));
}

/** An ISO weekday (Monday 1 … Sunday 7) as its short name ("Mon", "lun"). */
export function formatWeekday(isoWeekday: number): string {
  // 2024-01-01 was a Monday.
  return formatter({ weekday: "short", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, isoWeekday, 12)));
}

/**
 * When a signature was made, at the site, to the second and with the zone named ("Mar 3, 2026, 2:15:09 PM
 * PST"), as the signature records it.
 */
export function formatSignedAt(value: string | Date, timeZone: string): string {
  return formatter({
    ...dateOptions.medium,
    ...timeOptions,
    second: "2-digit",
    timeZoneName: "short",
    timeZone,
  }).format(new Date(value));
}
