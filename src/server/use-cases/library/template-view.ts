import { getTemplateDefinition } from "../../../domain/library/templates";
import type { TemplateView } from "../../../domain/schemas/library";
import type { documentTemplates } from "../../db/schema";
import type { AppLocale } from "../../../domain/i18n/locales";
import { templateWords } from "./template-words";

type TemplateRow = typeof documentTemplates.$inferSelect;

/** A stored template as the library shows it, in the reader's language; null when its definition is gone. */
export function toTemplateView(row: TemplateRow, locale: AppLocale): TemplateView | null {
  const def = getTemplateDefinition(row.key);
  if (!def) return null;
  const words = templateWords(locale, def);
  return {
    id: row.id,
    name: words.name,
    category: def.category,
    type: def.type,
    format: def.format,
    description: words.description,
    lastModified: row.lastModified.toISOString(),
    downloads: row.downloads,
    status: row.status,
  };
}
