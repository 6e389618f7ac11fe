import { formatMinutes } from "../../../../domain/training/minimum-time";
import { moduleText } from "../../../../domain/training/module-text";
import { and, eq, gte, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  attachments,
  capas,
  employees,
  incidents,
  monitoringRecords,
  recordReviews,
  trainingModules,
  trainingSessions,
} from "../../../db/schema";
import { addCalendarDays, type IsoDate, localDate, startOfSiteDay } from "../../../../domain/dates";
import type { Db } from "../../../db/client";
import { translateText } from "../../../i18n/catalogue";
import type { EvidenceItem, EvidenceSource } from "./evidence-types";
import { recordSummaryIn } from "../../records/record-summary";
import { packT } from "./pack-words";

/** Read-only queries of other areas' tables (records, training) for evidence packs. */
/** The period's bounds as instants: from the site's midnight starting `from` to the one ending `to`. */
const periodStart = (q: { from: string; timeZone: string }) => startOfSiteDay(q.from, q.timeZone);
const periodEnd = (q: { to: string; timeZone: string }) => startOfSiteDay(addCalendarDays(q.to, 1), q.timeZone);
const ref = (prefix: string, id: string) => `${prefix}-${id.slice(0, 8).toUpperCase()}`;

/**
 * The files attached to the owners `ownerIds` selects (a subquery, not a list of ids: a long period
 * names more rows than a statement may carry parameters), by owner id.
 */
async function ownerFiles(db: Db, organisationId: string, ownerType: string, ownerIds: SQL) {
  const rows = await db
    .select({ id: attachments.id, ownerId: attachments.ownerId, filename: attachments.filename })
    .from(attachments)
    .where(
      and(
        eq(attachments.organisationId, organisationId),
        eq(attachments.ownerType, ownerType),
        inArray(attachments.ownerId, ownerIds),
      ),
    );
  const map = new Map<string, { id: string; filename: string }[]>();
  for (const r of rows) map.set(r.ownerId, [...(map.get(r.ownerId) ?? []), { id: r.id, filename: r.filename }]);
  return map;
}

/**
 * Rows read per statement by the sources that read a long period (records, verifications): on PGlite each
 * statement holds the server's thread while it runs, so a page is kept to a few milliseconds (decision 174).
 */
const ROWS_PER_PAGE = 500;

/**
 * Every row of a keyset-paged read (`pageAfter(last row)` until a short page) made into evidence items,
 * page by page, the event loop served between pages.
 */
async function everyPage<R>(pageAfter: (after?: R) => Promise<R[]>, item: (row: R) => EvidenceItem) {
  const items: EvidenceItem[] = [];
  for (let page = await pageAfter(); ; page = await pageAfter(page.at(-1))) {
    for (const row of page) items.push(item(row));
    if (page.length < ROWS_PER_PAGE) return items;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/**
 * A page of a long source's rows as the driver gives them (no ORM mapping: at 100k records drizzle's
 * per-field mapping cost ~0.4 s of a pack), with each row's day at the site computed by PostgreSQL.
 */
async function plainRows<R>(db: Db, query: SQL): Promise<R[]> {
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}

/** An instant's calendar date at the site, as text (PostgreSQL's time zone rules, as `localDate`'s). */
const siteDay = (instant: AnyPgColumn, timeZone: string) => sql`(${instant} at time zone ${timeZone})::date::text`;

type RecordRow = typeof monitoringRecords.$inferSelect;
type RecordPageRow = Pick<
  RecordRow,
  "id" | "type" | "clauseId" | "exception" | "status" | "summary" | "readings" | "performedBy"
> & {
  day: IsoDate;
  cursorOccurred: string;
  cursorCreated: string;
};

/** Monitoring records made in the period, with their attached files. */
export const recordEvidence: EvidenceSource = async (db, q) => {
  const say = packT(q.locale);
  const r = monitoringRecords;
  const inPeriod = and(
    eq(r.organisationId, q.organisationId),
    eq(r.siteId, q.siteId),
    gte(r.occurredAt, periodStart(q)),
    lt(r.occurredAt, periodEnd(q)),
  );
  // Only the columns the pack prints (the readings make the summary line in the pack's language): a year
  // of records holds notes and hashes it does not. Read in keyset pages in the records' "recent" index
  // order (newest first), the event loop served between pages: a long period is never one result set.
  // The cursor is the instants as PostgreSQL writes them (microseconds kept, which a JavaScript Date drops).
  const pageAfter = (after?: RecordPageRow) =>
    plainRows<RecordPageRow>(
      db,
      sql`select ${r.id} as "id", ${r.type} as "type", ${r.clauseId} as "clauseId", ${r.exception} as "exception",
          ${r.status} as "status", ${r.summary} as "summary", ${r.readings} as "readings",
          ${r.performedBy} as "performedBy", ${siteDay(r.occurredAt, q.timeZone)} as "day",
          ${r.occurredAt}::text as "cursorOccurred", ${r.createdAt}::text as "cursorCreated"
        from ${r}
        where ${inPeriod}${
          after
            ? sql` and (${r.occurredAt}, ${r.createdAt}, ${r.id}) < (${after.cursorOccurred}::timestamptz, ${after.cursorCreated}::timestamptz, ${after.id}::uuid)`
            : sql``
        }
        order by ${r.occurredAt} desc, ${r.createdAt} desc, ${r.id} desc
        limit ${ROWS_PER_PAGE}`,
    );
  const files = await ownerFiles(
    db,
    q.organisationId,
    "monitoring_record",
    sql`(select ${r.id} from ${r} where ${inPeriod})`,
  );
  const item = (row: RecordPageRow): EvidenceItem => ({
    kind: "record",
    clauseIds: [row.clauseId],
    date: row.day,
    reference: ref("MR", row.id),
    title: row.exception
      ? say("pdf:evidence.recordException", { log: say(`pdf:evidence.recordLog.${row.type}`) })
      : say(`pdf:evidence.recordLog.${row.type}`),
    status: say(`pdf:evidence.recordStatus.${row.status}`),
    detail: recordSummaryIn(q.locale, row),
    by: row.performedBy,
    attachments: files.get(row.id) ?? [],
  });
  return everyPage(pageAfter, item);
};

type VerificationPageRow = {
  reviewId: string;
  day: IsoDate;
  version: number;
  decision: (typeof recordReviews.$inferSelect)["decision"];
  notes: string;
  reviewerName: string;
  reviewerRole: string;
  recordId: string;
  clauseId: string;
  type: (typeof monitoringRecords.$inferSelect)["type"];
  cursorReviewed: string;
};

/** Verification decisions (approve / reject) made in the period. */
export const verificationEvidence: EvidenceSource = async (db, q) => {
  const say = packT(q.locale);
  const v = recordReviews;
  const r = monitoringRecords;
  const inPeriod = and(
    eq(v.organisationId, q.organisationId),
    gte(v.reviewedAt, periodStart(q)),
    lt(v.reviewedAt, periodEnd(q)),
    eq(r.organisationId, q.organisationId),
    eq(r.siteId, q.siteId),
  );
  // In keyset pages in the order of the reviews' index (organisation, time, id).
  const pageAfter = (after?: VerificationPageRow) =>
    plainRows<VerificationPageRow>(
      db,
      sql`select ${v.id} as "reviewId", ${siteDay(v.reviewedAt, q.timeZone)} as "day", ${v.version} as "version",
          ${v.decision} as "decision", ${v.notes} as "notes", ${v.reviewerName} as "reviewerName",
          ${v.reviewerRole} as "reviewerRole", ${r.id} as "recordId", ${r.clauseId} as "clauseId",
          ${r.type} as "type", ${v.reviewedAt}::text as "cursorReviewed"
        from ${v} inner join ${r} on ${r.id} = ${v.recordId}
        where ${inPeriod}${
          after
            ? sql` and (${v.reviewedAt}, ${v.id}) > (${after.cursorReviewed}::timestamptz, ${after.reviewId}::uuid)`
            : sql``
        }
        order by ${v.reviewedAt}, ${v.id}
        limit ${ROWS_PER_PAGE}`,
    );
  return everyPage(
    pageAfter,
    (row): EvidenceItem => ({
      kind: "verification",
      clauseIds: [row.clauseId],
      date: row.day,
      reference: ref("MR", row.recordId),
      title: say(`pdf:evidence.verificationOf.${row.type}`, { version: row.version }),
      status: say(`pdf:evidence.decision.${row.decision}`),
      detail: row.notes,
      // The role is stored as its English label when the review was made; the errors catalogue words it.
      by: say("pdf:evidence.reviewer", {
        name: row.reviewerName,
        role: translateText(q.locale, "errors", row.reviewerRole),
      }),
      attachments: [],
    }),
  );
};

/** Incidents reported in the period, with their CAPA when one exists. */
export const incidentEvidence: EvidenceSource = async (db, q) => {
  const say = packT(q.locale);
  const inPeriod = and(
    eq(incidents.organisationId, q.organisationId),
    eq(incidents.siteId, q.siteId),
    gte(incidents.reportedAt, periodStart(q)),
    lt(incidents.reportedAt, periodEnd(q)),
  );
  const rows = await db
    .select({ incident: incidents, capa: capas })
    .from(incidents)
    .leftJoin(capas, eq(capas.incidentId, incidents.id))
    .where(inPeriod);
  const files = await ownerFiles(
    db,
    q.organisationId,
    "incident",
    sql`(select ${incidents.id} from ${incidents} where ${inPeriod})`,
  );
  return rows.map(({ incident, capa }): EvidenceItem => {
    const status = say(`pdf:evidence.incidentStatus.${incident.status}`);
    return {
      kind: "incident",
      clauseIds: [incident.clauseId],
      date: localDate(incident.reportedAt, q.timeZone),
      reference: ref("INC", incident.id),
      title: say("pdf:evidence.incidentTitle", {
        title: incident.title,
        severity: say(`screens:severity.${incident.severity}`),
      }),
      status: capa
        ? say(capa.completedAt ? "pdf:evidence.capaDueCompleted" : "pdf:evidence.capaDue", {
            status,
            due: capa.dueDate,
          })
        : status,
      detail: capa
        ? say("pdf:evidence.capaDetail", {
            rootCause: capa.rootCause,
            corrective: capa.correctiveAction,
            preventive: capa.preventiveAction,
          })
        : incident.immediateAction,
      by: incident.reportedByName,
      attachments: files.get(incident.id) ?? [],
    };
  });
};

/** Training sessions completed in the period, under the clauses of their module. */
export const trainingEvidence: EvidenceSource = async (db, q) => {
  const say = packT(q.locale);
  const s = trainingSessions;
  // The sessions' own columns, and each module once: a module's content (every language's slides and quiz)
  // joined to each of its sessions was most of what this read moved.
  const sessions = await db
    .select({
      id: s.id,
      moduleId: s.moduleId,
      createdAt: s.createdAt,
      passed: s.passed,
      score: s.score,
      durationSeconds: s.durationSeconds,
      device: s.device,
      location: s.location,
      employee: employees.name,
    })
    .from(s)
    .innerJoin(employees, eq(employees.id, s.employeeId))
    .where(
      and(
        eq(s.organisationId, q.organisationId),
        eq(s.siteId, q.siteId),
        gte(s.createdAt, periodStart(q)),
        lte(s.createdAt, periodEnd(q)),
      ),
    );
  const moduleIds = [...new Set(sessions.map((session) => session.moduleId))];
  const modules = new Map(
    (moduleIds.length
      ? await db
          .select({
            id: trainingModules.id,
            title: trainingModules.title,
            description: trainingModules.description,
            content: trainingModules.content,
            clauses: trainingModules.clauses,
            minimumMinutes: trainingModules.minimumMinutes,
          })
          .from(trainingModules)
          .where(and(eq(trainingModules.organisationId, q.organisationId), inArray(trainingModules.id, moduleIds)))
      : []
    ).map((module) => [module.id, module]),
  );
  return sessions.map((session): EvidenceItem => {
    const module = modules.get(session.moduleId)!;
    return {
      kind: "training",
      clauseIds: module.clauses,
      date: localDate(session.createdAt, q.timeZone),
      reference: ref("TS", session.id),
      // A Spanish pack uses the module's Spanish title when it has one (decision 044); else its own.
      title: q.locale === "es" ? moduleText(module, "ES").title : module.title,
      status: say(session.passed ? "pdf:evidence.trainingPassed" : "pdf:evidence.trainingNotPassed", {
        score: session.score,
        // "21 min spent (minimum 20 min)", as the matrix states a session's time.
        time: module.minimumMinutes
          ? say("pdf:evidence.timeSpentMinimum", {
              spent: formatMinutes(session.durationSeconds),
              minimum: module.minimumMinutes,
            })
          : say("pdf:evidence.timeSpent", { spent: formatMinutes(session.durationSeconds) }),
      }),
      detail: `${say(`pdf:evidence.device.${session.device}`)} · ${session.location}`,
      by: session.employee,
      attachments: [],
    };
  });
};
