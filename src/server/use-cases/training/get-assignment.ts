import { and, eq } from "drizzle-orm";
import { localDate } from "../../../domain/dates";
import type { AssignmentDetailView } from "../../../domain/training/views";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { employees, sites, trainingAssignments, trainingModules } from "../../db/schema";
import { notFound } from "../../errors";
import { assertSiteAllowed } from "../sites/site-access";
import { toAssignmentView } from "./assignment-view";

/**
 * One assignment, with the site its employee works at, so a link to it can open it on the right
 * site's list. Another organisation's assignment is not found (404); one outside the actor's site
 * restriction is refused (403).
 */
export async function getAssignment(
  db: Db,
  actor: Actor,
  { assignmentId }: { assignmentId: string },
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
