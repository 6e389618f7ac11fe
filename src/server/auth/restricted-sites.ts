import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { memberships, membershipSites } from "../db/schema";

/**
 * A membership's site restriction as a column of a query that reads `memberships`: the ids of the sites
 * the member is restricted to, or null when she may use every site (decision 092).
 */
export const restrictedSiteIdsColumn = sql<
  string[] | null
>`(select array_agg(${membershipSites.siteId}::text) from ${membershipSites} where ${membershipSites.membershipId} = ${memberships.id})`;

/** The same for one membership. */
export async function restrictedSiteIdsOf(db: Db, membershipId: string): Promise<string[] | null> {
  const rows = await db
    .select({ siteId: membershipSites.siteId })
    .from(membershipSites)
    .where(eq(membershipSites.membershipId, membershipId));
  return rows.length ? rows.map((r) => r.siteId) : null;
}
