import type { AppLocale } from "../../../domain/i18n/locales";
import { eq } from "drizzle-orm";
import { sopEditError, withEditor } from "../../../domain/library/sop-status";
import type { SopDetailView, SopFormInput } from "../../../domain/schemas/library";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { sops } from "../../db/schema";
import { AppError } from "../../errors";
import { assertReviewer } from "./assert-reviewer";
import { normaliseSopForm } from "../../../domain/library/sop-form";
import { assertClauses } from "./sop-form";
import { findSop, sopDetail } from "./sop-views";

export type UpdateSopInput = { id: string } & SopFormInput;

/**
 * Edits the working copy (Draft or Under Review only); published versions never change. The editor joins
 * the working copy's editors, who may not approve it.
 */
export async function updateSop(
  db: Db,
  actor: Actor,
  { id, locale, ...input }: UpdateSopInput & { locale: AppLocale },
): Promise<SopDetailView> {
  assertClauses(input.clauseIds);
  await assertReviewer(db, actor, input.reviewerUserId);
  const values = normaliseSopForm(input);
  const row = await db.transaction(async (tx) => {
    const sop = await findSop(tx, actor, id, true);
    const refused = sopEditError(sop.status);
    if (refused) throw AppError.of("conflict", refused);
    const [updated] = await tx
      .update(sops)
      .set({ ...values, editorUserIds: withEditor(sop.editorUserIds, actor.userId), updatedAt: actorNow(actor) })
      .where(eq(sops.id, sop.id))
      .returning();
    const { id: _id, organisationId: _o, siteId: _s, createdAt: _c, updatedAt: _u, editorUserIds: _e, ...before } = sop;
    await recordEvent(tx, actor, {
      action: "sop.update",
      entityType: "sop",
      entityId: sop.id,
      siteId: sop.siteId,
      before,
      after: values,
    });
    return updated!;
  });
  return sopDetail(db, row, locale);
}
