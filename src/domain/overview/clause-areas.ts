import type { IsoDate } from "../dates";
import { clauseStatus, type ScoredClause } from "./readiness";
import type { DueStatus, WorkItem } from "./work-items";

export interface ClauseAreaRow {
  /** The first tag shared by the area's clauses, e.g. "sanitation". */
  tag: string;
  /** Friendly group name, e.g. "Sanitation". */
  area: string;
  status: DueStatus;
  /** Clauses of the area with open work due within 7 days (and none overdue). */
  due: number;
  /** Clauses of the area out of good standing. */
  overdue: number;
  /** Applicable, non-N/A clauses of the area. */
  total: number;
}

/**
 * READINESS BY CLAUSE: one row per clause area (first tag, in the given group order) of the site's
 * applicable non-N/A clauses. overdue = clauses out of good standing; due = clauses with work due within
 * 7 days; status = Overdue when any clause is overdue, else Due Soon when any is due, else On Time.
 */
export function clauseAreas(
  groups: readonly { tag: string; name: string; clauses: readonly ScoredClause[] }[],
  work: readonly WorkItem[],
  today: IsoDate,
): ClauseAreaRow[] {
  return groups
    .map((group) => {
      const scored = group.clauses.filter((c) => !c.na);
      const statuses = scored.map((c) => clauseStatus(c.id, work, today));
      const overdue = statuses.filter((s) => s === "overdue").length;
      const due = statuses.filter((s) => s === "dueSoon").length;
      const status: DueStatus = overdue > 0 ? "overdue" : due > 0 ? "dueSoon" : "onTime";
      return { tag: group.tag, area: group.name, status, due, overdue, total: scored.length };
    })
    .filter((row) => row.total > 0);
}
