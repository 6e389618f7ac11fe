import { describe, expect, it } from "vitest";
import { diffContent } from "./diff-content";

describe("diffContent", () => {
  it("lists changed, added and removed fields by dotted path", () => {
    const before = { notes: "", readings: { reading: 44, checklist: [{ passed: true }, { passed: false }] } };
    const after = {
      notes: "Re-read after door closed",
      readings: { reading: 38.5, checklist: [{ passed: true }, { passed: true }], extra: "x" },
    };
    expect(diffContent(before, after)).toEqual([
      { field: "notes", before: "", after: "Re-read after door closed" },
      { field: "readings.reading", before: "44", after: "38.5" },
      { field: "readings.checklist.1.passed", before: "false", after: "true" },
      { field: "readings.extra", before: "", after: "x" },
    ]);
    expect(diffContent(before, before)).toEqual([]);
  });
});
