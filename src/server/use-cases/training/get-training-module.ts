import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { findModule } from "./find-module";
import { toModuleView, type TrainingModuleView } from "./module-view";

/** One module of the organisation's training library (404 for another organisation's). */
export async function getTrainingModule(
  db: Db,
  actor: Actor,
  { moduleId }: { moduleId: string },
): Promise<TrainingModuleView> {
  return toModuleView(await findModule(db, actor.organisationId, moduleId));
}
