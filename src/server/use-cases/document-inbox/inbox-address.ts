import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { siteInboxes, sites } from "../../db/schema";

/**
 * A site's inbound e-mail address (decision 132): `<site slug>.<inbox token>@<domain>`. The slug makes it
 * readable; the token (80 random bits, stored per site) makes it unguessable, so knowing an organisation
 * and its site names is not enough to mail documents into its inbox.
 */
export const inboxAddress = (siteSlug: string, token: string, domain: string) => `${siteSlug}.${token}@${domain}`;

/** The slug and token of an address at our domain, or null when it is none of ours (any case). */
export function parseInboxAddress(address: string, domain: string): { siteSlug: string; token: string } | null {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([0-9a-f]{20})@(.+)$/.exec(address.trim().toLowerCase());
  if (!match || match[3] !== domain.toLowerCase()) return null;
  return { siteSlug: match[1]!, token: match[2]! };
}

/** The site an inbox address names (slug and token must both match), or null. */
export async function findInboxSite(db: Db, address: string, domain: string) {
  const parsed = parseInboxAddress(address, domain);
  if (!parsed) return null;
  const [row] = await db
    .select({ siteId: sites.id, siteSlug: sites.slug, organisationId: sites.organisationId })
    .from(siteInboxes)
    .innerJoin(sites, eq(sites.id, siteInboxes.siteId))
    .where(and(eq(siteInboxes.token, parsed.token), eq(sites.slug, parsed.siteSlug)))
    .limit(1);
  return row ?? null;
}

/** The inbox token of one site. */
export async function siteInboxToken(db: Db, siteId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: siteInboxes.token })
    .from(siteInboxes)
    .where(eq(siteInboxes.siteId, siteId))
    .limit(1);
  return row?.token ?? null;
}
