import { builtinCatalogue } from "../catalogue/primusgfs-builtin";
import type { Catalogue } from "../catalogue/catalogue-schema";
import type { Scope } from "../schemas/scope-fields";
import { applicableClauses } from "./applicable-clauses";
import { isValidRationale, RATIONALE_TOO_SHORT } from "./rationale";
import type { ScopeIssue } from "./scope-result";

const isRepeat = <T>(values: T[], index: number) => values.indexOf(values[index] as T) !== index;

/**
 * The cross-field rules of a Site scope, each broken rule with its field path. scopeSchema runs this
 * in superRefine, so a server parsing a body reports e.g. `naOverrides.0.rationale`.
 */
export function validateScope(scope: Scope, catalogue: Catalogue = builtinCatalogue): ScopeIssue[] {
  const issues: ScopeIssue[] = [];
  const add = (path: ScopeIssue["path"], message: string) => issues.push({ path, message });
  const known = new Map(catalogue.modules.map((m) => [m.id, m]));

  for (const module of catalogue.modules) {
    if (module.required && !scope.modules.includes(module.id)) add(["modules"], `${module.name} is required`);
  }
  scope.modules.forEach((id, i) => {
    if (!known.has(id)) add(["modules", i], `Unknown module ${id}`);
    else if (isRepeat(scope.modules, i)) add(["modules", i], `Module ${id} is listed twice`);
  });

  const excludedIds = scope.moduleOverrides.map((o) => o.moduleId);
  scope.moduleOverrides.forEach((override, i) => {
    const module = known.get(override.moduleId);
    if (!module) add(["moduleOverrides", i, "moduleId"], `Unknown module ${override.moduleId}`);
    else if (module.required) add(["moduleOverrides", i, "moduleId"], `${module.name} cannot be excluded`);
    else if (scope.modules.includes(module.id))
      add(["moduleOverrides", i, "moduleId"], `Excluded module ${module.id} is still selected`);
    else if (isRepeat(excludedIds, i)) add(["moduleOverrides", i, "moduleId"], `Module ${module.id} is excluded twice`);
    if (!isValidRationale(override.rationale)) add(["moduleOverrides", i, "rationale"], RATIONALE_TOO_SHORT);
  });

  const applicable = new Set(applicableClauses(scope, catalogue).map((c) => c.id));
  const naIds = scope.naOverrides.map((o) => o.clauseId);
  scope.naOverrides.forEach((override, i) => {
    if (!applicable.has(override.clauseId)) {
      add(["naOverrides", i, "clauseId"], `Clause ${override.clauseId} does not apply to this scope`);
    } else if (isRepeat(naIds, i))
      add(["naOverrides", i, "clauseId"], `Clause ${override.clauseId} is marked N/A twice`);
    if (!isValidRationale(override.rationale)) add(["naOverrides", i, "rationale"], RATIONALE_TOO_SHORT);
  });
  return issues;
}
