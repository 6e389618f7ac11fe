import { z } from "zod";
import type { ApplicableClause } from "../scope/applicable-clauses";
import type { ScopeTotals } from "../scope/scope-totals";
import { MIN_RATIONALE_LENGTH, RATIONALE_TOO_SHORT } from "../scope/rationale";
import type { Scope } from "./scope";
import { siteSlugParamSchema, type SiteView } from "./sites";

/**
 * Route parameters of a clause of a site: the site's slug (`:siteId`, read as `siteSlug`) and a
 * catalogue-style clause id such as 1.01.01, P.02.01 or C.04.03.
 */
export const clauseParamsSchema = z
  .object({
    siteId: siteSlugParamSchema,
    clauseId: z.string().regex(/^[0-9A-Z]+\.\d{2}\.\d{2}$/, "Clause id must look like 1.01.01"),
  })
  .transform(({ siteId, clauseId }) => ({ siteSlug: siteId, clauseId }));

/** Body of "mark this clause N/A": the rationale the spec asks for (≥ 10 characters after trimming). */
export const clauseNaInputSchema = z.object({
  rationale: z
    .string({ message: "Give a rationale" })
    .trim()
    .min(MIN_RATIONALE_LENGTH, RATIONALE_TOO_SHORT)
    .max(1000, "Rationale must be at most 1000 characters"),
});
export type ClauseNaInput = z.infer<typeof clauseNaInputSchema>;

/** GET /api/sites/:siteId/scope — the wizard's draft and the site's applied (confirmed) scope. */
export interface SiteScopeView {
  site: SiteView;
  /** Who answers for the site's food safety (the organisation's PCQI, else an administrator). */
  primaryContact: { name: string; email: string } | null;
  /** The scope being edited: the saved draft, else the applied scope, else the default scope. */
  draft: Scope;
  /** The last confirmed scope, or null while the site's scope is incomplete. */
  applied: Scope | null;
  confirmedAt: string | null;
  confirmedBy: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
  /** Totals of the draft (Review step). */
  totals: ScopeTotals;
  /** The draft differs from the applied scope (a saved draft not yet applied). */
  hasUnappliedChanges: boolean;
}

/** GET /api/sites/:siteId/clauses — the clauses of the applied scope with their N/A state. */
export interface SiteClausesView {
  siteId: string;
  scopeConfirmed: boolean;
  confirmedAt: string | null;
  allowNA: boolean;
  modules: string[];
  clauses: ApplicableClause[];
  totals: ScopeTotals;
}

/** The site detail page's view: the site and when its scope was last confirmed. */
export interface SiteDetailView extends SiteView {
  scopeConfirmedAt: string | null;
}
