import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { trainingModules } from "../../db/schema";
import { notFound } from "../../errors";
import type { ModuleRow } from "./module-view";

/** The module with this id in the actor's organisation, or 404. */
export async function findModule(db: Db, organisationId: string, moduleId: string): Promise<ModuleRow> {
  const [row] = await db
    .select()
    .from(trainingModules)
    .where(and(eq(trainingModules.organisationId, organisationId), eq(trainingModules.id, moduleId)));
  if (!row) throw notFound("Training module");
  return row;
}
