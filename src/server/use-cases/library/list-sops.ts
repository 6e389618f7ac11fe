import { and, asc, eq } from "drizzle-orm";
import type { SopSummaryView } from "../../../domain/schemas/library";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { sops } from "../../db/schema";
import { findSite } from "../sites/site-access";
import { summariseSops } from "./sop-views";

/** Every SOP of the site, by title. */
export async function listSops(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }): Promise<SopSummaryView[]> {
  const site = await findSite(db, actor, siteSlug);
  const rows = await db
    .select()
    .from(sops)
    .where(and(eq(sops.organisationId, actor.organisationId), eq(sops.siteId, site.id)))
    .orderBy(asc(sops.title));
  return summariseSops(db, rows);
}
