import { describe, expect, it } from "vitest";
import { markClauseNA } from "./clause-na";
import { defaultScope } from "./default-scope";
import { setOperationFlag } from "./operation-flags";
import { previewGroups } from "./preview-groups";
import { unwrap } from "./scope-result";

describe("previewGroups", () => {
  it("groups the default scope by first tag in the spec's order", () => {
    expect(previewGroups(defaultScope()).map((g) => [g.name, g.count, g.points])).toEqual([
      ["Food Safety Management System", 6, 65],
      ["Water Management", 5, 80],
      ["Sanitation", 5, 75],
      ["Training", 4, 55],
      ["Supplier Management", 3, 60],
      ["Calibration", 4, 60],
      ["Traceability", 2, 45],
      ["Verification", 1, 10],
      ["Record Management", 1, 15],
      ["Internal Audits", 1, 20],
      ["Corrective Actions", 1, 15],
      ["Complaint Handling", 1, 10],
    ]);
  });

  it("adds module groups and counts N/A clauses without their points", () => {
    let scope = setOperationFlag(setOperationFlag(defaultScope(), "harvest", true), "coldStorage", true);
    scope = unwrap(markClauseNA(scope, "7.04.01", "Harvest uses no water", new Date("2025-06-01T00:00:00Z")));
    const harvest = previewGroups(scope).find((g) => g.tag === "harvest");
    expect(harvest).toMatchObject({ name: "Harvest Operations", count: 6, points: 95, naCount: 1 });
    expect(previewGroups(scope).map((g) => g.tag)).toContain("storage");
  });
});
