import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { namespaces } from "./namespaces";

/**
 * The catalogues are complete: every namespace has an English and a Spanish file, Spanish has every key
 * of English with the same {{variables}}, and every plural has the forms its language's CLDR rules need
 * (i18next picks `_one`, `_other`… with Intl.PluralRules; a missing `_many` falls back to `_other`).
 * Hmong exists for the training station only (the kiosk namespace), complete for its lesson texts.
 */
const localesDir = new URL("./locales/", import.meta.url);
const read = (language: string, namespace: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, localesDir), "utf8"));
const files = (language: string) =>
  existsSync(new URL(`${language}/`, localesDir))
    ? readdirSync(new URL(`${language}/`, localesDir)).map((file) => file.replace(/\.json$/, ""))
    : [];

/** "a.b.c" → value for every leaf string. */
function flatten(tree: Record<string, unknown>, prefix = ""): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") leaves.set(path, value);
    else if (value && typeof value === "object")
      for (const leaf of flatten(value as Record<string, unknown>, path)) leaves.set(...leaf);
    else throw new Error(`${path} is neither a string nor a group`);
  }
  return leaves;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** The key without its plural suffix, or null when it is not a plural form. */
const pluralBase = (key: string) => (PLURAL.test(key) ? key.replace(PLURAL, "") : null);
const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();

/** What a language's catalogue must hold for English's keys: the same keys, plurals in its own forms. */
function problems(english: Map<string, string>, other: Map<string, string>, language: string, complete: boolean) {
  const found: string[] = [];
  // English's forms (one, other, and the special zero) are needed in every language; forms only some
  // languages use (two, few, many) are the translator's to add.
  const languageSpecific = ["two", "few", "many"];
  const optional = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const pluralBases = new Set([...english.keys()].map(pluralBase).filter((base) => base !== null));
  for (const [key, text] of english) {
    const base = pluralBase(key);
    const translated = other.get(key);
    if (translated === undefined) {
      if (complete && !(base && languageSpecific.includes(key.slice(base.length + 1)))) found.push(`missing ${key}`);
      continue;
    }
    if (translated.trim() === "") found.push(`empty ${key}`);
    if (variables(translated).join() !== variables(text).join())
      found.push(
        `${key}: variables ${variables(translated).join(", ") || "none"} instead of ${variables(text).join(", ") || "none"}`,
      );
  }
  for (const key of other.keys()) {
    if (english.has(key)) continue;
    const base = pluralBase(key);
    const form = base && key.slice(base.length + 1);
    if (!(base && pluralBases.has(base) && optional.includes(form as Intl.LDMLPluralRule)))
      found.push(`not in English: ${key}`);
  }
  return found;
}

describe("message catalogues", () => {
  it("have one English and one Spanish file per namespace, and no other", () => {
    expect(files("en").sort()).toEqual([...namespaces].sort());
    expect(files("es").sort()).toEqual([...namespaces].sort());
  });

  it("keep Hmong to the training station", () => {
    expect(files("hmn").filter((namespace) => namespace !== "kiosk")).toEqual([]);
  });

  it.each(namespaces)("Spanish %s has every English key, plural form and variable", (namespace) => {
    expect(problems(flatten(read("en", namespace)), flatten(read("es", namespace)), "es", true)).toEqual([]);
  });

  it("English plurals have the forms English needs", () => {
    for (const namespace of namespaces) {
      const keys = [...flatten(read("en", namespace)).keys()];
      for (const base of new Set(keys.map(pluralBase).filter((b) => b !== null)))
        for (const form of ["one", "other"]) expect(keys, `${namespace}: ${base}`).toContain(`${base}_${form}`);
    }
  });

  it("Hmong, where it exists, adds no key English lacks and keeps the variables", () => {
    for (const namespace of files("hmn"))
      expect(problems(flatten(read("en", namespace)), flatten(read("hmn", namespace)), "hmn", false)).toEqual([]);
  });

  it("Hmong kiosk has every lesson text of English: the station shows the lesson in the module's language", () => {
    // The station's own prompts (`station`) are in the app's languages; the lesson (read, quiz, result) is in
    // the language the worker chose for the module, Hmong included, so Hmong's lesson texts are complete.
    const lesson = (language: string) =>
      new Map([...flatten(read(language, "kiosk"))].filter(([key]) => key.startsWith("lesson.")));
    expect(lesson("en").size).toBeGreaterThan(0);
    expect(problems(lesson("en"), flatten(read("hmn", "kiosk")), "hmn", true)).toEqual([]);
  });

  it("catch a Spanish catalogue that misses a key, a plural form or a variable", () => {
    const english = new Map([
      ["title", "Records"],
      ["clause_one", "{{count}} clause"],
      ["clause_other", "{{count}} clauses"],
      ["greeting", "Hello {{name}}"],
    ]);
    const spanish = new Map([
      ["clause_one", "{{count}} cláusula"],
      ["clause_many", "{{count}} de cláusulas"],
      ["greeting", "Hola"],
      ["stale", "Viejo"],
    ]);
    expect(problems(english, spanish, "es", true).sort()).toEqual(
      [
        "missing title",
        "missing clause_other",
        "greeting: variables none instead of name",
        "not in English: stale",
      ].sort(),
    );
  });
});
