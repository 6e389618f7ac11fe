import { eq } from "drizzle-orm";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { employees } from "../../db/schema";
import { AppError } from "../../errors";
import { loadEmployee } from "./employee-view";
import { findEmployeeRow } from "./employee-writes";

/** Deactivate: the employee leaves the required-training figures; their history stays. */
export async function deactivateEmployee(db: Db, actor: Actor, { employeeId: id }: { employeeId: string }) {
  await db.transaction(async (tx) => {
    const before = await findEmployeeRow(tx, actor, id);
    if (before.status === "inactive")
      throw new AppError("conflict", "{{name}} is already inactive", undefined, undefined, { name: before.name });
    await tx
      .update(employees)
      .set({ status: "inactive", updatedAt: actorNow(actor) })
      .where(eq(employees.id, id));
    await recordEvent(tx, actor, {
      action: "employee.deactivate",
      entityType: "employee",
      entityId: id,
      siteId: before.siteId,
      before: { status: before.status },
      after: { status: "inactive" },
    });
  });
  return loadEmployee(db, actor, id);
}
