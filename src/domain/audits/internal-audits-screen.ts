import type { InternalAuditView } from "./views";

/** The tabs of the Internal Audits screen; the address names the open one (`?tab=`). */
export const internalAuditsTabs = ["schedule", "checklist", "findings"] as const;
export type InternalAuditsTab = (typeof internalAuditsTabs)[number];

/**
 * The tab the address asks for: `?tab=` when it names one, else the checklist for a linked audit, the
 * findings for a linked finding, else the schedule.
 */
export function internalAuditsTab(
  param: string | null,
  links: { audit: string | null; finding: string | null },
): InternalAuditsTab {
  if ((internalAuditsTabs as readonly string[]).includes(param ?? "")) return param as InternalAuditsTab;
  if (links.audit) return "checklist";
  if (links.finding) return "findings";
  return "schedule";
}

/** The most recently completed audit (by when it was completed, not by its scheduled date), or undefined. */
export function lastCompletedAudit<A extends Pick<InternalAuditView, "status" | "completedAt">>(
  audits: readonly A[],
): A | undefined {
  let last: A | undefined;
  for (const audit of audits) {
    if (audit.status !== "completed" || !audit.completedAt) continue;
    if (!last || audit.completedAt > last.completedAt!) last = audit;
  }
  return last;
}
