import type { IsoDate } from "../dates";
import { breaksStanding, dueStatus, type DueStatus, type TrainingFact, type WorkItem } from "./work-items";

export interface ScoredClause {
  id: string;
  points: number;
  tags: readonly string[];
  /** Marked N/A in the site's scope: excluded from the score. */
  na: boolean;
}

/**
 * READINESS SCORE (0–100), documented in README "Overview formulas":
 *
 *   readiness = round(100 × Σ points(c) × standing(c) ÷ Σ points(c))
 *
 * over the applicable, non-N/A clauses c of the site's confirmed scope, where
 *   standing(c) = 0 when c has an overdue verification, an overdue CAPA (or a required CAPA not
 *                 initiated in time) or an open audit finding (see breaksStanding);
 *                 (see breaksStanding), or a mock recall drill overdue or closed over its 4-hour target;
 *               = otherwise the completed share of the required training assignments of current
 *                 employees for modules covering c (an auditor samples workers: each untrained one
 *                 is a gap) — 1 when no required training covers c — times evidenceShare(c), the
 *                 share of complete records evidencing c (for a clause tagged traceability, the site's
 *                 FSMA 204 events holding every required KDE: traceabilityShares) — 1 when none given.
 * A site with no scored points is fully ready (100).
 */
export function readinessScore(
  clauses: readonly ScoredClause[],
  work: readonly WorkItem[],
  training: readonly TrainingFact[],
  today: IsoDate,
  evidenceShares: ReadonlyMap<string, number> = new Map(),
): number {
  const scored = clauses.filter((c) => !c.na);
  const total = scored.reduce((sum, c) => sum + c.points, 0);
  if (total === 0) return 100;
  const broken = clausesOutOfStanding(work, today);
  const earned = scored.reduce(
    (sum, c) =>
      sum + c.points * (broken.has(c.id) ? 0 : trainingShare(c.id, training) * (evidenceShares.get(c.id) ?? 1)),
    0,
  );
  return Math.round((100 * earned) / total);
}

/** Completed ÷ required training assignments covering a clause; 1 when none covers it. */
export function trainingShare(clauseId: string, training: readonly TrainingFact[]): number {
  const covering = training.filter((t) => t.clauseIds.includes(clauseId));
  const required = covering.reduce((n, t) => n + t.required, 0);
  return required === 0 ? 1 : covering.reduce((n, t) => n + t.completed, 0) / required;
}

/** Ids of clauses that some work item takes out of good standing today. */
export function clausesOutOfStanding(work: readonly WorkItem[], today: IsoDate): Set<string> {
  const broken = new Set<string>();
  for (const item of work) if (breaksStanding(item, today)) for (const id of item.clauseIds) broken.add(id);
  return broken;
}

/**
 * Where one clause stands on the dashboard: Overdue when it is out of standing or has any overdue work
 * (training included), Due Soon when open work is due within 7 days, else On Time.
 */
export function clauseStatus(clauseId: string, work: readonly WorkItem[], today: IsoDate): DueStatus {
  const mine = work.filter((w) => w.clauseIds.includes(clauseId));
  if (mine.some((w) => breaksStanding(w, today) || dueStatus(w.due, today) === "overdue")) return "overdue";
  if (mine.some((w) => dueStatus(w.due, today) === "dueSoon")) return "dueSoon";
  return "onTime";
}
