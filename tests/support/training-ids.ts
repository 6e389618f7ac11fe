import { and, eq } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { employees, trainingAssignments, trainingKiosks, trainingModules } from "../../src/server/db/schema";

/** Seeded demo rows of the training area, for protected-routes.ts (the yuma rows: the other org has no yuma). */
export interface TrainingIds {
  employee: string;
  module: string;
  kiosk: string;
  assignment: string;
}

export async function loadTrainingIds(db: Db): Promise<TrainingIds> {
  const [employee] = await db.select({ id: employees.id }).from(employees).where(eq(employees.employeeCode, "YU-0201"));
  const [module] = await db
    .select({ id: trainingModules.id })
    .from(trainingModules)
    .where(eq(trainingModules.title, "Pest Sighting Reporting"));
  const [kiosk] = await db
    .select({ id: trainingKiosks.id })
    .from(trainingKiosks)
    .where(and(eq(trainingKiosks.stationName, "Field office station")));
  const [assignment] = await db
    .select({ id: trainingAssignments.id })
    .from(trainingAssignments)
    .where(eq(trainingAssignments.employeeId, employee!.id))
    .limit(1);
  return { employee: employee!.id, module: module!.id, kiosk: kiosk!.id, assignment: assignment!.id };
}
