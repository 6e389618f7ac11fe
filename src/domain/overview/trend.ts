/** The four dashboard figures as stored in a daily snapshot. */
export interface OverviewFigures {
  readiness: number;
  recordsToVerify: number;
  trainingCoverage: number;
  openDeviations: number;
}

/**
 * TREND: today's figure minus the same figure in the site's stored snapshot of the day `days` ago
 * (the latest snapshot on or before that day and at most N days older). Null without such a snapshot.
 */
export function trends(
  current: OverviewFigures,
  past: OverviewFigures | null,
): Record<keyof OverviewFigures, number | null> {
  const diff = (key: keyof OverviewFigures) => (past ? current[key] - past[key] : null);
  return {
    readiness: diff("readiness"),
    recordsToVerify: diff("recordsToVerify"),
    trainingCoverage: diff("trainingCoverage"),
    openDeviations: diff("openDeviations"),
  };
}
