import type { AppLocale } from "../../../domain/i18n/locales";
import type { TemplateDefinition } from "../../../domain/library/templates";
import { hasKey, type ServerMessageKey, t } from "../../i18n/catalogue";

type TemplateText = Pick<TemplateDefinition, "key" | "name" | "description"> &
  Partial<Pick<TemplateDefinition, "instructions" | "columns">>;

/**
 * A built-in template's words in the reader's language: its name, description, instructions and column
 * headers (`screens:template.<key>.name|description|instructions|column.<n>`, columns numbered from 1 in
 * the definition's order). A word the catalogue does not hold yet keeps its definition's English.
 */
export function templateWords(locale: AppLocale, def: TemplateText) {
  const word = (field: string, english: string) => {
    const key = `screens:template.${def.key}.${field}`;
    return hasKey(locale, key) ? t(locale, key as ServerMessageKey) : english;
  };
  return {
    name: word("name", def.name),
    description: word("description", def.description),
    instructions: word("instructions", def.instructions ?? ""),
    columns: (def.columns ?? []).map((col, i) => word(`column.${i + 1}`, col.header)),
  };
}
