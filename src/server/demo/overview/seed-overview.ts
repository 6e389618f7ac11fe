import { inArray } from "drizzle-orm";
import type { OverviewFigures } from "../../../domain/overview/trend";
import { addCalendarDays, localDate, shiftInstant } from "../../../domain/dates";
import type { DemoSeedStep } from "../demo-organisation";
import { overviewSnapshots, readinessTargets, sites } from "../../db/schema";
import { demoFigures } from "../demo-figures";

const oxnardReadiness = demoFigures.oxnard.readinessDaysAgo;

/**
 * History the demo sites had before the seed: the figures of the daily snapshots 90, 30 and 7 days
 * ago and the day before the seed, interpolated in between. Today's figures are never seeded: the
 * dashboard computes them from the stored records, training, audits and incidents (oxnard: 92, so
 * against 88 thirty days ago the trend reads +4).
 */
const history: Record<string, { daysAgo: number; figures: OverviewFigures }[]> = {
  oxnard: [
    {
      daysAgo: 90,
      figures: { readiness: oxnardReadiness[90], recordsToVerify: 19, trainingCoverage: 72, openDeviations: 6 },
    },
    {
      daysAgo: 30,
      figures: { readiness: oxnardReadiness[30], recordsToVerify: 15, trainingCoverage: 80, openDeviations: 4 },
    },
    {
      daysAgo: 7,
      figures: { readiness: oxnardReadiness[7], recordsToVerify: 13, trainingCoverage: 84, openDeviations: 3 },
    },
    { daysAgo: 1, figures: { readiness: 91, recordsToVerify: 12, trainingCoverage: 86, openDeviations: 3 } },
  ],
  yuma: [
    { daysAgo: 90, figures: { readiness: 89, recordsToVerify: 9, trainingCoverage: 64, openDeviations: 4 } },
    { daysAgo: 30, figures: { readiness: 92, recordsToVerify: 7, trainingCoverage: 71, openDeviations: 3 } },
    { daysAgo: 7, figures: { readiness: 94, recordsToVerify: 6, trainingCoverage: 75, openDeviations: 2 } },
    { daysAgo: 1, figures: { readiness: 95, recordsToVerify: 5, trainingCoverage: 77, openDeviations: 2 } },
  ],
};

function interpolate(points: { daysAgo: number; figures: OverviewFigures }[], daysAgo: number): OverviewFigures {
  const later = points.findLast((p) => p.daysAgo >= daysAgo) ?? points[0]!;
  const earlier = points.find((p) => p.daysAgo <= daysAgo) ?? points[points.length - 1]!;
  const span = later.daysAgo - earlier.daysAgo;
  const t = span === 0 ? 0 : (later.daysAgo - daysAgo) / span;
  const at = (key: keyof OverviewFigures) =>
    Math.round(later.figures[key] + (earlier.figures[key] - later.figures[key]) * t);
  return {
    readiness: at("readiness"),
    recordsToVerify: at("recordsToVerify"),
    trainingCoverage: at("trainingCoverage"),
    openDeviations: at("openDeviations"),
  };
}

/**
 * Demo seed: 90 days of daily snapshots per demo site and the default readiness target (95) stored.
 * Written directly: the snapshots are past days' figures, which only the overview's daily job records.
 */
export const seedOverview: DemoSeedStep = async (tx, { organisationId, sites: siteIds, now }) => {
  const rows = await tx
    .select({ id: sites.id, slug: sites.slug, timezone: sites.timezone })
    .from(sites)
    .where(inArray(sites.id, Object.values(siteIds)));
  for (const site of rows) {
    const points = history[site.slug];
    if (!points) continue;
    const today = localDate(now, site.timezone);
    await tx
      .insert(readinessTargets)
      .values({ organisationId, siteId: site.id, target: demoFigures.oxnard.readinessTarget });
    await tx.insert(overviewSnapshots).values(
      Array.from({ length: 90 }, (_, i) => i + 1).map((daysAgo) => ({
        organisationId,
        siteId: site.id,
        day: addCalendarDays(today, -daysAgo),
        ...interpolate(points, daysAgo),
        computedAt: shiftInstant(now, { days: -daysAgo }),
      })),
    );
  }
};
