import { describe, expect, it } from "vitest";
import { firstRunChecklist } from "./first-run";

describe("firstRunChecklist", () => {
  it("starts with every step open for an empty organisation", () => {
    const list = firstRunChecklist({ sites: 0, sitesWithConfirmedScope: 0, teammates: 0, employees: 0 });
    expect(list.steps).toEqual([
      { id: "site", done: false },
      { id: "scope", done: false },
      { id: "team", done: false },
      { id: "directory", done: false },
    ]);
    expect(list.complete).toBe(false);
  });

  it("marks a site without a confirmed scope as half-way, and completes when everything exists", () => {
    const halfway = firstRunChecklist({ sites: 1, sitesWithConfirmedScope: 0, teammates: 0, employees: 3 });
    expect(halfway.steps.filter((s) => s.done).map((s) => s.id)).toEqual(["site", "directory"]);
    expect(firstRunChecklist({ sites: 2, sitesWithConfirmedScope: 1, teammates: 4, employees: 30 }).complete).toBe(
      true,
    );
  });
});
