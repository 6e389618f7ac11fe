/**
 * The web's one way to show dates (docs/decisions/030-one-date-module-date-fns.md), with `Intl`:
 * - a calendar date ("YYYY-MM-DD", e.g. a due date) is shown as that date, never shifted by any zone;
 * - an instant (an ISO timestamp) is shown in the site's time zone when one is given, else the browser's.
 * "Today" comes from `siteToday` in src/domain/dates.ts, never from `toISOString()`.
 */
import { siteToday } from "@domain/dates";

const LOCALE = "en-US";

type Style = "short" | "medium" | "long";

const dateOptions: Record<Style, Intl.DateTimeFormatOptions> = {
  short: { month: "short", day: "numeric" },
  medium: { month: "short", day: "numeric", year: "numeric" },
  long: { dateStyle: "long" },
};

const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** "Mar 7, 2026" (medium), "Mar 7" (short) or "March 7, 2026" (long) for a calendar date; "—" when none. */
export function formatDate(value: string | null | undefined, style: Style = "medium"): string {
  if (!value) return "—";
  if (!isCalendarDate(value)) return formatInstantDate(value, undefined, style);
  // Noon UTC formatted in UTC is that calendar date whatever the browser's zone.
  return new Intl.DateTimeFormat(LOCALE, { ...dateOptions[style], timeZone: "UTC" }).format(
    new Date(`${value}T12:00:00Z`),
  );
}

/** The date of an instant at the site ("Mar 7, 2026"); the browser's zone when no zone is given. */
export function formatInstantDate(value: string | Date, timeZone?: string, style: Style = "medium"): string {
  return new Intl.DateTimeFormat(LOCALE, { ...dateOptions[style], timeZone }).format(new Date(value));
}

/** Date and time of an instant at the site, e.g. "Mar 7, 2026, 9:30 AM". */
export function formatDateTime(value: string | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(new Date(value));
}

/**
 * Today in the browser's own zone, for a form's default date (the person filling it in is at the site).
 * Rules that decide "overdue" use the site's today from the server or `siteToday(site.timezone)`.
 */
export const browserToday = (): string => siteToday(Intl.DateTimeFormat().resolvedOptions().timeZone);
