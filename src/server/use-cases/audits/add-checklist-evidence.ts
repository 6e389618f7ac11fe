import { eq } from "drizzle-orm";
import { uploadPolicies } from "../../../domain/files/file-types";
import type { AppLocale } from "../../../domain/i18n/locales";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { internalAuditItems } from "../../db/schema";
import { AppError } from "../../errors";
import type { UploadedFile } from "../files/read-multipart";
import { storeAttachments } from "../files/store-attachments";
import { CHECKLIST_FILE_OWNER, itemViews, lockItem } from "./checklist-items";

/** Photo or file evidence for one item, checked by content and stored with the item in one transaction. */
export async function addChecklistEvidence(
  db: Db,
  actor: Actor,
  { auditId, itemId, files, locale }: { auditId: string; itemId: string; files: UploadedFile[]; locale: AppLocale },
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
  const [view] = await itemViews(db, actor.organisationId, [saved], locale);
  return view!;
}
