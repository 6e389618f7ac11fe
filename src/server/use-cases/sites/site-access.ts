import { and, asc, type Column, eq, inArray } from "drizzle-orm";
import type { SiteView } from "../../../domain/schemas/sites";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { sites } from "../../db/schema";
import { AppError, notFound } from "../../errors";

export type SiteRow = typeof sites.$inferSelect;

export const toSiteView = (site: SiteRow): SiteView => ({
  id: site.slug,
  name: site.name,
  address: site.address,
  timezone: site.timezone,
  type: site.type,
  scopeConfirmed: site.scopeConfirmed,
});

/**
 * The site with this slug in the actor's organisation. Another organisation's site is simply not
 * found (404); a site outside the actor's site restriction is refused (403).
 */
export async function findSite(db: Db, actor: Actor, siteSlug: string): Promise<SiteRow> {
  const [site] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.organisationId, actor.organisationId), eq(sites.slug, siteSlug)))
    .limit(1);
  if (!site) throw notFound("Site");
  assertSiteAllowed(actor, site.id);
  return site;
}

/**
 * The one site-access rule (decision 092): a member restricted to a set of sites may use those only; a
 * member with no restriction may use every site of the organisation.
 */
export const siteAllowed = (actor: Pick<Actor, "restrictedSiteIds">, siteId: string) =>
  !actor.restrictedSiteIds || actor.restrictedSiteIds.includes(siteId);

export function assertSiteAllowed(actor: Actor, siteId: string) {
  if (!siteAllowed(actor, siteId)) throw new AppError("forbidden", "Your account is restricted to another site");
}

/** The same rule as a query condition on a site id column (undefined: no restriction). */
export const siteScope = (actor: Pick<Actor, "restrictedSiteIds">, siteColumn: Column) =>
  actor.restrictedSiteIds ? inArray(siteColumn, actor.restrictedSiteIds) : undefined;

/** Every site of the organisation the actor may see, in creation order. */
export async function listVisibleSites(db: Db, actor: Actor): Promise<SiteRow[]> {
  const rows = await db
    .select()
    .from(sites)
    .where(eq(sites.organisationId, actor.organisationId))
    .orderBy(asc(sites.createdAt), asc(sites.slug));
  return rows.filter((s) => siteAllowed(actor, s.id));
}
