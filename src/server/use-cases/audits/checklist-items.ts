import { and, eq } from "drizzle-orm";
import { checklistEditable } from "../../../domain/audits";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { internalAuditItems } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { listAttachments } from "../files/list-attachments";
import { findInternalAudit } from "./audit-rows";

export const CHECKLIST_FILE_OWNER = "internal_audit_item";

export type ItemRow = typeof internalAuditItems.$inferSelect;

export async function itemViews(db: Db, organisationId: string, rows: ItemRow[]) {
  const files = await listAttachments(
    db,
    organisationId,
    CHECKLIST_FILE_OWNER,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    clauseId: row.clauseId,
    module: row.module,
    section: row.section,
    requirement: row.requirement,
    points: row.points,
    answer: row.answer,
    notes: row.notes,
    naRationale: row.naRationale,
    attachments: (files.get(row.id) ?? []).filter((f) => row.attachmentIds.includes(f.id)),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function lockItem(tx: Db, actor: Actor, auditId: string, itemId: string) {
  const audit = await findInternalAudit(tx, actor, auditId, true);
  if (!checklistEditable(audit.status))
    throw new AppError(
      "conflict",
      "The checklist can only be changed while the audit is in progress (it is {{status}})",
      undefined,
      undefined,
      { status: audit.status },
    );
  const [item] = await tx
    .select()
    .from(internalAuditItems)
    .where(and(eq(internalAuditItems.id, itemId), eq(internalAuditItems.auditId, auditId)));
  if (!item) throw notFound("Checklist item");
  return { audit, item };
}
