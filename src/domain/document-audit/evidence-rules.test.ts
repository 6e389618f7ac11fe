import { describe, expect, it } from "vitest";
import { builtinCatalogue } from "../catalogue/primusgfs-builtin";
import type { DocumentKind, ExtractedDocument } from "./contract";
import { evaluateAudit } from "./evaluate-audit";
import { evidenceRuleSetSchema } from "./evidence-rules-schema";
import { builtinEvidenceRules, evidenceRulesFor } from "./evidence-rules";
import { tableDocument, textDocument } from "./test-documents";

describe("built-in evidence rules", () => {
  it("has a rule for every clause of the built-in catalogue, and none for unknown clauses", () => {
    const clauseIds = builtinCatalogue.clauses.map((c) => c.id);
    const ruleIds = builtinEvidenceRules.rules.map((r) => r.clauseId);
    expect(clauseIds.filter((id) => !ruleIds.includes(id))).toEqual([]);
    expect(ruleIds.filter((id) => !clauseIds.includes(id))).toEqual([]);
    expect(ruleIds).toHaveLength(59);
  });

  it("validates against the schema and is found by the catalogue's id", () => {
    expect(evidenceRuleSetSchema.safeParse(builtinEvidenceRules).success).toBe(true);
    expect(evidenceRulesFor(builtinCatalogue.id)).toBe(builtinEvidenceRules);
    expect(evidenceRulesFor("another-scheme").rules).toEqual([]);
  });

  it("refuses a rule with a broken pattern, an unknown document kind or a duplicate clause", () => {
    const rule = (topic: string, kind = "sop") => ({
      clauseId: "1.01.01",
      requirements: [
        {
          kind: "document",
          documentKinds: [kind],
          topic: [topic],
          elements: [{ id: "purpose", en: "purpose", es: "prop" }],
        },
      ],
    });
    expect(evidenceRuleSetSchema.safeParse({ catalogueId: "x", rules: [rule("(unclosed")] }).success).toBe(false);
    expect(evidenceRuleSetSchema.safeParse({ catalogueId: "x", rules: [rule("water", "memo")] }).success).toBe(false);
    expect(evidenceRuleSetSchema.safeParse({ catalogueId: "x", rules: [rule("water"), rule("glass")] }).success).toBe(
      false,
    );
    expect(evidenceRuleSetSchema.safeParse({ catalogueId: "x", rules: [rule("water")] }).success).toBe(true);
  });
});

/** The built-in rules' verdict for one clause on documents of the given kinds, audited on 2026-06-15. */
function verdictOf(clauseId: string, documents: [DocumentKind, ExtractedDocument][]) {
  const evaluation = evaluateAudit(
    documents.map(([, d]) => d),
    new Map(documents.map(([kind, d]) => [d.name, kind])),
    [clauseId],
    builtinCatalogue,
    "2026-06-15",
  );
  return evaluation.clauses.find((c) => c.clauseId === clauseId)!.verdict;
}

// Each of these was found wrong by the labelled corpus (tests/fixtures/audit-corpus, decision 110).
describe("built-in evidence rules, as the labelled corpus corrected them", () => {
  const sanitationSop = textDocument("SOP-SAN-001.pdf", [
    "Purpose: keep the packing area clean. Scope: packing lines.",
    "Procedure: rinse with potable water, apply detergent, rinse, sanitize.",
  ]);

  it("does not take a sanitation SOP that rinses with water for a water-testing procedure (2.01.01)", () => {
    expect(verdictOf("2.01.01", [["sop", sanitationSop]])).toBe("no_evidence");
    const waterSop = textDocument("SOP-WAT-001.docx", [
      "Agricultural water management",
      "Sampling: one sample from Well 2. Frequency: annually.",
      "Limit: no generic E. coli detected. Corrective action: shut off the well and re-test.",
    ]);
    const results = tableDocument(
      "Water_Test_Results.csv",
      ["Sample date", "Laboratory", "Generic E. coli (MPN/100 mL)"],
      [["2026-03-09", "Agri-Lab", "<1"]],
    );
    expect(
      verdictOf("2.01.01", [
        ["sop", sanitationSop],
        ["sop", waterSop],
        ["lab_result", results],
      ]),
    ).toBe("compliant");
  });

  it("counts a 'Serviced by' column as the initials of a field sanitation log (7.02.01)", () => {
    const log = tableDocument(
      "Field_Sanitation_Unit_Service_Log.csv",
      ["Date", "Unit", "Result", "Serviced by"],
      [
        ["2026-06-01", "Restroom unit FS-1", "Clean", "SR"],
        ["2026-06-08", "Restroom unit FS-1", "Clean", "JC"],
      ],
    );
    expect(verdictOf("7.02.01", [["monitoring_log", log]])).toBe("compliant");
    const unsigned = tableDocument(
      "Restroom_Log.csv",
      ["Date", "Unit", "Result", "Serviced by"],
      [["2026-06-01", "Restroom unit FS-1", "Clean", ""]],
    );
    expect(verdictOf("7.02.01", [["monitoring_log", unsigned]])).toBe("partial");
  });

  it("lets the record control SOP decide record control, not any SOP that names its records (1.06.01)", () => {
    const correctiveActions = textDocument("SOP-QA-004.docx", [
      "Purpose: correct deviations. Scope: all deviations. Responsibility: QA Manager. Frequency: weekly.",
      "Procedure: contain, correct, verify. Records: the corrective action log, kept for two years.",
    ]);
    const recordControl = textDocument("SOP-QA-001.pdf", [
      "Document and record control",
      "Purpose: keep records complete. Scope: all forms. Responsibility: the QA Manager. Frequency: annually.",
      "Procedure: records are written in ink and filed by month.",
    ]);
    expect(
      verdictOf("1.06.01", [
        ["sop", correctiveActions],
        ["sop", recordControl],
      ]),
    ).toBe("partial");
    expect(verdictOf("1.06.01", [["sop", correctiveActions]])).toBe("no_evidence");
  });

  it("fails hygiene training whose last session is over a year old (4.01.02, a held-out case)", () => {
    const record = (date: string) =>
      tableDocument(
        "Registro_Capacitacion.csv",
        ["Fecha", "Empleado", "Tema", "Capacitador", "Idioma"],
        [[date, "Ana López", "Higiene personal y lavado de manos", "María González", "Español"]],
      );
    expect(verdictOf("4.01.02", [["training_record", record("2026-02-10")]])).toBe("compliant");
    expect(verdictOf("4.01.02", [["training_record", record("2025-03-03")]])).toBe("non_compliant");
  });

  it("finds a metal detector log by the words of its file name (6.01.04)", () => {
    const log = (date: string) =>
      tableDocument(
        "Metal_Detector_Check_Log.csv",
        ["Date", "Test piece", "Result", "Initials"],
        [[date, "Fe 2.0 mm", "All rejected", "JC"]],
      );
    expect(verdictOf("6.01.04", [["monitoring_log", log("2026-06-12")]])).toBe("compliant");
    expect(verdictOf("6.01.04", [["monitoring_log", log("2026-04-30")]])).toBe("non_compliant");
  });
});
