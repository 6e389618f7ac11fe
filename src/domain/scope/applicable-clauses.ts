import { builtinCatalogue } from "../catalogue/primusgfs-builtin";
import type { Catalogue, Clause } from "../catalogue/catalogue-schema";
import type { Scope } from "../schemas/scope-fields";

/** The tag whose clauses drop out when the site's allergen program is "none". */
export const ALLERGEN_TAG = "allergen";

/** A clause that applies to a site, with its N/A state. */
export type ApplicableClause = Clause & { na: boolean; naRationale?: string };

/**
 * THE answer to "which clauses apply to this site", in catalogue order: clauses of the selected
 * modules (required modules always count, excluded ones never do), minus allergen-tagged clauses
 * when the allergen program is "none". Water-source tags do not filter (see the catalogue note).
 */
export function applicableClauses(scope: Scope, catalogue: Catalogue = builtinCatalogue): ApplicableClause[] {
  const excluded = new Set(scope.moduleOverrides.map((o) => o.moduleId));
  const modules = new Set(
    catalogue.modules
      .filter((m) => m.required || (scope.modules.includes(m.id) && !excluded.has(m.id)))
      .map((m) => m.id),
  );
  const noAllergens = scope.processes.allergens === "none";
  return catalogue.clauses
    .filter((clause) => modules.has(clause.module) && !(noAllergens && clause.tags.includes(ALLERGEN_TAG)))
    .map((clause) => {
      const override = scope.naOverrides.find((o) => o.clauseId === clause.id);
      return override ? { ...clause, na: true, naRationale: override.rationale } : { ...clause, na: false };
    });
}

/** The scope without N/A marks on clauses that no longer apply (after a module or program change). */
export function pruneNaOverrides(scope: Scope, catalogue: Catalogue = builtinCatalogue): Scope {
  const applicable = new Set(applicableClauses(scope, catalogue).map((c) => c.id));
  const naOverrides = scope.naOverrides.filter((o) => applicable.has(o.clauseId));
  return naOverrides.length === scope.naOverrides.length ? scope : { ...scope, naOverrides };
}
