import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { documentKinds, type FindingDraft } from "../../domain/document-audit/contract";
import { builtinEvidenceRules } from "../../domain/document-audit/evidence-rules";
import { appLocales } from "../../domain/i18n/locales";
import { hasKey } from "../i18n/catalogue";
import { renderFinding, renderMessage } from "./render-finding";

const citation = { document: "Training_Records.csv", locator: { kind: "row" as const, row: 12 }, quote: "Date: …" };

describe("rendering a finding", () => {
  const draft: FindingDraft = {
    text: {
      key: "documentAudit:rowsMissingField.text",
      values: { document: "Training_Records.csv", fields: "trainer", count: 14, rows: "12, 40, 41, 43, 50, …" },
    },
    action: {
      key: "documentAudit:rowsMissingField.action",
      values: { document: "Training_Records.csv", fields: "trainer", count: 14, rows: "12, 40, 41, 43, 50, …" },
    },
    citations: [citation],
  };

  it("reads as plain English", () => {
    expect(renderFinding(draft, "en")).toEqual({
      text: "14 rows of Training_Records.csv lack the trainer's name.",
      action: "Add the trainer's name to 14 rows of Training_Records.csv: rows 12, 40, 41, 43, 50, ….",
      citations: [citation],
    });
  });

  it("reads as Spanish in Spanish", () => {
    expect(renderFinding(draft, "es")).toEqual({
      text: "A 14 filas de Training_Records.csv les falta el nombre del capacitador.",
      action: "Agregue el nombre del capacitador a 14 filas de Training_Records.csv: filas 12, 40, 41, 43, 50, ….",
      citations: [citation],
    });
  });

  it("uses the singular for one row and joins lists as each language does", () => {
    const one = {
      key: "documentAudit:rowsMissingField.text",
      values: { document: "Log.csv", fields: "date,initials", count: 1, rows: "7" },
    };
    expect(renderMessage(one, "en")).toBe("1 row of Log.csv lacks the date and initials or a signature.");
    expect(renderMessage(one, "es")).toBe("A 1 fila de Log.csv le falta la fecha y las iniciales o la firma.");
    const kinds = { key: "documentAudit:missingEvidence.text", values: { kinds: "sop,policy" } };
    expect(renderMessage(kinds, "en")).toBe(
      "No evidence found for this clause: expected a standard operating procedure (SOP) or a policy.",
    );
    expect(renderMessage(kinds, "es")).toBe(
      "No se encontró evidencia para esta cláusula: se esperaba un procedimiento operativo estándar (POE) o una política.",
    );
  });
});

describe("a schedule's missed logs (decision 128)", () => {
  const values = { form: "sanitation", count: 3, dates: "2026-11-03, 2026-11-04, 2026-11-09" };
  const text = { key: "documentAudit:scheduledLogsMissing.text", values };

  it("names the form and the days in the reader's language", () => {
    expect(renderMessage(text, "en")).toBe(
      "Sanitation Log was not filled on 3 scheduled days: 2026-11-03, 2026-11-04, 2026-11-09.",
    );
    expect(renderMessage(text, "es")).toBe(
      "Registro de sanitización no se llenó en 3 días programados: 2026-11-03, 2026-11-04, 2026-11-09.",
    );
    expect(renderMessage({ ...text, values: { form: "temperature", count: 1, dates: "2026-11-03" } }, "en")).toBe(
      "Temperature Log was not filled on 1 scheduled day: 2026-11-03.",
    );
  });
});

describe("the findings' catalogue", () => {
  /**
   * Every finding key the rules can write: `finding("<key>"`, `gapOutcome("<key>"` and
   * "documentAudit:<key>" in the domain code.
   */
  function findingKeys(): string[] {
    const dir = new URL("../../domain/document-audit/", import.meta.url);
    const keys = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
      const source = readFileSync(new URL(file, dir), "utf8");
      for (const m of source.matchAll(/(?:finding|gapOutcome)\(\s*"(\w+)"/g))
        keys.add(`${m[1]}.text`).add(`${m[1]}.action`);
      for (const m of source.matchAll(/"documentAudit:(\w+\.(?:text|action))"/g)) keys.add(m[1]!);
      // finding(condition ? "oneKey" : "otherKey", …)
      for (const m of source.matchAll(/(?:finding|gapOutcome)\(\s*[^,]*?\?\s*"(\w+)"\s*:\s*"(\w+)"/g))
        for (const key of [m[1], m[2]]) keys.add(`${key}.text`).add(`${key}.action`);
    }
    return [...keys].sort();
  }

  it("holds every key the rules can produce, in English and Spanish, singular and plural", () => {
    const keys = findingKeys();
    expect(keys).toEqual(
      expect.arrayContaining([
        "missingElements.text",
        "rowsMissingField.action",
        "failingResult.text",
        "weeksWithoutEntry.text",
        "scheduledLogsMissing.action",
      ]),
    );
    expect(keys.length).toBeGreaterThanOrEqual(22);
    for (const locale of appLocales)
      for (const key of keys)
        for (const count of [1, 2])
          expect(hasKey(locale, `documentAudit:${key}`, { count }), `${locale} ${key}`).toBe(true);
  });

  it("labels every element, field and document kind the rules name, in both languages", () => {
    const requirements = builtinEvidenceRules.rules.flatMap((r) => r.requirements);
    const labels = new Set<string>(documentKinds.map((k) => `kind.${k}`));
    for (const r of requirements) {
      if (r.kind === "document") r.elements.forEach((e) => labels.add(`element.${e.id}`));
      if (r.kind === "rows") r.fields.forEach((f) => labels.add(`field.${f.id}`));
      if (r.kind === "limits") labels.add(`field.${r.value.id}`);
    }
    expect(labels.size).toBeGreaterThan(60);
    for (const locale of appLocales)
      for (const label of labels) expect(hasKey(locale, `documentAudit:${label}`), `${locale} ${label}`).toBe(true);
  });
});
