import { and, eq, ne } from "drizzle-orm";
import { isEmployed } from "../../../domain/employees/job-roles";
import { CAPA_INITIATION_DAYS, type TrainingFact, type WorkItem } from "../../../domain/overview/work-items";
import { recordTypeLabels } from "../../../domain/records/catalogue";
import { addCalendarDays, localDate } from "../../../domain/dates";
import type { Db } from "../../db/client";
import {
  auditFindings,
  capas,
  employees,
  incidents,
  monitoringRecords,
  trainingAssignments,
  trainingModules,
} from "../../db/schema";
import { requiredModuleIds } from "../training/site-assignments";

/**
 * Every piece of open work at a site that is linked to clauses (see src/domain/overview/work-items.ts):
 * pending records, open CAPAs and CAPAs still to initiate, open audit findings, and required training
 * of current employees not yet completed; plus every required assignment of current employees as a
 * training fact (for the readiness score's training share). Read-only; `siteId` is sites.id.
 */
export async function loadWorkItems(
  db: Db,
  organisationId: string,
  siteId: string,
  timeZone: string,
): Promise<{ work: WorkItem[]; training: TrainingFact[] }> {
  const [records, openIncidents, findings, assignments, required] = await Promise.all([
    db
      .select({
        id: monitoringRecords.id,
        type: monitoringRecords.type,
        clauseId: monitoringRecords.clauseId,
        dueDate: monitoringRecords.dueDate,
        summary: monitoringRecords.summary,
        performedBy: monitoringRecords.performedBy,
      })
      .from(monitoringRecords)
      .where(
        and(
          eq(monitoringRecords.organisationId, organisationId),
          eq(monitoringRecords.siteId, siteId),
          eq(monitoringRecords.status, "pending"),
        ),
      ),
    db
      .select({ incident: incidents, capaId: capas.id, capaDue: capas.dueDate, responsible: capas.responsiblePerson })
      .from(incidents)
      .leftJoin(capas, eq(capas.incidentId, incidents.id))
      .where(
        and(
          eq(incidents.organisationId, organisationId),
          eq(incidents.siteId, siteId),
          ne(incidents.status, "corrected"),
        ),
      ),
    db
      .select({
        id: auditFindings.id,
        clauseId: auditFindings.clauseId,
        dueDate: auditFindings.dueDate,
        title: auditFindings.title,
        ownerRole: auditFindings.ownerRole,
      })
      .from(auditFindings)
      .where(
        and(
          eq(auditFindings.organisationId, organisationId),
          eq(auditFindings.siteId, siteId),
          eq(auditFindings.status, "open"),
        ),
      ),
    db
      .select({
        id: trainingAssignments.id,
        completedAt: trainingAssignments.completedAt,
        moduleId: trainingModules.id,
        dueDate: trainingAssignments.dueDate,
        moduleTitle: trainingModules.title,
        clauses: trainingModules.clauses,
        employeeName: employees.name,
        employeeStatus: employees.status,
      })
      .from(trainingAssignments)
      .innerJoin(employees, eq(employees.id, trainingAssignments.employeeId))
      .innerJoin(trainingModules, eq(trainingModules.id, trainingAssignments.moduleId))
      .where(and(eq(trainingAssignments.organisationId, organisationId), eq(trainingAssignments.siteId, siteId))),
    requiredModuleIds(db, organisationId, siteId),
  ]);

  const items: WorkItem[] = [];
  for (const r of records) {
    items.push({
      kind: "verification",
      id: r.id,
      clauseIds: [r.clauseId],
      due: r.dueDate,
      title: `${recordTypeLabels[r.type]} · ${r.clauseId}`,
      detail: `${r.summary} — ${r.performedBy}`,
    });
  }
  for (const { incident, capaId, capaDue, responsible } of openIncidents) {
    if (capaId && capaDue) {
      items.push({
        kind: "capa",
        id: incident.id,
        clauseIds: [incident.clauseId],
        due: capaDue,
        title: incident.title,
        detail: `CAPA owner ${responsible} · clause ${incident.clauseId}`,
      });
    } else if (incident.capaRequired) {
      const due = addCalendarDays(localDate(incident.reportedAt, timeZone), CAPA_INITIATION_DAYS);
      items.push({
        kind: "capa_missing",
        id: incident.id,
        clauseIds: [incident.clauseId],
        due,
        title: incident.title,
        detail: `CAPA to initiate · clause ${incident.clauseId}`,
      });
    }
  }
  for (const f of findings) {
    items.push({
      kind: "finding",
      id: f.id,
      clauseIds: [f.clauseId],
      due: f.dueDate,
      title: `Finding ${f.clauseId}: ${f.title}`,
      detail: `Owner ${f.ownerRole.replace("_", " ")}`,
    });
  }
  const training: TrainingFact[] = [];
  for (const a of assignments) {
    if (!isEmployed(a.employeeStatus) || !required.has(a.moduleId)) continue;
    training.push({ clauseIds: a.clauses, completed: a.completedAt !== null });
    if (a.completedAt === null)
      items.push({
        kind: "training",
        id: a.id,
        clauseIds: a.clauses,
        due: a.dueDate,
        title: `${a.employeeName} · ${a.moduleTitle}`,
        detail: a.clauses.length ? `Clauses ${a.clauses.join(", ")}` : "General training",
      });
  }
  return { work: items, training };
}
