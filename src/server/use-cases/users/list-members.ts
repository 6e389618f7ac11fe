import { asc, eq } from "drizzle-orm";
import { roleLabels } from "../../../domain/roles";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { memberships, users } from "../../db/schema";
import { membershipSiteSlugs } from "../team/site-restrictions";

/** The organisation's sign-in users with their role and the sites they are restricted to (none: every site). */
export async function listMembers(db: Db, actor: Actor) {
  const rows = await db
    .select({ user: users, membership: memberships })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organisationId, actor.organisationId))
    .orderBy(asc(users.name));
  const sitesOf = await membershipSiteSlugs(
    db,
    rows.map((r) => r.membership.id),
  );
  return rows.map(({ user, membership }) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    active: user.active,
    role: membership.role,
    roleLabel: roleLabels[membership.role],
    siteIds: sitesOf.get(membership.id) ?? [],
  }));
}
