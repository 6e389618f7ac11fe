import { z } from "zod";
import type { ActionQueueTab } from "../overview/action-queue";
import type { ClauseAreaRow } from "../overview/clause-areas";
import type { OverviewPeriod } from "../overview/periods";

export { overviewPeriods, type OverviewPeriod } from "../overview/periods";

export const overviewQuerySchema = z.object({
  days: z
    .enum(["7", "30", "90"], { error: "Choose 7, 30 or 90 days" })
    .default("30")
    .transform((d) => Number(d) as OverviewPeriod),
});

export const readinessTargetSchema = z.object({
  target: z
    .number({ error: "Enter the target score as a number" })
    .int("Use a whole number")
    .min(1, "The target must be between 1 and 100")
    .max(100, "The target must be between 1 and 100"),
});
export type ReadinessTargetInput = z.infer<typeof readinessTargetSchema>;

export interface Milestone {
  id: string;
  type: "Internal Audit" | "3rd-Party Audit" | "Certificate Expiry" | "SOP Review";
  date: string;
  title: string;
  owner: string;
  status: string;
  /** The status as a key the screen words in the reader's language (`status` is its English text). */
  state: "in-progress" | "upcoming" | "response-due" | "preparing" | "expiring";
  /** Days until a certificate expires ("expiring" only), else null. */
  daysLeft: number | null;
  url: string;
}

export interface RecentIncident {
  id: string;
  title: string;
  severity: "low" | "medium" | "high" | "critical";
  status: "pending" | "investigating" | "corrected";
  clauseId: string;
  reportedAt: string;
  reportedByName: string;
  capaOverdue: boolean;
  url: string;
}

/** A scheduled log nobody filled in the last week (before today), on the clause it counts against. */
export interface MissedLog {
  scheduleId: string;
  formId: string;
  /** The site-local day the log was expected. */
  date: string;
  /** The applicable clause the form evidences, or null when it evidences none at the site. */
  clauseId: string | null;
}

export interface OverviewView {
  site: { id: string; name: string };
  days: OverviewPeriod;
  /** The site's calendar date the figures are computed for. */
  today: string;
  /** The snapshot day the trends compare against, null without history. */
  comparedWith: string | null;
  metrics: {
    readinessScore: { value: number; trend: number | null; target: number };
    recordsToVerify: { value: number; trend: number | null; dueWithin7Days: number; overdue: number };
    trainingCoverage: { value: number; trend: number | null; required: number; completed: number };
    openDeviations: { value: number; trend: number | null; overdue: number };
  };
  actionQueue: ActionQueueTab[];
  byClause: ClauseAreaRow[];
  milestones: Milestone[];
  trainingByRole: { role: string; label: string; required: number; completed: number; percent: number }[];
  recentIncidents: RecentIncident[];
  /** The logs missed in the last week, oldest first, each with its form's name in the reader's language. */
  missedLogs: (MissedLog & { formName: string })[];
}
