import { message } from "../../../domain/i18n/message";
import { and, asc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { ActionTab } from "../../../domain/overview/action-queue";
import { CAPA_INITIATION_DAYS, type TrainingFact, type WorkItem } from "../../../domain/overview/work-items";
import { recordKindLabels } from "../../../domain/records/catalogue";
import { addCalendarDays, localDate } from "../../../domain/dates";
import type { Db } from "../../db/client";
import {
  auditFindings,
  capas,
  employees,
  incidents,
  monitoringRecordPending as kept,
  monitoringRecords as r,
  trainingAssignments as a,
  trainingModules,
  users,
} from "../../db/schema";

/** Clause ids of the site's applicable clauses that carry the tags of the Cal and Suppliers tabs. */
export interface TaggedClauses {
  cal: readonly string[];
  suppliers: readonly string[];
}

export interface OverviewWork {
  /**
   * What the readiness score and the clause areas read: per clause, one item for its pending records
   * (due = the earliest due date) and one per module with training still to complete (due = the
   * earliest), plus every open CAPA, CAPA to initiate and audit finding (few by nature).
   */
  standing: WorkItem[];
  /** The first items of each action-queue tab (chosen in SQL), and each tab's full count. */
  queue: WorkItem[];
  totals: Record<ActionTab, number>;
  /** Required training of current employees, counted per module. */
  training: TrainingFact[];
}

const QUEUE_CANDIDATES = 3;
const verificationTitle = (type: keyof typeof recordKindLabels, clauseId: string) =>
  `${recordKindLabels[type]} · ${clauseId}`;
/** The records' type label, so SQL orders the Verify tab as the dashboard titles it. */
const typeLabel = sql`case ${r.type} ${sql.join(
  Object.entries(recordKindLabels).map(([type, label]) => sql`when ${type} then ${label}`),
  sql` `,
)} end collate "C"`;

/**
 * The open work of a site that is linked to clauses (see src/domain/overview/work-items.ts), read with
 * aggregates and small LIMITs so its cost does not grow with the number of pending records or training
 * assignments: pending records are counted per clause from the kept counts (monitoring_record_pending),
 * assignments per module in SQL, and only the
 * first few of each action-queue tab are loaded. Read-only; `siteId` is sites.id; `required` holds the
 * ids of the training modules the site's scope requires.
 */
export async function loadWorkItems(
  db: Db,
  organisationId: string,
  siteId: string,
  timeZone: string,
  tagged: TaggedClauses,
  required: ReadonlySet<string>,
): Promise<OverviewWork> {
  const pending = and(eq(r.organisationId, organisationId), eq(r.siteId, siteId), eq(r.status, "pending"));
  // The first pending records of the Verify, Cal and Suppliers tabs in one statement: each part is the
  // tab's first QUEUE_CANDIDATES in its order, told apart by `part` and put back in that order.
  const topRecords = (part: number, extra?: SQL) =>
    db
      .select({
        part: sql<number>`${part}::int`.as("part"),
        id: r.id,
        type: r.type,
        clauseId: r.clauseId,
        dueDate: r.dueDate,
        summary: r.summary,
        readings: r.readings,
        performedBy: r.performedBy,
        label: sql<string>`${typeLabel}`.as("label"),
      })
      .from(r)
      .where(and(pending, extra))
      .orderBy(asc(r.dueDate), typeLabel, asc(r.clauseId), asc(r.id))
      .limit(QUEUE_CANDIDATES);
  const onClauses = (ids: readonly string[]) => (ids.length ? inArray(r.clauseId, [...ids]) : sql`false`);
  const firstRecords = unionAll(
    topRecords(0),
    topRecords(1, onClauses(tagged.cal)),
    topRecords(2, onClauses(tagged.suppliers)),
  ).orderBy(sql`part`, r.dueDate, sql`label`, r.clauseId, r.id);
  const current = and(eq(a.organisationId, organisationId), eq(a.siteId, siteId), ne(employees.status, "inactive"));

  const [recordsByClause, topRecordRows, openIncidents, findings, modules] = await Promise.all([
    // Per clause from the kept counts (a row per clause and due date with pending records, decision 168).
    db
      .select({
        clauseId: kept.clauseId,
        due: sql<string>`min(${kept.dueDate})::text`,
        count: sql<number>`sum(${kept.count})::int`,
      })
      .from(kept)
      .where(and(eq(kept.organisationId, organisationId), eq(kept.siteId, siteId)))
      .groupBy(kept.clauseId),
    firstRecords,
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
        ownerName: users.name,
      })
      .from(auditFindings)
      .leftJoin(users, eq(users.id, auditFindings.ownerId))
      .where(
        and(
          eq(auditFindings.organisationId, organisationId),
          eq(auditFindings.siteId, siteId),
          eq(auditFindings.status, "open"),
        ),
      ),
    db
      .select({
        moduleId: a.moduleId,
        clauses: trainingModules.clauses,
        required: sql<number>`count(*)::int`,
        completed: sql<number>`count(${a.completedAt})::int`,
        due: sql<string | null>`(min(${a.dueDate}) filter (where ${a.completedAt} is null))::text`,
      })
      .from(a)
      .innerJoin(employees, eq(employees.id, a.employeeId))
      .innerJoin(trainingModules, eq(trainingModules.id, a.moduleId))
      .where(current)
      .groupBy(a.moduleId, trainingModules.clauses),
  ]);

  const partOf = (part: number) => topRecordRows.filter((row) => row.part === part);
  const [verifyTop, calRecords, supplierRecords] = [partOf(0), partOf(1), partOf(2)];
  const recordItem = (row: (typeof verifyTop)[number]): WorkItem => ({
    kind: "verification",
    id: row.id,
    clauseIds: [row.clauseId],
    due: row.dueDate,
    title: verificationTitle(row.type, row.clauseId),
    detail: `${row.summary} — ${row.performedBy}`,
    text: {
      title: message("screens:overview.verification.title", { type: row.type, clause: row.clauseId }),
      detail: message("screens:overview.verification.detail", { summary: row.summary, performedBy: row.performedBy }),
      record: { type: row.type, readings: row.readings, summary: row.summary },
    },
  });
  const standing: WorkItem[] = recordsByClause.map((row) => ({
    kind: "verification",
    id: `clause:${row.clauseId}`,
    clauseIds: [row.clauseId],
    due: row.due,
    title: `${row.count} records to verify · ${row.clauseId}`,
    detail: "",
  }));

  const shared: WorkItem[] = [];
  for (const { incident, capaId, capaDue, responsible } of openIncidents) {
    if (capaId && capaDue) {
      shared.push({
        kind: "capa",
        id: incident.id,
        clauseIds: [incident.clauseId],
        due: capaDue,
        title: incident.title,
        detail: `CAPA owner ${responsible} · clause ${incident.clauseId}`,
        text: {
          detail: message("screens:overview.capa.detail", {
            responsible: responsible ?? "",
            clause: incident.clauseId,
          }),
        },
      });
    } else if (incident.capaRequired) {
      const due = addCalendarDays(localDate(incident.reportedAt, timeZone), CAPA_INITIATION_DAYS);
      shared.push({
        kind: "capa_missing",
        id: incident.id,
        clauseIds: [incident.clauseId],
        due,
        title: incident.title,
        detail: `CAPA to initiate · clause ${incident.clauseId}`,
        text: {
          detail: message("screens:overview.capaMissing.detail", { clause: incident.clauseId }),
        },
      });
    }
  }
  for (const f of findings) {
    shared.push({
      kind: "finding",
      id: f.id,
      clauseIds: [f.clauseId],
      due: f.dueDate,
      title: `Finding ${f.clauseId}: ${f.title}`,
      detail: `Owner ${f.ownerRole ? f.ownerRole.replace("_", " ") : (f.ownerName ?? "")}`,
      text: {
        title: message("screens:overview.finding.title", { clause: f.clauseId, title: f.title }),
        // Internal-audit findings are owned by a role, document-audit findings by a member (decision 118).
        detail: f.ownerRole
          ? message("screens:overview.finding.detail", { role: f.ownerRole })
          : message("screens:overview.finding.ownerDetail", { name: f.ownerName ?? "" }),
      },
    });
  }

  const requiredModules = modules.filter((m) => required.has(m.moduleId));
  const training: TrainingFact[] = requiredModules.map((m) => ({
    clauseIds: m.clauses,
    required: m.required,
    completed: m.completed,
  }));
  for (const m of requiredModules)
    if (m.due)
      standing.push({
        kind: "training",
        id: `module:${m.moduleId}`,
        clauseIds: m.clauses,
        due: m.due,
        title: `${m.required - m.completed} to complete`,
        detail: "",
      });
  const touches = (ids: readonly string[]) => (m: { clauses: readonly string[] }) =>
    m.clauses.some((id) => ids.includes(id));
  const incompleteOf = (list: typeof requiredModules) => list.reduce((n, m) => n + m.required - m.completed, 0);
  const calModules = requiredModules.filter(touches(tagged.cal));
  const supplierModules = requiredModules.filter(touches(tagged.suppliers));
  const [trainingTop, calTraining, supplierTraining] = requiredModules.length
    ? await topTraining(
        db,
        current,
        [requiredModules, calModules, supplierModules].map((list) => list.map((m) => m.moduleId)),
      )
    : [[], [], []];

  const recordsOn = (ids: readonly string[]) =>
    recordsByClause.filter((row) => ids.includes(row.clauseId)).reduce((n, row) => n + row.count, 0);
  const sharedOn = (ids: readonly string[]) => shared.filter((w) => w.clauseIds.some((id) => ids.includes(id))).length;
  const totals: Record<ActionTab, number> = {
    verify: recordsByClause.reduce((n, row) => n + row.count, 0),
    training: incompleteOf(requiredModules),
    capas: shared.filter((w) => w.kind === "capa" || w.kind === "capa_missing").length,
    cal: recordsOn(tagged.cal) + incompleteOf(calModules) + sharedOn(tagged.cal),
    suppliers: recordsOn(tagged.suppliers) + incompleteOf(supplierModules) + sharedOn(tagged.suppliers),
    trace: 0,
  };
  const queue = new Map<string, WorkItem>();
  for (const item of [
    ...[...verifyTop, ...calRecords, ...supplierRecords].map(recordItem),
    ...[...trainingTop!, ...calTraining!, ...supplierTraining!],
    ...shared,
  ])
    queue.set(`${item.kind}:${item.id}`, item);
  return { standing: [...standing, ...shared], queue: [...queue.values()], totals, training };
}

/**
 * For each list of modules, the first incomplete required assignments of current employees, most overdue
 * first: one statement, each list a part of it told apart by `part` and put back in its order.
 */
async function topTraining(db: Db, current: SQL | undefined, moduleLists: string[][]): Promise<WorkItem[][]> {
  const part = (index: number, moduleIds: string[]) =>
    db
      .select({
        part: sql<number>`${index}::int`.as("part"),
        id: a.id,
        dueDate: a.dueDate,
        moduleTitle: trainingModules.title,
        clauses: trainingModules.clauses,
        employeeName: employees.name,
        nameOrder: sql<string>`${employees.name} collate "C"`.as("name_order"),
        titleOrder: sql<string>`${trainingModules.title} collate "C"`.as("title_order"),
      })
      .from(a)
      .innerJoin(employees, eq(employees.id, a.employeeId))
      .innerJoin(trainingModules, eq(trainingModules.id, a.moduleId))
      .where(
        and(current, sql`${a.completedAt} is null`, moduleIds.length ? inArray(a.moduleId, moduleIds) : sql`false`),
      )
      .orderBy(asc(a.dueDate), sql`${employees.name} collate "C"`, sql`${trainingModules.title} collate "C"`, asc(a.id))
      .limit(QUEUE_CANDIDATES);
  const [first, second, third] = moduleLists;
  const rows = await unionAll(part(0, first!), part(1, second!), part(2, third!)).orderBy(
    sql`part`,
    a.dueDate,
    sql`name_order`,
    sql`title_order`,
    a.id,
  );
  return [0, 1, 2].map((index) =>
    rows
      .filter((row) => row.part === index)
      .map((row) => ({
        kind: "training",
        id: row.id,
        clauseIds: row.clauses,
        due: row.dueDate,
        title: `${row.employeeName} · ${row.moduleTitle}`,
        detail: row.clauses.length ? `Clauses ${row.clauses.join(", ")}` : "General training",
        text: {
          detail: row.clauses.length
            ? message("screens:overview.training.detail", { clauses: row.clauses.join(", ") })
            : message("screens:overview.training.general"),
        },
      })),
  );
}
