import { and, eq } from "drizzle-orm";
import { sopTrainingBlocker, sopTrainingSections } from "../../../domain/library/sop-training";
import type { SopTrainingInput } from "../../../domain/schemas/library";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { sopVersions } from "../../db/schema";
import { AppError, conflict } from "../../errors";
import { createTrainingModule } from "../training/create-training-module";
import { findSop } from "./sop-views";

/**
 * Creates an English training module from the SOP's latest approved version: its text becomes the
 * module's sections, its clauses the module's clauses, and the quiz is the one confirmed in the
 * dialog. The module and both audit events are written in one transaction.
 */
export async function createTrainingFromSop(db: Db, actor: Actor, { id, ...input }: { id: string } & SopTrainingInput) {
  const sop = await findSop(db, actor, id);
  if (!sop.currentVersion) throw conflict("Publish a version of this SOP before creating training from it");
  const [version] = await db
    .select()
    .from(sopVersions)
    .where(
      and(
        eq(sopVersions.sopId, sop.id),
        eq(sopVersions.organisationId, actor.organisationId),
        eq(sopVersions.version, sop.currentVersion),
      ),
    )
    .limit(1);
  if (!version) throw conflict("The SOP's published version could not be found");
  const blocker = sopTrainingBlocker(version.body);
  if (blocker) throw AppError.of("conflict", blocker);
  const sections = sopTrainingSections(version.body);
  return db.transaction(async (tx) => {
    const module = await createTrainingModule(tx, actor, {
      title: input.title,
      description: `Built from SOP "${version.title}" v${version.version}.0, approved by ${version.approvedByName}.`,
      clauses: version.clauseIds,
      languages: ["EN"],
      durationMinutes: input.durationMinutes,
      passMark: input.passMark,
      answerKey: [input.question.correctIndex],
      content: { EN: { sections, questions: [{ prompt: input.question.prompt, options: input.question.options }] } },
      sourceRef: `sop:${sop.id}`,
    });
    await recordEvent(tx, actor, {
      action: "sop.create_training",
      entityType: "sop",
      entityId: sop.id,
      siteId: sop.siteId,
      after: { trainingModuleId: module.id, version: version.version, title: module.title },
    });
    return { id: module.id, title: module.title, clauses: module.clauses, durationMinutes: module.durationMinutes };
  });
}
