import { oxnardPlan } from "./library/fsp-content";
import { seedSops } from "./library/sop-content";

/**
 * The figures the demo organisation shows on the day it is seeded (README: Demo accounts, spec §9).
 * The demo steps are written to produce them (the records plan, the training assignments, the overview
 * history); tests and journeys that pin demo figures import these constants instead of repeating them.
 */
export const demoFigures = {
  oxnard: {
    /** Readiness computed from today's data, its target, and the stored snapshots of 7, 30 and 90 days ago. */
    readiness: 90,
    readinessTarget: 95,
    readinessDaysAgo: { 7: 90, 30: 88, 90: 81 },
    recordsToVerify: 12,
    recordsDueWithin7Days: 8,
    openDeviations: 3,
    overdueDeviations: 1,
    holdsOnHold: 3,
    /** Holds older than 14 days. */
    staleHolds: 1,
    /** Required training assignments completed at the site. */
    training: { percent: 86, required: 50, completed: 43 },
    sops: seedSops.filter((sop) => sop.site === "oxnard").length,
    fspSections: oxnardPlan.length,
    fspProgress: 82,
  },
  yuma: {
    recordsToVerify: 5,
    recordsDueWithin7Days: 3,
    fspProgress: 100,
  },
  /** Logs the demo's schedules expected in the last 30 days that nobody filled (decision 126). */
  missedLogs: { oxnard: 3, yuma: 1 },
  /** Unread notifications of a fresh administrator: the overdue CAPA and the hold older than 14 days. */
  adminNotifications: 2,
} as const;
