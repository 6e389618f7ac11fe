import { and, asc, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { invitationSites, membershipSites, sites } from "../../db/schema";
import { AppError } from "../../errors";

/**
 * Site slugs of the actor's organisation → the site ids a member is restricted to (decision 092), or null
 * for every site. An unknown slug is a 400 naming it.
 */
export async function resolveSiteRestriction(db: Db, actor: Actor, siteSlugs: string[] | undefined) {
  const slugs = [...new Set(siteSlugs ?? [])];
  if (!slugs.length) return null;
  const rows = await db
    .select({ id: sites.id, slug: sites.slug })
    .from(sites)
    .where(and(eq(sites.organisationId, actor.organisationId), inArray(sites.slug, slugs)));
  const missing = slugs.filter((slug) => !rows.some((r) => r.slug === slug));
  if (missing.length)
    throw new AppError(
      "validation",
      "Invalid input — siteIds: no site {{sites}}",
      { siteIds: "No site with the id {{sites}} in your organisation" },
      undefined,
      { sites: missing.join(", ") },
    );
  return rows.map((r) => r.id);
}

/** Replaces a membership's site restriction (null: every site), in the caller's transaction. */
export async function setMembershipSites(
  tx: Db,
  membership: { id: string; organisationId: string },
  siteIds: string[] | null,
) {
  await tx.delete(membershipSites).where(eq(membershipSites.membershipId, membership.id));
  if (siteIds?.length)
    await tx
      .insert(membershipSites)
      .values(
        siteIds.map((siteId) => ({ membershipId: membership.id, siteId, organisationId: membership.organisationId })),
      );
}

/** Stores an invitation's site restriction, in the caller's transaction. */
export async function setInvitationSites(
  tx: Db,
  invitation: { id: string; organisationId: string },
  siteIds: string[] | null,
) {
  if (siteIds?.length)
    await tx
      .insert(invitationSites)
      .values(
        siteIds.map((siteId) => ({ invitationId: invitation.id, siteId, organisationId: invitation.organisationId })),
      );
}

/** The site ids an invitation restricts its member to, or null for every site. */
export async function invitationSiteIds(db: Db, invitationId: string): Promise<string[] | null> {
  const rows = await db
    .select({ siteId: invitationSites.siteId })
    .from(invitationSites)
    .where(eq(invitationSites.invitationId, invitationId));
  return rows.length ? rows.map((r) => r.siteId) : null;
}

/** Site slugs per membership, in the sites' creation order (for views and audit events). */
export async function membershipSiteSlugs(db: Db, membershipIds: string[]): Promise<Map<string, string[]>> {
  const bySlug = new Map<string, string[]>();
  if (!membershipIds.length) return bySlug;
  const rows = await db
    .select({ membershipId: membershipSites.membershipId, slug: sites.slug })
    .from(membershipSites)
    .innerJoin(sites, eq(sites.id, membershipSites.siteId))
    .where(inArray(membershipSites.membershipId, membershipIds))
    .orderBy(asc(sites.createdAt), asc(sites.slug));
  for (const row of rows) bySlug.set(row.membershipId, [...(bySlug.get(row.membershipId) ?? []), row.slug]);
  return bySlug;
}

/** Site slugs per invitation, in the sites' creation order. */
export async function invitationSiteSlugs(db: Db, invitationIds: string[]): Promise<Map<string, string[]>> {
  const bySlug = new Map<string, string[]>();
  if (!invitationIds.length) return bySlug;
  const rows = await db
    .select({ invitationId: invitationSites.invitationId, slug: sites.slug })
    .from(invitationSites)
    .innerJoin(sites, eq(sites.id, invitationSites.siteId))
    .where(inArray(invitationSites.invitationId, invitationIds))
    .orderBy(asc(sites.createdAt), asc(sites.slug));
  for (const row of rows) bySlug.set(row.invitationId, [...(bySlug.get(row.invitationId) ?? []), row.slug]);
  return bySlug;
}

/** Site slugs of site ids, in the sites' creation order. */
export async function siteSlugsOf(db: Db, siteIds: string[] | null): Promise<string[]> {
  if (!siteIds?.length) return [];
  const rows = await db
    .select({ slug: sites.slug })
    .from(sites)
    .where(inArray(sites.id, siteIds))
    .orderBy(asc(sites.createdAt), asc(sites.slug));
  return rows.map((r) => r.slug);
}
