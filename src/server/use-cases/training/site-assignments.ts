import { and, asc, eq } from "drizzle-orm";
import { isEmployed } from "../../../domain/employees/job-roles";
import { moduleRequired } from "../../../domain/training/coverage";
import type { AssignmentFact } from "../../../domain/training/matrix";
import type { Db } from "../../db/client";
import { employees, trainingAssignments, trainingModules, trainingSessions } from "../../db/schema";
import { siteApplicableClauses } from "../scope/load-applied-scope";

/** Every assignment of the employees who work at a site now (assignments follow an employee who moves), by due date. */
export async function loadSiteAssignments(db: Db, organisationId: string, siteId: string) {
  return db
    .select({
      assignment: trainingAssignments,
      employee: employees,
      module: { id: trainingModules.id, title: trainingModules.title },
      spentSeconds: trainingSessions.durationSeconds,
    })
    .from(trainingAssignments)
    .innerJoin(employees, eq(employees.id, trainingAssignments.employeeId))
    .innerJoin(trainingModules, eq(trainingModules.id, trainingAssignments.moduleId))
    .leftJoin(trainingSessions, eq(trainingSessions.id, trainingAssignments.completedSessionId))
    .where(and(eq(trainingAssignments.organisationId, organisationId), eq(employees.siteId, siteId)))
    .orderBy(asc(trainingAssignments.dueDate), asc(employees.name));
}
export type SiteAssignmentRow = Awaited<ReturnType<typeof loadSiteAssignments>>[number];

/** The matrix's and coverage's view of the site's assignments: current employees only. */
export const toFacts = (rows: SiteAssignmentRow[]): AssignmentFact[] =>
  rows
    .filter((r) => isEmployed(r.employee.status))
    .map((r) => ({
      jobRole: r.employee.jobRole,
      moduleId: r.module.id,
      completed: r.assignment.completedAt !== null,
      spentSeconds: r.spentSeconds,
    }));

/** Ids of the organisation's modules that are required at the site under its applied scope. */
export async function requiredModuleIds(db: Db, organisationId: string, siteId: string): Promise<Set<string>> {
  const [modules, clauses] = await Promise.all([
    organisationModules(db, organisationId),
    siteApplicableClauses(db, organisationId, siteId),
  ]);
  return requiredAmong(modules, clauses);
}

/** Every training module of the organisation, with the clauses it covers. */
export const organisationModules = (db: Db, organisationId: string) =>
  db
    .select({ id: trainingModules.id, clauses: trainingModules.clauses })
    .from(trainingModules)
    .where(eq(trainingModules.organisationId, organisationId));

/** Ids of these modules that are required where these clauses apply (a caller that has both already). */
export const requiredAmong = (
  modules: readonly { id: string; clauses: readonly string[] }[],
  clauses: Parameters<typeof moduleRequired>[1],
): Set<string> => new Set(modules.filter((m) => moduleRequired(m.clauses, clauses)).map((m) => m.id));
