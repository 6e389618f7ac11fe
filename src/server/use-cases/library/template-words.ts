import type { AppLocale } from "../../../domain/i18n/locales";
import type { TemplateDefinition } from "../../../domain/library/templates";
import { hasKey, type ServerMessageKey, t } from "../../i18n/catalogue";

/**
 * A built-in template's name and description in the reader's language (`screens:template.<key>.*`); a
 * template the catalogue does not hold yet keeps its definition's English words.
 */
export function templateWords(locale: AppLocale, def: Pick<TemplateDefinition, "key" | "name" | "description">) {
  const word = (field: "name" | "description") => {
    const key = `screens:template.${def.key}.${field}`;
    return hasKey(locale, key) ? t(locale, key as ServerMessageKey) : def[field];
  };
  return { name: word("name"), description: word("description") };
}
