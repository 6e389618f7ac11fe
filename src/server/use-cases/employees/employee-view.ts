import { and, asc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { initialsOf } from "../../../domain/schemas/auth";
import type { EmployeeListQuery, EmployeeView } from "../../../domain/schemas/employees";
import { certificationState } from "../../../domain/employees/certification-state";
import { isTrainingComplete, trainingProgress } from "../../../domain/employees/training-progress";
import { localDate } from "../../../domain/dates";
import type { Actor } from "../../auth/actor";
import { notFound } from "../../errors";
import type { Db } from "../../db/client";
import { employeeCertifications, employees, sites, trainingAssignments } from "../../db/schema";
import { siteScope } from "../sites/site-access";

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Employees of the actor's organisation (only their site when the actor is site-restricted), with
 * certifications and training progress computed from their assignments.
 */
export async function loadEmployees(
  db: Db,
  actor: Actor,
  filter: EmployeeListQuery & { ids?: string[] },
  now = new Date(),
): Promise<EmployeeView[]> {
  const where: (SQL | undefined)[] = [eq(employees.organisationId, actor.organisationId)];
  const scope = siteScope(actor, employees.siteId);
  if (scope) where.push(scope);
  if (filter.site) where.push(eq(sites.slug, filter.site));
  if (filter.jobRole) where.push(eq(employees.jobRole, filter.jobRole));
  if (filter.status) where.push(eq(employees.status, filter.status));
  if (filter.ids) where.push(inArray(employees.id, filter.ids));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    where.push(
      or(ilike(employees.name, pattern), ilike(employees.employeeCode, pattern), ilike(employees.email, pattern)),
    );
  }
  const rows = await db
    .select({ employee: employees, site: { slug: sites.slug, name: sites.name, timezone: sites.timezone } })
    .from(employees)
    .innerJoin(sites, eq(sites.id, employees.siteId))
    .where(and(...where))
    .orderBy(asc(employees.name));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.employee.id);
  const [certs, assignments] = await Promise.all([
    db
      .select()
      .from(employeeCertifications)
      .where(inArray(employeeCertifications.employeeId, ids))
      .orderBy(asc(employeeCertifications.expires)),
    db
      .select({ employeeId: trainingAssignments.employeeId, completedAt: trainingAssignments.completedAt })
      .from(trainingAssignments)
      .where(
        and(eq(trainingAssignments.organisationId, actor.organisationId), inArray(trainingAssignments.employeeId, ids)),
      ),
  ]);
  return rows.map(({ employee, site }) => {
    const today = localDate(now, site.timezone);
    const mine = assignments.filter((a) => a.employeeId === employee.id);
    const completed = mine.filter((a) => a.completedAt).length;
    const progress = trainingProgress(mine.length, completed);
    return {
      id: employee.id,
      employeeCode: employee.employeeCode,
      name: employee.name,
      initials: initialsOf(employee.name),
      jobRole: employee.jobRole,
      email: employee.email,
      phone: employee.phone,
      site: site.slug,
      siteName: site.name,
      hireDate: employee.hireDate,
      status: employee.status,
      certifications: certs
        .filter((c) => c.employeeId === employee.id)
        .map((c) => ({
          id: c.id,
          name: c.name,
          issued: c.issued,
          expires: c.expires,
          state: certificationState(c.expires, today),
        })),
      training: { assigned: mine.length, completed, progress, complete: isTrainingComplete(progress) },
    };
  });
}

/** One employee the actor may see, or 404. */
export async function loadEmployee(db: Db, actor: Actor, id: string): Promise<EmployeeView> {
  const [view] = await loadEmployees(db, actor, { ids: [id] });
  if (!view) throw notFound("Employee");
  return view;
}
