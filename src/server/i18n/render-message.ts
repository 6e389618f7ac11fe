import type { AppLocale } from "../../domain/i18n/locales";
import type { Message, MessageValues } from "../../domain/i18n/message";
import { hasText, serverResources, translateText, tStored } from "./catalogue";

const keyedNamespaces = new Set(Object.keys(serverResources.en));

/** Whether a message's key is `<namespace>:<key>` of a keyed namespace, rather than an English text. */
export const isKeyed = (key: string) => keyedNamespaces.has(key.slice(0, key.indexOf(":")));

/**
 * Each text value in the language when the `errors` catalogue holds it (a label, a status), else the
 * `validation` catalogue (a schema's reason), else as it is.
 */
export function translateValues(locale: AppLocale, values: MessageValues = {}): MessageValues {
  if (locale === "en") return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === "string" ? translateValue(locale, value) : value,
    ]),
  );
}

/**
 * A message (decision 112) in the reader's language: a keyed message from its namespace, an English
 * text from the `errors` catalogue, else the `validation` catalogue (a reading's reason the shared schema
 * gave before the server judged readings, decision 138), else the English text itself; values filled in.
 */
export function renderMessage(locale: AppLocale, { key, values }: Message): string {
  const vars = translateValues(locale, values);
  if (isKeyed(key)) return tStored(locale, key, vars);
  return translateText(locale, hasText(locale, "errors", key) ? "errors" : "validation", key, vars);
}

function translateValue(locale: AppLocale, value: string): string {
  if (hasText(locale, "errors", value)) return translateText(locale, "errors", value);
  return translateText(locale, "validation", value);
}
