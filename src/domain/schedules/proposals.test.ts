import { describe, expect, it } from "vitest";
import { formClauses, proposeSchedules } from "./proposals";

describe("schedule proposals from the applicable clauses", () => {
  it("proposes each form whose clauses apply, with the clauses it evidences", () => {
    const proposals = proposeSchedules(["C.01.01", "3.01.04", "1.01.01"], []);
    expect(proposals.map((p) => [p.formId, p.clauseIds])).toEqual([
      ["temperature", ["C.01.01"]],
      ["pest", ["3.01.04"]],
    ]);
    expect(proposals[0]!.frequency).toMatchObject({ kind: "per_shift" });
  });

  it("leaves out a form the site already schedules, and proposes nothing without applicable clauses", () => {
    expect(proposeSchedules(["C.01.01", "3.01.04"], ["pest"]).map((p) => p.formId)).toEqual(["temperature"]);
    expect(proposeSchedules([], [])).toEqual([]);
  });
});

describe("the clauses a log form evidences", () => {
  it("are its usual clauses that apply, best first; none for an unknown form", () => {
    expect(formClauses("sanitation", ["C.02.01", "3.01.02", "1.01.01"])).toEqual(["3.01.02", "C.02.01"]);
    expect(formClauses("pest", ["C.01.01"])).toEqual([]);
    expect(formClauses("custom-form", ["3.01.02"])).toEqual([]);
  });
});
