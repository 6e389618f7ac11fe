import { jobRoles, type JobRole } from "../employees/job-roles";
import type { AssignmentFact } from "./matrix";

/**
 * Whether a module is required at a site: a module with no clauses always is; otherwise at least one
 * of its clauses must apply to the site and not be marked N/A. A module linked only to clauses the
 * site's scope excludes (another module, no allergen program, N/A) is not required there.
 */
export function moduleRequired(
  moduleClauses: readonly string[],
  siteClauses: readonly { id: string; na: boolean }[],
): boolean {
  if (moduleClauses.length === 0) return true;
  const applying = new Set(siteClauses.filter((c) => !c.na).map((c) => c.id));
  return moduleClauses.some((id) => applying.has(id));
}

export interface RoleCoverage {
  role: JobRole;
  required: number;
  completed: number;
  percent: number;
}

export interface TrainingCoverage {
  /** Completed required assignments ÷ required assignments, whole percent (100 when none are required). */
  percent: number;
  required: number;
  completed: number;
  byRole: RoleCoverage[];
}

const percentOf = (completed: number, required: number) =>
  required === 0 ? 100 : Math.round((completed / required) * 100);

/**
 * Training coverage of a site: among the assignments of its current employees (pass only those),
 * the share of those for required modules that are completed.
 */
export function trainingCoverage(
  assignments: readonly AssignmentFact[],
  requiredModuleIds: ReadonlySet<string>,
): TrainingCoverage {
  const required = assignments.filter((a) => requiredModuleIds.has(a.moduleId));
  const completed = required.filter((a) => a.completed).length;
  const byRole = jobRoles
    .map((role) => {
      const mine = required.filter((a) => a.jobRole === role);
      const done = mine.filter((a) => a.completed).length;
      return { role, required: mine.length, completed: done, percent: percentOf(done, mine.length) };
    })
    .filter((r) => r.required > 0);
  return { percent: percentOf(completed, required.length), required: required.length, completed, byRole };
}
