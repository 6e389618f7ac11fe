/**
 * What a site's FSMA 204 records say on the overview (decision 141): KDE completeness lowers the standing
 * of the clauses tagged `traceability`, and the mock recall drills are the evidence of the clauses tagged
 * `recall`. Pure: the server counts the events and finds the latest closed drill in SQL.
 */
import { addCalendarDays, type IsoDate } from "../dates";
import type { EvidenceRuleSet } from "../document-audit/evidence-rules-schema";
import { message } from "../i18n/message";
import type { WorkItem } from "../overview/work-items";
import { RECALL_DRILL_TARGET_MINUTES } from "./recall-drill";

/** The site's FSMA 204 facts the overview reads. */
export interface TraceabilityFacts {
  /** The site's stored trace events, how many lack a required KDE, and the day the first was captured. */
  events: { total: number; incomplete: number; firstCapturedOn: IsoDate | null };
  /** The latest closed mock recall drill: the day it closed and its elapsed minutes. */
  lastDrill: { id: string; closedOn: IsoDate; minutes: number } | null;
  /**
   * The latest signed traceability plan version (decision 153): its number, the site-local day it was signed,
   * and whether the site's configuration still gives the plan it signed (`current`). Null when never signed.
   */
  plan: { version: number; signedOn: IsoDate; current: boolean } | null;
}

/** A yearly mock recall when the scheme's rules say nothing more precise. */
export const DEFAULT_MOCK_RECALL_DAYS = 365;

/**
 * How often a mock recall must be run under a catalogue: the shortest `recency` window of the recall clauses'
 * evidence rules about a mock recall (PrimusGFS 1.13.01: a year), else DEFAULT_MOCK_RECALL_DAYS.
 */
export function mockRecallEveryDays(rules: EvidenceRuleSet, recallClauseIds: readonly string[]): number {
  const windows = rules.rules
    .filter((r) => recallClauseIds.includes(r.clauseId))
    .flatMap((r) => r.requirements)
    .flatMap((req) =>
      req.kind === "recency" && (req.topic ?? []).some((t) => /mock recall/i.test(String(t))) ? [req.maxAgeDays] : [],
    );
  return windows.length ? Math.min(...windows) : DEFAULT_MOCK_RECALL_DAYS;
}

/**
 * The share of the site's events holding every required KDE, by clause: each `traceability` clause gets
 * complete ÷ total (1 with no events). The readiness score multiplies a clause's standing by it.
 */
export function traceabilityShares(
  facts: TraceabilityFacts,
  traceabilityClauseIds: readonly string[],
): Map<string, number> {
  const { total, incomplete } = facts.events;
  const share = total === 0 ? 1 : (total - incomplete) / total;
  return new Map(traceabilityClauseIds.map((id) => [id, share]));
}

/**
 * The FSMA 204 work of a site on the overview:
 *  - kde_incomplete: some events lack a required KDE; on the traceability clauses, due today. It does not
 *    take the clauses out of standing: the share of complete events lowers them instead.
 *  - recall_drill_due: the next mock recall, due `everyDays` after the latest closed drill, or after the
 *    site's first trace event when none has been closed; shown from 7 days before, and overdue after its
 *    due day (then it takes the recall clauses out of standing, like any overdue work).
 *  - recall_drill_late: the latest closed drill took longer than the 4-hour target: a finding to act on,
 *    due the day it closed, taking the recall clauses out of standing until a drill within the target
 *    closes.
 *  - trace_plan_unsigned (decision 153): the site keeps FSMA 204 records (it has trace events) but has no
 *    current signed traceability plan (1.1315): never signed (due the day its first event was captured), or
 *    its configuration changed since the latest version was signed (due today). Either way it takes the plan's
 *    clauses (tracePlanClauseIds) out of standing until a version matching the configuration is signed.
 * No clause of the kind, no work of the kind.
 */
export function traceabilityWorkItems(
  facts: TraceabilityFacts,
  clauses: { traceability: readonly string[]; recall: readonly string[]; plan?: readonly string[]; everyDays: number },
  today: IsoDate,
  dueSoonDays = 7,
): WorkItem[] {
  const items: WorkItem[] = [];
  const { total, incomplete } = facts.events;
  if (incomplete > 0 && clauses.traceability.length)
    items.push({
      kind: "kde_incomplete",
      id: "kde",
      clauseIds: clauses.traceability,
      due: today,
      title: `${incomplete} of ${total} trace events lack required KDEs`,
      detail: `${Math.round((100 * (total - incomplete)) / total)}% of events complete`,
      text: {
        title: message("screens:overview.kdeIncomplete.title", { count: incomplete, total }),
        detail: message("screens:overview.kdeIncomplete.detail", {
          percent: Math.round((100 * (total - incomplete)) / total),
        }),
      },
    });
  const plan = facts.plan;
  if (clauses.plan?.length && facts.events.firstCapturedOn && !plan?.current)
    items.push({
      kind: "trace_plan_unsigned",
      id: plan ? `v${plan.version}` : "none",
      clauseIds: clauses.plan,
      due: plan ? today : facts.events.firstCapturedOn,
      title: plan
        ? `Traceability plan changed since version ${plan.version} was signed`
        : "Traceability plan not signed",
      detail: plan
        ? `Sign version ${plan.version + 1}: version ${plan.version} no longer matches this site's configuration`
        : "Sign the traceability plan (21 CFR 1.1315) before relying on these records",
      text: {
        title: plan
          ? message("screens:overview.tracePlanChanged.title", { version: plan.version })
          : message("screens:overview.tracePlanUnsigned.title"),
        detail: plan
          ? message("screens:overview.tracePlanChanged.detail", { version: plan.version, next: plan.version + 1 })
          : message("screens:overview.tracePlanUnsigned.detail"),
      },
    });
  if (!clauses.recall.length) return items;
  const drill = facts.lastDrill;
  const from = drill?.closedOn ?? facts.events.firstCapturedOn;
  if (from) {
    const due = addCalendarDays(from, clauses.everyDays);
    if (due <= addCalendarDays(today, dueSoonDays))
      items.push({
        kind: "recall_drill_due",
        id: drill?.id ?? "first",
        clauseIds: clauses.recall,
        due,
        title: drill ? `Mock recall due · last one ${drill.closedOn}` : "Mock recall due · none run yet",
        detail: `Run a mock recall drill every ${clauses.everyDays} days`,
        text: {
          title: drill
            ? message("screens:overview.recallDrillDue.title", { last: drill.closedOn })
            : message("screens:overview.recallDrillDue.titleNone"),
          detail: message("screens:overview.recallDrillDue.detail", { days: clauses.everyDays }),
        },
      });
  }
  if (drill && drill.minutes > RECALL_DRILL_TARGET_MINUTES)
    items.push({
      kind: "recall_drill_late",
      id: drill.id,
      clauseIds: clauses.recall,
      due: drill.closedOn,
      title: `Mock recall over the 4-hour target · ${drill.closedOn}`,
      detail: `It took ${drill.minutes} minutes`,
      text: {
        title: message("screens:overview.recallDrillLate.title", { closed: drill.closedOn }),
        detail: message("screens:overview.recallDrillLate.detail", { minutes: drill.minutes }),
      },
    });
  return items;
}
