import { describe, expect, it } from "vitest";
import { spanishGlossary } from "../i18n/spanish-glossary";
import {
  BUILTIN_CLAUSE_COUNT,
  builtinCatalogue,
  builtinCatalogueEs,
  builtinCatalogueWords,
  parseCatalogueTranslation,
  translationGaps,
} from ".";

describe("the built-in catalogue in Spanish", () => {
  it("has a Spanish title for every clause and a Spanish name and description for every module", () => {
    expect(translationGaps(builtinCatalogue, builtinCatalogueEs)).toEqual([]);
    expect(Object.keys(builtinCatalogueEs.clauses)).toHaveLength(BUILTIN_CLAUSE_COUNT);
    expect(Object.keys(builtinCatalogueEs.modules)).toHaveLength(4);
  });

  it("translates rather than copies: no Spanish title equals its English one", () => {
    const copied = builtinCatalogue.clauses.filter((c) => builtinCatalogueEs.clauses[c.id] === c.title);
    expect(copied.map((c) => c.id)).toEqual([]);
  });

  it("uses the glossary's word for each trade term (decision 113)", () => {
    const pairs = [
      ...builtinCatalogue.clauses.map((c) => [c.id, c.title, builtinCatalogueEs.clauses[c.id] ?? ""] as const),
      ...builtinCatalogue.modules.flatMap((m) => {
        const es = builtinCatalogueEs.modules[m.id];
        return [[m.id, m.name, es?.name ?? ""] as const, [m.id, m.description, es?.description ?? ""] as const];
      }),
    ];
    const wrong = pairs.flatMap(([id, english, spanish]) =>
      spanishGlossary
        .filter(
          (term) =>
            term.rejected.some((pattern) => pattern.test(spanish)) ||
            (term.english.test(english) && !term.spanish.test(spanish)),
        )
        .map((term) => `${id}: ${english} → ${spanish} (${term.chosen})`),
    );
    expect(wrong).toEqual([]);
  });

  it("looks titles up by reader's language, falling back to the stored title", () => {
    expect(builtinCatalogueWords.clauseTitle("primusgfs-builtin", "3.01.01", "es", "x")).toBe(
      "Programa maestro de sanitización",
    );
    expect(builtinCatalogueWords.clauseTitle("primusgfs-builtin", "3.01.01", "en", "Master sanitation schedule")).toBe(
      "Master sanitation schedule",
    );
    expect(builtinCatalogueWords.clauseTitle("another-scheme", "3.01.01", "es", "Stored")).toBe("Stored");
    expect(builtinCatalogueWords.moduleName("primusgfs-builtin", "HARVEST_7", "es", "x")).toBe("Módulo 7 Cosecha");
    expect(builtinCatalogueWords.groupName("primusgfs-builtin", "supplier", "es", "x")).toBe("Manejo de proveedores");
    expect(builtinCatalogueWords.groupName("primusgfs-builtin", "supplier", "en", "Supplier Management")).toBe(
      "Supplier Management",
    );
  });

  it("refuses a translation with a malformed clause id or an empty title, and names a missing or unknown clause", () => {
    const base = { catalogueId: "primusgfs-builtin", locale: "es", name: "X", modules: {} };
    expect(() => parseCatalogueTranslation({ ...base, clauses: { "1-01": "Título" } })).toThrow(/1\.01\.01/);
    expect(() => parseCatalogueTranslation({ ...base, clauses: { "1.01.01": "" } })).toThrow();
    const partial = parseCatalogueTranslation({ ...base, clauses: { "1.01.01": "Política", "9.99.99": "Otra" } });
    const gaps = translationGaps(builtinCatalogue, partial);
    expect(gaps).toContain("clause 1.02.01 untranslated");
    expect(gaps).toContain("clause 9.99.99 unknown");
    expect(gaps).toContain("module FSMS_1 untranslated");
    expect(gaps).toContain("group sanitation untranslated");
    expect(gaps).not.toContain("clause 1.01.01 untranslated");
  });
});
