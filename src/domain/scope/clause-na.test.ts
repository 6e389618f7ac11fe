import { describe, expect, it } from "vitest";
import { applicableClauses } from "./applicable-clauses";
import { markClauseNA, unmarkClauseNA } from "./clause-na";
import { defaultScope } from "./default-scope";
import { unwrap } from "./scope-result";

const now = new Date("2025-06-01T12:00:00Z");

describe("markClauseNA", () => {
  it("records the trimmed rationale and time", () => {
    const scope = unwrap(markClauseNA(defaultScope(), "2.01.04", "  No surface water used  ", now));
    expect(scope.naOverrides).toEqual([
      { clauseId: "2.01.04", rationale: "No surface water used", updatedAt: "2025-06-01T12:00:00.000Z" },
    ]);
    expect(applicableClauses(scope).find((c) => c.id === "2.01.04")).toMatchObject({
      na: true,
      naRationale: "No surface water used",
    });
  });

  it("refuses a clause that does not apply and a short rationale", () => {
    expect(markClauseNA(defaultScope(), "7.01.01", "No harvesting at this site", now)).toEqual({
      ok: false,
      issue: { path: ["clauseId"], message: "Clause 7.01.01 does not apply to this scope" },
    });
    expect(markClauseNA(defaultScope(), "1.12.01", "No allergens on site", now).ok).toBe(false);
    expect(markClauseNA(defaultScope(), "2.01.04", "short", now).ok).toBe(false);
  });

  it("replaces the rationale when marked again", () => {
    const once = unwrap(markClauseNA(defaultScope(), "2.01.04", "No surface water used", now));
    const twice = unwrap(markClauseNA(once, "2.01.04", "Only municipal water used", now));
    expect(twice.naOverrides.map((o) => o.rationale)).toEqual(["Only municipal water used"]);
  });
});

describe("unmarkClauseNA", () => {
  it("undoes a mark and leaves other marks", () => {
    let scope = unwrap(markClauseNA(defaultScope(), "2.01.04", "No surface water used", now));
    scope = unwrap(markClauseNA(scope, "2.01.05", "No recycled water used", now));
    expect(unmarkClauseNA(scope, "2.01.04").naOverrides.map((o) => o.clauseId)).toEqual(["2.01.05"]);
    expect(unmarkClauseNA(scope, "9.99.99").naOverrides).toHaveLength(2);
  });
});
