import { and, eq, sql } from "drizzle-orm";
import { addCalendarDays, type IsoDate, localDate, shiftInstant } from "../../../domain/dates";
import { DUE_SOON_CALENDAR_DAYS } from "../../../domain/records/working-days";
import { HOLD_STALE_DAYS } from "../../../domain/records/catalogue";
import type { RecordSummary } from "../../../domain/schemas/records";
import type { Db } from "../../db/client";
import { capas, holds, incidents, monitoringRecordCounts, monitoringRecordPending } from "../../db/schema";
import { siteTodayById } from "../sites/site-today";
import { counts } from "./query-helpers";

/**
 * Monitoring-record figures of one site (siteId is sites.id) at `now`: what the records screens' summary
 * cards show. Totals come from monitoring_record_counts, the pending and due figures from
 * monitoring_record_pending (both kept by triggers on every write): nothing here counts the site's history.
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
    .from(monitoringRecordPending)
    .where(pendingOf(organisationId, siteId));
  const kept = typeof row?.kept === "string" ? (JSON.parse(row.kept) as Record<string, unknown>) : row?.kept;
  return {
    ...counts(kept, ["total", "verified", "rejected", "exceptions", "verifiedLast30Days"]),
    ...counts(row, ["pending", "dueWithin7Days", "overdue"]),
  };
}

/** The kept pending counts of one site: one row per clause and due date with pending records. */
const pendingOf = (organisationId: string, siteId: string) =>
  and(eq(monitoringRecordPending.organisationId, organisationId), eq(monitoringRecordPending.siteId, siteId));

/** How many pending records, how many due within 7 days of `today`, how many overdue (sums of kept counts). */
function pendingFigures(today: IsoDate) {
  const soon = addCalendarDays(today, DUE_SOON_CALENDAR_DAYS);
  const p = monitoringRecordPending;
  return {
    pending: sql`coalesce(sum(${p.count}), 0)`,
    dueWithin7Days: sql`coalesce(sum(${p.count}) filter (where ${p.dueDate} >= ${today} and ${p.dueDate} <= ${soon}), 0)`,
    overdue: sql`coalesce(sum(${p.count}) filter (where ${p.dueDate} < ${today}), 0)`,
  };
}

/**
 * The pending records of one site at `today` (site-local): how many, how many due within 7 days, how many
 * overdue. Reads the kept counts (monitoring_record_pending: a row per clause and due date), so its cost
 * follows the number of distinct due dates pending, not the site's history. The overview's "Records to
 * Verify" card.
 */
export async function pendingRecordStats(
  db: Db,
  organisationId: string,
  siteId: string,
  today: string,
): Promise<Pick<RecordSummary, "pending" | "dueWithin7Days" | "overdue">> {
  const [row] = await db
    .select(pendingFigures(today))
    .from(monitoringRecordPending)
    .where(pendingOf(organisationId, siteId));
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
