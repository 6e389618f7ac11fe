// No zod here: the landing page reads these constants, and zod is not part of its download (decision 089).
// The request schema of a locale is `localeSchema` in schemas/auth.ts.

/**
 * The languages a user can choose for the whole app (profile, sign-in page). The worker training
 * station also offers Hmong (`hmn`) for its own texts; that is a station choice, not an account one.
 */
export const appLocales = ["en", "es"] as const;
export type AppLocale = (typeof appLocales)[number];
export const defaultLocale: AppLocale = "en";

/** Each language's name in itself, as a language menu shows it. */
export const localeNames: Record<AppLocale, string> = { en: "English", es: "Español" };

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === "string" && (appLocales as readonly string[]).includes(value);
}

/**
 * The first supported language among the preferred ones, best first (`navigator.languages`, or
 * Accept-Language already ordered by quality): a regional tag counts for its language ("es-MX" → es).
 */
export function pickLocale(preferred: readonly string[], fallback: AppLocale = defaultLocale): AppLocale {
  for (const tag of preferred) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isAppLocale(language)) return language;
  }
  return fallback;
}
