import { eq } from "drizzle-orm";
import type { TrainingModuleValues } from "../../../domain/schemas/training";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { trainingModules } from "../../db/schema";
import { findModule } from "./find-module";
import { moduleAuditSummary, toModuleView } from "./module-view";

export type UpdateTrainingModuleInput = { moduleId: string } & TrainingModuleValues;

/** Edits a module of the organisation's training library. */
export async function updateTrainingModule(db: Db, actor: Actor, { moduleId, ...values }: UpdateTrainingModuleInput) {
  return db.transaction(async (tx) => {
    const before = await findModule(tx, actor.organisationId, moduleId);
    const [after] = await tx
      .update(trainingModules)
      .set({ ...values, updatedAt: actorNow(actor), updatedBy: actor.userId })
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
