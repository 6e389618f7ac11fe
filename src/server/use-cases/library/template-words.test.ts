import { describe, expect, it } from "vitest";
import { builtinTemplates } from "../../../domain/library/templates";
import { hasKey } from "../../i18n/catalogue";
import { templateWords } from "./template-words";

describe("the built-in templates' words", () => {
  it("the English catalogue holds each template's own words, in its columns' order", () => {
    for (const def of builtinTemplates)
      expect(templateWords("en", def)).toEqual({
        name: def.name,
        description: def.description,
        instructions: def.instructions,
        columns: def.columns.map((col) => col.header),
      });
  });

  it("Spanish holds every word of every template, and no column more", () => {
    for (const def of builtinTemplates) {
      const fields = ["name", "description", "instructions", ...def.columns.map((_, i) => `column.${i + 1}`)];
      const missing = fields.filter((field) => !hasKey("es", `screens:template.${def.key}.${field}`));
      expect(missing, def.key).toEqual([]);
      expect(hasKey("es", `screens:template.${def.key}.column.${def.columns.length + 1}`), def.key).toBe(false);
      expect(hasKey("en", `screens:template.${def.key}.column.${def.columns.length + 1}`), def.key).toBe(false);
    }
    expect(templateWords("es", builtinTemplates[0]!).columns).toContain("Acción correctiva");
  });
});
