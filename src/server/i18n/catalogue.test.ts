import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import ts from "typescript";
import type { z } from "zod";
import { AppError } from "../errors";
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
    const text = (node: ts.Node | undefined) => {
      if (!node) return;
      if (isLiteral(node)) literal.add(node.text);
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
      if (isLiteral(node)) literal.add(node.text);
      else if (ts.isParenthesizedExpression(node)) fixedTexts(node.expression);
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
        if (callee === "notFound" || callee === "conflict" || callee === "forbidden") text(node.arguments[0]);
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

/**
 * Messages still built in English at run time (issue 13, open work), as `file: expression`: each must
 * become a literal `"… {{name}} …"` text with `vars`, or a keyed message. The list may only shrink: a
 * new one fails the test, and so does one that is gone (delete its line).
 */
const notYetCatalogued: string[] = [
  "auth/throttle.ts: policy.message",
  "input-guard.ts: fields",
  "use-cases/accounts/two-factor/disable-two-factor.ts: reason",
  "use-cases/audits/close-finding.ts: errors",
  "use-cases/audits/schedule-internal-audit.ts: reason",
  'use-cases/audits/upload-report.ts: Object.values(errors).join("; ")',
  "use-cases/audits/upload-report.ts: errors",
  "use-cases/employees/import-employees.ts: Object.fromEntries(problems.map((p) => [`line ${p.line}`, p.reason]))",
  'use-cases/employees/import-employees.ts: `${problems.length} row${problems.length === 1 ? " has" : "s have"} errors; nothing was imported`',
  "use-cases/files/read-multipart.ts: problems",
  "use-cases/files/store-attachments.ts: check.reason",
  'use-cases/files/store-attachments.ts: problems.join("; ")',
  "use-cases/library/change-sop-status.ts: refused",
  "use-cases/library/create-training-from-sop.ts: blocker",
  "use-cases/library/publish-sop.ts: ownWork",
  "use-cases/library/publish-sop.ts: refused",
  "use-cases/library/sign-fsp.ts: blocker",
  'use-cases/library/sop-form.ts: `Invalid input — clauseIds: unknown clause ${unknown.join(", ")}`',
  'use-cases/library/sop-form.ts: `Unknown clause ${unknown.join(", ")}: choose clauses from the catalogue`',
  "use-cases/library/update-sop.ts: refused",
  "use-cases/records/correct-record.ts: futureDateRefusal.message",
  "use-cases/records/correct-record.ts: futureDateRefusal.reason",
  "use-cases/records/create-record.ts: futureDateRefusal.message",
  "use-cases/records/create-record.ts: futureDateRefusal.reason",
  "use-cases/scope/mark-clause-na.ts: result.issue.message",
  'use-cases/team/site-restrictions.ts: `No site with the id ${missing.join(", ")} in your organisation`',
  "use-cases/training/kiosk/submit-attempt.ts: outside",
];

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
    const { literal, keyed, uncatalogued } = thrownMessages();
    expect(literal.size).toBeGreaterThan(50);
    const missing = [...literal].filter((message) => !hasText("es", "errors", message));
    expect(missing, "add these to src/server/i18n/locales/es/errors.json").toEqual([]);
    const unknownKeys = [...keyed].filter(
      (key) => !hasKey("en", key, { count: 1 }) || !hasKey("es", key, { count: 1 }),
    );
    expect(unknownKeys, "add these keys to the English and Spanish catalogues").toEqual([]);
    expect(
      uncatalogued.filter((found) => !notYetCatalogued.includes(found)),
      'write these as a literal "… {{name}} …" with vars (or a keyed message) and translate them',
    ).toEqual([]);
    expect(
      notYetCatalogued.filter((listed) => !uncatalogued.includes(listed)),
      "catalogued now: remove these from notYetCatalogued",
    ).toEqual([]);
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
