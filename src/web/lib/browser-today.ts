import { siteToday } from "@domain/dates";

/**
 * Today in the browser's own zone, for a form's default date (the person filling it in is at the site).
 * Rules that decide "overdue" use the site's today from the server or `siteToday(site.timezone)`.
 */
export const browserToday = (): string => siteToday(Intl.DateTimeFormat().resolvedOptions().timeZone);
