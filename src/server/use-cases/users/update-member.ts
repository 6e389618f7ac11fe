import { and, eq } from "drizzle-orm";
import type { MemberUpdateInput } from "../../../domain/schemas/team";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { memberships } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { recordEvent } from "../audit/record-event";
import { resolveRestrictedSite, siteSlugsOf } from "../team/resolve-site-ids";
import { assertAnotherActiveAdmin } from "./last-admin";

/** Changes a member's role and site restriction; the last active administrator stays an administrator. */
export async function updateMember(db: Db, actor: Actor, input: MemberUpdateInput & { userId: string }) {
  const restrictedSiteId = await resolveRestrictedSite(db, actor, input.siteIds);
  return db.transaction(async (tx) => {
    const [membership] = await tx
      .select()
      .from(memberships)
      .where(and(eq(memberships.organisationId, actor.organisationId), eq(memberships.userId, input.userId)))
      .for("update");
    if (!membership) throw notFound("User");
    if (membership.role === "admin" && input.role !== "admin")
      await assertAnotherActiveAdmin(tx, actor.organisationId, input.userId, "demoted");
    const before = { role: membership.role, siteIds: await siteSlugsOf(tx, membership.restrictedSiteId) };
    const after = { role: input.role, siteIds: input.siteIds ?? [] };
    if (before.role === after.role && before.siteIds.join() === after.siteIds.join())
      throw conflict("Nothing to change: the member already has this role and these sites");
    await tx
      .update(memberships)
      .set({
        role: input.role,
        restrictedSiteId,
        // A member restricted to a site starts there; otherwise the current choice stays.
        ...(restrictedSiteId ? { currentSiteId: restrictedSiteId } : {}),
      })
      .where(eq(memberships.id, membership.id));
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
