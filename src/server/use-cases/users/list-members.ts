import { asc, eq } from "drizzle-orm";
import { roleLabels } from "../../../domain/roles";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { memberships, sites, users } from "../../db/schema";

/** The organisation's sign-in users with their role and site restriction. */
export async function listMembers(db: Db, actor: Actor) {
  const rows = await db
    .select({ user: users, membership: memberships, site: sites })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(sites, eq(sites.id, memberships.restrictedSiteId))
    .where(eq(memberships.organisationId, actor.organisationId))
    .orderBy(asc(users.name));
  return rows.map(({ user, membership, site }) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    active: user.active,
    role: membership.role,
    roleLabel: roleLabels[membership.role],
    restrictedSite: site?.slug ?? null,
  }));
}
