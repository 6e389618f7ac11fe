import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { invitations, memberships, users } from "../../db/schema";
import { invitationSiteIds, setMembershipSites } from "./site-restrictions";

/**
 * The invitee's new account joins the organisation with the invited role and sites, and the invitation is
 * used up — in the caller's transaction, on the invitation row it has locked. Password or SSO alike.
 */
export async function createInvitedMember(
  tx: Db,
  invitation: typeof invitations.$inferSelect,
  account: { name: string; passwordHash: string },
) {
  // The invitation's language (the inviting admin's choice) becomes hers: later e-mails speak it too.
  const [user] = await tx
    .insert(users)
    .values({
      email: invitation.email,
      name: account.name,
      passwordHash: account.passwordHash,
      locale: invitation.locale,
    })
    .returning();
  const siteIds = await invitationSiteIds(tx, invitation.id);
  const [membership] = await tx
    .insert(memberships)
    .values({
      userId: user!.id,
      organisationId: invitation.organisationId,
      role: invitation.role,
      currentSiteId: siteIds?.[0] ?? null,
    })
    .returning();
  await setMembershipSites(tx, membership!, siteIds);
  await tx
    .update(invitations)
    .set({ acceptedAt: new Date(), acceptedUserId: user!.id })
    .where(eq(invitations.id, invitation.id));
  return { user: user!, membership: membership!, siteIds };
}
