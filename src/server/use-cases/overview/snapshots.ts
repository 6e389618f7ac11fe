import { and, desc, eq, lte } from "drizzle-orm";
import type { OverviewFigures } from "../../../domain/overview/trend";
import type { Db } from "../../db/client";
import { overviewSnapshots } from "../../db/schema";

/** The latest stored snapshot of a site on or before `day` (site-local date), or null. */
export async function snapshotOnOrBefore(db: Db, organisationId: string, siteId: string, day: string): Promise<(OverviewFigures & { day: string }) | null> {
  const [row] = await db
    .select({ day: overviewSnapshots.day, readiness: overviewSnapshots.readiness, recordsToVerify: overviewSnapshots.recordsToVerify, trainingCoverage: overviewSnapshots.trainingCoverage, openDeviations: overviewSnapshots.openDeviations })
    .from(overviewSnapshots)
    .where(and(eq(overviewSnapshots.organisationId, organisationId), eq(overviewSnapshots.siteId, siteId), lte(overviewSnapshots.day, day)))
    .orderBy(desc(overviewSnapshots.day))
    .limit(1);
  return row ?? null;
}

/**
 * Stores today's figures as the site's snapshot of `day` (the last computation of a day wins). The
 * snapshot is derived data, not a user's action, so it has no audit event of its own: the actions that
 * moved the figures (verifications, CAPAs…) are in the audit trail.
 */
export async function storeSnapshot(db: Db, organisationId: string, siteId: string, day: string, figures: OverviewFigures, now: Date) {
  await db
    .insert(overviewSnapshots)
    .values({ organisationId, siteId, day, ...figures, computedAt: now })
    .onConflictDoUpdate({ target: [overviewSnapshots.siteId, overviewSnapshots.day], set: { ...figures, computedAt: now } });
}
