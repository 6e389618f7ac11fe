import { and, eq } from "drizzle-orm";
import { localDate } from "../../../domain/dates";
import { assignmentStatus } from "../../../domain/training/assignment-status";
import type { AssignmentDetailView, AssignmentView } from "../../../domain/training/views";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { employees, sites, trainingAssignments, trainingModules } from "../../db/schema";
import { notFound } from "../../errors";
import { assertSiteAllowed, findSite } from "../sites/site-access";
import { loadSiteAssignments, type SiteAssignmentRow } from "./site-assignments";

const toAssignmentView = ({ assignment, employee, module }: SiteAssignmentRow, today: string): AssignmentView => ({
  id: assignment.id,
  employee: { id: employee.id, name: employee.name, employeeCode: employee.employeeCode, status: employee.status },
  jobRole: employee.jobRole,
  assignedViaRole: assignment.assignedViaRole,
  module,
  dueDate: assignment.dueDate,
  completedAt: assignment.completedAt?.toISOString() ?? null,
  status: assignmentStatus(assignment, today),
});

/** Assignments screen: every assignment of the site with its status derived for the site's today. */
export async function listAssignments(db: Db, actor: Actor, siteSlug: string, now = new Date()) {
  const site = await findSite(db, actor, siteSlug);
  const today = localDate(now, site.timezone);
  const rows = await loadSiteAssignments(db, actor.organisationId, site.id);
  const items = rows.map((row) => toAssignmentView(row, today));
  // Open work first: overdue, then pending (by due date), then completed (most recent due first).
  const rank = { overdue: 0, pending: 1, completed: 2 } as const;
  items.sort(
    (a, b) =>
      rank[a.status] - rank[b.status] ||
      (a.status === "completed" ? b.dueDate.localeCompare(a.dueDate) : a.dueDate.localeCompare(b.dueDate)),
  );
  const count = (status: string) => items.filter((i) => i.status === status).length;
  return {
    today,
    items,
    summary: {
      total: items.length,
      pending: count("pending"),
      completed: count("completed"),
      overdue: count("overdue"),
    },
  };
}

/**
 * One assignment, with the site its employee works at, so a link to it can open it on the right
 * site's list. Another organisation's assignment is not found (404); one outside the actor's site
 * restriction is refused (403).
 */
export async function getAssignment(
  db: Db,
  actor: Actor,
  assignmentId: string,
  now = new Date(),
): Promise<AssignmentDetailView> {
  const [row] = await db
    .select({
      assignment: trainingAssignments,
      employee: employees,
      module: { id: trainingModules.id, title: trainingModules.title },
      site: sites,
    })
    .from(trainingAssignments)
    .innerJoin(employees, eq(employees.id, trainingAssignments.employeeId))
    .innerJoin(trainingModules, eq(trainingModules.id, trainingAssignments.moduleId))
    .innerJoin(sites, eq(sites.id, employees.siteId))
    .where(and(eq(trainingAssignments.organisationId, actor.organisationId), eq(trainingAssignments.id, assignmentId)))
    .limit(1);
  if (!row) throw notFound("Assignment");
  assertSiteAllowed(actor, row.site.id);
  return { ...toAssignmentView(row, localDate(now, row.site.timezone)), site: row.site.slug };
}
