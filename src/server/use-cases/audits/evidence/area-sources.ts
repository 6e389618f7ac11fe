import { formatMinutes } from "../../../../domain/training/minimum-time";
import { moduleText } from "../../../../domain/training/module-text";
import { and, asc, desc, eq, gte, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
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
import { addCalendarDays, localDate, startOfSiteDay } from "../../../../domain/dates";
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

/** Monitoring records made in the period, with their attached files. */
export const recordEvidence: EvidenceSource = async (db, q) => {
  const say = packT(q.locale);
  const inPeriod = and(
    eq(monitoringRecords.organisationId, q.organisationId),
    eq(monitoringRecords.siteId, q.siteId),
    gte(monitoringRecords.occurredAt, periodStart(q)),
    lt(monitoringRecords.occurredAt, periodEnd(q)),
  );
  // Only the columns the pack prints (the readings make the summary line in the pack's language): a year
  // of records holds notes and hashes it does not. Read in keyset pages in the records' "recent" index
  // order (newest first), the event loop served between pages: a long period is never one result set.
  const columns = {
    id: monitoringRecords.id,
    type: monitoringRecords.type,
    clauseId: monitoringRecords.clauseId,
    occurredAt: monitoringRecords.occurredAt,
    exception: monitoringRecords.exception,
    status: monitoringRecords.status,
    summary: monitoringRecords.summary,
    readings: monitoringRecords.readings,
    performedBy: monitoringRecords.performedBy,
    // The cursor as PostgreSQL writes the instants (microseconds kept, which a JavaScript Date drops).
    cursorOccurred: sql<string>`${monitoringRecords.occurredAt}::text`,
    cursorCreated: sql<string>`${monitoringRecords.createdAt}::text`,
  };
  const pageAfter = (after?: { id: string; cursorOccurred: string; cursorCreated: string }) =>
    db
      .select(columns)
      .from(monitoringRecords)
      .where(
        after
          ? and(
              inPeriod,
              sql`(${monitoringRecords.occurredAt}, ${monitoringRecords.createdAt}, ${monitoringRecords.id}) < (${after.cursorOccurred}::timestamptz, ${after.cursorCreated}::timestamptz, ${after.id}::uuid)`,
            )
          : inPeriod,
      )
      .orderBy(desc(monitoringRecords.occurredAt), desc(monitoringRecords.createdAt), desc(monitoringRecords.id))
      .limit(ROWS_PER_PAGE);
  const files = await ownerFiles(
    db,
    q.organisationId,
    "monitoring_record",
    sql`(select ${monitoringRecords.id} from ${monitoringRecords} where ${inPeriod})`,
  );
  const item = (r: Awaited<ReturnType<typeof pageAfter>>[number]): EvidenceItem => ({
    kind: "record",
    clauseIds: [r.clauseId],
    date: localDate(r.occurredAt, q.timeZone),
    reference: ref("MR", r.id),
    title: r.exception
      ? say("pdf:evidence.recordException", { log: say(`pdf:evidence.recordLog.${r.type}`) })
      : say(`pdf:evidence.recordLog.${r.type}`),
    status: say(`pdf:evidence.recordStatus.${r.status}`),
    detail: recordSummaryIn(q.locale, r),
    by: r.performedBy,
    attachments: files.get(r.id) ?? [],
  });
  return everyPage(pageAfter, item);
};

/** Verification decisions (approve / reject) made in the period. */
export const verificationEvidence: EvidenceSource = async (db, q) => {
  const say = packT(q.locale);
  const inPeriod = and(
    eq(recordReviews.organisationId, q.organisationId),
    gte(recordReviews.reviewedAt, periodStart(q)),
    lt(recordReviews.reviewedAt, periodEnd(q)),
    eq(monitoringRecords.organisationId, q.organisationId),
    eq(monitoringRecords.siteId, q.siteId),
  );
  // In keyset pages in the order of the reviews' index (organisation, time, id).
  const pageAfter = (after?: { cursorReviewed: string; reviewId: string }) =>
    db
      .select({
        review: {
          reviewedAt: recordReviews.reviewedAt,
          version: recordReviews.version,
          decision: recordReviews.decision,
          notes: recordReviews.notes,
          reviewerName: recordReviews.reviewerName,
          reviewerRole: recordReviews.reviewerRole,
        },
        record: { id: monitoringRecords.id, clauseId: monitoringRecords.clauseId, type: monitoringRecords.type },
        reviewId: recordReviews.id,
        cursorReviewed: sql<string>`${recordReviews.reviewedAt}::text`,
      })
      .from(recordReviews)
      .innerJoin(monitoringRecords, eq(monitoringRecords.id, recordReviews.recordId))
      .where(
        after
          ? and(
              inPeriod,
              sql`(${recordReviews.reviewedAt}, ${recordReviews.id}) > (${after.cursorReviewed}::timestamptz, ${after.reviewId}::uuid)`,
            )
          : inPeriod,
      )
      .orderBy(asc(recordReviews.reviewedAt), asc(recordReviews.id))
      .limit(ROWS_PER_PAGE);
  return everyPage(
    pageAfter,
    ({ review, record }): EvidenceItem => ({
      kind: "verification",
      clauseIds: [record.clauseId],
      date: localDate(review.reviewedAt, q.timeZone),
      reference: ref("MR", record.id),
      title: say(`pdf:evidence.verificationOf.${record.type}`, { version: review.version }),
      status: say(`pdf:evidence.decision.${review.decision}`),
      detail: review.notes,
      // The role is stored as its English label when the review was made; the errors catalogue words it.
      by: say("pdf:evidence.reviewer", {
        name: review.reviewerName,
        role: translateText(q.locale, "errors", review.reviewerRole),
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
  const rows = await db
    .select({ session: trainingSessions, module: trainingModules, employee: employees.name })
    .from(trainingSessions)
    .innerJoin(trainingModules, eq(trainingModules.id, trainingSessions.moduleId))
    .innerJoin(employees, eq(employees.id, trainingSessions.employeeId))
    .where(
      and(
        eq(trainingSessions.organisationId, q.organisationId),
        eq(trainingSessions.siteId, q.siteId),
        gte(trainingSessions.createdAt, periodStart(q)),
        lte(trainingSessions.createdAt, periodEnd(q)),
      ),
    );
  return rows.map(
    ({ session, module, employee }): EvidenceItem => ({
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
      by: employee,
      attachments: [],
    }),
  );
};
