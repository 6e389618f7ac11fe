import { and, eq } from "drizzle-orm";
import type { MemberUpdateInput } from "../../../domain/schemas/team";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { memberships } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { recordEvent } from "../audit/record-event";
import { resolveSiteRestriction, setMembershipSites, siteSlugsOf } from "../team/site-restrictions";
import { restrictedSiteIdsOf } from "../../auth/restricted-sites";
import { assertAnotherActiveAdmin } from "./last-admin";

/** Changes a member's role and the sites she is restricted to (effective on her next request); the last active administrator stays an administrator. */
export async function updateMember(db: Db, actor: Actor, input: MemberUpdateInput & { userId: string }) {
  const siteIds = await resolveSiteRestriction(db, actor, input.siteIds);
  return db.transaction(async (tx) => {
    const [membership] = await tx
      .select()
      .from(memberships)
      .where(and(eq(memberships.organisationId, actor.organisationId), eq(memberships.userId, input.userId)))
      .for("update");
    if (!membership) throw notFound("User");
    if (membership.role === "admin" && input.role !== "admin")
      await assertAnotherActiveAdmin(tx, actor.organisationId, input.userId, "demoted");
    const before = {
      role: membership.role,
      siteIds: await siteSlugsOf(tx, await restrictedSiteIdsOf(tx, membership.id)),
    };
    const after = { role: input.role, siteIds: await siteSlugsOf(tx, siteIds) };
    if (before.role === after.role && before.siteIds.join() === after.siteIds.join())
      throw conflict("Nothing to change: the member already has this role and these sites");
    await tx
      .update(memberships)
      .set({
        role: input.role,
        // A member restricted to sites that exclude her current one starts on the first of them.
        ...(siteIds && !siteIds.includes(membership.currentSiteId ?? "") ? { currentSiteId: siteIds[0] } : {}),
      })
      .where(eq(memberships.id, membership.id));
    await setMembershipSites(tx, membership, siteIds);
    await recordEvent(tx, actor, {
      action: "user.update_membership",
      entityType: "user",
      entityId: input.userId,
      before,
      after,
    });
    return { id: input.userId, ...after };
  });
}
