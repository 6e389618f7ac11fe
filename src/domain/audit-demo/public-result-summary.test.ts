import { describe, expect, it } from "vitest";
import type { PublicClause } from "./public-audit";
import { filterPublicClauses, issuesOf, summarisePublicResult } from "./public-result-summary";

const clause = (
  clauseId: string,
  module: string,
  verdict: PublicClause["verdict"],
  points: number,
  pointsAwarded: number,
): PublicClause => ({
  clauseId,
  code: clauseId,
  title: `Title ${clauseId}`,
  module,
  verdict,
  points,
  pointsAwarded,
  findings: verdict === "compliant" ? [] : [{ text: `Gap in ${clauseId}`, action: "Fix it", citations: [] }],
  citations: [{ document: "Log.csv", documentId: "0", locator: { kind: "row", row: 2 }, quote: "Date: 2026-11-02" }],
});

const clauses = [
  clause("1.01.01", "FSMS_1", "compliant", 10, 10),
  clause("1.02.01", "FSMS_1", "partial", 20, 10),
  clause("P.01.01", "PACKINGHOUSE", "non_compliant", 20, 0),
  clause("P.01.02", "PACKINGHOUSE", "no_evidence", 10, 0),
  clause("7.01.01", "HARVEST_7", "not_applicable", 20, 0),
];

describe("the result page's figures, computed from its rows", () => {
  it("scores overall and per module by points, leaving not-applicable clauses out", () => {
    const summary = summarisePublicResult({ clauses, modules: ["FSMS_1", "PACKINGHOUSE"] });
    // (10 + 10 + 0 + 0) / (10 + 20 + 20 + 10) = 33.3 %
    expect(summary.overall).toBe(33.3);
    expect(summary.modules).toEqual([
      { module: "FSMS_1", percent: 66.7, clauses: 2 },
      { module: "PACKINGHOUSE", percent: 0, clauses: 2 },
    ]);
    expect(summary.counts).toEqual({ compliant: 1, partial: 1, non_compliant: 1, no_evidence: 1, not_applicable: 1 });
    expect(summary.checked).toBe(4);
  });

  it("lists issues worst first and filters by module, verdict and words in findings or citations", () => {
    expect(issuesOf(clauses).map((c) => c.clauseId)).toEqual(["P.01.01", "P.01.02", "1.02.01"]);
    const base = { query: "", module: "all", verdict: "all" } as const;
    expect(filterPublicClauses(clauses, { ...base, module: "PACKINGHOUSE" }).map((c) => c.clauseId)).toEqual([
      "P.01.01",
      "P.01.02",
    ]);
    expect(filterPublicClauses(clauses, { ...base, verdict: "partial" }).map((c) => c.clauseId)).toEqual(["1.02.01"]);
    expect(filterPublicClauses(clauses, { ...base, query: "gap in p.01.02" }).map((c) => c.clauseId)).toEqual([
      "P.01.02",
    ]);
    expect(filterPublicClauses(clauses, { ...base, query: "log.csv" })).toHaveLength(5);
  });
});
