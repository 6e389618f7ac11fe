import type { AppLocale } from "../../../domain/i18n/locales";
import { eq } from "drizzle-orm";
import { sopMoveError, type SopStatus } from "../../../domain/library/sop-status";
import type { SopDetailView } from "../../../domain/schemas/library";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { sops } from "../../db/schema";
import { AppError } from "../../errors";
import { findSop, sopDetail } from "./sop-views";

/**
 * Draft ⇄ Under Review, Active → Draft (a revision starts as a Draft working copy of the published text),
 * any → Archived, Archived → Draft. Else 409. A revision starts with no editors.
 */
export async function changeSopStatus(
  db: Db,
  actor: Actor,
  { id, status: to, locale }: { id: string; status: SopStatus; locale: AppLocale },
): Promise<SopDetailView> {
  const row = await db.transaction(async (tx) => {
    const sop = await findSop(tx, actor, id, true);
    const refused = sopMoveError(sop.status, to);
    if (refused) throw AppError.of("conflict", refused);
    const [updated] = await tx
      .update(sops)
      .set({ status: to, updatedAt: actorNow(actor), ...(sop.status === "active" ? { editorUserIds: [] } : {}) })
      .where(eq(sops.id, sop.id))
      .returning();
    await recordEvent(tx, actor, {
      action: "sop.status_change",
      entityType: "sop",
      entityId: sop.id,
      siteId: sop.siteId,
      before: { status: sop.status },
      after: { status: to },
    });
    return updated!;
  });
  return sopDetail(db, row, locale);
}
