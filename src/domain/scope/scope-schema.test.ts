import { describe, expect, it } from "vitest";
import { scopeSchema, type ScopeInput } from "../schemas/scope";
import { defaultScope } from "./default-scope";

const fieldErrors = (input: unknown) =>
  Object.fromEntries((scopeSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("scopeSchema", () => {
  it("parses an empty body to the default scope and strips siteId", () => {
    expect(scopeSchema.parse({ siteId: "oxnard" })).toEqual(defaultScope());
  });

  it("parses a full client body, trimming text", () => {
    const input: ScopeInput = {
      modules: ["FSMS_1", "PACKINGHOUSE"],
      flags: { processing: true },
      processes: { wash: true, allergens: "changeover" },
      products: [" Tomatoes/Peppers ", "Avocados"],
      activities: { water: ["municipal", "well"], pestControl: "thirdParty", traceabilityDepth: "case_item" },
      productFlags: { fsma204HighRisk: true, allergensPresent: ["Sesame", "Mustard"] },
      naOverrides: [
        { clauseId: "2.01.04", rationale: " No surface water used ", updatedAt: "2025-06-01T12:00:00.000Z" },
      ],
      confirmedAt: "2025-06-01T12:00:00+02:00",
    };
    const scope = scopeSchema.parse(input);
    expect(scope.products).toEqual(["Tomatoes/Peppers", "Avocados"]);
    expect(scope.naOverrides[0]?.rationale).toBe("No surface water used");
    expect(scope.flags).toEqual({ growing: false, harvest: false, processing: true, coldStorage: false });
    expect(scope.allowNA).toBe(true);
  });

  it("reports the cross-field rules with field paths", () => {
    const errors = fieldErrors({
      modules: ["HARVEST_7"],
      naOverrides: [{ clauseId: "1.01.01", rationale: "too short", updatedAt: "2025-06-01T12:00:00Z" }],
    });
    expect(errors).toEqual({
      modules: "Module 1 FSMS is required",
      "naOverrides.0.rationale": "Rationale must be at least 10 characters",
    });
  });

  it("rejects blank and case-insensitively repeated products and allergens", () => {
    const errors = fieldErrors({ products: ["Melons", " "], productFlags: { allergensPresent: ["Eggs", "eggs"] } });
    expect(Object.keys(errors).sort()).toEqual(["productFlags.allergensPresent.1", "products.1"]);
  });

  it("rejects unknown enum values, bad timestamps and over-long text", () => {
    const errors = fieldErrors({
      processes: { allergens: "sometimes" },
      activities: { water: ["rain"] },
      confirmedAt: "yesterday",
      products: ["x".repeat(81)],
    });
    expect(Object.keys(errors).sort()).toEqual([
      "activities.water.0",
      "confirmedAt",
      "processes.allergens",
      "products.0",
    ]);
  });
});
