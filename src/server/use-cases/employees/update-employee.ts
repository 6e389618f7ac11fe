import { and, eq, isNull } from "drizzle-orm";
import type { EmployeeValues } from "../../../domain/schemas/employees";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { employees, trainingAssignments } from "../../db/schema";
import { loadEmployee } from "./employee-view";
import { assertCodeFree, auditCopy, findEmployeeRow, siteIdFor, writeCertifications } from "./employee-writes";

export type UpdateEmployeeInput = { employeeId: string } & EmployeeValues;

/** Edit: every field, including status and the certification list (replaced as a whole). */
export async function updateEmployee(db: Db, actor: Actor, { employeeId: id, ...values }: UpdateEmployeeInput) {
  await db.transaction(async (tx) => {
    const before = await findEmployeeRow(tx, actor, id);
    const siteId = await siteIdFor(tx, actor, values.site);
    await assertCodeFree(tx, actor, values.employeeCode, id);
    const { site: _site, certifications: _c, ...fields } = values;
    await tx
      .update(employees)
      .set({ ...fields, siteId, updatedAt: new Date() })
      .where(eq(employees.id, id));
    await writeCertifications(tx, actor, id, values);
    if (before.siteId !== siteId) {
      // Open training moves with the employee; completed assignments stay where they were done.
      await tx
        .update(trainingAssignments)
        .set({ siteId })
        .where(and(eq(trainingAssignments.employeeId, id), isNull(trainingAssignments.completedAt)));
    }
    const { createdAt: _a, updatedAt: _b, organisationId: _o, ...beforeFields } = before;
    await recordEvent(tx, actor, {
      action: "employee.update",
      entityType: "employee",
      entityId: id,
      siteId,
      before: beforeFields,
      after: auditCopy(values),
    });
  });
  return loadEmployee(db, actor, id);
}
