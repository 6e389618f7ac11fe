import { eq } from "drizzle-orm";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { internalAudits } from "../../db/schema";
import { findInternalAudit } from "./audit-rows";
import { internalAuditView } from "./internal-audit-view";
import { nextStatus } from "./internal-audit-status";

/** scheduled → in-progress. */
export async function startInternalAudit(db: Db, actor: Actor, { id }: { id: string }) {
  await db.transaction(async (tx) => {
    const audit = await findInternalAudit(tx, actor, id, true);
    const next = nextStatus(audit.status, "start");
    await tx
      .update(internalAudits)
      .set({ status: next, startedAt: actorNow(actor), updatedAt: actorNow(actor) })
      .where(eq(internalAudits.id, id));
    await recordEvent(tx, actor, {
      action: "internal_audit.start",
      entityType: "internal_audit",
      entityId: id,
      siteId: audit.siteId,
      before: { status: audit.status },
      after: { status: next },
    });
  });
  return internalAuditView(db, actor.organisationId, id);
}
