import { partialMatchKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { evidencePackKeys, fspKeys, holdKeys, incidentKeys, recordKeys, sopKeys, trainingKeys } from "./query-keys";

// Invalidating a key refreshes every query whose key starts with it (TanStack's partial match):
// these are the prefixes the mutations rely on.
describe("query keys", () => {
  const filters = { page: 1, pageSize: 20 };

  it("a records change refreshes the record lists and details, the holds and the incidents", () => {
    for (const key of [
      recordKeys.list("oxnard", filters),
      recordKeys.detail("r1"),
      holdKeys.list("oxnard", filters),
      holdKeys.detail("h1"),
      incidentKeys.list("oxnard", filters),
      incidentKeys.detail("i1"),
    ])
      expect(partialMatchKey(key, recordKeys.all)).toBe(true);
  });

  it("a hold change refreshes holds only, not the incidents or the record list", () => {
    expect(partialMatchKey(holdKeys.list("oxnard", filters), holdKeys.all)).toBe(true);
    expect(partialMatchKey(holdKeys.detail("h1"), holdKeys.all)).toBe(true);
    expect(partialMatchKey(incidentKeys.list("oxnard", filters), holdKeys.all)).toBe(false);
    expect(partialMatchKey(recordKeys.list("oxnard", filters), holdKeys.all)).toBe(false);
  });

  it("invalidating a site's plan also refreshes its review history, not another site's plan", () => {
    expect(partialMatchKey(fspKeys.history("oxnard"), fspKeys.site("oxnard"))).toBe(true);
    expect(partialMatchKey(fspKeys.site("yuma"), fspKeys.site("oxnard"))).toBe(false);
  });

  it("an SOP change reaches its published versions; the pack list key leaves a pack's own key alone", () => {
    expect(partialMatchKey(sopKeys.version("s1", 2), sopKeys.details)).toBe(true);
    expect(partialMatchKey(sopKeys.list("oxnard"), sopKeys.details)).toBe(false);
    expect(partialMatchKey(evidencePackKeys.site("oxnard"), evidencePackKeys.all)).toBe(true);
    expect(partialMatchKey(evidencePackKeys.detail("p1"), evidencePackKeys.all)).toBe(false);
  });

  it("every training read sits under the training key", () => {
    for (const key of [
      trainingKeys.matrix("oxnard"),
      trainingKeys.assignments("oxnard"),
      trainingKeys.assignment("a1"),
      trainingKeys.modules("oxnard"),
      trainingKeys.module("m1"),
      trainingKeys.sessions("oxnard", {}),
      trainingKeys.kiosks("oxnard"),
    ])
      expect(partialMatchKey(key, trainingKeys.all)).toBe(true);
  });
});
