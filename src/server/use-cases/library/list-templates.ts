import { asc, eq } from "drizzle-orm";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { TemplateCategory } from "../../../domain/library/templates";
import type { TemplateView } from "../../../domain/schemas/library";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { documentTemplates } from "../../db/schema";
import { toTemplateView } from "./template-view";

/** The organisation's template library, optionally one category, by name in the reader's language. */
export async function listTemplates(
  db: Db,
  actor: Actor,
  { category, locale = "en" }: { category?: TemplateCategory; locale?: AppLocale },
): Promise<TemplateView[]> {
  const rows = await db
    .select()
    .from(documentTemplates)
    .where(eq(documentTemplates.organisationId, actor.organisationId))
    .orderBy(asc(documentTemplates.key));
  return rows
    .map((row) => toTemplateView(row, locale))
    .filter((t): t is TemplateView => !!t && (!category || t.category === category))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
