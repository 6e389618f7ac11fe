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

/**
 * Messages looked up once per language (decision 173): the catalogues never change while the server runs,
 * and i18next's lookup (about 15 µs) was two seconds of a 25,000-row evidence pack. A message without
 * variables is kept as its text; one with variables as its text between them (`filler`), per set of names.
 */
const plainMessages = new Map<string, string>();
const fillers = new Map<string, ((vars: MessageVars) => string) | null>();

function message(locale: AppLocale, key: string, vars: MessageVars | undefined): string {
  // Any variable at all: an interpolated message.
  if (vars) for (const _name in vars) return interpolated(locale, key, vars);
  const id = `${locale}\u0000${key}`;
  let text = plainMessages.get(id);
  if (text === undefined) plainMessages.set(id, (text = lookup(key, { lng: locale })));
  return text;
}

function interpolated(locale: AppLocale, key: string, vars: MessageVars): string {
  const names = Object.keys(vars);
  const id = `${locale}\u0000${key}\u0000${names.join("\u0000")}`;
  let fill = fillers.get(id);
  if (fill === undefined) {
    fill = filler(locale, key, names);
    // Kept only if it gives what i18next gives for these values.
    if (fill && fill(vars) !== lookup(key, { ...vars, lng: locale })) fill = null;
    fillers.set(id, fill);
  }
  return fill ? fill(vars) : lookup(key, { ...vars, lng: locale });
}

/**
 * The message as the text around its variables, when they do nothing but fill their places: not when one
 * picks a form (`count`, `context`) or the message nests another (`$t(…)`, whose key may hold a variable).
 */
function filler(locale: AppLocale, key: string, names: string[]): ((vars: MessageVars) => string) | null {
  if (names.includes("count") || names.includes("context")) return null;
  const at = key.indexOf(":");
  const [namespace, name] = at === -1 ? ["common", key] : [key.slice(0, at), key.slice(at + 1)];
  const raw: unknown =
    catalogue.getResource(locale, namespace, name) ?? catalogue.getResource(defaultLocale, namespace, name);
  if (typeof raw !== "string" || raw.includes("$t(")) return null;
  // Each variable as a marker no message holds: the text splits into literal parts and variables' indexes.
  const markers = Object.fromEntries(names.map((n, i) => [n, `\u0001${i}\u0001`]));
  const parts = lookup(key, { ...markers, lng: locale }).split("\u0001");
  const pieces = parts.map((part, i) => (i % 2 === 0 ? part : names[Number(part)]!));
  return (vars) => {
    let text = pieces[0]!;
    for (let i = 1; i < pieces.length; i += 2) {
      const value = vars[pieces[i]!];
      // A missing value (a caller outside the types) is i18next's to render.
      if (value === undefined || value === null) return lookup(key, { ...vars, lng: locale });
      text += String(value) + pieces[i + 1]!;
    }
    return text;
  };
}

/** A keyed message in the given language, e.g. `t("es", "common:page", { page: 1, pages: 3 })`. */
export function t(locale: AppLocale, key: ServerMessageKey, vars?: MessageVars): string {
  return message(locale, key, vars);
}

/**
 * A keyed message whose key is data rather than code (a document audit finding, decision 106): `t`
 * without the compile-time key check. Plurals follow `count`.
 */
export function tStored(locale: AppLocale, key: string, vars?: MessageVars): string {
  return message(locale, key, vars);
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
  const translate = () => lookup(text, { ...vars, lng: locale, ns: namespace, nsSeparator: false, defaultValue: text });
  for (const _name in vars) return translate();
  // Without variables, looked up once per language, as `t`'s plain messages (a pack words a role per row).
  const id = `${locale}\u0000${namespace}\u0000${text}`;
  let translated = plainMessages.get(id);
  if (translated === undefined) plainMessages.set(id, (translated = translate()));
  return translated;
}

/** Whether a language's catalogue holds this English text (for the completeness tests). */
export const hasText = (locale: AppLocale, namespace: "errors" | "validation", text: string) =>
  exists(text, { lng: locale, ns: namespace, nsSeparator: false, fallbackLng: false });
