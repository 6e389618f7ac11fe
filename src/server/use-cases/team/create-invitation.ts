import { and, eq, gt, isNull } from "drizzle-orm";
import type { InvitationCreateInput } from "../../../domain/schemas/team";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { invitations, memberships, users } from "../../db/schema";
import { AppError } from "../../errors";
import { recordEvent } from "../audit/record-event";
import { queueInvitationEmail } from "./invitation-email";
import { invitationLink, newInvitationToken } from "./invitation-token";
import { resolveSiteRestriction, setInvitationSites, siteSlugsOf } from "./site-restrictions";

/**
 * Invites someone to the actor's organisation with a role (and optionally a set of sites): a single-use link
 * valid 7 days, e-mailed through the outbox and returned so the admin can copy it.
 */
export async function createInvitation(db: Db, actor: Actor, input: InvitationCreateInput & { origin: string }) {
  const siteIds = await resolveSiteRestriction(db, actor, input.siteIds);
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, organisationId: memberships.organisationId })
      .from(users)
      .leftJoin(memberships, eq(memberships.userId, users.id))
      .where(eq(users.email, input.email));
    if (account?.organisationId === actor.organisationId)
      throw new AppError("conflict", "{{email}} is already a member", undefined, undefined, { email: input.email });
    // One organisation per account: sign-in opens the account's organisation, there is no switcher.
    if (account)
      throw new AppError(
        "conflict",
        "{{email}} already has a Clausewise account in another organisation",
        undefined,
        undefined,
        { email: input.email },
      );
    const [pending] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.organisationId, actor.organisationId),
          eq(invitations.email, input.email),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, new Date()),
        ),
      );
    if (pending)
      throw new AppError(
        "conflict",
        "{{email}} already has a pending invitation: resend or revoke it",
        undefined,
        undefined,
        { email: input.email },
      );

    const { token, tokenHash, expiresAt } = newInvitationToken();
    const [invitation] = await tx
      .insert(invitations)
      .values({
        organisationId: actor.organisationId,
        email: input.email,
        role: input.role,
        locale: input.locale ?? actor.locale ?? "en",
        tokenHash,
        invitedByUserId: actor.userId!,
        expiresAt,
      })
      .returning();
    await setInvitationSites(tx, invitation!, siteIds);
    const link = invitationLink(input.origin, token);
    await queueInvitationEmail(tx, actor, {
      email: input.email,
      role: input.role,
      locale: invitation!.locale,
      link,
      expiresAt,
    });
    await recordEvent(tx, actor, {
      action: "invitation.create",
      entityType: "invitation",
      entityId: invitation!.id,
      after: {
        email: input.email,
        role: input.role,
        siteIds: await siteSlugsOf(tx, siteIds),
        locale: invitation!.locale,
        expiresAt: expiresAt.toISOString(),
      },
    });
    return { id: invitation!.id, link };
  });
}
