/** The web's one way to show numbers (decision 071): `Intl.NumberFormat` in the app's language. */
import { intlLocale } from "@/i18n/i18n";

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = intlLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.NumberFormat(locale, options)));
  return found;
}

/** "12,345.6": grouping and decimals as the language writes them; "—" when there is no number. */
export function formatNumber(value: number | null | undefined, options: Intl.NumberFormatOptions = {}): string {
  if (value === null || value === undefined || Number.isNaN(value)) return "—";
  return formatter(options).format(value);
}

/** A share given in percent points (86 → "86%"); "—" when there is none. */
export function formatPercent(points: number | null | undefined, maximumFractionDigits = 0): string {
  if (points === null || points === undefined || Number.isNaN(points)) return "—";
  return formatter({ style: "percent", maximumFractionDigits }).format(points / 100);
}
