import { and, eq } from "drizzle-orm";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { ChecklistItemUpdate } from "../../../domain/schemas/audits";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { attachments, internalAuditItems } from "../../db/schema";
import { AppError } from "../../errors";
import { assertNaAllowed } from "../scope/load-applied-scope";
import { CHECKLIST_FILE_OWNER, itemViews, lockItem } from "./checklist-items";

/** Autosave of one item: answer, notes, N/A rationale, evidence list. N/A only when the site's scope allows it. */
export async function updateChecklistItem(
  db: Db,
  actor: Actor,
  { auditId, itemId, locale, ...input }: { auditId: string; itemId: string; locale: AppLocale } & ChecklistItemUpdate,
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
      // The scope's N/A stays the scope's until the auditor gives her own rationale.
      naFromScope: answer === "na" && input.naRationale === undefined && item.naFromScope,
      attachmentIds: input.attachmentIds ?? item.attachmentIds,
      updatedAt: actorNow(actor),
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
        naFromScope: item.naFromScope,
        attachmentIds: item.attachmentIds,
      },
      after: {
        clauseId: item.clauseId,
        answer: row!.answer,
        notes: row!.notes,
        naRationale: row!.naRationale,
        naFromScope: row!.naFromScope,
        attachmentIds: row!.attachmentIds,
      },
    });
    return row!;
  });
  const [view] = await itemViews(db, actor.organisationId, [saved], locale);
  return view!;
}
