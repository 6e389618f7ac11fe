import { describe, expect, it } from "vitest";
import type { SopFormInput } from "../schemas/library";
import { normaliseSopForm, unknownClauseIds } from "./sop-form";

const form: SopFormInput = {
  title: "Pre-operational sanitation",
  category: "Sanitation",
  body: "Inspect every food-contact surface before the shift starts.",
  tags: ["Sanitation", "pre-op", "sanitation"],
  languages: ["ES", "EN", "ES"],
  reviewerUserId: null,
  nextReview: null,
  trainingRequired: true,
  clauseIds: ["5.01.02", "1.01.01", "5.01.02"],
};

describe("the SOP form as stored", () => {
  it("lower-cases tags and drops repeated tags, languages and clauses, clauses in order", () => {
    const stored = normaliseSopForm(form);
    expect(stored.tags).toEqual(["sanitation", "pre-op"]);
    expect(stored.languages).toEqual(["ES", "EN"]);
    expect(stored.clauseIds).toEqual(["1.01.01", "5.01.02"]);
    expect(stored.title).toBe("Pre-operational sanitation");
  });

  it("names the clauses that are not in the catalogue", () => {
    expect(unknownClauseIds(["1.01.01", "9.99.99"])).toEqual(["9.99.99"]);
    expect(unknownClauseIds([])).toEqual([]);
  });
});
