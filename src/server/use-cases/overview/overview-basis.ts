import { readinessScore } from "../../../domain/overview/readiness";
import type { OverviewFigures } from "../../../domain/overview/trend";
import { localDate } from "../../../domain/dates";
import { applicableClauses } from "../../../domain/scope";
import type { Db } from "../../db/client";
import { deviationStats, pendingRecordStats } from "../records/record-stats";
import { loadAppliedScope } from "../scope/load-applied-scope";
import { trainingCoverage } from "../training/training-coverage";
import { loadWorkItems } from "./load-work-items";

/**
 * What both the Overview and its daily snapshot are computed from, for one site at `now`: the applied
 * scope and its clauses, the open work, the pending-record, deviation and training figures, and the
 * four figures a snapshot stores. Read-only.
 */
export async function loadOverviewBasis(
  db: Db,
  organisationId: string,
  site: { id: string; timezone: string },
  now: Date,
) {
  const today = localDate(now, site.timezone);
  const scope = await loadAppliedScope(db, organisationId, site.id);
  const clauses = applicableClauses(scope);
  const taggedWith = (tag: string) => clauses.filter((c) => c.tags.includes(tag)).map((c) => c.id);
  const [work, records, deviations, coverage] = await Promise.all([
    loadWorkItems(db, organisationId, site.id, site.timezone, {
      cal: taggedWith("calibration"),
      suppliers: taggedWith("supplier"),
    }),
    pendingRecordStats(db, organisationId, site.id, today),
    deviationStats(db, organisationId, site.id, now),
    trainingCoverage(db, organisationId, site.id, now),
  ]);
  const figures: OverviewFigures = {
    readiness: readinessScore(clauses, work.standing, work.training, today),
    recordsToVerify: records.pending,
    trainingCoverage: coverage.percent,
    openDeviations: deviations.open,
  };
  return { today, scope, clauses, work, records, deviations, coverage, figures };
}
