import { describe, expect, it } from "vitest";
import { markClauseNA } from "./clause-na";
import { defaultScope } from "./default-scope";
import { setAllergenProgram, setOperationFlag } from "./operation-flags";
import { scopeTotals } from "./scope-totals";
import { unwrap } from "./scope-result";

const now = new Date("2025-06-01T12:00:00Z");

describe("scopeTotals", () => {
  it("counts FSMS_1 without its allergen clause by default", () => {
    expect(scopeTotals(defaultScope())).toEqual({ totalClauses: 34, totalPoints: 510, naCount: 0 });
  });

  it("adds every module and the allergen clauses", () => {
    let scope = defaultScope();
    for (const flag of ["harvest", "processing", "coldStorage"] as const) scope = setOperationFlag(scope, flag, true);
    expect(scopeTotals(setAllergenProgram(scope, "dedicated"))).toEqual({
      totalClauses: 59,
      totalPoints: 1005,
      naCount: 0,
    });
  });

  it("keeps N/A clauses in Total Clauses and takes their points out of Total Points", () => {
    const scope = unwrap(markClauseNA(defaultScope(), "2.01.05", "No recycled water used", now));
    expect(scopeTotals(scope)).toEqual({ totalClauses: 34, totalPoints: 490, naCount: 1 });
  });
});
