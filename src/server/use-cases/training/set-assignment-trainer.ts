import { and, eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { employees, trainingAssignments, trainingModules } from "../../db/schema";
import { notFound } from "../../errors";
import { recordEvent } from "../audit/record-event";
import { assertSiteAllowed } from "../sites/site-access";
import { getAssignment } from "./get-assignment";

/**
 * Changes who leads an assignment's training (decision 157), with its `training.trainer_update` event in
 * the same transaction. The sessions recorded from now on carry the new trainer; those already recorded
 * keep the one who trained them. Another organisation's assignment is not found; one outside the actor's
 * site restriction is refused.
 */
export async function setAssignmentTrainer(
  db: Db,
  actor: Actor,
  { assignmentId, trainerName }: { assignmentId: string; trainerName: string | null },
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ assignment: trainingAssignments, employee: employees.name, module: trainingModules.title })
      .from(trainingAssignments)
      .innerJoin(employees, eq(employees.id, trainingAssignments.employeeId))
      .innerJoin(trainingModules, eq(trainingModules.id, trainingAssignments.moduleId))
      .where(
        and(eq(trainingAssignments.organisationId, actor.organisationId), eq(trainingAssignments.id, assignmentId)),
      )
      .for("update", { of: trainingAssignments })
      .limit(1);
    if (!row) throw notFound("Assignment");
    assertSiteAllowed(actor, row.assignment.siteId);
    if (row.assignment.trainerName === trainerName) return;
    await tx.update(trainingAssignments).set({ trainerName }).where(eq(trainingAssignments.id, row.assignment.id));
    await recordEvent(tx, actor, {
      action: "training.trainer_update",
      entityType: "training_assignment",
      entityId: row.assignment.id,
      siteId: row.assignment.siteId,
      before: { trainer: row.assignment.trainerName },
      after: { trainer: trainerName, module: row.module, employee: row.employee },
    });
  });
  return getAssignment(db, actor, { assignmentId });
}
