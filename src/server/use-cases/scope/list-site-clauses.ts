import type { SiteClausesView } from "../../../domain/schemas/scope-api";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { findSite } from "../sites/site-access";
import { loadAppliedScope } from "./load-applied-scope";
import { siteClausesView } from "./site-clauses-view";

/** The clauses that apply to a site under its confirmed scope (default scope until confirmed). */
export async function listSiteClauses(
  db: Db,
  actor: Actor,
  { siteSlug }: { siteSlug: string },
): Promise<SiteClausesView> {
  const site = await findSite(db, actor, siteSlug);
  return siteClausesView(site, await loadAppliedScope(db, actor.organisationId, site.id));
}
