import { builtinCatalogue } from "../catalogue/primusgfs-builtin";
import type { Catalogue } from "../catalogue/catalogue-schema";
import type { Scope } from "../schemas/scope";
import { pruneNaOverrides } from "./applicable-clauses";
import { isValidRationale, RATIONALE_TOO_SHORT } from "./rationale";
import { accepted, refused, type ScopeResult } from "./scope-result";
import { suggestedModules } from "./suggested-modules";

function inCatalogueOrder(ids: string[], catalogue: Catalogue): string[] {
  return catalogue.modules.filter((m) => ids.includes(m.id)).map((m) => m.id);
}

/** Refusal for an unknown or required module, or undefined when the module may be left out. */
function cannotLeaveOut(moduleId: string, catalogue: Catalogue): ScopeResult | undefined {
  const module = catalogue.modules.find((m) => m.id === moduleId);
  if (!module) return refused(["moduleId"], `Unknown module ${moduleId}`);
  if (module.required) return refused(["moduleId"], `${module.name} is required and cannot be excluded`);
  return undefined;
}

/** Excludes a module with a rationale: it leaves `modules` and is recorded in `moduleOverrides`. */
export function excludeModule(
  scope: Scope,
  moduleId: string,
  rationale: string,
  now: Date,
  catalogue: Catalogue = builtinCatalogue,
): ScopeResult {
  const refusal = cannotLeaveOut(moduleId, catalogue);
  if (refusal) return refusal;
  if (!isValidRationale(rationale)) return refused(["rationale"], RATIONALE_TOO_SHORT);
  const override = { moduleId, rationale: rationale.trim(), updatedAt: now.toISOString() };
  return accepted(
    pruneNaOverrides(
      {
        ...scope,
        modules: scope.modules.filter((id) => id !== moduleId),
        moduleOverrides: [...scope.moduleOverrides.filter((o) => o.moduleId !== moduleId), override],
      },
      catalogue,
    ),
  );
}

/** Selects a module, withdrawing any exclusion of it. */
export function includeModule(scope: Scope, moduleId: string, catalogue: Catalogue = builtinCatalogue): ScopeResult {
  if (!catalogue.modules.some((m) => m.id === moduleId)) return refused(["moduleId"], `Unknown module ${moduleId}`);
  return accepted({
    ...scope,
    modules: inCatalogueOrder([...scope.modules, moduleId], catalogue),
    moduleOverrides: scope.moduleOverrides.filter((o) => o.moduleId !== moduleId),
  });
}

/**
 * Unchecks a module that is neither required nor suggested by the operations. A suggested module is
 * refused: leaving it out needs a rationale (excludeModule), as the wizard's dialog asks.
 */
export function deselectModule(scope: Scope, moduleId: string, catalogue: Catalogue = builtinCatalogue): ScopeResult {
  const refusal = cannotLeaveOut(moduleId, catalogue);
  if (refusal) return refusal;
  if (suggestedModules(scope, catalogue).includes(moduleId)) {
    return refused(["rationale"], "A suggested module can only be excluded with a rationale");
  }
  return accepted(pruneNaOverrides({ ...scope, modules: scope.modules.filter((id) => id !== moduleId) }, catalogue));
}
