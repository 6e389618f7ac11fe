import { daysBetween, type IsoDate } from "../dates";
import type { Message } from "../i18n/message";

/**
 * Open work linked to clauses: what the readiness score, the clause areas and the action queue are
 * computed from. The server loads these from stored rows; everything here is pure.
 *  - verification: a monitoring record awaiting verification (due = its verification due date)
 *  - capa: the CAPA of an incident not yet corrected (due = the CAPA due date)
 *  - capa_missing: an incident that requires a CAPA none has initiated yet (due = the day it was reported)
 *  - finding: an open internal-audit finding (due = the finding's due date)
 *  - training: a required training assignment not completed by a current employee (due = its due date)
 *  - missed_log: a scheduled log nobody filled in the last MISSED_LOG_DAYS days (due = the day it was
 *    expected; decision 126), on the clause its form evidences
 *  - supplier_action / supplier_expiring: an approved supplier whose required document lapsed (action
 *    needed) or expires within 30 days, on the clauses the supplier records evidence (supplier-work.ts)
 *  - kde_incomplete / recall_drill_due / recall_drill_late: FSMA 204 trace events lacking required KDEs,
 *    the next mock recall drill, a drill over the 4-hour target (traceability-work.ts, decision 141)
 *  - trace_plan_unsigned: the site keeps FSMA 204 records without a current signed traceability plan
 *    (never signed, or its configuration changed since; decision 153)
 */
export const workKinds = [
  "verification",
  "capa",
  "capa_missing",
  "finding",
  "training",
  "missed_log",
  "supplier_action",
  "supplier_expiring",
  "kde_incomplete",
  "recall_drill_due",
  "recall_drill_late",
  "trace_plan_unsigned",
] as const;
export type WorkKind = (typeof workKinds)[number];

export interface WorkItem {
  kind: WorkKind;
  id: string;
  /** Catalogue clause ids the work evidences (a training module can cover several). */
  clauseIds: readonly string[];
  /** Site-local calendar date the work is due. */
  due: IsoDate;
  title: string;
  detail: string;
  /**
   * The title and detail as messages (decision 112), rendered in the reader's language where the text
   * is ours (a title that is the user's own text has none); the English `title` orders the queue.
   */
  text?: {
    title?: Message;
    detail?: Message;
    /** A record's readings: the server writes its summary line into the detail's `summary` in the reader's language. */
    record?: { type: "sanitation" | "water" | "temperature" | "pest" | "custom"; readings: unknown; summary: string };
  };
}

export type DueStatus = "overdue" | "dueSoon" | "onTime";

/** Days ahead that count as "due soon" on the dashboard (the records screens use the same 7). */
export const DUE_SOON_DAYS = 7;

/** Overdue when the due date has passed, due soon within DUE_SOON_DAYS (today included), else on time. */
export function dueStatus(due: IsoDate, today: IsoDate): DueStatus {
  const days = daysBetween(today, due);
  if (days < 0) return "overdue";
  return days <= DUE_SOON_DAYS ? "dueSoon" : "onTime";
}

/** How many days back a missed log still counts against its clause's standing (the Today screen's week). */
export const MISSED_LOG_DAYS = 7;

/**
 * Whether a work item takes its clauses out of good standing today: an overdue verification, an
 * overdue CAPA (or one never initiated in time), a log missed this week, and an open audit finding from
 * the day it is raised (an auditor already found the clause not met), and an approved supplier whose
 * required document lapsed (its approval is unjustified until renewed), a mock recall drill closed over
 * its 4-hour target or one overdue, and a site keeping FSMA 204 records without a current signed traceability
 * plan (decision 153). Training counts through trainingShare, and incomplete trace events
 * through the share of complete events (traceabilityShares), instead.
 */
export const breaksStanding = (item: WorkItem, today: IsoDate): boolean =>
  item.kind === "finding" ||
  item.kind === "supplier_action" ||
  item.kind === "recall_drill_late" ||
  item.kind === "trace_plan_unsigned" ||
  (item.kind !== "training" && item.kind !== "kde_incomplete" && dueStatus(item.due, today) === "overdue");

/**
 * Required training assignments of current employees for one module (the server counts them in SQL):
 * how many there are, how many are completed, and the clauses the module covers.
 */
export interface TrainingFact {
  clauseIds: readonly string[];
  required: number;
  completed: number;
}

/**
 * An incident that requires a CAPA is due to have one initiated within this many days of being
 * reported; after that the missing CAPA counts as overdue work on the incident's clause.
 */
export const CAPA_INITIATION_DAYS = 7;

/** The dashboard's readiness target when a site has none stored (the spec's 95). */
export const DEFAULT_READINESS_TARGET = 95;
