import { eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { invitations } from "../../db/schema";
import { AppError } from "../../errors";
import { recordEvent } from "../audit/record-event";
import { findInvitation, isPending } from "./find-invitation";
import { queueInvitationEmail } from "./invitation-email";
import { invitationLink, newInvitationToken } from "./invitation-token";

/** A fresh link (the old one stops working) valid another 7 days, e-mailed again. */
export async function resendInvitation(db: Db, actor: Actor, input: { invitationId: string; origin: string }) {
  return db.transaction(async (tx) => {
    const row = await findInvitation(tx, actor.organisationId, input.invitationId);
    if (row.acceptedAt || row.revokedAt)
      throw new AppError("conflict", "This invitation was already used or revoked: send a new one");
    const { token, tokenHash, expiresAt } = newInvitationToken();
    await tx.update(invitations).set({ tokenHash, expiresAt }).where(eq(invitations.id, row.id));
    const link = invitationLink(input.origin, token);
    await queueInvitationEmail(tx, actor, { email: row.email, role: row.role, locale: row.locale, link, expiresAt });
    await recordEvent(tx, actor, {
      action: "invitation.resend",
      entityType: "invitation",
      entityId: row.id,
      before: { expiresAt: row.expiresAt.toISOString() },
      after: { expiresAt: expiresAt.toISOString() },
    });
    return { id: row.id, link, wasPending: isPending(row) };
  });
}
