import { findingOverdue, findingOwnerLabels } from "../../../domain/audits";
import type { Db } from "../../db/client";
import { auditFindings } from "../../db/schema";
import { listAttachments } from "../files/list-attachments";

export const FINDING_FILE_OWNER = "audit_finding";

export type FindingRow = typeof auditFindings.$inferSelect;

export async function findingViews(
  db: Db,
  organisationId: string,
  rows: (FindingRow & { auditDate?: string })[],
  today: string,
) {
  const files = await listAttachments(
    db,
    organisationId,
    FINDING_FILE_OWNER,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    auditId: row.auditId,
    auditDate: row.auditDate ?? null,
    clauseId: row.clauseId,
    title: row.title,
    summary: row.summary,
    ownerRole: row.ownerRole,
    ownerLabel: findingOwnerLabels[row.ownerRole],
    dueDate: row.dueDate,
    overdue: findingOverdue(row.status, row.dueDate, today),
    evidenceToClose: row.evidenceToClose,
    status: row.status,
    closure: (row.closure ?? []).map((c) => ({
      ...c,
      attachments: (files.get(row.id) ?? []).filter((f) => c.attachmentIds.includes(f.id)),
    })),
    closedAt: row.closedAt?.toISOString() ?? null,
  }));
}
