import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { AppError } from "../errors";
import { hasText, serverResources, t, translateText } from "./catalogue";

/**
 * Every user-facing server message is in the catalogue: the reasons of every zod schema in
 * src/domain/schemas (400s), and every message the server throws as an AppError (or through notFound,
 * conflict, forbidden). The English text is the key; Spanish must hold it.
 */
const root = new URL("../../../", import.meta.url);

/** Every custom reason a schema can give (zod 4 keeps them as `error` functions on defs and checks). */
function schemaReasons(schema: unknown, found = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | null)?._zod?.def;
  if (!def || seen.has(schema)) return found;
  seen.add(schema);
  const reason = (error: unknown) => {
    const text = typeof error === "function" ? (error as (issue: object) => unknown)({}) : undefined;
    if (typeof text === "string") found.add(text);
  };
  reason(def.error);
  for (const check of (def.checks as { _zod: { def: { error?: unknown } } }[] | undefined) ?? [])
    reason(check._zod.def.error);
  for (const key of ["innerType", "element", "in", "out", "valueType", "keyType", "catchall", "rest"])
    schemaReasons(def[key], found, seen);
  for (const child of Object.values((def.shape as Record<string, z.ZodType> | undefined) ?? {}))
    schemaReasons(child, found, seen);
  for (const child of [...((def.options as unknown[]) ?? []), ...((def.items as unknown[]) ?? [])])
    schemaReasons(child, found, seen);
  return found;
}

/** Messages thrown in src/server: literal texts, and texts written with ${…} (which cannot be catalogued). */
function thrownMessages() {
  const literal = new Set<string>();
  const interpolated: string[] = [];
  const call = /(?:new AppError\(\s*"[a-z_]+",\s*|\b(?:notFound|conflict|forbidden)\(\s*)(["`])((?:[^"`\\]|\\.)*)\1/g;
  const walk = (dir: URL): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(new URL(`${entry.name}/`, dir)) : [new URL(entry.name, dir).pathname],
    );
  for (const file of walk(new URL("src/server/", root)).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
    for (const match of readFileSync(file, "utf8").matchAll(call)) {
      if (match[1] === "`" && match[2]!.includes("${"))
        interpolated.push(`${file.split("src/server/")[1]}: ${match[2]}`);
      else literal.add(match[2]!);
    }
  }
  return { literal, interpolated };
}

/**
 * Messages still built with ${…} in English (issue 13, open work): each must move to a `{{name}}` text with
 * `vars` and a Spanish translation. The list may only shrink: a new one fails the test.
 */
const notYetCatalogued = 17; // single sign-on's, converted in parallel (src/server/use-cases/sso/)

describe("server message catalogue", () => {
  it("has a Spanish reason for every reason a domain schema gives", async () => {
    const dir = new URL("src/domain/schemas/", root);
    const reasons = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
      for (const value of Object.values(await import(new URL(file, dir).pathname))) schemaReasons(value, reasons);
    }
    expect(reasons.size).toBeGreaterThan(200);
    const missing = [...reasons].filter((reason) => !hasText("es", "validation", reason));
    expect(missing, "add these to src/server/i18n/locales/es/validation.json").toEqual([]);
  }, 60_000);

  it("has a Spanish text for every message the server throws", () => {
    const { literal, interpolated } = thrownMessages();
    expect(literal.size).toBeGreaterThan(50);
    const missing = [...literal].filter((message) => !hasText("es", "errors", message));
    expect(missing, "add these to src/server/i18n/locales/es/errors.json").toEqual([]);
    expect(
      interpolated.length,
      `write these as "… {{name}} …" with vars and translate them:\n${interpolated.join("\n")}`,
    ).toBeLessThanOrEqual(notYetCatalogued);
  });

  it("has every keyed English message in Spanish with the same variables", () => {
    const vars = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const [namespace, english] of Object.entries(serverResources.en)) {
      const spanish = (serverResources.es as Record<string, Record<string, string>>)[namespace] ?? {};
      for (const [key, text] of Object.entries(english as Record<string, string>)) {
        expect(spanish[key], `es ${namespace}:${key}`).toBeTruthy();
        expect(vars(spanish[key]!), `es ${namespace}:${key}`).toEqual(vars(text));
      }
    }
    for (const [text, translation] of Object.entries(serverResources.es.errors))
      expect(vars(translation), text).toEqual(vars(text));
  });

  it("translates, fills variables, and falls back to the English text", () => {
    expect(t("es", "common:page", { page: 2, pages: 5 })).toBe("Página 2 de 5");
    expect(t("en", "common:page", { page: 2, pages: 5 })).toBe("Page 2 of 5");
    expect(translateText("es", "errors", "Sign in to continue")).toBe("Inicie sesión para continuar");
    expect(translateText("es", "errors", "{{what}} not found", { what: "Registro" })).toBe("No se encontró: Registro");
    expect(translateText("es", "validation", "A reason nobody wrote")).toBe("A reason nobody wrote");
  });

  it("fills an error's variables in its message and its field reasons, translating label variables", () => {
    const error = new AppError(
      "conflict",
      "No current {{role}} employees at {{site}}",
      { jobRole: "No current {{role}} employees at {{site}}" },
      undefined,
      { role: "Forklift Operator", site: "Oxnard" },
    );
    expect(error.message).toBe("No current Forklift Operator employees at Oxnard");
    expect(error.fieldsIn("en")).toEqual({ jobRole: "No current Forklift Operator employees at Oxnard" });
    expect(error.messageIn("es")).toBe("No hay empleados actuales con el puesto Operador de montacargas en Oxnard");
    expect(error.fieldsIn("es")).toEqual({
      jobRole: "No hay empleados actuales con el puesto Operador de montacargas en Oxnard",
    });
  });
});
