import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import { defaultLocale, isAppLocale, pickLocale, type AppLocale } from "@domain/i18n/locales";
import { catalogueLanguages } from "./namespaces";

/**
 * One chunk per language and namespace, fetched when a screen first asks for it: the landing page
 * downloads `landing` and `common` only. A language without that namespace (Hmong outside the
 * training station) gets an empty bundle and falls back to English key by key.
 */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*/*.json");
const loadCatalogue = async (language: string, namespace: string) => {
  const load = catalogues[`./locales/${language}/${namespace}.json`];
  return load ? (await load()).default : {};
};

/** The device's own choice (made on the sign-in page or the profile), kept across visits. */
const STORAGE_KEY = "clausewise.locale";

function storedLocale(): AppLocale | null {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isAppLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** Before sign-in, and for a user who chose none: this device's choice, else the browser's languages. */
export function deviceLocale(): AppLocale {
  return storedLocale() ?? pickLocale(globalThis.navigator?.languages ?? [], defaultLocale);
}

/** The default i18next instance, so `import i18next from "i18next"` outside React sees the same state. */
export const i18n = i18next;

i18n.on("languageChanged", (language) => {
  if (typeof document !== "undefined") document.documentElement.lang = language;
});

void i18n
  .use(initReactI18next)
  .use(resourcesToBackend(loadCatalogue))
  .init({
    lng: deviceLocale(),
    fallbackLng: defaultLocale,
    supportedLngs: [...catalogueLanguages],
    ns: ["common"],
    defaultNS: "common",
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

/** The language the app speaks now (one of the account languages). */
export function currentLocale(): AppLocale {
  return isAppLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLocale;
}

/**
 * The `Intl` locale of each language: the customers' sites are in the United States, so Spanish is US
 * Spanish ("7 mar 2026", "4:00 p.m.", "12,345.6"), as their crews read it (decision 071).
 */
const intlLocales: Record<AppLocale, string> = { en: "en-US", es: "es-US" };
export const intlLocale = (): string => intlLocales[currentLocale()];

/**
 * Switches the app's language on this device and remembers it here; `null` forgets the device's choice
 * and follows the browser's languages again. The profile also stores the choice on the account.
 */
export async function changeLocale(locale: AppLocale | null) {
  try {
    if (locale) globalThis.localStorage?.setItem(STORAGE_KEY, locale);
    else globalThis.localStorage?.removeItem(STORAGE_KEY);
  } catch {
    // Private mode without storage: the choice lasts this visit.
  }
  const language = locale ?? deviceLocale();
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
