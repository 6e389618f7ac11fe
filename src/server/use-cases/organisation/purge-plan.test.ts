import { describe, expect, it } from "vitest";
import { purgePlan, schemaTables } from "./purge-plan";

describe("the purge plan", () => {
  it("has a rule for every table of the schema (a new table without one fails here)", () => {
    const plan = purgePlan();
    expect(plan.map((s) => s.table).sort()).toEqual(
      schemaTables()
        .map((t) => t.name)
        .sort(),
    );
  });

  it("deletes every table before the tables it references", () => {
    const position = new Map(purgePlan().map((s, i) => [s.table, i]));
    for (const table of schemaTables())
      for (const parent of table.references)
        if (parent !== table.name)
          expect(position.get(table.name)!, `${table.name} → ${parent}`).toBeLessThan(position.get(parent)!);
  });

  it("keeps only the deletion record, and reaches the rest through the organisation or its accounts", () => {
    const kept = purgePlan()
      .filter((s) => s.rule.kind === "tombstone")
      .map((s) => s.table);
    expect(kept).toEqual(["organisation_deletions"]);
    const tables = purgePlan().map((s) => s.table);
    expect(tables.indexOf("organisations")).toBeGreaterThan(tables.indexOf("memberships"));
    expect(tables.indexOf("users")).toBeGreaterThan(tables.indexOf("sessions"));
  });
});
