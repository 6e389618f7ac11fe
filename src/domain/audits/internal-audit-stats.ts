import type { FindingView, InternalAuditView } from "./views";

/** The four cards above the Internal Audits tabs (spec §6), for one site. */
export interface InternalAuditStats {
  /** Scheduled audits dated today or later at the site; one dated before today is late, not upcoming. */
  scheduled: number;
  inProgress: number;
  /** The most recent completed audit (latest date; the list's first on a tie), or null when none is. */
  lastCompleted: { date: string; percent: number | null } | null;
  openFindings: number;
  /** Open findings past their due date, as the server marks them with the site's date. */
  overdueFindings: number;
}

/**
 * The Internal Audits stat cards. `today` is the site's local date ("YYYY-MM-DD"), so an audit scheduled
 * for today still counts as upcoming in the evening in California, when the UTC date is already tomorrow.
 */
export function internalAuditStats(
  audits: readonly Pick<InternalAuditView, "status" | "date" | "score">[],
  findings: readonly Pick<FindingView, "status" | "overdue">[],
  today: string,
): InternalAuditStats {
  // ISO dates ("YYYY-MM-DD") compare correctly as text.
  const completed = audits.filter((a) => a.status === "completed");
  const last = completed.reduce<(typeof completed)[number] | null>(
    (latest, a) => (latest === null || a.date > latest.date ? a : latest),
    null,
  );
  const open = findings.filter((f) => f.status === "open");
  return {
    scheduled: audits.filter((a) => a.status === "scheduled" && a.date >= today).length,
    inProgress: audits.filter((a) => a.status === "in-progress").length,
    lastCompleted: last ? { date: last.date, percent: last.score?.percent ?? null } : null,
    openFindings: open.length,
    overdueFindings: open.filter((f) => f.overdue).length,
  };
}
