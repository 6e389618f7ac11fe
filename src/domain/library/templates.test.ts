import { describe, expect, it } from "vitest";
import { builtinTemplates, getTemplateDefinition, templateCategories, templateFileName } from "./templates";

describe("template catalogue", () => {
  it("has unique keys, known categories and columns for every template", () => {
    const keys = builtinTemplates.map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of builtinTemplates) {
      expect(templateCategories).toContain(t.category);
      expect(t.columns.length).toBeGreaterThanOrEqual(5);
      if (t.format === "PDF") expect(t.rows).toBeGreaterThan(0);
    }
    expect(getTemplateDefinition("visitor-log")?.format).toBe("CSV");
    expect(getTemplateDefinition("nope")).toBeUndefined();
  });

  it("names files", () => {
    expect(templateFileName({ key: "visitor-log", format: "CSV" }, "yuma")).toBe("visitor-log-yuma.csv");
  });
});

it("cites only clauses of the built-in catalogue", async () => {
  const { getClause } = await import("../catalogue");
  for (const t of builtinTemplates) for (const id of t.clauses) expect(getClause(id), `${t.key} ${id}`).toBeDefined();
});
