import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { memberships, membershipSites, sites } from "../../../db/schema";

/**
 * The time zone a member's digest hour is read in: her current site's, else the first site she is
 * restricted to, else the organisation's first site's; UTC for an organisation without sites.
 */
export async function digestTimeZone(db: Db, member: { organisationId: string; userId: string }): Promise<string> {
  const [current] = await db
    .select({ timezone: sites.timezone, restricted: membershipSites.siteId })
    .from(memberships)
    .innerJoin(sites, eq(sites.id, memberships.currentSiteId))
    .leftJoin(
      membershipSites,
      and(eq(membershipSites.membershipId, memberships.id), eq(membershipSites.siteId, sites.id)),
    )
    .where(and(eq(memberships.organisationId, member.organisationId), eq(memberships.userId, member.userId)));
  const [anyRestriction] = await db
    .select({ timezone: sites.timezone })
    .from(membershipSites)
    .innerJoin(memberships, eq(memberships.id, membershipSites.membershipId))
    .innerJoin(sites, eq(sites.id, membershipSites.siteId))
    .where(and(eq(memberships.organisationId, member.organisationId), eq(memberships.userId, member.userId)))
    .orderBy(asc(sites.createdAt), asc(sites.slug))
    .limit(1);
  // A current site outside the member's restriction (left from before it) does not count.
  if (current && (!anyRestriction || current.restricted)) return current.timezone;
  if (anyRestriction) return anyRestriction.timezone;
  const [first] = await db
    .select({ timezone: sites.timezone })
    .from(sites)
    .where(eq(sites.organisationId, member.organisationId))
    .orderBy(asc(sites.createdAt), asc(sites.slug))
    .limit(1);
  return first?.timezone ?? "UTC";
}
