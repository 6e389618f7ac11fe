import { describe, expect, it } from "vitest";
import { moduleRequired, trainingCoverage } from "./coverage";
import type { AssignmentFact } from "./matrix";

describe("moduleRequired", () => {
  const site = [
    { id: "4.01.02", na: false },
    { id: "2.01.04", na: true },
  ];
  it("requires a module when one of its clauses applies", () => {
    expect(moduleRequired(["4.01.02", "7.02.01"], site)).toBe(true);
  });
  it("does not require a module linked only to excluded or N/A clauses", () => {
    expect(moduleRequired(["7.02.01", "7.03.01"], site)).toBe(false);
    expect(moduleRequired(["2.01.04"], site)).toBe(false);
  });
  it("requires a module linked to no clause", () => {
    expect(moduleRequired([], site)).toBe(true);
  });
});

describe("trainingCoverage", () => {
  const assignments: AssignmentFact[] = [
    ...Array.from({ length: 43 }, (_, i) => ({
      jobRole: i < 20 ? ("sanitation" as const) : ("qa_tech" as const),
      moduleId: "hygiene",
      completed: true,
    })),
    ...Array.from({ length: 7 }, () => ({ jobRole: "sanitation" as const, moduleId: "hygiene", completed: false })),
    { jobRole: "manager", moduleId: "harvest", completed: false },
  ];

  it("is completed required ÷ required, ignoring modules not required at the site", () => {
    const coverage = trainingCoverage(assignments, new Set(["hygiene"]));
    expect(coverage).toMatchObject({ percent: 86, required: 50, completed: 43 });
    expect(coverage.byRole).toEqual([
      { role: "qa_tech", required: 23, completed: 23, percent: 100 },
      { role: "sanitation", required: 27, completed: 20, percent: 74 },
    ]);
  });

  it("moves when the excluded module becomes required", () => {
    expect(trainingCoverage(assignments, new Set(["hygiene", "harvest"]))).toMatchObject({
      required: 51,
      completed: 43,
      percent: 84,
    });
  });

  it("is 100 % with nothing required", () => {
    expect(trainingCoverage([], new Set())).toEqual({ percent: 100, required: 0, completed: 0, byRole: [] });
  });
});
