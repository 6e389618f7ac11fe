/** The dashboard's period: the 'Last 30 days' badge offers 7, 30 or 90. Kept apart from the zod schemas so the overview screen does not load zod. */
export const overviewPeriods = [7, 30, 90] as const;
export type OverviewPeriod = (typeof overviewPeriods)[number];
