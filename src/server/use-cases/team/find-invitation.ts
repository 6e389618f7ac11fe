import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { invitations } from "../../db/schema";
import { AppError, notFound } from "../../errors";

export type InvitationRow = typeof invitations.$inferSelect;

export const isPending = (row: InvitationRow, now = new Date()) =>
  !row.acceptedAt && !row.revokedAt && row.expiresAt.getTime() > now.getTime();

/** An invitation of the organisation by id (404 otherwise). */
export async function findInvitation(db: Db, organisationId: string, invitationId: string): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.organisationId, organisationId)));
  if (!row) throw notFound("Invitation");
  return row;
}

/** 410 Gone for a link that was used, revoked or has expired: it will never work again. */
export function assertUsable(row: InvitationRow | undefined): asserts row is InvitationRow {
  if (!row) throw notFound("Invitation");
  if (row.acceptedAt) throw new AppError("gone", "This invitation has already been used. Sign in instead.");
  if (row.revokedAt) throw new AppError("gone", "This invitation was withdrawn. Ask your administrator for a new one.");
  if (row.expiresAt.getTime() <= Date.now())
    throw new AppError("gone", "This invitation has expired. Ask your administrator to send it again.");
}
