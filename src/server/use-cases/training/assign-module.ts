import { and, eq, inArray, ne } from "drizzle-orm";
import { jobRoleLabels } from "../../../domain/employees/job-roles";
import type { z } from "zod";
import type { assignModuleSchema } from "../../../domain/schemas/training";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { employees, trainingAssignments } from "../../db/schema";
import { AppError } from "../../errors";
import { findSite } from "../sites/site-access";
import { findModule } from "./find-module";

export type AssignModuleInput = { siteSlug: string } & z.output<typeof assignModuleSchema>;

/**
 * Assign Module: to every current employee of the site holding a role, or to one employee of the site.
 * Employees who already have the module are skipped; nothing to assign is a 409.
 */
export async function assignModule(db: Db, actor: Actor, { siteSlug, ...values }: AssignModuleInput) {
  return db.transaction(async (tx) => {
    const site = await findSite(tx, actor, siteSlug);
    const module = await findModule(tx, actor.organisationId, values.moduleId);
    const scope = and(
      eq(employees.organisationId, actor.organisationId),
      eq(employees.siteId, site.id),
      ne(employees.status, "inactive"),
    );
    const targets =
      values.target === "role"
        ? await tx
            .select()
            .from(employees)
            .where(and(scope, eq(employees.jobRole, values.jobRole!)))
        : await tx
            .select()
            .from(employees)
            .where(and(scope, eq(employees.id, values.employeeId!)));
    if (targets.length === 0) {
      throw values.target === "role"
        ? new AppError("conflict", "No current {{role}} employees at {{site}}", undefined, undefined, {
            role: jobRoleLabels[values.jobRole!],
            site: site.name,
          })
        : new AppError("validation", "Choose a current employee of this site", {
            employeeId: "Not a current employee of this site",
          });
    }
    const existing = await tx
      .select({ employeeId: trainingAssignments.employeeId })
      .from(trainingAssignments)
      .where(
        and(
          eq(trainingAssignments.moduleId, module.id),
          inArray(
            trainingAssignments.employeeId,
            targets.map((e) => e.id),
          ),
        ),
      );
    const already = new Set(existing.map((e) => e.employeeId));
    const fresh = targets.filter((e) => !already.has(e.id));
    if (fresh.length === 0) {
      throw targets.length === 1
        ? new AppError("conflict", '{{name}} already has "{{module}}"', undefined, undefined, {
            name: targets[0]!.name,
            module: module.title,
          })
        : new AppError("conflict", 'Every {{role}} at {{site}} already has "{{module}}"', undefined, undefined, {
            role: jobRoleLabels[values.jobRole!],
            site: site.name,
            module: module.title,
          });
    }
    const rows = await tx
      .insert(trainingAssignments)
      .values(
        fresh.map((employee) => ({
          organisationId: actor.organisationId,
          siteId: site.id,
          employeeId: employee.id,
          moduleId: module.id,
          assignedViaRole: values.target === "role" ? values.jobRole! : null,
          dueDate: values.dueDate,
          trainerName: values.trainerName ?? null,
          assignedBy: actor.userId,
          assignedAt: actorNow(actor),
        })),
      )
      .returning({ id: trainingAssignments.id });
    await recordEvent(tx, actor, {
      action: "training.assign",
      entityType: "training_module",
      entityId: module.id,
      siteId: site.id,
      after: {
        module: module.title,
        dueDate: values.dueDate,
        trainer: values.trainerName ?? null,
        role: values.target === "role" ? values.jobRole : null,
        employees: fresh.map((e) => e.employeeCode),
        assignmentIds: rows.map((r) => r.id),
      },
    });
    return { created: rows.length, skipped: targets.length - fresh.length };
  });
}
