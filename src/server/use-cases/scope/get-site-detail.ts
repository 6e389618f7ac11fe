import type { SiteDetailView } from "../../../domain/schemas/scope-api";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { findSite, toSiteView } from "../sites/site-access";
import { findScopeRow } from "./scope-row";

/** A site with the time its scope was last confirmed (null while incomplete). */
export async function getSiteDetail(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }): Promise<SiteDetailView> {
  const site = await findSite(db, actor, siteSlug);
  const row = await findScopeRow(db, actor.organisationId, site.id);
  return { ...toSiteView(site), scopeConfirmedAt: row?.confirmedAt?.toISOString() ?? null };
}
