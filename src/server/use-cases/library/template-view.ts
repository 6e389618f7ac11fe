import { getTemplateDefinition } from "../../../domain/library/templates";
import type { TemplateView } from "../../../domain/schemas/library";
import type { documentTemplates } from "../../db/schema";

type TemplateRow = typeof documentTemplates.$inferSelect;

/** A stored template as the library shows it; null when its definition is gone. */
export function toTemplateView(row: TemplateRow): TemplateView | null {
  const def = getTemplateDefinition(row.key);
  if (!def) return null;
  return {
    id: row.id,
    name: def.name,
    category: def.category,
    type: def.type,
    format: def.format,
    description: def.description,
    lastModified: row.lastModified.toISOString(),
    downloads: row.downloads,
    status: row.status,
  };
}
