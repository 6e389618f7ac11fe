import type { AppLocale } from "../../domain/i18n/locales";
import type { Message, MessageValues } from "../../domain/i18n/message";
import { serverResources, translateText, tStored } from "./catalogue";

const keyedNamespaces = new Set(Object.keys(serverResources.en));

/** Whether a message's key is `<namespace>:<key>` of a keyed namespace, rather than an English text. */
export const isKeyed = (key: string) => keyedNamespaces.has(key.slice(0, key.indexOf(":")));

/** Each text value in the language when the `errors` catalogue holds it (a label, a status), else as it is. */
export function translateValues(locale: AppLocale, values: MessageValues = {}): MessageValues {
  if (locale === "en") return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === "string" ? translateText(locale, "errors", value) : value,
    ]),
  );
}

/**
 * A message (decision 112) in the reader's language: a keyed message from its namespace, an English
 * text from the `errors` catalogue (the English text itself when none holds it); values filled in.
 */
export function renderMessage(locale: AppLocale, { key, values }: Message): string {
  if (isKeyed(key)) return tStored(locale, key, translateValues(locale, values));
  return translateText(locale, "errors", key, translateValues(locale, values));
}
