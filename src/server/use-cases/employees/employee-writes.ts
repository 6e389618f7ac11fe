import { and, eq, ne } from "drizzle-orm";
import type { EmployeeValues } from "../../../domain/schemas/employees";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { employeeCertifications, employees } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { assertSiteAllowed, findSite } from "../sites/site-access";

/** Rules shared by adding, editing and deactivating an employee. */
type EmployeeRow = typeof employees.$inferSelect;

/** The audit trail's copy of an employee (no certification ids). */
export const auditCopy = (values: EmployeeValues) => ({ ...values });

export async function assertCodeFree(tx: Db, actor: Actor, code: string, exceptId?: string) {
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
    throw new AppError(
      "conflict",
      "Employee ID {{code}} is already used by {{name}}",
      { employeeCode: "{{code}} is already used by {{name}}" },
      undefined,
      { code, name: taken.name },
    );
}

export async function siteIdFor(tx: Db, actor: Actor, siteSlug: string) {
  try {
    return (await findSite(tx, actor, siteSlug)).id;
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found")
      throw new AppError("validation", "Choose a site of your organisation", { site: "Unknown site" });
    throw error;
  }
}

export async function writeCertifications(tx: Db, actor: Actor, employeeId: string, values: EmployeeValues) {
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

/** The employee row (404 for another organisation's, 403 outside the actor's site restriction). */
export async function findEmployeeRow(tx: Db, actor: Actor, id: string): Promise<EmployeeRow> {
  const [row] = await tx
    .select()
    .from(employees)
    .where(and(eq(employees.organisationId, actor.organisationId), eq(employees.id, id)));
  if (!row) throw notFound("Employee");
  assertSiteAllowed(actor, row.siteId);
  return row;
}
