import { localDate } from "../dates";
import { lastCompletedAudit } from "./internal-audits-screen";
import type { FindingView, InternalAuditView } from "./views";

/** The four cards above the Internal Audits tabs (spec §6), for one site. */
export interface InternalAuditStats {
  /** Scheduled audits dated today or later at the site; one dated before today is late, not upcoming. */
  scheduled: number;
  inProgress: number;
  /** The most recently completed audit's score and the site-local date it was completed, or null. */
  lastCompleted: { percent: number | null; completedOn: string } | null;
  openFindings: number;
  /** Open findings past their due date, as the server marks them with the site's date. */
  overdueFindings: number;
}

/**
 * The Internal Audits stat cards at `now` for a site in `timeZone`. "Today" is the site's local date, so
 * an audit scheduled for today still counts as upcoming at 23:30 in California, when UTC is already on
 * the next day.
 */
export function internalAuditStats(
  audits: readonly Pick<InternalAuditView, "status" | "date" | "score" | "completedAt">[],
  findings: readonly Pick<FindingView, "status" | "overdue">[],
  now: Date,
  timeZone: string,
): InternalAuditStats {
  const today = localDate(now, timeZone);
  const last = lastCompletedAudit(audits);
  const open = findings.filter((f) => f.status === "open");
  return {
    // ISO dates ("YYYY-MM-DD") compare correctly as text.
    scheduled: audits.filter((a) => a.status === "scheduled" && a.date >= today).length,
    inProgress: audits.filter((a) => a.status === "in-progress").length,
    lastCompleted: last?.completedAt
      ? { percent: last.score?.percent ?? null, completedOn: localDate(new Date(last.completedAt), timeZone) }
      : null,
    openFindings: open.length,
    overdueFindings: open.filter((f) => f.overdue).length,
  };
}
