import { builtinCatalogue } from "../catalogue/primusgfs-builtin";
import type { Catalogue } from "../catalogue/catalogue-schema";
import type { Scope } from "../schemas/scope";
import { applicableClauses, type ApplicableClause } from "./applicable-clauses";

export interface ScopeTotals {
  /** Applicable clauses, N/A ones included. */
  totalClauses: number;
  /** Points of applicable clauses, N/A ones excluded. */
  totalPoints: number;
  naCount: number;
}

/** Totals over a list of applicable clauses (a whole scope or one preview group). */
export function totalsOf(clauses: ApplicableClause[]): ScopeTotals {
  return {
    totalClauses: clauses.length,
    totalPoints: clauses.reduce((sum, c) => sum + (c.na ? 0 : c.points), 0),
    naCount: clauses.filter((c) => c.na).length,
  };
}

/** The Review step's Total Clauses, Total Points and '(n N/A excluded)'. */
export function scopeTotals(scope: Scope, catalogue: Catalogue = builtinCatalogue): ScopeTotals {
  return totalsOf(applicableClauses(scope, catalogue));
}
