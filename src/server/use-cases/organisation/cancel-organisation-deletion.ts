import { and, eq } from "drizzle-orm";
import type { OrganisationDeletionView } from "../../../domain/schemas/organisation-lifecycle";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { organisationDeletions } from "../../db/schema";
import { notFound } from "../../errors";
import { recordEvent } from "../audit/record-event";
import { queueDeletionCancelledEmails } from "./deletion-emails";
import { toDeletionView } from "./deletion-view";

/** Any administrator cancels the scheduled deletion during the grace period; audited, administrators told. */
export async function cancelOrganisationDeletion(db: Db, actor: Actor): Promise<OrganisationDeletionView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(organisationDeletions)
      .set({ status: "cancelled", cancelledAt: new Date(), cancelledByName: actor.name })
      .where(
        and(
          eq(organisationDeletions.organisationId, actor.organisationId),
          eq(organisationDeletions.status, "scheduled"),
        ),
      )
      .returning();
    if (!row) throw notFound("Scheduled deletion");
    await queueDeletionCancelledEmails(tx, actor.organisationId, actor.name);
    await recordEvent(tx, actor, {
      action: "organisation.deletion_cancel",
      entityType: "organisation",
      entityId: actor.organisationId,
      before: { deletionId: row.id, purgeAfter: row.purgeAfter.toISOString() },
      after: { status: "cancelled" },
    });
    return toDeletionView(row);
  });
}
