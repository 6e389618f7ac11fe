import { describe, expect, it } from "vitest";
import { applicableClauses } from "./applicable-clauses";
import { defaultScope } from "./default-scope";
import { setAllergenProgram, setOperationFlag } from "./operation-flags";

const modulesOf = (ids: { module: string }[]) => [...new Set(ids.map((c) => c.module))];

describe("applicableClauses", () => {
  it("holds only clauses of the selected modules", () => {
    expect(modulesOf(applicableClauses(defaultScope()))).toEqual(["FSMS_1"]);
    const scope = setOperationFlag(defaultScope(), "coldStorage", true);
    expect(modulesOf(applicableClauses(scope))).toEqual(["FSMS_1", "COLD_STORAGE"]);
  });

  it("drops allergen clauses when the allergen program is none", () => {
    const scope = setOperationFlag(defaultScope(), "processing", true);
    const ids = (s: typeof scope) => applicableClauses(s).map((c) => c.id);
    expect(ids(scope)).not.toContain("P.05.01");
    expect(ids(scope)).not.toContain("1.12.01");
    expect(ids(setAllergenProgram(scope, "changeover"))).toEqual(expect.arrayContaining(["P.05.01", "1.12.01"]));
  });

  it("never counts an excluded module, even if the scope still lists it", () => {
    const scope = {
      ...defaultScope(),
      modules: ["FSMS_1", "HARVEST_7"],
      moduleOverrides: [{ moduleId: "HARVEST_7", rationale: "Contracted harvest", updatedAt: "2025-01-01T00:00:00Z" }],
    };
    expect(modulesOf(applicableClauses(scope))).toEqual(["FSMS_1"]);
  });

  it("marks each clause with its N/A state", () => {
    const scope = {
      ...defaultScope(),
      naOverrides: [{ clauseId: "2.01.03", rationale: "No well on site", updatedAt: "2025-01-01T00:00:00Z" }],
    };
    const clauses = applicableClauses(scope);
    expect(clauses.find((c) => c.id === "2.01.03")).toMatchObject({
      na: true,
      naRationale: "No well on site",
      points: 15,
    });
    expect(clauses.find((c) => c.id === "2.01.02")).toMatchObject({ na: false });
    expect(clauses.find((c) => c.id === "2.01.02")).not.toHaveProperty("naRationale");
  });
});
