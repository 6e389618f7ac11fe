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
  const [[row], due] = await Promise.all([
    db
      .select({
        total: sql`coalesce(sum(${c.count}), 0)`,
        verified: sql`coalesce(sum(${c.count}) filter (where ${c.status} = 'verified'), 0)`,
        rejected: sql`coalesce(sum(${c.count}) filter (where ${c.status} = 'rejected'), 0)`,
        exceptions: sql`coalesce(sum(${c.count}) filter (where ${c.exception}), 0)`,
        verifiedLast30Days: sql`coalesce(sum(${c.count}) filter (where ${c.status} = 'verified' and ${c.reviewedDay} >= ${monthAgo}), 0)`,
      })
      .from(c)
      .where(and(eq(c.organisationId, organisationId), eq(c.siteId, siteId))),
    pendingRecordStats(db, organisationId, siteId, today),
  ]);
  return { ...counts(row, ["total", "verified", "rejected", "exceptions", "verifiedLast30Days"]), ...due };
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
  const soon = addCalendarDays(today, DUE_SOON_CALENDAR_DAYS);
  const r = monitoringRecords;
  const [row] = await db
    .select({
      pending: sql`count(*)`,
      dueWithin7Days: sql`count(*) filter (where ${r.dueDate} >= ${today} and ${r.dueDate} <= ${soon})`,
      overdue: sql`count(*) filter (where ${r.dueDate} < ${today})`,
    })
    .from(r)
    .where(and(eq(r.organisationId, organisationId), eq(r.siteId, siteId), eq(r.status, "pending")));
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
