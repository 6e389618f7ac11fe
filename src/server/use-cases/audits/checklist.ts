import { and, asc, eq } from "drizzle-orm";
import { checklistEditable, scoreChecklist } from "../../../domain/audits";
import type { ChecklistItemUpdate } from "../../../domain/schemas/audits";
import { uploadPolicies } from "../../../domain/files/file-types";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { attachments, internalAuditItems } from "../../db/schema";
import { AppError, conflict, notFound } from "../../errors";
import { listAttachments } from "../files/list-attachments";
import type { UploadedFile } from "../files/read-multipart";
import { storeAttachments } from "../files/store-attachments";
import { assertNaAllowed, loadAppliedScope } from "../scope/load-applied-scope";
import { findInternalAudit } from "./audit-rows";
import { internalAuditView } from "./internal-audit-view";

export const CHECKLIST_FILE_OWNER = "internal_audit_item";

type ItemRow = typeof internalAuditItems.$inferSelect;

async function itemViews(db: Db, organisationId: string, rows: ItemRow[]) {
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

/** The audit with its checklist (items, evidence files), the live score and whether N/A is allowed. */
export async function getChecklist(db: Db, actor: Actor, auditId: string) {
  const audit = await findInternalAudit(db, actor, auditId);
  const rows = await db
    .select()
    .from(internalAuditItems)
    .where(eq(internalAuditItems.auditId, auditId))
    .orderBy(asc(internalAuditItems.position));
  const scope = await loadAppliedScope(db, actor.organisationId, audit.siteId);
  return {
    audit: await internalAuditView(db, actor.organisationId, auditId),
    allowNA: scope.allowNA,
    liveScore: scoreChecklist(rows),
    items: await itemViews(db, actor.organisationId, rows),
  };
}

async function lockItem(tx: Db, actor: Actor, auditId: string, itemId: string) {
  const audit = await findInternalAudit(tx, actor, auditId, true);
  if (!checklistEditable(audit.status))
    throw conflict(`The checklist can only be changed while the audit is in progress (it is ${audit.status})`);
  const [item] = await tx
    .select()
    .from(internalAuditItems)
    .where(and(eq(internalAuditItems.id, itemId), eq(internalAuditItems.auditId, auditId)));
  if (!item) throw notFound("Checklist item");
  return { audit, item };
}

/** Autosave of one item: answer, notes, N/A rationale, evidence list. N/A only when the site's scope allows it. */
export async function updateChecklistItem(
  db: Db,
  actor: Actor,
  auditId: string,
  itemId: string,
  input: ChecklistItemUpdate,
) {
  const saved = await db.transaction(async (tx) => {
    const { audit, item } = await lockItem(tx, actor, auditId, itemId);
    if (input.answer === "na" && item.answer !== "na") await assertNaAllowed(tx, actor.organisationId, audit.siteId);
    if (input.attachmentIds) {
      const owned = await tx
        .select({ id: attachments.id })
        .from(attachments)
        .where(
          and(
            eq(attachments.organisationId, actor.organisationId),
            eq(attachments.ownerType, CHECKLIST_FILE_OWNER),
            eq(attachments.ownerId, itemId),
          ),
        );
      const ownedIds = new Set(owned.map((o) => o.id));
      if (input.attachmentIds.some((a) => !ownedIds.has(a))) {
        throw new AppError("validation", "Only files uploaded to this item can be kept on it", {
          attachmentIds: "Only files uploaded to this item can be kept on it",
        });
      }
    }
    const answer = input.answer === undefined ? item.answer : input.answer;
    const changes = {
      answer,
      notes: input.notes ?? item.notes,
      naRationale: answer === "na" ? (input.naRationale ?? item.naRationale) : null,
      attachmentIds: input.attachmentIds ?? item.attachmentIds,
      updatedAt: new Date(),
      updatedBy: actor.userId,
    };
    const [row] = await tx.update(internalAuditItems).set(changes).where(eq(internalAuditItems.id, itemId)).returning();
    await recordEvent(tx, actor, {
      action: "internal_audit.checklist_update",
      entityType: "internal_audit_item",
      entityId: itemId,
      siteId: audit.siteId,
      before: {
        clauseId: item.clauseId,
        answer: item.answer,
        notes: item.notes,
        naRationale: item.naRationale,
        attachmentIds: item.attachmentIds,
      },
      after: {
        clauseId: item.clauseId,
        answer: row!.answer,
        notes: row!.notes,
        naRationale: row!.naRationale,
        attachmentIds: row!.attachmentIds,
      },
    });
    return row!;
  });
  const [view] = await itemViews(db, actor.organisationId, [saved]);
  return view!;
}

/** Photo or file evidence for one item, checked by content and stored with the item in one transaction. */
export async function addChecklistEvidence(
  db: Db,
  actor: Actor,
  auditId: string,
  itemId: string,
  files: UploadedFile[],
) {
  const saved = await db.transaction(async (tx) => {
    const { audit, item } = await lockItem(tx, actor, auditId, itemId);
    if (files.length === 0)
      throw new AppError("validation", "Attach at least one file", { files: "Attach at least one file" });
    const stored = await storeAttachments(
      tx,
      actor,
      { ownerType: CHECKLIST_FILE_OWNER, ownerId: itemId, siteId: audit.siteId },
      files,
      uploadPolicies.evidence,
    );
    const attachmentIds = [...item.attachmentIds, ...stored.map((s) => s.id)];
    const [row] = await tx
      .update(internalAuditItems)
      .set({ attachmentIds, updatedAt: new Date(), updatedBy: actor.userId })
      .where(eq(internalAuditItems.id, itemId))
      .returning();
    await recordEvent(tx, actor, {
      action: "internal_audit.checklist_update",
      entityType: "internal_audit_item",
      entityId: itemId,
      siteId: audit.siteId,
      before: { clauseId: item.clauseId, attachmentIds: item.attachmentIds },
      after: { clauseId: item.clauseId, attachmentIds },
    });
    return row!;
  });
  const [view] = await itemViews(db, actor.organisationId, [saved]);
  return view!;
}
