import type { Scope } from "../../../domain/schemas/scope";
import type { SiteClausesView } from "../../../domain/schemas/scope-api";
import { applicableClauses, totalsOf } from "../../../domain/scope";
import type { SiteRow } from "../sites/site-access";

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
