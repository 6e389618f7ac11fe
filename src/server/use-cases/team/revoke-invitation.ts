import { eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { invitations } from "../../db/schema";
import { conflict } from "../../errors";
import { recordEvent } from "../audit/record-event";
import { findInvitation } from "./find-invitation";

/** Withdraws an invitation: its link answers 410 from now on. */
export async function revokeInvitation(db: Db, actor: Actor, input: { invitationId: string }) {
  await db.transaction(async (tx) => {
    const row = await findInvitation(tx, actor.organisationId, input.invitationId);
    if (row.acceptedAt) throw conflict("This invitation was already accepted: deactivate the member instead");
    if (row.revokedAt) throw conflict("This invitation is already revoked");
    await tx.update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.id, row.id));
    await recordEvent(tx, actor, {
      action: "invitation.revoke",
      entityType: "invitation",
      entityId: row.id,
      after: { email: row.email },
    });
  });
}
