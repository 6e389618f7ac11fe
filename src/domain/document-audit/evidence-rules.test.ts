import { describe, expect, it } from "vitest";
import { builtinCatalogue } from "../catalogue/primusgfs-builtin";
import { evidenceRuleSetSchema } from "./evidence-rules-schema";
import { builtinEvidenceRules, evidenceRulesFor } from "./evidence-rules";

describe("built-in evidence rules", () => {
  it("has a rule for every clause of the built-in catalogue, and none for unknown clauses", () => {
    const clauseIds = builtinCatalogue.clauses.map((c) => c.id);
    const ruleIds = builtinEvidenceRules.rules.map((r) => r.clauseId);
    expect(clauseIds.filter((id) => !ruleIds.includes(id))).toEqual([]);
    expect(ruleIds.filter((id) => !clauseIds.includes(id))).toEqual([]);
    expect(ruleIds).toHaveLength(59);
  });

  it("validates against the schema and is found by the catalogue's id", () => {
    expect(evidenceRuleSetSchema.safeParse(builtinEvidenceRules).success).toBe(true);
    expect(evidenceRulesFor(builtinCatalogue.id)).toBe(builtinEvidenceRules);
    expect(evidenceRulesFor("another-scheme").rules).toEqual([]);
  });

  it("refuses a rule with a broken pattern, an unknown document kind or a duplicate clause", () => {
    const rule = (topic: string, kind = "sop") => ({
      clauseId: "1.01.01",
      requirements: [
        {
          kind: "document",
          documentKinds: [kind],
          topic: [topic],
          elements: [{ id: "purpose", en: "purpose", es: "prop" }],
        },
      ],
    });
    expect(evidenceRuleSetSchema.safeParse({ catalogueId: "x", rules: [rule("(unclosed")] }).success).toBe(false);
    expect(evidenceRuleSetSchema.safeParse({ catalogueId: "x", rules: [rule("water", "memo")] }).success).toBe(false);
    expect(evidenceRuleSetSchema.safeParse({ catalogueId: "x", rules: [rule("water"), rule("glass")] }).success).toBe(
      false,
    );
    expect(evidenceRuleSetSchema.safeParse({ catalogueId: "x", rules: [rule("water")] }).success).toBe(true);
  });
});
