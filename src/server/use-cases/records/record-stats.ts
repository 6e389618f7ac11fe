import { and, eq, sql } from "drizzle-orm";
import { addCalendarDays, shiftInstant } from "../../../domain/dates";
import { DUE_SOON_CALENDAR_DAYS } from "../../../domain/records/working-days";
import { HOLD_STALE_DAYS } from "../../../domain/records/catalogue";
import type { RecordSummary } from "../../../domain/schemas/records";
import type { Db } from "../../db/client";
import { capas, holds, incidents, monitoringRecords } from "../../db/schema";
import { siteTodayById } from "../sites/site-today";
import { counts } from "./query-helpers";

/**
 * Monitoring-record figures of one site (siteId is sites.id) at `now`: what the overview's "Records to
 * Verify" card and the records screens show. Due dates are site-local calendar dates.
 */
export async function recordStats(
  db: Db,
  organisationId: string,
  siteId: string,
  now = new Date(),
): Promise<RecordSummary> {
  const today = await siteTodayById(db, organisationId, siteId, now);
  const soon = addCalendarDays(today, DUE_SOON_CALENDAR_DAYS);
  const monthAgo = shiftInstant(now, { days: -30 });
  const r = monitoringRecords;
  const [row] = await db
    .select({
      total: sql`count(*)`,
      pending: sql`count(*) filter (where ${r.status} = 'pending')`,
      verified: sql`count(*) filter (where ${r.status} = 'verified')`,
      rejected: sql`count(*) filter (where ${r.status} = 'rejected')`,
      exceptions: sql`count(*) filter (where ${r.exception})`,
      dueWithin7Days: sql`count(*) filter (where ${r.status} = 'pending' and ${r.dueDate} >= ${today} and ${r.dueDate} <= ${soon})`,
      overdue: sql`count(*) filter (where ${r.status} = 'pending' and ${r.dueDate} < ${today})`,
      verifiedLast30Days: sql`count(*) filter (where ${r.status} = 'verified' and ${r.reviewedAt} >= ${monthAgo.toISOString()})`,
    })
    .from(r)
    .where(and(eq(r.organisationId, organisationId), eq(r.siteId, siteId)));
  return counts(row, [
    "total",
    "pending",
    "verified",
    "rejected",
    "exceptions",
    "dueWithin7Days",
    "overdue",
    "verifiedLast30Days",
  ]);
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
 * passed (site-local). The overview's "Open Deviations" card.
 */
export async function deviationStats(
  db: Db,
  organisationId: string,
  siteId: string,
  now = new Date(),
): Promise<{ open: number; overdue: number }> {
  const today = await siteTodayById(db, organisationId, siteId, now);
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
