import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { roleLabels } from "../../../domain/roles";
import type { InvitationView } from "../../../domain/schemas/team";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { invitations, users } from "../../db/schema";
import { invitationSiteSlugs } from "./site-restrictions";

/** The organisation's pending invitations, newest first. */
export async function listInvitations(db: Db, actor: Actor): Promise<{ invitations: InvitationView[] }> {
  const rows = await db
    .select({ invitation: invitations, inviter: users.name })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.invitedByUserId))
    .where(
      and(
        eq(invitations.organisationId, actor.organisationId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(invitations.createdAt));
  const sitesOf = await invitationSiteSlugs(
    db,
    rows.map((r) => r.invitation.id),
  );
  return {
    invitations: rows.map(({ invitation, inviter }) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      roleLabel: roleLabels[invitation.role],
      siteIds: sitesOf.get(invitation.id) ?? [],
      locale: invitation.locale,
      invitedBy: inviter,
      createdAt: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
    })),
  };
}
