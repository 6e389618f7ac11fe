import { describe, expect, it } from "vitest";
import { defaultScope } from "./default-scope";
import { validateScope } from "./validate-scope";

const at = "2025-01-01T00:00:00Z";

describe("validateScope", () => {
  it("accepts the default scope", () => {
    expect(validateScope(defaultScope())).toEqual([]);
  });

  it("requires FSMS_1 and known, unrepeated modules", () => {
    expect(validateScope({ ...defaultScope(), modules: ["HARVEST_7", "HARVEST_7", "SQF"] })).toEqual([
      { path: ["modules"], message: "Module 1 FSMS is required" },
      { path: ["modules", 1], message: "Module HARVEST_7 is listed twice" },
      { path: ["modules", 2], message: "Unknown module SQF" },
    ]);
  });

  it("keeps excluded modules out of modules and FSMS_1 out of the exclusions", () => {
    const scope = {
      ...defaultScope(),
      modules: ["FSMS_1", "HARVEST_7"],
      moduleOverrides: [
        { moduleId: "HARVEST_7", rationale: "Contracted harvest", updatedAt: at },
        { moduleId: "FSMS_1", rationale: "No management system", updatedAt: at },
      ],
    };
    expect(validateScope(scope)).toEqual([
      { path: ["moduleOverrides", 0, "moduleId"], message: "Excluded module HARVEST_7 is still selected" },
      { path: ["moduleOverrides", 1, "moduleId"], message: "Module 1 FSMS cannot be excluded" },
    ]);
  });

  it("requires N/A clauses to apply and every rationale to be long enough", () => {
    const scope = {
      ...defaultScope(),
      naOverrides: [
        { clauseId: "7.01.01", rationale: "No harvesting here", updatedAt: at },
        { clauseId: "2.01.03", rationale: "  no well  ", updatedAt: at },
        { clauseId: "2.01.03", rationale: "No well on this site", updatedAt: at },
      ],
      moduleOverrides: [{ moduleId: "COLD_STORAGE", rationale: "short", updatedAt: at }],
    };
    expect(validateScope(scope)).toEqual([
      { path: ["moduleOverrides", 0, "rationale"], message: "Rationale must be at least 10 characters" },
      { path: ["naOverrides", 0, "clauseId"], message: "Clause 7.01.01 does not apply to this scope" },
      { path: ["naOverrides", 1, "rationale"], message: "Rationale must be at least 10 characters" },
      { path: ["naOverrides", 2, "clauseId"], message: "Clause 2.01.03 is marked N/A twice" },
    ]);
  });
});
