import { describe, expect, it } from "vitest";
import type { Verdict } from "./contract";
import { verdictAccuracy } from "./verdict-accuracy";

const pair = (expected: Verdict, actual: Verdict, clauseId = "1.01.01") => ({
  caseId: "c",
  clauseId,
  expected,
  actual,
});

describe("verdict accuracy over labelled clauses", () => {
  it("counts agreement, the confusion table and non_compliant's precision and recall", () => {
    const result = verdictAccuracy([
      pair("compliant", "compliant"),
      pair("non_compliant", "non_compliant"),
      pair("non_compliant", "partial"),
      pair("partial", "non_compliant"),
      pair("partial", "partial"),
      pair("no_evidence", "no_evidence"),
      pair("non_compliant", "non_compliant"),
      pair("compliant", "partial"),
    ]);
    expect(result.total).toBe(8);
    expect(result.correct).toBe(5);
    expect(result.accuracy).toBe(5 / 8);
    // Called non_compliant 3 times, right twice; labelled non_compliant 3 times, found twice.
    expect(result.nonCompliantPrecision).toBe(2 / 3);
    expect(result.nonCompliantRecall).toBe(2 / 3);
    expect(result.confusion.non_compliant).toEqual({
      compliant: 0,
      partial: 1,
      non_compliant: 2,
      no_evidence: 0,
      not_applicable: 0,
    });
    expect(result.confusion.compliant.partial).toBe(1);
  });

  it("has no ratio where there is nothing to divide by", () => {
    const result = verdictAccuracy([pair("compliant", "compliant")]);
    expect(result).toMatchObject({ accuracy: 1, nonCompliantPrecision: null, nonCompliantRecall: null });
    expect(verdictAccuracy([]).accuracy).toBeNull();
  });
});
