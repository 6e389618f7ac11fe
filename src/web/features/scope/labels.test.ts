import { describe, expect, it } from "vitest";
import { labelsOf, WATER_SOURCES, withChoice } from "./labels";

describe("wizard option lists", () => {
  it("switches a choice on in option order, without repeats", () => {
    expect(withChoice(WATER_SOURCES, ["recycled"], "municipal", true)).toEqual(["municipal", "recycled"]);
    expect(withChoice(WATER_SOURCES, ["municipal"], "municipal", true)).toEqual(["municipal"]);
  });

  it("switches a choice off and keeps the others", () => {
    expect(withChoice(WATER_SOURCES, ["municipal", "well", "surface"], "well", false)).toEqual([
      "municipal",
      "surface",
    ]);
    expect(withChoice(WATER_SOURCES, [], "well", false)).toEqual([]);
  });

  it("labels chosen values in option order", () => {
    const water = [
      { value: "municipal", label: "Municipal" },
      { value: "well", label: "Pozo" },
      { value: "surface", label: "Superficial" },
    ];
    expect(labelsOf(water, ["surface", "municipal"])).toEqual(["Municipal", "Superficial"]);
  });
});
