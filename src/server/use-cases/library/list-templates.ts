import { asc, eq } from "drizzle-orm";
import type { TemplateCategory } from "../../../domain/library/templates";
import type { TemplateView } from "../../../domain/schemas/library";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { documentTemplates } from "../../db/schema";
import { toTemplateView } from "./template-view";

/** The organisation's template library, optionally one category, by name. */
export async function listTemplates(
  db: Db,
  actor: Actor,
  { category }: { category?: TemplateCategory },
): Promise<TemplateView[]> {
  const rows = await db
    .select()
    .from(documentTemplates)
    .where(eq(documentTemplates.organisationId, actor.organisationId))
    .orderBy(asc(documentTemplates.key));
  return rows
    .map(toTemplateView)
    .filter((t): t is TemplateView => !!t && (!category || t.category === category))
    .sort((a, b) => a.name.localeCompare(b.name));
}
