import { and, eq, isNull, ne } from "drizzle-orm";
import type { EmployeeValues } from "../../../domain/schemas/employees";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { employeeCertifications, employees, trainingAssignments } from "../../db/schema";
import { AppError, conflict, notFound } from "../../errors";
import { findSite } from "../sites/site-access";
import { loadEmployee } from "./employee-view";

type EmployeeRow = typeof employees.$inferSelect;

/** The audit trail's copy of an employee (no certification ids). */
const auditCopy = (values: EmployeeValues) => ({ ...values });

async function assertCodeFree(tx: Db, actor: Actor, code: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(
      and(
        eq(employees.organisationId, actor.organisationId),
        eq(employees.employeeCode, code),
        exceptId ? ne(employees.id, exceptId) : undefined,
      ),
    );
  if (taken)
    throw new AppError("conflict", `Employee ID ${code} is already used by ${taken.name}`, {
      employeeCode: `${code} is already used by ${taken.name}`,
    });
}

async function siteIdFor(tx: Db, actor: Actor, slug: string) {
  try {
    return (await findSite(tx, actor, slug)).id;
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found")
      throw new AppError("validation", "Choose a site of your organisation", { site: "Unknown site" });
    throw error;
  }
}

async function writeCertifications(tx: Db, actor: Actor, employeeId: string, values: EmployeeValues) {
  await tx.delete(employeeCertifications).where(eq(employeeCertifications.employeeId, employeeId));
  if (values.certifications.length > 0) {
    await tx.insert(employeeCertifications).values(
      values.certifications.map((c) => ({
        organisationId: actor.organisationId,
        employeeId,
        name: c.name,
        issued: c.issued,
        expires: c.expires ?? null,
      })),
    );
  }
}

/** Add Employee: the employee ID must be new to the organisation (409 otherwise). */
export async function createEmployee(db: Db, actor: Actor, values: EmployeeValues) {
  const id = await db.transaction(async (tx) => {
    const siteId = await siteIdFor(tx, actor, values.site);
    await assertCodeFree(tx, actor, values.employeeCode);
    const { site: _site, certifications: _c, ...fields } = values;
    const [row] = await tx
      .insert(employees)
      .values({ ...fields, organisationId: actor.organisationId, siteId })
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

async function findEmployeeRow(tx: Db, actor: Actor, id: string): Promise<EmployeeRow> {
  const [row] = await tx
    .select()
    .from(employees)
    .where(and(eq(employees.organisationId, actor.organisationId), eq(employees.id, id)));
  if (!row) throw notFound("Employee");
  if (actor.restrictedSiteId && actor.restrictedSiteId !== row.siteId)
    throw new AppError("forbidden", "Your account is restricted to another site");
  return row;
}

/** Edit: every field, including status and the certification list (replaced as a whole). */
export async function updateEmployee(db: Db, actor: Actor, id: string, values: EmployeeValues) {
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

/** Deactivate: the employee leaves the required-training figures; their history stays. */
export async function deactivateEmployee(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const before = await findEmployeeRow(tx, actor, id);
    if (before.status === "inactive") throw conflict(`${before.name} is already inactive`);
    await tx.update(employees).set({ status: "inactive", updatedAt: new Date() }).where(eq(employees.id, id));
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
