import { builtinCatalogue } from "../catalogue/primusgfs-builtin";
import type { Catalogue } from "../catalogue/catalogue-schema";
import type { OperationFlag } from "../catalogue/operations";
import type { AllergenProgram, Scope, ScopeFlags } from "../schemas/scope";
import { pruneNaOverrides } from "./applicable-clauses";
import { modulesForFlags } from "./suggested-modules";

/** Each wizard activity and the operation flag that must be on for it to be set. */
export const ACTIVITY_OPERATION = {
  wash: "processing",
  pack: "processing",
  cut: "processing",
  ripen: "processing",
  metalDetection: "processing",
  crossdock: "coldStorage",
  longterm: "coldStorage",
  export: "coldStorage",
} as const satisfies Record<string, OperationFlag>;

export type ProcessActivity = keyof typeof ACTIVITY_OPERATION;

const activities = Object.keys(ACTIVITY_OPERATION) as ProcessActivity[];

/**
 * Modules after a flag change: what the new flags call for, plus modules the user chose by hand
 * (selected but not called for by the old flags), minus excluded ones; required modules always.
 */
function recomputeModules(scope: Scope, flags: ScopeFlags, catalogue: Catalogue): string[] {
  const excluded = new Set(scope.moduleOverrides.map((o) => o.moduleId));
  const before = modulesForFlags(scope.flags, catalogue);
  const after = modulesForFlags(flags, catalogue);
  const chosen = scope.modules.filter((id) => !before.includes(id));
  return catalogue.modules
    .filter((m) => m.required || ((after.includes(m.id) || chosen.includes(m.id)) && !excluded.has(m.id)))
    .map((m) => m.id);
}

/**
 * Turns an operation on or off. Modules follow the flags (exclusions stay out, FSMS_1 stays in);
 * activities whose own operation is now off are reset (processing: wash, pack, cut, ripen, metal
 * detection; cold storage: cross-dock, long-term, export — the mock-up guarded these by Processing).
 */
export function setOperationFlag(
  scope: Scope,
  flag: OperationFlag,
  value: boolean,
  catalogue: Catalogue = builtinCatalogue,
): Scope {
  const flags = { ...scope.flags, [flag]: value };
  const processes = { ...scope.processes };
  for (const activity of activities) if (!flags[ACTIVITY_OPERATION[activity]]) processes[activity] = false;
  const modules = recomputeModules(scope, flags, catalogue);
  return pruneNaOverrides({ ...scope, flags, processes, modules }, catalogue);
}

/** Sets a processing or cold-storage activity; ignored while its own operation is off. */
export function setProcess(scope: Scope, activity: ProcessActivity, value: boolean): Scope {
  if (!scope.flags[ACTIVITY_OPERATION[activity]]) return scope;
  return { ...scope, processes: { ...scope.processes, [activity]: value } };
}

/** Sets the allergen program; "none" drops allergen clauses and their N/A marks. */
export function setAllergenProgram(
  scope: Scope,
  program: AllergenProgram,
  catalogue: Catalogue = builtinCatalogue,
): Scope {
  return pruneNaOverrides({ ...scope, processes: { ...scope.processes, allergens: program } }, catalogue);
}
