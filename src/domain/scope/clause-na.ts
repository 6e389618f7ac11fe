import { builtinCatalogue } from "../catalogue/primusgfs-builtin";
import type { Catalogue } from "../catalogue/catalogue-schema";
import type { Scope } from "../schemas/scope";
import { applicableClauses } from "./applicable-clauses";
import { isValidRationale, RATIONALE_TOO_SHORT } from "./rationale";
import { accepted, refused, type ScopeResult } from "./scope-result";

/** Marks an applicable clause N/A with a rationale and time; marking again replaces the rationale. */
export function markClauseNA(
  scope: Scope,
  clauseId: string,
  rationale: string,
  now: Date,
  catalogue: Catalogue = builtinCatalogue,
): ScopeResult {
  if (!applicableClauses(scope, catalogue).some((c) => c.id === clauseId)) {
    return refused(["clauseId"], `Clause ${clauseId} does not apply to this scope`);
  }
  if (!isValidRationale(rationale)) return refused(["rationale"], RATIONALE_TOO_SHORT);
  const override = { clauseId, rationale: rationale.trim(), updatedAt: now.toISOString() };
  return accepted({ ...scope, naOverrides: [...scope.naOverrides.filter((o) => o.clauseId !== clauseId), override] });
}

/** Withdraws an N/A mark (the mock-up had no undo); a clause not marked leaves the scope as it is. */
export function unmarkClauseNA(scope: Scope, clauseId: string): Scope {
  return { ...scope, naOverrides: scope.naOverrides.filter((o) => o.clauseId !== clauseId) };
}
