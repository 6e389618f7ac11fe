import type { AppLocale } from "../../../domain/i18n/locales";
import { and, eq, sql } from "drizzle-orm";
import { getTemplateDefinition, templateFileName } from "../../../domain/library/templates";
import { localDate } from "../../../domain/dates";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { documentTemplates, organisations } from "../../db/schema";
import { notFound } from "../../errors";
import { findSite } from "../sites/site-access";
import { renderTemplateCsv, renderTemplatePdf } from "./render-template";

/**
 * Produces the file for the chosen site and counts the download: the counter increment and a
 * `template.download` audit event are written in one transaction, so the count equals the events.
 */
export async function downloadTemplate(
  db: Db,
  actor: Actor,
  { id, siteSlug, locale }: { id: string; siteSlug: string; locale: AppLocale },
) {
  const [row] = await db
    .select()
    .from(documentTemplates)
    .where(and(eq(documentTemplates.id, id), eq(documentTemplates.organisationId, actor.organisationId)))
    .limit(1);
  const def = row && getTemplateDefinition(row.key);
  if (!row || !def || row.status !== "active") throw notFound("Template");
  const site = await findSite(db, actor, siteSlug);
  const [org] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, actor.organisationId));
  const issued = localDate(row.lastModified, site.timezone);
  const file =
    def.format === "CSV"
      ? renderTemplateCsv(def, locale)
      : await renderTemplatePdf(
          def,
          { organisation: org?.name ?? "", siteName: site.name, address: site.address },
          issued,
          locale,
        );
  const downloads = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(documentTemplates)
      .set({ downloads: sql`${documentTemplates.downloads} + 1` })
      .where(eq(documentTemplates.id, row.id))
      .returning({ downloads: documentTemplates.downloads });
    await recordEvent(tx, actor, {
      action: "template.download",
      entityType: "document_template",
      entityId: row.id,
      siteId: site.id,
      after: { key: def.key, format: def.format, site: site.slug },
    });
    return updated!.downloads;
  });
  return {
    fileName: templateFileName(def, site.slug),
    contentType: def.format === "CSV" ? "text/csv; charset=utf-8" : "application/pdf",
    file,
    downloads,
  };
}
