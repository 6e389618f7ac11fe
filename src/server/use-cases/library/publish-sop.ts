import type { AppLocale } from "../../../domain/i18n/locales";
import { eq } from "drizzle-orm";
import { sopApprovalError, sopPublishError } from "../../../domain/library/sop-status";
import type { SopDetailView } from "../../../domain/schemas/library";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { sops, sopVersions } from "../../db/schema";
import { AppError } from "../../errors";
import { findSop, sopDetail } from "./sop-views";

/**
 * Approves the working copy (Under Review) as the next immutable version (the approver is the actor,
 * stamped now) and makes the SOP Active. Whoever wrote or edited the working copy may not approve it
 * (403). Earlier versions stay readable and unchanged.
 */
export async function publishSop(
  db: Db,
  actor: Actor,
  { id, changeSummary, locale }: { id: string; changeSummary: string; locale: AppLocale },
): Promise<SopDetailView> {
  const row = await db.transaction(async (tx) => {
    const sop = await findSop(tx, actor, id, true);
    const refused = sopPublishError(sop.status);
    if (refused) throw AppError.of("conflict", refused);
    const ownWork = sopApprovalError(sop.editorUserIds, actor.userId);
    if (ownWork) throw AppError.of("forbidden", ownWork);
    const version = (sop.currentVersion ?? 0) + 1;
    const now = actorNow(actor);
    await tx.insert(sopVersions).values({
      organisationId: actor.organisationId,
      sopId: sop.id,
      version,
      title: sop.title,
      category: sop.category,
      body: sop.body,
      tags: sop.tags,
      languages: sop.languages,
      clauseIds: sop.clauseIds,
      changeSummary,
      approvedByUserId: actor.userId,
      approvedByName: actor.name,
      approvedAt: now,
    });
    const [updated] = await tx
      .update(sops)
      .set({ status: "active", currentVersion: version, editorUserIds: [], updatedAt: now })
      .where(eq(sops.id, sop.id))
      .returning();
    await recordEvent(tx, actor, {
      action: "sop.publish",
      entityType: "sop",
      entityId: sop.id,
      siteId: sop.siteId,
      before: { status: sop.status, version: sop.currentVersion },
      after: { status: "active", version, changeSummary, editorUserIds: sop.editorUserIds },
    });
    return updated!;
  });
  return sopDetail(db, row, locale);
}
