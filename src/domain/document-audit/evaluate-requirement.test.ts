import { describe, expect, it } from "vitest";
import type { DocumentKind, ExtractedDocument } from "./contract";
import { evaluateRequirement, missingDates } from "./evaluate-requirement";
import { type EvidenceRequirement, evidenceRequirementSchema } from "./evidence-rules-schema";
import { tableDocument, textDocument } from "./test-documents";

const kinds = new Map<string, DocumentKind>();
const judge = (raw: unknown, documents: ExtractedDocument[], auditDate = "2025-07-01") =>
  evaluateRequirement(evidenceRequirementSchema.parse(raw) as EvidenceRequirement, {
    documents,
    kindOf: (d) => kinds.get(d.name) ?? "other",
    auditDate,
  });
const as = (kind: DocumentKind, document: ExtractedDocument) => {
  kinds.set(document.name, kind);
  return document;
};

const sopRule = {
  kind: "document",
  documentKinds: ["sop"],
  topic: ["sanitation|saneamiento"],
  elements: [
    { id: "purpose", en: "\\bpurpose\\b", es: "prop[oó]sito" },
    { id: "scope", en: "\\bscope\\b", es: "\\balcance\\b" },
    { id: "responsibility", en: "responsib", es: "responsab" },
    { id: "frequency", en: "frequen|daily", es: "frecuencia|diari" },
    { id: "procedure", en: "\\bprocedure\\b", es: "procedimiento" },
    { id: "records", en: "\\brecords?\\b", es: "registros?" },
  ],
};

describe("document requirements", () => {
  it("is met when the SOP names every element, citing each passage", () => {
    const sop = as(
      "sop",
      textDocument("SOPs/Sanitation.pdf", [
        "SOP-SAN-01 Sanitation of the packing line",
        "Purpose: keep food contact surfaces clean.",
        "Scope: the packing line and its tables.",
        "Responsibility: the sanitation lead.",
        "Frequency: daily after the last shift.",
        "Procedure: rinse, foam, scrub, rinse, sanitize.",
        "Records: Pre-op inspection log.",
      ]),
    );
    const outcome = judge(sopRule, [sop]);
    expect(outcome.status).toBe("met");
    expect(outcome.findings).toEqual([]);
    expect(outcome.citations.map((c) => c.locator)).toEqual(
      [2, 3, 4, 5, 6, 7].map((paragraph) => ({ kind: "page", page: 1, paragraph })),
    );
    expect(outcome.citations[0]).toEqual({
      document: "SOPs/Sanitation.pdf",
      locator: { kind: "page", page: 1, paragraph: 2 },
      quote: "Purpose: keep food contact surfaces clean.",
    });
  });

  it("reads Spanish wording", () => {
    const sop = as(
      "sop",
      textDocument("POE_Saneamiento.docx", [
        "Propósito: mantener limpias las superficies.",
        "Alcance: línea de empaque.",
        "Responsable: líder de saneamiento.",
        "Frecuencia: diaria.",
        "Procedimiento: enjuagar, espumar, tallar.",
        "Registros: bitácora preoperativa.",
      ]),
    );
    expect(judge(sopRule, [sop]).status).toBe("met");
  });

  it("is partly met when elements are missing, naming them", () => {
    const sop = as(
      "sop",
      textDocument("Sanitation SOP.pdf", [
        "Purpose: keep surfaces clean.",
        "Responsibility: the sanitation lead.",
        "Frequency: daily.",
        "Procedure: rinse and sanitize.",
      ]),
    );
    const outcome = judge(sopRule, [sop]);
    expect(outcome.status).toBe("partly");
    expect(outcome.findings).toHaveLength(1);
    expect(outcome.findings[0]!.text).toEqual({
      key: "documentAudit:missingElements.text",
      values: { document: "Sanitation SOP.pdf", elements: "scope,records" },
    });
    expect(outcome.findings[0]!.action.key).toBe("documentAudit:missingElements.action");
    expect(outcome.citations).toHaveLength(4);
  });

  it("is missing without a document of the kind and topic", () => {
    const policy = as("policy", textDocument("Sanitation policy.pdf", ["Purpose: sanitation."]));
    const otherTopic = as("sop", textDocument("Glass SOP.pdf", ["Purpose: glass control."]));
    expect(judge(sopRule, [policy, otherTopic])).toEqual({ status: "missing", citations: [], findings: [] });
  });
});

const trainingRule = {
  kind: "rows",
  documentKinds: ["training_record"],
  fields: [
    { id: "date", header: "date" },
    { id: "topic", header: "topic" },
    { id: "attendee", header: "employee|attendee" },
    { id: "trainer", header: "trainer" },
    { id: "language", header: "language" },
  ],
};

describe("rows requirements", () => {
  const row = (n: number, trainer: string) => [
    `2025-03-${String(n).padStart(2, "0")}`,
    "Hand washing",
    `Worker ${n}`,
    trainer,
    "Spanish",
  ];

  it("counts the rows that lack a field and lists the first five", () => {
    // 20 data rows (spreadsheet rows 2–21); the trainer is blank on rows 3, 5, 8, 12, 13 and 21.
    const blank = new Set([3, 5, 8, 12, 13, 21]);
    const data = Array.from({ length: 20 }, (_, i) => row(i + 1, blank.has(i + 2) ? "" : "M. Lopez"));
    const records = as(
      "training_record",
      tableDocument("Training_Records.csv", ["Date", "Topic", "Employee", "Trainer", "Language"], data),
    );
    const outcome = judge(trainingRule, [records]);
    expect(outcome.status).toBe("partly");
    expect(outcome.findings).toHaveLength(1);
    expect(outcome.findings[0]!.action).toEqual({
      key: "documentAudit:rowsMissingField.action",
      values: { document: "Training_Records.csv", fields: "trainer", count: 6, rows: "3, 5, 8, 12, 13, …" },
    });
    expect(outcome.findings[0]!.citations.map((c) => c.locator)).toEqual(
      [3, 5, 8, 12, 13].map((r) => ({ kind: "row", row: r })),
    );
    expect(outcome.findings[0]!.citations[0]!.quote).toBe(
      "Date: 2025-03-02; Topic: Hand washing; Employee: Worker 2; Trainer: ; Language: Spanish",
    );
    // The first complete row is cited as the evidence that the record exists.
    expect(outcome.citations).toEqual([
      {
        document: "Training_Records.csv",
        locator: { kind: "row", row: 2 },
        quote: "Date: 2025-03-01; Topic: Hand washing; Employee: Worker 1; Trainer: M. Lopez; Language: Spanish",
      },
    ]);
  });

  it("names a missing column with the count of rows", () => {
    const records = as(
      "training_record",
      tableDocument(
        "Sign-in.csv",
        ["Date", "Topic", "Employee", "Trainer"],
        [
          ["2025-03-01", "GMP", "Ana", "M. Lopez"],
          ["2025-03-01", "GMP", "Luis", "M. Lopez"],
        ],
      ),
    );
    const outcome = judge(trainingRule, [records]);
    expect(outcome.status).toBe("partly");
    expect(outcome.findings.map((f) => f.text)).toEqual([
      { key: "documentAudit:columnMissing.text", values: { document: "Sign-in.csv", fields: "language", count: 2 } },
    ]);
  });

  it("is met when every row is complete, skipping blank lines", () => {
    const records = as(
      "training_record",
      tableDocument(
        "Training.csv",
        ["Date", "Topic", "Employee", "Trainer", "Language"],
        [
          ["2025-03-01", "GMP", "Ana", "M. Lopez", "Spanish"],
          ["", "", "", "", ""],
          ["2025-03-02", "GMP", "Luis", "M. Lopez", "English"],
        ],
      ),
    );
    const outcome = judge(trainingRule, [records]);
    expect(outcome.status).toBe("met");
    expect(outcome.findings).toEqual([]);
  });

  it("is partly met when a document of the kind holds no such table", () => {
    const records = as("training_record", textDocument("Training.pdf", ["Training record, March 2025"]));
    const outcome = judge(trainingRule, [records]);
    expect(outcome.status).toBe("partly");
    expect(outcome.findings[0]!.text.key).toBe("documentAudit:noRecordTable.text");
  });
});

describe("limits requirements", () => {
  const coolerRule = {
    kind: "limits",
    documentKinds: ["monitoring_log"],
    value: { id: "temperature", header: "temp" },
    action: { id: "correctiveAction", header: "corrective" },
    reading: { type: "temperature", maxLimit: 41 },
  };

  it("fails on out-of-limit readings without a corrective action, by the records' limit rules", () => {
    const log = as(
      "monitoring_log",
      tableDocument(
        "Cooler_Log.csv",
        ["Date", "Temp (°F)", "Initials", "Corrective action"],
        [
          ["2025-06-01", "36", "JL", ""],
          ["2025-06-02", "45.5", "JL", "Moved product to cooler 2; repair called"],
          ["2025-06-03", "44", "JL", ""],
          ["2025-06-04", "41", "JL", ""],
          ["2025-06-05", "43 °F", "JL", "ok"],
        ],
      ),
    );
    const outcome = judge(coolerRule, [log]);
    expect(outcome.status).toBe("failed");
    expect(outcome.findings.map((f) => f.text)).toEqual([
      {
        key: "documentAudit:outOfLimitNoAction.text",
        values: { document: "Cooler_Log.csv", count: 2, rows: "4, 6" },
      },
    ]);
    // The corrected reading is cited too.
    expect(outcome.citations.map((c) => c.locator)).toEqual([
      { kind: "row", row: 4 },
      { kind: "row", row: 6 },
      { kind: "row", row: 3 },
    ]);
  });

  it("is met when every out-of-limit reading has its corrective action", () => {
    const log = as(
      "monitoring_log",
      tableDocument(
        "Cooler_Log.csv",
        ["Date", "Temp", "Corrective action"],
        [
          ["2025-06-01", "36", ""],
          ["2025-06-02", "45", "Moved product to cooler 2"],
        ],
      ),
    );
    expect(judge(coolerRule, [log]).status).toBe("met");
  });

  const eColiRule = {
    kind: "limits",
    documentKinds: ["lab_result"],
    topic: ["water"],
    value: { id: "eColi", header: "e\\.? ?coli" },
    action: { id: "correctiveAction", header: "corrective" },
    breach: "always",
    reading: { type: "water", test: "generic_e_coli" },
  };

  it("fails on generic E. coli detected, whatever the row says", () => {
    const tests = as(
      "lab_result",
      tableDocument(
        "Water_Tests_2025.csv",
        ["Sample date", "Laboratory", "Generic E. coli (CFU/100 mL)", "Corrective action"],
        [
          ["2025-02-01", "AgriLab", "Not detected", ""],
          ["2025-03-01", "AgriLab", "<1", ""],
          ["2025-04-01", "AgriLab", "Detected", "Well shock-chlorinated and retested"],
          ["2025-05-01", "AgriLab", "0", ""],
          ["2025-06-01", "AgriLab", "3", ""],
        ],
      ),
    );
    const outcome = judge(eColiRule, [tests]);
    expect(outcome.status).toBe("failed");
    expect(outcome.findings[0]!.text).toEqual({
      key: "documentAudit:failingResult.text",
      values: { document: "Water_Tests_2025.csv", count: 2, rows: "4, 6" },
    });
  });

  it("is met when no result is detected", () => {
    const tests = as(
      "lab_result",
      tableDocument(
        "Water tests.csv",
        ["Date", "Lab", "E. coli"],
        [
          ["2025-02-01", "AgriLab", "ND"],
          ["2025-03-01", "AgriLab", "Negative"],
        ],
      ),
    );
    const outcome = judge(eColiRule, [tests]);
    expect(outcome.status).toBe("met");
    expect(outcome.citations).toHaveLength(1);
  });
});

describe("recency requirements", () => {
  const rule = {
    kind: "recency",
    documentKinds: ["lab_result"],
    topic: ["water"],
    date: { id: "date", header: "date" },
    maxAgeDays: 365,
  };
  const tests = (dates: string[]) =>
    as(
      "lab_result",
      tableDocument(
        "Water tests.csv",
        ["Date", "Lab", "E. coli"],
        dates.map((d) => [d, "AgriLab", "ND"]),
      ),
    );

  it("fails when the newest test is older than the allowed age, saying how old", () => {
    // 2025-01-10 → 2026-01-10 is 365 days, → 2026-02-10 31 more, → 2026-03-01 19 more: 415.
    const outcome = judge(rule, [tests(["2024-06-01", "2025-01-10"])], "2026-03-01");
    expect(outcome.status).toBe("failed");
    expect(outcome.findings[0]!.text).toEqual({
      key: "documentAudit:stale.text",
      values: { document: "Water tests.csv", date: "2025-01-10", days: 415, maxDays: 365 },
    });
    expect(outcome.citations).toEqual([
      {
        document: "Water tests.csv",
        locator: { kind: "row", row: 3 },
        quote: "Date: 2025-01-10; Lab: AgriLab; E. coli: ND",
      },
    ]);
  });

  it("is met by a test within the allowed age, ignoring dates after the audit", () => {
    const outcome = judge(rule, [tests(["3/15/2025", "2026-01-01"])], "2025-07-01");
    expect(outcome.status).toBe("met");
    expect(outcome.citations[0]!.locator).toEqual({ kind: "row", row: 2 });
  });

  it("dates a document without tables by the dates in its text", () => {
    const certificate = as(
      "lab_result",
      textDocument("City water report.pdf", ["Water quality report", "Sampled 2024-05-02"]),
    );
    const outcome = judge(rule, [certificate], "2025-07-01");
    expect(outcome.status).toBe("failed");
    expect(outcome.findings[0]!.text.values).toEqual({
      document: "City water report.pdf",
      date: "2024-05-02",
      days: 425,
      maxDays: 365,
    });
  });

  it("is partly met by an undated document", () => {
    const undated = as("lab_result", textDocument("Water.pdf", ["Water analysis: no E. coli"]));
    const outcome = judge(rule, [undated]);
    expect(outcome.status).toBe("partly");
    expect(outcome.findings[0]!.text).toEqual({ key: "documentAudit:undated.text", values: { document: "Water.pdf" } });
  });
});

describe("frequency requirements", () => {
  const rule = (every: string) => ({
    kind: "frequency",
    documentKinds: ["monitoring_log"],
    date: { id: "date", header: "date" },
    every,
  });
  const log = (dates: string[]) =>
    as(
      "monitoring_log",
      tableDocument(
        "Cooler_Log_June.csv",
        ["Date", "Temp", "Initials"],
        dates.map((d) => [d, "36", "JL"]),
      ),
    );

  it("counts the days without a daily entry from the dates in the data", () => {
    const dates = ["2025-06-01", "2025-06-02", "2025-06-03", "2025-06-06", "2025-06-07", "2025-06-09", "2025-06-10"];
    const outcome = judge(rule("day"), [log(dates)]);
    expect(outcome.status).toBe("partly");
    expect(outcome.findings[0]!.text).toEqual({
      key: "documentAudit:daysWithoutEntry.text",
      values: {
        document: "Cooler_Log_June.csv",
        count: 3,
        from: "2025-06-01",
        to: "2025-06-10",
        dates: "2025-06-04, 2025-06-05, 2025-06-08",
      },
    });
    expect(outcome.citations.map((c) => c.locator)).toEqual([
      { kind: "row", row: 2 },
      { kind: "row", row: 8 },
    ]);
  });

  it("skips weekends for working-day logs (7–8 June 2025 are a Saturday and Sunday)", () => {
    expect(missingDates(["2025-06-02", "2025-06-03", "2025-06-05", "2025-06-06", "2025-06-09"], "working_day")).toEqual(
      ["2025-06-04"],
    );
    expect(judge(rule("working_day"), [log(["2025-06-05", "2025-06-06", "2025-06-09"])]).status).toBe("met");
  });

  it("counts missed weeks, letting a weekly entry slip a few days", () => {
    expect(missingDates(["2025-06-01", "2025-06-09", "2025-06-30"], "week")).toEqual(["2025-06-16", "2025-06-23"]);
    const outcome = judge(rule("week"), [log(["2025-06-01", "2025-06-09", "2025-06-30"])]);
    expect(outcome.findings[0]!.text.key).toBe("documentAudit:weeksWithoutEntry.text");
    expect(outcome.findings[0]!.text.values.count).toBe(2);
  });

  it("lists five missing dates and counts them all", () => {
    const outcome = judge(rule("day"), [log(["2025-06-01", "2025-06-09"])]);
    expect(outcome.findings[0]!.text.values).toMatchObject({
      count: 7,
      dates: "2025-06-02, 2025-06-03, 2025-06-04, 2025-06-05, 2025-06-06, …",
    });
  });
});

describe("expiry requirements", () => {
  const rule = {
    kind: "expiry",
    documentKinds: ["supplier_document", "certificate"],
    topic: ["certif|guarantee"],
    expires: { id: "expiry", header: "expir|valid" },
    expiresText: "expir|valid (until|through)|v[aá]lido hasta|vence",
  };

  it("fails when a supplier's certificate expired before the audit, counting them and naming the earliest", () => {
    const list = as(
      "supplier_document",
      tableDocument(
        "Approved_Suppliers.csv",
        ["Supplier", "Certificate", "Expires"],
        [
          ["Cartons Inc", "PrimusGFS", "2026-01-31"],
          ["Seeds SA", "GlobalG.A.P.", "2025-05-31"],
          ["AgroQuim", "Letter of guarantee", "2024-12-31"],
          ["Pallets Co", "Letter of guarantee", "2025-07-01"],
        ],
      ),
    );
    const outcome = judge(rule, [list], "2025-07-01");
    expect(outcome.status).toBe("failed");
    expect(outcome.findings.map((f) => f.text)).toEqual([
      {
        key: "documentAudit:expired.text",
        values: { document: "Approved_Suppliers.csv", count: 2, date: "2024-12-31" },
      },
    ]);
    expect(outcome.citations.map((c) => c.locator)).toEqual([
      { kind: "row", row: 3 },
      { kind: "row", row: 4 },
    ]);
  });

  it("reads the expiry sentence of a certificate without tables, in Spanish too", () => {
    const current = as(
      "certificate",
      textDocument("Certificado_Empaque.pdf", [
        "Certificado PrimusGFS",
        "Emitido 2025-02-01",
        "Válido hasta 2026-02-01",
      ]),
    );
    const outcome = judge(rule, [current], "2025-07-01");
    expect(outcome.status).toBe("met");
    expect(outcome.citations).toEqual([
      {
        document: "Certificado_Empaque.pdf",
        locator: { kind: "page", page: 1, paragraph: 3 },
        quote: "Válido hasta 2026-02-01",
      },
    ]);
  });

  it("is partly met by a certificate that states no expiry", () => {
    const noDate = as("certificate", textDocument("Guarantee.pdf", ["Letter of guarantee", "Issued 2025-02-01"]));
    expect(judge(rule, [noDate], "2025-07-01").findings[0]!.text.key).toBe("documentAudit:undated.text");
  });
});
