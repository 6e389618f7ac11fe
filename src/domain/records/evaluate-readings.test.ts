import { describe, expect, it } from "vitest";
import { recordInputSchema } from "../schemas/records";
import { sanitationChecklist, suggestedClause } from "./catalogue";
import { evaluateReadings } from "./evaluate-readings";

const base = { clauseId: "C.01.01", occurredAt: "2025-03-07T14:30:00.000Z", performedBy: "Sofia Ramirez", notes: "" };
const temperature = (reading: number, correctiveAction = "") => ({
  ...base,
  type: "temperature" as const,
  readings: { location: "Cooler 2", reading, unit: "F" as const, minLimit: 32, maxLimit: 41, correctiveAction },
});

describe("evaluateReadings", () => {
  it("flags a temperature outside its critical limits and asks for the corrective action", () => {
    expect(evaluateReadings(temperature(36.5))).toEqual({
      exception: false,
      summary: "Cooler 2: 36.5 °F (limits 32–41 °F)",
      problems: [],
    });
    const out = evaluateReadings(temperature(44));
    expect(out.exception).toBe(true);
    expect(out.problems).toEqual([
      {
        field: "correctiveAction",
        message: "The reading is outside the critical limits: describe the corrective action taken",
      },
    ]);
    expect(evaluateReadings(temperature(44, "Moved product to cooler 3, technician called")).problems).toEqual([]);
  });

  it("needs at least one consistent limit", () => {
    const noLimits = { ...temperature(36), readings: { ...temperature(36).readings, minLimit: null, maxLimit: null } };
    expect(evaluateReadings(noLimits).problems[0]!.field).toBe("maxLimit");
    const crossed = { ...temperature(36), readings: { ...temperature(36).readings, minLimit: 50 } };
    expect(evaluateReadings(crossed).problems.map((p) => p.field)).toContain("minLimit");
  });

  it("flags failed sanitation checks, water results past the limit and pest activity", () => {
    const checklist = sanitationChecklist.map((item, i) => ({ item, passed: i !== 2 }));
    const sanitation = evaluateReadings({
      type: "sanitation",
      readings: { area: "Line 1", shift: "pre_op", checklist, sanitizerPpm: 150, correctiveAction: "" },
    });
    expect(sanitation).toMatchObject({ exception: true, summary: "Pre-op · Line 1: 5/6 checks passed" });
    expect(sanitation.problems[0]!.message).toMatch(/^1 checklist item failed/);

    const water = (result: number, test: "generic_e_coli" | "free_chlorine", limit: number) =>
      evaluateReadings({
        type: "water",
        readings: { source: "well", samplePoint: "Well 1", test, result, limit, lab: "", correctiveAction: "" },
      });
    expect(water(0, "generic_e_coli", 0).exception).toBe(false);
    expect(water(3, "generic_e_coli", 0).exception).toBe(true);
    expect(water(1.2, "free_chlorine", 2).exception).toBe(true);
    expect(water(0, "generic_e_coli", 0).summary).toBe("Well · Well 1: Generic E. coli 0 CFU/100 mL (limit ≤ 0)");

    const pest = evaluateReadings({
      type: "pest",
      readings: { station: "RS-14", stationType: "rodent_bait", activityFound: true, activity: "", action: "" },
    });
    expect(pest.exception).toBe(true);
    expect(pest.problems.map((p) => p.field)).toEqual(["activity", "action"]);
  });
});

describe("recordInputSchema", () => {
  it("leaves judging against limits to the server, which takes them from the form version (decision 138)", () => {
    const result = recordInputSchema.safeParse(temperature(50));
    expect(result.success).toBe(true);
    expect(result.data!.readings).not.toHaveProperty("maxLimit");
  });

  it("names missing fields", () => {
    const result = recordInputSchema.safeParse({ type: "temperature", readings: {} });
    const paths = result.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(
      expect.arrayContaining(["clauseId", "occurredAt", "performedBy", "readings.location", "readings.reading"]),
    );
  });
});

describe("suggestedClause", () => {
  it("prefers a clause of the record's kind among the applicable ones", () => {
    expect(suggestedClause("temperature", ["1.01.01", "6.01.03", "C.01.01"])).toBe("C.01.01");
    expect(suggestedClause("temperature", ["1.01.01", "6.01.03"])).toBe("6.01.03");
    expect(suggestedClause("pest", ["1.01.01"])).toBe("1.01.01");
  });
});
