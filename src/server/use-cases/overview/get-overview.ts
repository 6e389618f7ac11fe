import { jobRoleLabels } from "../../../domain/employees/job-roles";
import { actionQueue } from "../../../domain/overview/action-queue";
import { clauseAreas } from "../../../domain/overview/clause-areas";
import { readinessScore } from "../../../domain/overview/readiness";
import { trends, type OverviewFigures } from "../../../domain/overview/trend";
import { addCalendarDays, localDate, shiftInstant } from "../../../domain/dates";
import type { OverviewPeriod, OverviewView } from "../../../domain/schemas/overview";
import { applicableClauses, previewGroups } from "../../../domain/scope";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { deviationStats, recordStats } from "../records/record-stats";
import { loadAppliedScope } from "../scope/load-applied-scope";
import { findSite } from "../sites/site-access";
import { trainingCoverage } from "../training/training-coverage";
import { loadWorkItems } from "./load-work-items";
import { upcomingMilestones } from "./milestones";
import { readinessTarget } from "./readiness-target";
import { recentIncidents } from "./recent-incidents";
import { snapshotBetween, storeSnapshot } from "./snapshots";

/**
 * The Overview dashboard of one site, computed from stored data at `now` (formulas: README "Overview
 * formulas" and src/domain/overview). Also stores today's figures as the site's daily snapshot, which
 * later trends compare against.
 */
export async function getOverview(
  db: Db,
  actor: Actor,
  { siteSlug, days }: { siteSlug: string; days: OverviewPeriod },
  now = new Date(),
): Promise<OverviewView> {
  const site = await findSite(db, actor, siteSlug);
  const org = actor.organisationId;
  const today = localDate(now, site.timezone);
  const scope = await loadAppliedScope(db, org, site.id);
  const clauses = applicableClauses(scope);
  const [{ work, training }, records, deviations, coverage, target, past, milestones, incidents] = await Promise.all([
    loadWorkItems(db, org, site.id, site.timezone),
    recordStats(db, org, site.id, now),
    deviationStats(db, org, site.id, now),
    trainingCoverage(db, org, site.id, now),
    readinessTarget(db, org, site.id),
    snapshotBetween(db, org, site.id, addCalendarDays(today, -2 * days), addCalendarDays(today, -days)),
    upcomingMilestones(db, org, site.id, today, now),
    recentIncidents(db, org, site.id, shiftInstant(now, { days: -days }), today),
  ]);

  const figures: OverviewFigures = {
    readiness: readinessScore(clauses, work, training, today),
    recordsToVerify: records.pending,
    trainingCoverage: coverage.percent,
    openDeviations: deviations.open,
  };
  await storeSnapshot(db, org, site.id, today, figures, now);
  const trend = trends(figures, past);
  const clauseTags = new Map(clauses.map((c) => [c.id, c.tags]));

  return {
    site: { id: site.slug, name: site.name },
    days,
    today,
    comparedWith: past?.day ?? null,
    metrics: {
      readinessScore: { value: figures.readiness, trend: trend.readiness, target },
      recordsToVerify: {
        value: records.pending,
        trend: trend.recordsToVerify,
        dueWithin7Days: records.dueWithin7Days,
        overdue: records.overdue,
      },
      trainingCoverage: {
        value: coverage.percent,
        trend: trend.trainingCoverage,
        required: coverage.required,
        completed: coverage.completed,
      },
      openDeviations: { value: deviations.open, trend: trend.openDeviations, overdue: deviations.overdue },
    },
    actionQueue: actionQueue(work, clauseTags, today),
    byClause: clauseAreas(previewGroups(scope), work, today),
    milestones,
    trainingByRole: coverage.byRole.map((r) => ({ ...r, label: jobRoleLabels[r.role] })),
    recentIncidents: incidents,
  };
}
