import { and, asc, eq, inArray } from "drizzle-orm";
import { permissions } from "../../../domain/permissions";
import type { FindingOwnerOption } from "../../../domain/audits";
import { restrictedSiteIdsColumn } from "../../auth/restricted-sites";
import type { Db } from "../../db/client";
import { memberships, users } from "../../db/schema";
import { siteAllowed } from "../sites/site-access";

/**
 * The members who may own a tracked finding at a site (decision 118): active members of the
 * organisation whose role may manage findings (so they can close it) and who may use that site.
 */
export async function findingOwners(db: Db, organisationId: string, siteId: string): Promise<FindingOwnerOption[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, role: memberships.role, restrictedSiteIds: restrictedSiteIdsColumn })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organisationId, organisationId),
        eq(users.active, true),
        inArray(memberships.role, [...permissions["audits.run"]]),
      ),
    )
    .orderBy(asc(users.name));
  return rows
    .filter((r) => siteAllowed({ restrictedSiteIds: r.restrictedSiteIds?.length ? r.restrictedSiteIds : null }, siteId))
    .map((r) => ({ id: r.id, name: r.name, role: r.role }));
}
