import { describe, expect, it } from "vitest";
import { defaultScope } from "./default-scope";
import { modulesForFlags, requiredModules, suggestedBadgeModules, suggestedModules } from "./suggested-modules";

const flags = { growing: false, harvest: false, processing: false, coldStorage: false };

describe("modulesForFlags", () => {
  it("always holds FSMS_1", () => {
    expect(modulesForFlags(flags)).toEqual(["FSMS_1"]);
    expect(requiredModules()).toEqual(["FSMS_1"]);
  });

  it("maps each operation to its module; growing adds none", () => {
    expect(modulesForFlags({ ...flags, growing: true })).toEqual(["FSMS_1"]);
    expect(modulesForFlags({ ...flags, harvest: true })).toEqual(["FSMS_1", "HARVEST_7"]);
    expect(modulesForFlags({ ...flags, processing: true })).toEqual(["FSMS_1", "PACKINGHOUSE"]);
    expect(modulesForFlags({ ...flags, coldStorage: true })).toEqual(["FSMS_1", "COLD_STORAGE"]);
    expect(modulesForFlags({ growing: true, harvest: true, processing: true, coldStorage: true })).toEqual([
      "FSMS_1",
      "HARVEST_7",
      "PACKINGHOUSE",
      "COLD_STORAGE",
    ]);
  });
});

describe("suggestedModules", () => {
  it("lists the optional modules the flags call for", () => {
    expect(suggestedModules(defaultScope())).toEqual([]);
    expect(suggestedModules({ ...defaultScope(), flags: { ...flags, harvest: true, coldStorage: true } })).toEqual([
      "HARVEST_7",
      "COLD_STORAGE",
    ]);
  });
});

describe("suggestedBadgeModules", () => {
  it("badges only the suggested modules that are not selected", () => {
    const scope = { ...defaultScope(), flags: { ...flags, harvest: true, coldStorage: true } };
    expect(suggestedBadgeModules({ ...scope, modules: ["FSMS_1", "HARVEST_7", "COLD_STORAGE"] })).toEqual([]);
    expect(suggestedBadgeModules({ ...scope, modules: ["FSMS_1", "HARVEST_7"] })).toEqual(["COLD_STORAGE"]);
    // A selected module the operations do not suggest gets no badge either.
    expect(suggestedBadgeModules({ ...scope, modules: ["FSMS_1", "PACKINGHOUSE"] })).toEqual([
      "HARVEST_7",
      "COLD_STORAGE",
    ]);
  });
});
