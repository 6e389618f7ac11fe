import { trainingModuleInputSchema, type TrainingModuleInput } from "../../../domain/schemas/training";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { trainingModules } from "../../db/schema";
import { parseInput } from "../../errors";
import { moduleAuditSummary, toModuleView, type TrainingModuleView } from "./module-view";

export type CreateTrainingModuleInput = TrainingModuleInput & { sourceRef?: string };

/**
 * Creates a module of the organisation's training library with its audit event. Callable from other
 * areas inside their own transaction (the library's "Create Training from SOP" passes `tx` and a
 * `sourceRef` such as `sop:<uuid>`); validates the input with the shared schema (400 on bad input).
 */
export async function createTrainingModule(
  db: Db,
  actor: Pick<Actor, "userId" | "organisationId" | "name" | "now">,
  { sourceRef, ...input }: CreateTrainingModuleInput,
): Promise<TrainingModuleView> {
  const values = parseInput(trainingModuleInputSchema, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(trainingModules)
      .values({
        ...values,
        organisationId: actor.organisationId,
        sourceRef: sourceRef ?? null,
        updatedBy: actor.userId,
        createdAt: actorNow(actor),
        updatedAt: actorNow(actor),
      })
      .returning();
    await recordEvent(tx, actor, {
      action: "training_module.create",
      entityType: "training_module",
      entityId: row!.id,
      after: moduleAuditSummary(row!),
    });
    return toModuleView(row!);
  });
}
