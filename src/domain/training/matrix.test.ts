import { describe, expect, it } from "vitest";
import type { JobRole } from "../employees/job-roles";
import { trainingMatrix, type AssignmentFact } from "./matrix";

const facts = (role: JobRole, moduleId: string, done: number, open: number): AssignmentFact[] => [
  ...Array.from({ length: done }, () => ({ jobRole: role, moduleId, completed: true })),
  ...Array.from({ length: open }, () => ({ jobRole: role, moduleId, completed: false })),
];

describe("trainingMatrix", () => {
  const matrix = trainingMatrix(
    [
      ...facts("sanitation", "hygiene", 3, 1),
      ...facts("sanitation", "pest", 1, 1),
      ...facts("forklift", "hygiene", 2, 0),
    ],
    ["hygiene", "pest", "cold"],
  );

  it("gives role × module completion percentages, null where nothing is assigned", () => {
    const sanitation = matrix.rows.find((r) => r.role === "sanitation")!;
    expect(sanitation.cells.hygiene).toEqual({ assigned: 4, completed: 3, percent: 75, averageSeconds: null });
    expect(sanitation.cells.pest!.percent).toBe(50);
    expect(sanitation.cells.cold).toEqual({ assigned: 0, completed: 0, percent: null, averageSeconds: null });
  });

  it("averages the time spent by those who completed, over the sessions whose time is known", () => {
    const timed = trainingMatrix(
      [
        { jobRole: "sanitation", moduleId: "hygiene", completed: true, spentSeconds: 1200 },
        { jobRole: "sanitation", moduleId: "hygiene", completed: true, spentSeconds: 1500 },
        { jobRole: "sanitation", moduleId: "hygiene", completed: true, spentSeconds: null },
        { jobRole: "sanitation", moduleId: "hygiene", completed: false, spentSeconds: 3 },
      ],
      ["hygiene"],
    );
    expect(timed.rows[0]!.cells.hygiene!.averageSeconds).toBe(1350);
  });

  it("averages each role's cells into its Overall and the roles into the grand Overall", () => {
    expect(matrix.rows.map((r) => [r.role, r.overall])).toEqual([
      ["forklift", 100],
      ["sanitation", 63],
    ]);
    expect(matrix.overall).toBe(82);
  });

  it("leaves out roles with no assignments and has no overall when empty", () => {
    expect(matrix.rows.some((r) => r.role === "pcqi")).toBe(false);
    expect(trainingMatrix([], ["hygiene"])).toEqual({ rows: [], overall: null });
  });
});
