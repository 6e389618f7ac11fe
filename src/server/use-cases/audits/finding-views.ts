import { inArray } from "drizzle-orm";
import { evidenceItemMessage, type FindingView, findingOverdue, findingOwnerLabels } from "../../../domain/audits";
import { builtinCatalogue, builtinCatalogueWords, getClause } from "../../../domain/catalogue";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { Db } from "../../db/client";
import { auditFindings, users } from "../../db/schema";
import { renderMessage } from "../../document-audit/render-finding";
import { renderMessage as renderText } from "../../i18n/render-message";
import { listAttachments } from "../files/list-attachments";

export const FINDING_FILE_OWNER = "audit_finding";

export type FindingRow = typeof auditFindings.$inferSelect;

/**
 * A stored evidence item (English) in `locale`, naming its clause by the catalogue's title in that
 * language when the item names the catalogue's clause title.
 */
export function evidenceItemIn(locale: AppLocale, clauseId: string, text: string): string {
  const item = evidenceItemMessage(text);
  const requirement = item.values.requirement;
  if (typeof requirement !== "string" || getClause(clauseId)?.title !== requirement) return renderText(locale, item);
  const title = builtinCatalogueWords.clauseTitle(builtinCatalogue.id, clauseId, locale, requirement);
  return renderText(locale, { ...item, values: { ...item.values, requirement: title } });
}

/**
 * Findings as the API shows them. A document-audit finding's summary is its report text in `locale`
 * when given (else as stored, in the language of the member who tracked it); the evidence to close it
 * (and each closure item's label) is in `locale` when given.
 */
export async function findingViews(
  db: Db,
  organisationId: string,
  rows: (FindingRow & { auditDate?: string | null })[],
  today: string,
  locale?: AppLocale,
): Promise<FindingView[]> {
  const files = await listAttachments(
    db,
    organisationId,
    FINDING_FILE_OWNER,
    rows.map((r) => r.id),
  );
  const ownerIds = [...new Set(rows.flatMap((r) => (r.ownerId ? [r.ownerId] : [])))];
  const owners = ownerIds.length
    ? new Map(
        (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ownerIds))).map(
          (u) => [u.id, u.name],
        ),
      )
    : new Map<string, string>();
  return rows.map((row) => {
    const ownerName = row.ownerId ? (owners.get(row.ownerId) ?? null) : null;
    return {
      id: row.id,
      source: row.source,
      auditId: row.auditId,
      auditDate: row.auditDate ?? null,
      documentAuditId: row.documentAuditId,
      findingIndex: row.findingIndex,
      citations: row.citations,
      clauseId: row.clauseId,
      title: row.title,
      summary: locale && row.sourceText ? renderMessage(row.sourceText.text, locale) : row.summary,
      ownerRole: row.ownerRole,
      ownerId: row.ownerId,
      ownerName,
      ownerLabel: row.ownerRole ? findingOwnerLabels[row.ownerRole] : (ownerName ?? ""),
      dueDate: row.dueDate,
      overdue: findingOverdue(row.status, row.dueDate, today),
      evidenceToClose: locale
        ? row.evidenceToClose.map((item) => evidenceItemIn(locale, row.clauseId, item))
        : row.evidenceToClose,
      status: row.status,
      closure: (row.closure ?? []).map((c) => ({
        ...c,
        label: locale ? evidenceItemIn(locale, row.clauseId, c.label) : c.label,
        attachments: (files.get(row.id) ?? []).filter((f) => c.attachmentIds.includes(f.id)),
      })),
      closedAt: row.closedAt?.toISOString() ?? null,
    };
  });
}
