import { and, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { sites } from "../../db/schema";
import { AppError } from "../../errors";

/** Site slugs of the actor's organisation → the one restricted site id (or null for every site). */
export async function resolveRestrictedSite(db: Db, actor: Actor, siteIds: string[] | undefined) {
  if (!siteIds?.length) return null;
  const rows = await db
    .select({ id: sites.id, slug: sites.slug })
    .from(sites)
    .where(and(eq(sites.organisationId, actor.organisationId), inArray(sites.slug, siteIds)));
  const missing = siteIds.filter((slug) => !rows.some((r) => r.slug === slug));
  if (missing.length)
    throw new AppError("validation", `Invalid input — siteIds: no site ${missing.join(", ")}`, {
      siteIds: `No site with the id ${missing.join(", ")} in your organisation`,
    });
  return rows[0]!.id;
}

/** The slug of a restricted site id, for views and audit events. */
export async function siteSlugsOf(db: Db, siteId: string | null): Promise<string[]> {
  if (!siteId) return [];
  const [row] = await db.select({ slug: sites.slug }).from(sites).where(eq(sites.id, siteId));
  return row ? [row.slug] : [];
}
