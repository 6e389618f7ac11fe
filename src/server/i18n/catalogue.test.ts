import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import ts from "typescript";
import type { z } from "zod";
import { message } from "../../domain/i18n/message";
import { AppError, invalidFields, invalidReasons } from "../errors";
import { hasKey, hasText, serverResources, t, translateText } from "./catalogue";
import { isKeyed } from "./render-message";

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

/** Every .ts file of src/server and src/domain but tests. */
function sources(): string[] {
  const walk = (dir: URL): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(new URL(`${entry.name}/`, dir)) : [new URL(entry.name, dir).pathname],
    );
  return [...walk(new URL("src/server/", root)), ...walk(new URL("src/domain/", root))].filter(
    (f) => f.endsWith(".ts") && !f.endsWith(".test.ts"),
  );
}

const isLiteral = (node: ts.Node | undefined): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  !!node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node));

/**
 * The messages the server throws, read from the syntax tree of src/server: the text of every
 * `new AppError(code, text, fields, headers, vars)`, `notFound(what)`, `conflict(text)`, `forbidden(text)`
 * and `invalidInput(fields)`, each field reason, each literal text given as a variable, and the key of every
 * `message(key, values)` of src/domain and src/server (decision 112). A literal is catalogued English
 * (Spanish must hold it) or a `<namespace>:<key>`; anything else (a template with ${…}, a variable, a
 * call) is English built at run time that no catalogue can translate, reported as `file: expression`.
 */
function thrownMessages() {
  const literal = new Set<string>();
  const uncatalogued: string[] = [];
  const keyed = new Set<string>();
  for (const file of sources()) {
    const relative = file.split("/src/")[1]!.replace(/^server\//, "");
    // errors.ts defines the helpers below: their parameters are the texts their callers pass.
    if (relative === "errors.ts") continue;
    const code = readFileSync(file, "utf8");
    const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
    // `message` of src/domain/i18n/message.ts (a file may have a `message` of its own).
    const importsMessage = /import \{[^}]*\bmessage\b[^}]*\} from "[^"]*i18n\/message"/.test(code);
    const text = (node: ts.Node | undefined): void => {
      if (!node) return;
      if (isLiteral(node)) literal.add(node.text);
      else if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach(text);
      else uncatalogued.push(`${relative}: ${node.getText(source).replace(/\s+/g, " ")}`);
    };
    const reasons = (node: ts.Node | undefined) => {
      if (!node || node.kind === ts.SyntaxKind.UndefinedKeyword || node.getText(source) === "undefined") return;
      if (!ts.isObjectLiteralExpression(node)) return text(node);
      for (const property of node.properties) text(ts.isPropertyAssignment(property) ? property.initializer : property);
    };
    const variables = (node: ts.Node | undefined) => {
      if (!node || !ts.isObjectLiteralExpression(node)) return;
      for (const property of node.properties) if (ts.isPropertyAssignment(property)) fixedTexts(property.initializer);
    };
    // A variable's literal value, also as the fallback of `??` / `||` or a branch of `? :` (not a call's argument).
    const fixedTexts = (node: ts.Node): void => {
      if (isLiteral(node)) {
        if (node.text.trim()) literal.add(node.text);
      } else if (ts.isParenthesizedExpression(node)) fixedTexts(node.expression);
      else if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach(fixedTexts);
      else if (
        ts.isBinaryExpression(node) &&
        [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)
      )
        fixedTexts(node.right);
    };
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) && node.expression.getText(source) === "AppError") {
        const [, message, fields, , vars] = node.arguments ?? [];
        text(message);
        reasons(fields);
        variables(vars);
      } else if (ts.isCallExpression(node)) {
        const callee = node.expression.getText(source);
        if (["notFound", "conflict", "forbidden", "invalidMessages"].includes(callee)) text(node.arguments[0]);
        if (callee === "invalidInput") reasons(node.arguments[0]);
        if (callee === "message" && importsMessage) {
          const [key, values] = node.arguments;
          if (isLiteral(key) && isKeyed(key.text)) keyed.add(key.text);
          else text(key);
          variables(values);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { literal, keyed, uncatalogued };
}

describe("server message catalogue", () => {
  it("has a Spanish reason for every reason a domain schema gives", async () => {
    const reasons = new Set<string>();
    // The request schemas, and the FSMA 204 event schemas kept beside their rules (decision 130).
    for (const dir of [new URL("src/domain/schemas/", root), new URL("src/domain/traceability/", root)]) {
      for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
        for (const value of Object.values(await import(new URL(file, dir).pathname))) schemaReasons(value, reasons);
      }
    }
    expect(reasons.size).toBeGreaterThan(200);
    const missing = [...reasons].filter((reason) => !hasText("es", "validation", reason));
    expect(missing, "add these to src/server/i18n/locales/es/validation.json").toEqual([]);
  }, 60_000);

  // Parses every server source with the TypeScript compiler: slow on a loaded machine.
  it("has a Spanish text for every message the server throws", () => {
    const { literal, keyed, uncatalogued } = thrownMessages();
    expect(literal.size).toBeGreaterThan(50);
    const missing = [...literal].filter((message) => !hasText("es", "errors", message));
    expect(missing, "add these to src/server/i18n/locales/es/errors.json").toEqual([]);
    const unknownKeys = [...keyed].filter(
      (key) => !hasKey("en", key, { count: 1 }) || !hasKey("es", key, { count: 1 }),
    );
    expect(unknownKeys, "add these keys to the English and Spanish catalogues").toEqual([]);
    expect(
      uncatalogued,
      'write these as a literal "… {{name}} …" with vars (or a keyed message) and translate them',
    ).toEqual([]);
  }, 60_000);

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
  it("renders refusals whose reasons are messages in the reader's language: invalidFields, invalidReasons", () => {
    const gate = invalidFields({ name: message("Must not contain the NUL character (\\u0000)") });
    expect(gate.message).toBe("Invalid input — name: Must not contain the NUL character (\\u0000)");
    expect(gate.fields).toEqual({ name: "Must not contain the NUL character (\\u0000)" });
    expect(gate.localizeFields?.("es")).toEqual({ name: "No debe contener el carácter NUL (\\u0000)" });
    const upload = invalidReasons({
      report: [message("Attach the audit report (PDF, DOC or DOCX)")],
      files: [message('File "{{file}}" is not {{kind}}', { file: "x.exe", kind: "a PDF, image or CSV" })],
    });
    expect(upload.message).toBe('Attach the audit report (PDF, DOC or DOCX); File "x.exe" is not a PDF, image or CSV');
    expect(upload.messageIn("es")).toBe(
      'Adjunte el informe de auditoría (PDF, DOC o DOCX); El archivo "x.exe" no es un PDF, una imagen o un CSV',
    );
    expect(upload.localizeFields?.("es")).toEqual({
      report: "Adjunte el informe de auditoría (PDF, DOC o DOCX)",
      files: 'El archivo "x.exe" no es un PDF, una imagen o un CSV',
    });
  });

  it("gives the same message on every call once looked up: filled places, nested messages and plurals (decision 173)", () => {
    for (let round = 0; round < 2; round++) {
      expect(t("en", "pdf:evidence.by", { name: "Maria Gonzalez" })).toBe("By Maria Gonzalez");
      expect(t("en", "pdf:evidence.by", { name: "Daniel Kim" })).toBe("By Daniel Kim");
      expect(t("es", "pdf:evidence.by", { name: "Daniel Kim" })).toBe("Por Daniel Kim");
      // A value that looks like a placeholder or a marker stays as given.
      expect(t("en", "pdf:evidence.files", { names: "{{name}}, a\u0001b.pdf" })).toBe("Files: {{name}}, a\u0001b.pdf");
      // A nested message whose key holds a variable follows each value.
      expect(t("en", "screens:overview.verification.title", { type: "temperature", clause: "5.01" })).toBe(
        "Temperature Log · 5.01",
      );
      expect(t("es", "screens:overview.verification.title", { type: "water", clause: "3.02" })).toBe(
        "Calidad del agua · 3.02",
      );
      // A count picks the form.
      expect(t("en", "pdf:evidence.clausesInScope", { count: 1 })).toBe("1 clause in scope");
      expect(t("en", "pdf:evidence.clausesInScope", { count: 2 })).toBe("2 clauses in scope");
      expect(t("es", "common:page", { page: 2 + round, pages: 30 })).toBe(`Página ${2 + round} de 30`);
    }
  });
});
