import { and, desc, eq, gte, lte } from "drizzle-orm";
import type { OverviewFigures } from "../../../domain/overview/trend";
import type { Db } from "../../db/client";
import { overviewSnapshots } from "../../db/schema";

/**
 * The latest stored snapshot of a site on or before `day` but not before `notBefore` (site-local
 * dates), or null: a trend over N days compares with a snapshot between N and 2N days old, never older.
 */
export async function snapshotBetween(
  db: Db,
  organisationId: string,
  siteId: string,
  notBefore: string,
  day: string,
): Promise<(OverviewFigures & { day: string }) | null> {
  const [row] = await db
    .select({
      day: overviewSnapshots.day,
      readiness: overviewSnapshots.readiness,
      recordsToVerify: overviewSnapshots.recordsToVerify,
      trainingCoverage: overviewSnapshots.trainingCoverage,
      openDeviations: overviewSnapshots.openDeviations,
    })
    .from(overviewSnapshots)
    .where(
      and(
        eq(overviewSnapshots.organisationId, organisationId),
        eq(overviewSnapshots.siteId, siteId),
        gte(overviewSnapshots.day, notBefore),
        lte(overviewSnapshots.day, day),
      ),
    )
    .orderBy(desc(overviewSnapshots.day))
    .limit(1);
  return row ?? null;
}

/**
 * Stores today's figures as the site's snapshot of `day` (the last computation of a day wins). The
 * snapshot is derived data, not a user's action, so it has no audit event of its own: the actions that
 * moved the figures (verifications, CAPAs…) are in the audit trail.
 */
export async function storeSnapshot(
  db: Db,
  organisationId: string,
  siteId: string,
  day: string,
  figures: OverviewFigures,
  now: Date,
) {
  await db
    .insert(overviewSnapshots)
    .values({ organisationId, siteId, day, ...figures, computedAt: now })
    .onConflictDoUpdate({
      target: [overviewSnapshots.siteId, overviewSnapshots.day],
      set: { ...figures, computedAt: now },
    });
}
