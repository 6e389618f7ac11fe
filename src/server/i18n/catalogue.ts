import i18next from "i18next";
import { defaultLocale, type AppLocale } from "../../domain/i18n/locales";
import enCommon from "./locales/en/common.json";
import enDocumentAudit from "./locales/en/documentAudit.json";
import enEmails from "./locales/en/emails.json";
import enPdf from "./locales/en/pdf.json";
import enScreens from "./locales/en/screens.json";
import esCommon from "./locales/es/common.json";
import esDocumentAudit from "./locales/es/documentAudit.json";
import esEmails from "./locales/es/emails.json";
import esErrors from "./locales/es/errors.json";
import esPdf from "./locales/es/pdf.json";
import esScreens from "./locales/es/screens.json";
import esValidation from "./locales/es/validation.json";

/**
 * The server's message catalogue (decision 072): `locales/<language>/<namespace>.json`, bundled with
 * the server (static imports, nothing read at run time).
 * - `common`, and any namespace added beside it (e-mails, PDFs, `screens` for text the API builds for
 *   screens: notifications, titles): keyed messages, `t(locale, "common:site")`; the English file holds
 *   every key.
 * - `errors` and `validation`: the English text is the key (the message thrown by the server, the reason
 *   a zod schema of src/domain gives), so only other languages have a file; a text with variables is
 *   written with `{{name}}`. `tests/server-messages.test.ts` fails when Spanish misses one.
 */
export const serverResources = {
  en: { common: enCommon, documentAudit: enDocumentAudit, emails: enEmails, pdf: enPdf, screens: enScreens },
  es: {
    common: esCommon,
    documentAudit: esDocumentAudit,
    emails: esEmails,
    pdf: esPdf,
    screens: esScreens,
    errors: esErrors,
    validation: esValidation,
  },
} as const;

const catalogue = i18next.createInstance();
void catalogue.init({
  resources: serverResources,
  lng: defaultLocale,
  fallbackLng: defaultLocale,
  ns: ["common", "documentAudit", "emails", "pdf", "screens", "errors", "validation"],
  defaultNS: "common",
  keySeparator: false,
  // Messages are plain text (e-mails and PDFs escape what they embed themselves).
  interpolation: { escapeValue: false },
  initAsync: false,
});

// The web's catalogue types (src/web/i18n/i18next.d.ts) augment i18next's global types; the server's
// keys are typed here instead, so its lookups go through an untyped view of the instance.
const lookup = catalogue.t.bind(catalogue) as unknown as (key: string, options: Record<string, unknown>) => string;
const exists = catalogue.exists.bind(catalogue) as unknown as (
  key: string,
  options: Record<string, unknown>,
) => boolean;

type Leaves<T> = { [K in keyof T & string]: K }[keyof T & string];
/** A keyed message: `<namespace>:<key>` of the English catalogues. */
export type ServerMessageKey =
  | `common:${Leaves<typeof enCommon>}`
  | `emails:${Leaves<typeof enEmails>}`
  | `pdf:${PluralBase<Leaves<typeof enPdf>>}`
  | `screens:${PluralBase<Leaves<typeof enScreens>>}`;
/** A plural's key without its `_one` / `_other` suffix: i18next picks the form from `count`. */
type PluralBase<K extends string> = K extends `${infer Base}_${"one" | "other"}` ? Base : K;
export type MessageVars = Record<string, string | number>;

/** A keyed message in the given language, e.g. `t("es", "common:page", { page: 1, pages: 3 })`. */
export function t(locale: AppLocale, key: ServerMessageKey, vars: MessageVars = {}): string {
  return lookup(key, { ...vars, lng: locale });
}

/**
 * A keyed message whose key is data rather than code (a document audit finding, decision 106): `t`
 * without the compile-time key check. Plurals follow `count`.
 */
export function tStored(locale: AppLocale, key: string, vars: MessageVars = {}): string {
  return lookup(key, { ...vars, lng: locale });
}

/** Whether a language's catalogue holds a keyed message (`count` picks a plural form). */
export const hasKey = (locale: AppLocale, key: string, vars: MessageVars = {}) =>
  exists(key, { ...vars, lng: locale, fallbackLng: false });

/**
 * An English text (an error message or a validation reason) in the given language: its translation from
 * the namespace's catalogue, else the English text itself; `{{name}}` placeholders are filled from `vars`.
 */
export function translateText(
  locale: AppLocale,
  namespace: "errors" | "validation",
  text: string,
  vars: MessageVars = {},
): string {
  return lookup(text, { ...vars, lng: locale, ns: namespace, nsSeparator: false, defaultValue: text });
}

/** Whether a language's catalogue holds this English text (for the completeness tests). */
export const hasText = (locale: AppLocale, namespace: "errors" | "validation", text: string) =>
  exists(text, { lng: locale, ns: namespace, nsSeparator: false, fallbackLng: false });
