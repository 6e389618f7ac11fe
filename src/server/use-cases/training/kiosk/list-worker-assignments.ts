import { asc, eq } from "drizzle-orm";
import { localDate } from "../../../../domain/dates";
import { assignmentStatus } from "../../../../domain/training/assignment-status";
import { translatedTitles } from "../../../../domain/training/module-text";
import type { Db } from "../../../db/client";
import { trainingAssignments, trainingModules } from "../../../db/schema";
import { workerContext, type WorkerCredentials } from "./worker-context";

/** The identified worker's assignments at this site, open ones first. */
export async function listWorkerAssignments(db: Db, { token, ticket }: WorkerCredentials, now = new Date()) {
  const { site, employee } = await workerContext(db, token, ticket, now);
  const today = localDate(now, site.timezone);
  const rows = await db
    .select({ assignment: trainingAssignments, module: trainingModules })
    .from(trainingAssignments)
    .innerJoin(trainingModules, eq(trainingModules.id, trainingAssignments.moduleId))
    .where(eq(trainingAssignments.employeeId, employee.id))
    .orderBy(asc(trainingAssignments.dueDate));
  const items = rows.map(({ assignment, module }) => ({
    id: assignment.id,
    dueDate: assignment.dueDate,
    status: assignmentStatus(assignment, today),
    module: {
      title: module.title,
      titles: translatedTitles(module),
      languages: module.languages,
      durationMinutes: module.durationMinutes,
      minimumMinutes: module.minimumMinutes,
      passMark: module.passMark,
      questions: module.answerKey.length,
    },
  }));
  const order = { overdue: 0, pending: 1, completed: 2 } as const;
  items.sort((a, b) => order[a.status] - order[b.status]);
  return { employee: { name: employee.name, employeeCode: employee.employeeCode }, items };
}
