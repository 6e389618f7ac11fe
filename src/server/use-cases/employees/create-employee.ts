import type { EmployeeValues } from "../../../domain/schemas/employees";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { employees } from "../../db/schema";
import { loadEmployee } from "./employee-view";
import { assertCodeFree, auditCopy, siteIdFor, writeCertifications } from "./employee-writes";

/** Add Employee: the employee ID must be new to the organisation (409 otherwise). */
export async function createEmployee(db: Db, actor: Actor, values: EmployeeValues) {
  const id = await db.transaction(async (tx) => {
    const siteId = await siteIdFor(tx, actor, values.site);
    await assertCodeFree(tx, actor, values.employeeCode);
    const { site: _site, certifications: _c, ...fields } = values;
    const [row] = await tx
      .insert(employees)
      .values({
        ...fields,
        organisationId: actor.organisationId,
        siteId,
        createdAt: actorNow(actor),
        updatedAt: actorNow(actor),
      })
      .returning();
    await writeCertifications(tx, actor, row!.id, values);
    await recordEvent(tx, actor, {
      action: "employee.create",
      entityType: "employee",
      entityId: row!.id,
      siteId,
      after: auditCopy(values),
    });
    return row!.id;
  });
  return loadEmployee(db, actor, id);
}
