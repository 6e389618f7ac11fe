import { builtinCatalogue } from "../catalogue/primusgfs-builtin";
import type { Catalogue } from "../catalogue/catalogue-schema";
import type { Scope, ScopeFlags } from "../schemas/scope";

/** Ids of the modules that are always in scope (FSMS_1 in the built-in catalogue). */
export function requiredModules(catalogue: Catalogue = builtinCatalogue): string[] {
  return catalogue.modules.filter((m) => m.required).map((m) => m.id);
}

/**
 * Modules the operation flags call for, in catalogue order: the required ones always, plus each
 * module suggested by a flag that is on (Harvest → HARVEST_7, Processing → PACKINGHOUSE,
 * Cold Storage → COLD_STORAGE). Growing suggests no module, as in the spec.
 */
export function modulesForFlags(flags: ScopeFlags, catalogue: Catalogue = builtinCatalogue): string[] {
  return catalogue.modules.filter((m) => m.required || m.suggestedBy.some((flag) => flags[flag])).map((m) => m.id);
}

/** Optional modules suggested by the scope's operation flags (the wizard's 'Suggested' badge). */
export function suggestedModules(scope: Scope, catalogue: Catalogue = builtinCatalogue): string[] {
  const required = requiredModules(catalogue);
  return modulesForFlags(scope.flags, catalogue).filter((id) => !required.includes(id));
}

/**
 * Where the wizard shows the 'Suggested' badge: on a module the operations suggest that is not selected
 * (an excluded one included), never on one already in the scope.
 */
export function suggestedBadgeModules(scope: Scope, catalogue: Catalogue = builtinCatalogue): string[] {
  return suggestedModules(scope, catalogue).filter((id) => !scope.modules.includes(id));
}
