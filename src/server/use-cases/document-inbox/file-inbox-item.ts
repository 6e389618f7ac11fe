import { and, eq } from "drizzle-orm";
import { checkUpload, uploadPolicies } from "../../../domain/files/file-types";
import type { AppLocale } from "../../../domain/i18n/locales";
import { message } from "../../../domain/i18n/message";
import { can, type Permission } from "../../../domain/permissions";
import { roleLabels } from "../../../domain/roles";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { inboxItems, monitoringRecords, sops } from "../../db/schema";
import { AppError, invalidFields } from "../../errors";
import { recordEvent } from "../audit/record-event";
import { queueFileOcrIfScanned } from "../files/file-ocr";
import { storeAttachments } from "../files/store-attachments";
import { findInboxItem, inboxItemColumns, toInboxItemView } from "./inbox-item-view";
import { assertTriageable } from "./triage-rules";

export type FilingTarget = { type: "monitoring_record"; recordId: string } | { type: "sop"; sopId: string };

/**
 * Files a new inbox item into a monitoring record (as evidence: PDF, image or CSV) or into an SOP of the
 * library (as an attachment of the SOP: any inbox type; needs `library.edit` too), both of the item's
 * site. The file is copied into `attachments` (its own `attachment.upload` event, uploaded by the
 * triager) and the item becomes `filed`, with its `inbox_item.file` event, in one transaction.
 */
export async function fileInboxItem(
  db: Db,
  actor: Actor,
  input: { id: string; target: FilingTarget; locale: AppLocale },
) {
  const libraryPermission: Permission = "library.edit";
  if (input.target.type === "sop" && !can(actor.role, libraryPermission))
    throw new AppError("forbidden", "Your role ({{role}}) may not do this ({{permission}})", undefined, undefined, {
      role: roleLabels[actor.role],
      permission: libraryPermission,
    });
  return db.transaction(async (tx) => {
    const item = await findInboxItem(tx, actor, input.id, { lock: true });
    assertTriageable(item);
    const target = await findTarget(tx, actor, item.siteId, input.target);
    const [file] = await tx
      .select({ data: inboxItems.data })
      .from(inboxItems)
      .where(eq(inboxItems.id, item.id))
      .limit(1);
    const policy = target.type === "monitoring_record" ? uploadPolicies.evidence : uploadPolicies.inbox;
    const bytes = file!.data!;
    // A record's evidence rules are narrower than the inbox's: say so on the field the user chose.
    const check = checkUpload(bytes, item.originalName, policy);
    if (!check.ok) throw invalidFields({ [target.field]: check.reason });
    const [attachment] = await storeAttachments(
      tx,
      actor,
      { ownerType: target.type, ownerId: target.id, siteId: item.siteId },
      [{ field: target.field, filename: item.originalName, bytes }],
      policy,
    );
    // A scan or photo filed into an SOP has no text of its own: it is read by OCR in the background.
    if (target.type === "sop")
      await queueFileOcrIfScanned(tx, {
        id: attachment!.id,
        organisationId: actor.organisationId,
        filename: item.originalName,
        contentType: attachment!.contentType,
        data: bytes,
      });
    const now = actorNow(actor);
    const [row] = await tx
      .update(inboxItems)
      .set({
        status: "filed",
        triagedBy: actor.userId,
        triagedByName: actor.name,
        triagedAt: now,
        filedToType: target.type,
        filedToId: target.id,
        filedAttachmentId: attachment!.id,
      })
      .where(eq(inboxItems.id, item.id))
      .returning(inboxItemColumns);
    await recordEvent(tx, actor, {
      action: "inbox_item.file",
      entityType: "inbox_item",
      entityId: item.id,
      siteId: item.siteId,
      before: { status: "new" },
      after: { status: "filed", filedTo: { type: target.type, id: target.id }, attachmentId: attachment!.id },
    });
    return toInboxItemView(row!, input.locale);
  });
}

/** The record or SOP named, of the item's site (a 400 naming the field otherwise: it was the user's choice). */
async function findTarget(tx: Db, actor: Actor, siteId: string, target: FilingTarget) {
  if (target.type === "monitoring_record") {
    const [record] = await tx
      .select({ id: monitoringRecords.id })
      .from(monitoringRecords)
      .where(
        and(
          eq(monitoringRecords.id, target.recordId),
          eq(monitoringRecords.organisationId, actor.organisationId),
          eq(monitoringRecords.siteId, siteId),
        ),
      )
      .limit(1);
    if (!record) throw invalidFields({ recordId: message("No record with this id at this site") });
    return { type: "monitoring_record" as const, id: record.id, field: "recordId" };
  }
  const [sop] = await tx
    .select({ id: sops.id })
    .from(sops)
    .where(and(eq(sops.id, target.sopId), eq(sops.organisationId, actor.organisationId), eq(sops.siteId, siteId)))
    .limit(1);
  if (!sop) throw invalidFields({ sopId: message("No SOP with this id at this site") });
  return { type: "sop" as const, id: sop.id, field: "sopId" };
}
