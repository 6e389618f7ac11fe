import type { Scope } from "../../../domain/schemas/scope";
import type { SiteClausesView } from "../../../domain/schemas/scope-api";
import { applicableClauses, totalsOf } from "../../../domain/scope";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { findSite, type SiteRow } from "../sites/site-access";
import { loadAppliedScope } from "./load-applied-scope";

/** The clauses view of an applied scope (shared by the list and the N/A writes' answers). */
export function siteClausesView(site: SiteRow, scope: Scope): SiteClausesView {
  const clauses = applicableClauses(scope);
  return {
    siteId: site.slug,
    scopeConfirmed: site.scopeConfirmed,
    confirmedAt: scope.confirmedAt,
    allowNA: scope.allowNA,
    modules: scope.modules,
    clauses,
    totals: totalsOf(clauses),
  };
}

/** The clauses that apply to a site under its confirmed scope (default scope until confirmed). */
export async function listSiteClauses(db: Db, actor: Actor, slug: string): Promise<SiteClausesView> {
  const site = await findSite(db, actor, slug);
  return siteClausesView(site, await loadAppliedScope(db, actor.organisationId, site.id));
}
