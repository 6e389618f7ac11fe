import { inArray } from "drizzle-orm";
import { type FindingView, findingOverdue, findingOwnerLabels } from "../../../domain/audits";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { Db } from "../../db/client";
import { auditFindings, users } from "../../db/schema";
import { renderMessage } from "../../document-audit/render-finding";
import { listAttachments } from "../files/list-attachments";

export const FINDING_FILE_OWNER = "audit_finding";

export type FindingRow = typeof auditFindings.$inferSelect;

/**
 * Findings as the API shows them. A document-audit finding's summary is its report text in `locale`
 * when given (else as stored, in the language of the member who tracked it).
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
      evidenceToClose: row.evidenceToClose,
      status: row.status,
      closure: (row.closure ?? []).map((c) => ({
        ...c,
        attachments: (files.get(row.id) ?? []).filter((f) => c.attachmentIds.includes(f.id)),
      })),
      closedAt: row.closedAt?.toISOString() ?? null,
    };
  });
}
