import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { spanishGlossary } from "../../domain/i18n/spanish-glossary";

/**
 * One Spanish word per trade term (decision 113), in the web's and the server's catalogues alike:
 * no rejected variant anywhere, and a text whose English names the term uses the chosen word.
 */
type Leaves = Map<string, string>;
function flatten(tree: Record<string, unknown>, prefix = "", leaves: Leaves = new Map()): Leaves {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") leaves.set(path, value);
    else if (value && typeof value === "object") flatten(value as Record<string, unknown>, path, leaves);
  }
  return leaves;
}
const catalogueDirs = [new URL("../../web/i18n/locales/", import.meta.url), new URL("./locales/", import.meta.url)];
const read = (dir: URL, language: string, file: string): Leaves => {
  try {
    return flatten(JSON.parse(readFileSync(new URL(`${language}/${file}`, dir), "utf8")));
  } catch {
    return new Map();
  }
};

/** Every Spanish text with its English source: a key's English text, or (errors, validation) the key itself. */
const spanishTexts = catalogueDirs.flatMap((dir) =>
  readdirSync(new URL("es/", dir))
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => {
      const english = read(dir, "en", file);
      const keyIsEnglish = english.size === 0;
      return [...read(dir, "es", file)].map(([key, spanish]) => ({
        where: `${dir.pathname.replace(/.*\/src\//, "src/")}es/${file} ${key}`,
        spanish,
        english: keyIsEnglish ? key : (english.get(key) ?? ""),
      }));
    }),
);

describe("the Spanish glossary", () => {
  it("reads both catalogues", () => {
    expect(spanishTexts.filter((text) => text.where.startsWith("src/web/")).length).toBeGreaterThan(1000);
    expect(spanishTexts.filter((text) => text.where.startsWith("src/server/")).length).toBeGreaterThan(100);
  });

  for (const entry of spanishGlossary) {
    it(`writes "${entry.chosen}" and none of its rejected variants`, () => {
      const rejected = spanishTexts
        .filter((text) => entry.rejected.some((pattern) => pattern.test(text.spanish)))
        .map((text) => `${text.where}: ${text.spanish}`);
      expect(rejected).toEqual([]);
      const untranslated = spanishTexts
        .filter((text) => entry.english.test(text.english) && !entry.spanish.test(text.spanish))
        .map((text) => `${text.where}: ${text.english} → ${text.spanish}`);
      expect(untranslated).toEqual([]);
    });
  }

  it("catches a rejected variant", () => {
    const [packhouse, sanitation] = spanishGlossary;
    expect(packhouse?.rejected.some((pattern) => pattern.test("Un empaque en Yuma"))).toBe(true);
    expect(packhouse?.rejected.some((pattern) => pattern.test("Línea de empaque 2"))).toBe(false);
    expect(sanitation?.rejected.some((pattern) => pattern.test("Registro de saneamiento"))).toBe(true);
  });
});
