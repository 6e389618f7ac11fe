import { eq } from "drizzle-orm";
import { builtinCatalogue, builtinCatalogueWords } from "../../../../domain/catalogue";
import type { Locator } from "../../../../domain/document-audit/contract";
import type { AppLocale } from "../../../../domain/i18n/locales";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import { organisations, sites } from "../../../db/schema";
import { conflict } from "../../../errors";
import { t } from "../../../i18n/catalogue";
import { getDocumentAudit } from "../get-document-audit";

/**
 * What the PDF and CSV exports of a finished document audit show, in the reader's language: the same
 * rendering as `GET /api/document-audits/:id` (clause titles, findings, tracked findings), plus the
 * organisation, the site and the scheme's name. 404/403 as that GET; 409 while the audit is not done.
 */
export async function reportExportContent(db: Db, actor: Actor, { id, locale }: { id: string; locale: AppLocale }) {
  const audit = await getDocumentAudit(db, actor, { id, locale });
  if (audit.status !== "done") throw conflict("This audit has not finished: its report cannot be exported yet");
  const [[site], [organisation]] = await Promise.all([
    db
      .select({ name: sites.name, slug: sites.slug, timezone: sites.timezone })
      .from(sites)
      .where(eq(sites.id, audit.siteId)),
    db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, actor.organisationId)),
  ]);
  const catalogueId = audit.catalogueId ?? builtinCatalogue.id;
  const storedName = catalogueId === builtinCatalogue.id ? builtinCatalogue.name : catalogueId;
  return {
    organisation: organisation?.name ?? "",
    site: { name: site?.name ?? "", slug: site?.slug ?? "", timezone: site?.timezone ?? "UTC" },
    auditDate: audit.auditDate,
    catalogue: builtinCatalogueWords.catalogueName(catalogueId, locale, storedName),
    score: audit.score,
    points: audit.points ?? 0,
    pointsAwarded: audit.pointsAwarded ?? 0,
    documents: audit.documents.map((d) => d.name),
    unreadable: audit.unreadable.map((u) => ({ name: u.name, message: u.message })),
    clauses: audit.clauses,
  };
}
export type ReportExportContent = Awaited<ReturnType<typeof reportExportContent>>;

/** "page 3, paragraph 2", "sheet Logs, row 14": where a cited passage sits, in the reader's words. */
export function locatorLabel(locator: Locator, locale: AppLocale): string {
  if (locator.kind === "page")
    return locator.paragraph
      ? t(locale, "pdf:documentAudit.locator.pageParagraph", { page: locator.page, paragraph: locator.paragraph })
      : t(locale, "pdf:documentAudit.locator.page", { page: locator.page });
  if (locator.kind === "paragraph")
    return t(locale, "pdf:documentAudit.locator.paragraph", { paragraph: locator.paragraph });
  return locator.sheet
    ? t(locale, "pdf:documentAudit.locator.sheetRow", { sheet: locator.sheet, row: locator.row })
    : t(locale, "pdf:documentAudit.locator.row", { row: locator.row });
}

/** The file name of an export, without its extension, in the reader's language. */
export const exportFileName = (content: ReportExportContent, locale: AppLocale) =>
  t(locale, "pdf:documentAudit.fileName", { site: content.site.slug, date: content.auditDate });
