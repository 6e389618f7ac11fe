import type { Verdict } from "../document-audit/contract";
import type { PublicAuditResult, PublicClause } from "./public-audit";

/** Percent of points earned, one decimal; null when no points are possible. */
const percent = (earned: number, possible: number) =>
  possible === 0 ? null : Math.round((1000 * earned) / possible) / 10;

export interface PublicResultSummary {
  /** Overall percent by points over the applicable clauses. */
  overall: number | null;
  /** Each audited module's percent, in the result's order. */
  modules: { module: string; percent: number | null; clauses: number }[];
  /** Clauses per verdict. */
  counts: Record<Verdict, number>;
  /** Applicable clauses (every verdict but not_applicable). */
  checked: number;
}

/** Every figure the result page shows, computed from its rows (never stored beside them). */
export function summarisePublicResult(result: Pick<PublicAuditResult, "clauses" | "modules">): PublicResultSummary {
  const counted = result.clauses.filter((c) => c.verdict !== "not_applicable");
  const sum = (clauses: PublicClause[], key: "points" | "pointsAwarded") => clauses.reduce((s, c) => s + c[key], 0);
  const counts: Record<Verdict, number> = {
    compliant: 0,
    partial: 0,
    non_compliant: 0,
    no_evidence: 0,
    not_applicable: 0,
  };
  for (const clause of result.clauses) counts[clause.verdict] += 1;
  return {
    overall: percent(sum(counted, "pointsAwarded"), sum(counted, "points")),
    modules: result.modules.map((module) => {
      const own = counted.filter((c) => c.module === module);
      return { module, percent: percent(sum(own, "pointsAwarded"), sum(own, "points")), clauses: own.length };
    }),
    counts,
    checked: counted.length,
  };
}

/** Clauses that need work: non-compliant first, then no evidence, then partial, in catalogue order. */
export function issuesOf(clauses: readonly PublicClause[]): PublicClause[] {
  const order: Partial<Record<Verdict, number>> = { non_compliant: 0, no_evidence: 1, partial: 2 };
  return clauses
    .filter((c) => order[c.verdict] !== undefined)
    .map((c, i) => ({ c, i }))
    .sort((a, b) => order[a.c.verdict]! - order[b.c.verdict]! || a.i - b.i)
    .map(({ c }) => c);
}

export interface PublicFilters {
  query: string;
  module: string | "all";
  verdict: Verdict | "all";
}
export const emptyPublicFilters: PublicFilters = { query: "", module: "all", verdict: "all" };

/** Clauses matching the filters: the query in the code, title, findings or cited documents and quotes. */
export function filterPublicClauses(clauses: readonly PublicClause[], filters: PublicFilters): PublicClause[] {
  const query = filters.query.trim().toLowerCase();
  return clauses.filter((c) => {
    if (filters.module !== "all" && c.module !== filters.module) return false;
    if (filters.verdict !== "all" && c.verdict !== filters.verdict) return false;
    if (!query) return true;
    const haystack = [
      c.code,
      c.title,
      ...c.findings.flatMap((f) => [f.text, f.action]),
      ...[...c.citations, ...c.findings.flatMap((f) => f.citations)].flatMap((x) => [x.document, x.quote]),
    ];
    return haystack.some((text) => text.toLowerCase().includes(query));
  });
}
