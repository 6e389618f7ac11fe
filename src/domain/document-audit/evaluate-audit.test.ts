import { describe, expect, it } from "vitest";
import { parseCatalogue } from "../catalogue/catalogue-schema";
import { builtinCatalogue } from "../catalogue/primusgfs-builtin";
import type { DocumentKind } from "./contract";
import { combine, evaluateAudit } from "./evaluate-audit";
import type { RequirementOutcome } from "./evaluate-requirement";
import { evidenceRuleSetSchema } from "./evidence-rules-schema";
import { tableDocument, textDocument } from "./test-documents";

const out = (status: RequirementOutcome["status"]): RequirementOutcome => ({ status, citations: [], findings: [] });
const req = (status: RequirementOutcome["status"], optional = false) => ({ optional, outcome: out(status) });

describe("combining a clause's requirements", () => {
  it("follows decision 106", () => {
    expect(combine([req("met"), req("met")])).toBe("compliant");
    expect(combine([req("met"), req("partly")])).toBe("partial");
    expect(combine([req("met"), req("missing")])).toBe("partial");
    expect(combine([req("missing"), req("missing")])).toBe("no_evidence");
    expect(combine([req("partly"), req("failed")])).toBe("non_compliant");
    expect(combine([req("missing"), req("failed", true)])).toBe("non_compliant");
    // Optional evidence that is absent does not count; present, it does.
    expect(combine([req("met"), req("missing", true)])).toBe("compliant");
    expect(combine([req("missing", true)])).toBe("no_evidence");
    expect(combine([req("met"), req("partly", true)])).toBe("partial");
  });
});

/** A scheme that is not PrimusGFS: its catalogue and its rules are data only. */
const catalogue = parseCatalogue({
  id: "small-scheme",
  name: "Small scheme",
  version: "1",
  modules: [
    { id: "CORE", name: "Core", description: "Core", required: true },
    { id: "FIELD", name: "Field", description: "Field" },
  ],
  groups: [{ tag: "core", name: "Core" }],
  clauses: [
    { id: "1.01.01", module: "CORE", points: 10, tags: ["core"], title: "Policy" },
    { id: "1.02.01", module: "CORE", points: 20, tags: ["core"], title: "Training records" },
    { id: "1.03.01", module: "CORE", points: 10, tags: ["core"], title: "Cooler temperatures" },
    { id: "2.01.01", module: "FIELD", points: 15, tags: ["core"], title: "Field water" },
    { id: "1.04.01", module: "CORE", points: 5, tags: ["core"], title: "Glass policy" },
    { id: "1.05.01", module: "CORE", points: 10, tags: ["core"], title: "Cooler SOP and daily log" },
  ],
});
const date = { id: "date", header: "date" };
const rules = evidenceRuleSetSchema.parse({
  catalogueId: "small-scheme",
  rules: [
    {
      clauseId: "1.01.01",
      requirements: [
        { kind: "document", documentKinds: ["policy"], elements: [{ id: "commitment", en: "commit", es: "comprom" }] },
      ],
    },
    {
      clauseId: "1.02.01",
      requirements: [
        { kind: "rows", documentKinds: ["training_record"], fields: [date, { id: "trainer", header: "trainer" }] },
      ],
    },
    {
      clauseId: "1.03.01",
      requirements: [
        {
          kind: "rows",
          documentKinds: ["monitoring_log"],
          topic: ["cooler"],
          fields: [date, { id: "temperature", header: "temp" }],
        },
        {
          kind: "limits",
          documentKinds: ["monitoring_log"],
          topic: ["cooler"],
          value: { id: "temperature", header: "temp" },
          action: { id: "correctiveAction", header: "corrective" },
          reading: { type: "temperature", maxLimit: 41 },
        },
      ],
    },
    {
      clauseId: "2.01.01",
      requirements: [{ kind: "recency", documentKinds: ["lab_result"], date, maxAgeDays: 365 }],
    },
    {
      clauseId: "1.04.01",
      requirements: [
        {
          kind: "document",
          documentKinds: ["policy"],
          topic: ["glass"],
          elements: [{ id: "breakage", en: "break", es: "rotura" }],
        },
      ],
    },
    {
      clauseId: "1.05.01",
      requirements: [
        {
          kind: "document",
          documentKinds: ["sop"],
          topic: ["cooler"],
          elements: [{ id: "frequency", en: "daily", es: "diari" }],
        },
        { kind: "frequency", documentKinds: ["monitoring_log"], topic: ["cooler"], date, every: "day" },
      ],
    },
  ],
});

const documents = [
  textDocument("Food Safety Policy.pdf", ["Food Safety Policy", "Management is committed to safe food."]),
  tableDocument(
    "Training.csv",
    ["Date", "Topic", "Trainer"],
    [
      ["2025-03-01", "GMP", "M. Lopez"],
      ["2025-03-01", "GMP", ""],
    ],
  ),
  tableDocument(
    "Cooler log.csv",
    ["Date", "Temp", "Corrective action"],
    [
      ["2025-06-01", "36", ""],
      ["2025-06-02", "47", ""],
      ["2025-06-03", "37", ""],
    ],
  ),
];
const classifications = new Map<string, DocumentKind>([
  ["Food Safety Policy.pdf", "policy"],
  ["Training.csv", "training_record"],
  ["Cooler log.csv", "monitoring_log"],
]);

describe("evaluating an audit", () => {
  const applicable = ["1.01.01", "1.02.01", "1.03.01", "1.04.01", "1.05.01"];
  const result = evaluateAudit(documents, classifications, applicable, catalogue, "2025-07-01", rules);
  const verdict = (id: string) => result.clauses.find((c) => c.clauseId === id)!;

  it("judges every clause of the catalogue in order, N/A outside the scope", () => {
    expect(result.clauses.map((c) => [c.clauseId, c.verdict, c.points, c.pointsAwarded])).toEqual([
      ["1.01.01", "compliant", 10, 10],
      ["1.02.01", "partial", 20, 10],
      ["1.03.01", "non_compliant", 10, 0],
      ["2.01.01", "not_applicable", 15, 0],
      ["1.04.01", "no_evidence", 5, 0],
      ["1.05.01", "partial", 10, 5],
    ]);
  });

  it("scores by points, N/A excluded: 25 of 55 points", () => {
    expect(result.points).toBe(55);
    expect(result.pointsAwarded).toBe(25);
    expect(result.score).toBe(45.5);
  });

  it("cites evidence for every verdict but no_evidence and not_applicable", () => {
    expect(verdict("1.01.01").citations).toEqual([
      {
        document: "Food Safety Policy.pdf",
        locator: { kind: "page", page: 1, paragraph: 2 },
        quote: "Management is committed to safe food.",
      },
    ]);
    for (const id of ["1.02.01", "1.03.01", "1.05.01"]) expect(verdict(id).citations.length).toBeGreaterThan(0);
    expect(verdict("1.04.01").citations).toEqual([]);
    expect(verdict("2.01.01")).toMatchObject({ citations: [], findings: [] });
  });

  it("says what to do: the rule's findings, and what to upload for missing evidence", () => {
    expect(verdict("1.03.01").findings.map((f) => f.action)).toEqual([
      {
        key: "documentAudit:outOfLimitNoAction.action",
        values: { document: "Cooler log.csv", count: 1, rows: "3" },
      },
    ]);
    expect(verdict("1.04.01").findings.map((f) => f.text)).toEqual([
      { key: "documentAudit:missingEvidence.text", values: { kinds: "policy" } },
    ]);
    // The daily log is complete; the SOP it needs is missing.
    expect(verdict("1.05.01").findings.map((f) => f.text)).toEqual([
      { key: "documentAudit:missingEvidence.text", values: { kinds: "sop" } },
    ]);
  });

  it("gives every clause no evidence when nothing was uploaded, and a null score when all is N/A", () => {
    const empty = evaluateAudit([], new Map(), applicable, catalogue, "2025-07-01", rules);
    expect(empty.clauses.filter((c) => c.verdict === "no_evidence")).toHaveLength(5);
    expect(empty.score).toBe(0);
    expect(evaluateAudit([], new Map(), [], catalogue, "2025-07-01", rules).score).toBeNull();
  });
});

describe("logs the site's schedules expected and nobody filled (decision 128)", () => {
  const applicable = ["1.01.01", "1.03.01", "1.04.01", "1.05.01"];
  const missed = ["2025-06-10", "2025-06-03", "2025-06-04", "2025-06-03"];
  const result = evaluateAudit(documents, classifications, applicable, catalogue, "2025-07-01", rules, [
    {
      formId: "sanitation",
      clauseIds: ["1.01.01", "1.03.01", "1.04.01", "2.01.01"],
      since: "2025-06-01",
      rhythm: "day",
      missed,
    },
    { formId: "pest", clauseIds: ["1.05.01"], since: "2025-06-01", rhythm: "week", missed: [] },
  ]);
  const verdict = (id: string) => result.clauses.find((c) => c.clauseId === id)!;
  const gapText = {
    key: "documentAudit:scheduledLogsMissing.text",
    values: { form: "sanitation", count: 3, dates: "2025-06-03, 2025-06-04, 2025-06-10" },
  };

  it("name the missed days, once each and in order, under every applicable clause the form evidences", () => {
    for (const id of ["1.01.01", "1.03.01", "1.04.01"])
      expect(verdict(id).findings.map((f) => f.text)).toContainEqual(gapText);
    expect(verdict("2.01.01").findings).toEqual([]);
    expect(verdict("1.05.01").findings.map((f) => f.text.key)).not.toContain(gapText.key);
  });

  it("lower a compliant clause to partial as a frequency gap does, and never raise or change a worse one", () => {
    expect(verdict("1.01.01")).toMatchObject({ verdict: "partial", pointsAwarded: 5 });
    expect(verdict("1.03.01").verdict).toBe("non_compliant");
    expect(verdict("1.04.01").verdict).toBe("no_evidence");
    expect(verdict("1.05.01").verdict).toBe("partial");
  });
});

describe("a daily log a schedule knows", () => {
  const log = tableDocument(
    "Clausewise records: Cooler log",
    ["Date", "Temp", "Corrective action"],
    ["2025-05-01", "2025-05-03", "2025-06-02", "2025-06-05"].map((d) => [d, "36", ""]),
  );
  const kinds = new Map<string, DocumentKind>([[log.name, "monitoring_log"]]);
  const judge = (scheduled: Parameters<typeof evaluateAudit>[6]) =>
    evaluateAudit([log], kinds, ["1.05.01"], catalogue, "2025-07-01", rules, scheduled).clauses.find(
      (c) => c.clauseId === "1.05.01",
    )!;
  const cooler = {
    formId: "temperature",
    clauseIds: ["1.05.01"],
    document: log.name,
    since: "2025-06-01",
    rhythm: "day" as const,
  };
  const daysWithoutEntry = (clause: ReturnType<typeof judge>) =>
    clause.findings.filter((f) => f.text.key === "documentAudit:daysWithoutEntry.text").map((f) => f.text.values);

  it("is guessed from its dates without a schedule: every day between two entries", () => {
    // May 2, May 4 to June 1 (29 days), June 3 and 4.
    expect(daysWithoutEntry(judge([]))).toEqual([expect.objectContaining({ count: 1 + 29 + 2 })]);
  });

  it("is guessed only before the schedule started; the schedule's missed days stand after it", () => {
    const scheduled = judge([{ ...cooler, missed: ["2025-06-03"] }]);
    expect(daysWithoutEntry(scheduled)).toEqual([
      expect.objectContaining({ count: 1, dates: "2025-05-02", from: "2025-05-01", to: "2025-05-03" }),
    ]);
    expect(scheduled.findings.map((f) => f.text)).toContainEqual({
      key: "documentAudit:scheduledLogsMissing.text",
      values: { form: "temperature", count: 1, dates: "2025-06-03" },
    });
    // Cited all the same, first and last entry.
    expect(scheduled.citations.length).toBeGreaterThan(0);
  });

  it("is guessed all along when its schedule expects it less often than the rule asks", () => {
    const weekly = judge([{ ...cooler, rhythm: "week", missed: [] }]);
    expect(daysWithoutEntry(weekly)).toEqual([expect.objectContaining({ count: 1 + 29 + 2 })]);
  });
});

describe("the built-in catalogue's rules on realistic records", () => {
  const training = tableDocument(
    "Training_Records.csv",
    ["Date", "Topic", "Employee name", "Trainer", "Language"],
    [
      ["2025-03-03", "Hand washing and illness reporting", "Ana Ruiz", "M. Lopez", "Spanish"],
      ["2025-03-03", "Hand washing and illness reporting", "Luis Paz", "M. Lopez", "Spanish"],
      ["2025-04-07", "Glass and brittle plastic", "Ana Ruiz", "", "Spanish"],
    ],
  );
  const cooler = tableDocument(
    "Cooler_Temperature_Log.csv",
    ["Date", "Cooler", "Temp (°F)", "Initials", "Corrective action"],
    [
      ["2025-06-01", "Cooler 1", "35", "JL", ""],
      ["2025-06-02", "Cooler 1", "44", "JL", ""],
      ["2025-06-03", "Cooler 1", "36", "JL", ""],
    ],
  );
  const kinds = new Map<string, DocumentKind>([
    ["Training_Records.csv", "training_record"],
    ["Cooler_Temperature_Log.csv", "monitoring_log"],
  ]);
  const result = evaluateAudit(
    [training, cooler],
    kinds,
    ["4.01.02", "4.01.03", "C.01.01", "2.01.01"],
    builtinCatalogue,
    "2025-07-01",
  );
  const verdict = (id: string) => result.clauses.find((c) => c.clauseId === id)!;

  it("judges the clauses in scope and marks the other 55 not applicable", () => {
    expect(result.clauses).toHaveLength(59);
    expect(result.clauses.filter((c) => c.verdict === "not_applicable")).toHaveLength(55);
    // A topic picks documents, not rows: the hygiene clause reads the whole record, row 4 included.
    expect(verdict("4.01.02").verdict).toBe("partial");
    expect(verdict("4.01.03").verdict).toBe("partial");
    expect(verdict("C.01.01").verdict).toBe("non_compliant");
    expect(verdict("2.01.01").verdict).toBe("no_evidence");
  });

  it("names the row without a trainer and the cooler reading without an action", () => {
    expect(verdict("4.01.03").findings.map((f) => f.action)).toEqual([
      {
        key: "documentAudit:rowsMissingField.action",
        values: { document: "Training_Records.csv", fields: "trainer", count: 1, rows: "4" },
      },
    ]);
    expect(verdict("C.01.01").findings.map((f) => f.text)).toEqual([
      {
        key: "documentAudit:outOfLimitNoAction.text",
        values: { document: "Cooler_Temperature_Log.csv", count: 1, rows: "3" },
      },
    ]);
  });

  it("scores half of 4.01.02 (10) and 4.01.03 (10), none of C.01.01 (25) and 2.01.01 (20): 10 of 65", () => {
    expect([verdict("4.01.02").points, verdict("4.01.03").points, verdict("C.01.01").points]).toEqual([10, 10, 25]);
    expect(result.points).toBe(65);
    expect(result.pointsAwarded).toBe(10);
    expect(result.score).toBe(15.4);
  });
});
