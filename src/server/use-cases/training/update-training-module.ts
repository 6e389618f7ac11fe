import { and, eq } from "drizzle-orm";
import type { TrainingModuleValues } from "../../../domain/schemas/training";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { trainingModules } from "../../db/schema";
import { notFound } from "../../errors";
import { moduleAuditSummary, toModuleView, type ModuleRow } from "./module-view";

/** The module with this id in the actor's organisation, or 404. */
export async function findModule(db: Db, organisationId: string, moduleId: string): Promise<ModuleRow> {
  const [row] = await db
    .select()
    .from(trainingModules)
    .where(and(eq(trainingModules.organisationId, organisationId), eq(trainingModules.id, moduleId)));
  if (!row) throw notFound("Training module");
  return row;
}

export async function updateTrainingModule(db: Db, actor: Actor, moduleId: string, values: TrainingModuleValues) {
  return db.transaction(async (tx) => {
    const before = await findModule(tx, actor.organisationId, moduleId);
    const [after] = await tx
      .update(trainingModules)
      .set({ ...values, updatedAt: new Date(), updatedBy: actor.userId })
      .where(eq(trainingModules.id, before.id))
      .returning();
    await recordEvent(tx, actor, {
      action: "training_module.update",
      entityType: "training_module",
      entityId: before.id,
      before: moduleAuditSummary(before),
      after: moduleAuditSummary(after!),
    });
    return toModuleView(after!);
  });
}
