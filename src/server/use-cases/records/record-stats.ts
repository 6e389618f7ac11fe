import { and, eq, sql } from "drizzle-orm";
import { addCalendarDays, type IsoDate, localDate, shiftInstant } from "../../../domain/dates";
import { DUE_SOON_CALENDAR_DAYS } from "../../../domain/records/working-days";
import { HOLD_STALE_DAYS } from "../../../domain/records/catalogue";
import type { RecordSummary } from "../../../domain/schemas/records";
import type { Db } from "../../db/client";
import { capas, holds, incidents, monitoringRecordCounts, monitoringRecords } from "../../db/schema";
import { siteTodayById } from "../sites/site-today";
import { counts } from "./query-helpers";

/**
 * Monitoring-record figures of one site (siteId is sites.id) at `now`: what the records screens' summary
 * cards show. Totals come from monitoring_record_counts (kept by a trigger on every write), the due
 * figures from the pending part of the due-date index: nothing here counts the site's history.
 * verifiedLast30Days counts whole UTC days of verification, from the day 30 days before `now`. A caller
 * that knows the site's date at `now` passes it as `today` (one query less).
 */
export async function recordStats(
  db: Db,
  organisationId: string,
  siteId: string,
  now = new Date(),
  siteToday?: IsoDate,
): Promise<RecordSummary> {
  const today = siteToday ?? (await siteTodayById(db, organisationId, siteId, now));
  // monitoring_record_counts files a verification under its UTC calendar date.
  const monthAgo = localDate(shiftInstant(now, { days: -30 }), "UTC");
  const c = monitoringRecordCounts;
  // One statement: the kept counts as one JSON value beside the pending figures.
  const [row] = await db
    .select({
      kept: sql<Record<string, number | string>>`(select json_build_object(
        'total', coalesce(sum(${c.count}), 0),
        'verified', coalesce(sum(${c.count}) filter (where ${c.status} = 'verified'), 0),
        'rejected', coalesce(sum(${c.count}) filter (where ${c.status} = 'rejected'), 0),
        'exceptions', coalesce(sum(${c.count}) filter (where ${c.exception}), 0),
        'verifiedLast30Days', coalesce(sum(${c.count}) filter (where ${c.status} = 'verified' and ${c.reviewedDay} >= ${monthAgo}), 0)
      ) from ${c} where ${c.organisationId} = ${organisationId} and ${c.siteId} = ${siteId})`,
      ...pendingFigures(today),
    })
    .from(monitoringRecords)
    .where(pendingOf(organisationId, siteId));
  const kept = typeof row?.kept === "string" ? (JSON.parse(row.kept) as Record<string, unknown>) : row?.kept;
  return {
    ...counts(kept, ["total", "verified", "rejected", "exceptions", "verifiedLast30Days"]),
    ...counts(row, ["pending", "dueWithin7Days", "overdue"]),
  };
}

/** The pending records of one site: the pending part of the (organisation, site, status, due date) index. */
const pendingOf = (organisationId: string, siteId: string) =>
  and(
    eq(monitoringRecords.organisationId, organisationId),
    eq(monitoringRecords.siteId, siteId),
    eq(monitoringRecords.status, "pending"),
  );

/** How many pending records, how many due within 7 days of `today`, how many overdue (aggregates). */
function pendingFigures(today: IsoDate) {
  const soon = addCalendarDays(today, DUE_SOON_CALENDAR_DAYS);
  const r = monitoringRecords;
  return {
    pending: sql`count(*)`,
    dueWithin7Days: sql`count(*) filter (where ${r.dueDate} >= ${today} and ${r.dueDate} <= ${soon})`,
    overdue: sql`count(*) filter (where ${r.dueDate} < ${today})`,
  };
}

/**
 * The pending records of one site at `today` (site-local): how many, how many due within 7 days, how many
 * overdue. Reads only the pending part of the (organisation, site, status, due date) index, so its cost
 * follows the verification queue, not the site's history. The overview's "Records to Verify" card.
 */
export async function pendingRecordStats(
  db: Db,
  organisationId: string,
  siteId: string,
  today: string,
): Promise<Pick<RecordSummary, "pending" | "dueWithin7Days" | "overdue">> {
  const [row] = await db.select(pendingFigures(today)).from(monitoringRecords).where(pendingOf(organisationId, siteId));
  return counts(row, ["pending", "dueWithin7Days", "overdue"]);
}

/**
 * Open deviations of a site: incidents not yet corrected; overdue = those whose CAPA due date has
 * passed (site-local; a caller that knows the site's date at `now` passes it). The overview's "Open
 * Deviations" card.
 */
export async function deviationStats(
  db: Db,
  organisationId: string,
  siteId: string,
  now = new Date(),
  siteToday?: IsoDate,
): Promise<{ open: number; overdue: number }> {
  const today = siteToday ?? (await siteTodayById(db, organisationId, siteId, now));
  const [row] = await db
    .select({
      open: sql`count(*)`,
      overdue: sql`count(*) filter (where ${capas.dueDate} < ${today})`,
    })
    .from(incidents)
    .leftJoin(capas, eq(capas.incidentId, incidents.id))
    .where(
      and(
        eq(incidents.organisationId, organisationId),
        eq(incidents.siteId, siteId),
        sql`${incidents.status} <> 'corrected'`,
      ),
    );
  return counts(row, ["open", "overdue"]);
}

/** Holds of a site still on hold, and those on hold longer than HOLD_STALE_DAYS (for notifications). */
export async function holdStats(
  db: Db,
  organisationId: string,
  siteId: string,
  now = new Date(),
): Promise<{ onHold: number; stale: number }> {
  const staleBefore = shiftInstant(now, { days: -HOLD_STALE_DAYS });
  const [row] = await db
    .select({
      onHold: sql`count(*)`,
      stale: sql`count(*) filter (where ${holds.holdAt} < ${staleBefore.toISOString()})`,
    })
    .from(holds)
    .where(and(eq(holds.organisationId, organisationId), eq(holds.siteId, siteId), eq(holds.status, "on_hold")));
  return counts(row, ["onHold", "stale"]);
}
