import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicAuditEvent, PublicAuditResult } from "../src/domain/audit-demo/public-audit";
import { auditStages } from "../src/domain/document-audit/contract";
import { attachments, auditEvents, documentAuditDocuments, documentAudits } from "../src/server/db/schema";
import { makeCsv, makePdf } from "../src/server/document-audit/make-documents";
import { multipart, sampleExe } from "./support/multipart";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * The landing page's public audit (issue 17, decision 111). The sample's expected verdicts are the gaps
 * planted in src/domain/audit-demo/sample-files.ts (listed at its top), not the engine's output.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "127.0.0.1" } });
});
afterAll(() => t.close());

const lines = (body: string) =>
  body
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as PublicAuditEvent);

function resultOf(body: string): PublicAuditResult {
  const last = lines(body).at(-1);
  if (last?.type !== "result") throw new Error(`no result: ${body.slice(0, 300)}`);
  return last.result;
}

const runSample = (locale = "en") =>
  t.app.inject({ method: "POST", url: "/api/public/document-audits/samples", headers: { "accept-language": locale } });

const upload = (
  files: { filename: string; bytes: Buffer }[],
  address: string,
  field = "files",
  fields: Record<string, string> = {},
) => {
  const form = multipart(
    fields,
    files.map((f) => ({ field, ...f })),
  );
  return t.app.inject({
    method: "POST",
    url: "/api/public/document-audits",
    headers: { ...form.headers, "x-forwarded-for": address },
    payload: form.body,
  });
};

// Every applicable clause the sample's planted gaps touch, and how; all other applicable clauses are compliant.
const planted: Record<string, string> = {
  "1.01.01": "no_evidence", // no food safety policy among the documents
  "5.01.03": "no_evidence", // no receiving inspection log
  "2.01.01": "non_compliant", // well last tested 2025-09-15, over a year before 2026-11-20
  "2.01.03": "non_compliant",
  "3.01.02": "partial", // no pre-op inspection on 5 and 6 November
  "P.03.02": "partial",
  "3.01.04": "partial", // the pest programme states no frequency
  "4.01.01": "partial", // trainer missing on rows 7, 12 and 19
  "4.01.02": "partial",
  "4.01.03": "partial",
  "5.01.02": "non_compliant", // AgriSan's certificate expired 2026-08-31
  "P.01.02": "partial", // row 9 without QA clearance initials
  "P.02.01": "non_compliant", // 1.4 ppm free chlorine, no corrective action
};
const notApplicableByScope = ["2.01.02", "2.01.04", "2.01.05", "1.12.01", "P.05.01"];

describe("POST /api/public/document-audits/samples", () => {
  it("streams the seven stages in order, then the sample's verdicts for the gaps planted in it", async () => {
    const response = await runSample();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/application\/x-ndjson/);
    const events = lines(response.body);
    const stages = events.flatMap((e) => (e.type === "stage" ? [e.stage] : []));
    expect([...new Set(stages)]).toEqual([...auditStages]);
    const result = resultOf(response.body);
    expect(result.auditDate).toBe("2026-11-20");
    expect(result.modules).toEqual(["FSMS_1", "PACKINGHOUSE"]);
    expect(result.documents).toHaveLength(12);
    expect(result.unreadable).toEqual([]);

    const verdicts = Object.fromEntries(result.clauses.map((c) => [c.clauseId, c.verdict]));
    for (const clause of result.clauses) {
      const inScope =
        ["FSMS_1", "PACKINGHOUSE"].includes(clause.module) && !notApplicableByScope.includes(clause.clauseId);
      const expected = inScope ? (planted[clause.clauseId] ?? "compliant") : "not_applicable";
      expect(`${clause.clauseId} ${clause.verdict}`).toBe(`${clause.clauseId} ${expected}`);
    }
    expect(verdicts["7.01.01"]).toBe("not_applicable");
    expect(verdicts["C.01.01"]).toBe("not_applicable");
  });

  it("cites the rows, dates and documents of the planted gaps", async () => {
    const result = resultOf((await runSample()).body);
    const clause = (id: string) => result.clauses.find((c) => c.clauseId === id)!;

    const training = clause("4.01.03").findings.find((f) => f.text.includes("trainer"))!;
    expect(training.action).toContain("rows 7, 12, 19");
    expect(training.citations.map((c) => c.locator)).toEqual([
      { kind: "row", row: 7 },
      { kind: "row", row: 12 },
      { kind: "row", row: 19 },
    ]);
    const trainingDoc = result.documents.find((d) => d.name === "Training_Records.csv")!;
    expect(training.citations[0]).toMatchObject({ document: "Training_Records.csv", documentId: trainingDoc.id });

    expect(clause("3.01.02").findings[0]!.text).toContain("2026-11-05, 2026-11-06");
    expect(clause("2.01.03").findings[0]!.text).toContain("2025-09-15");
    const chlorine = clause("P.02.01").findings[0]!;
    expect(chlorine.citations[0]).toMatchObject({ document: "Wash_Water_Log.csv", locator: { kind: "row", row: 20 } });
    expect(chlorine.citations[0]!.quote).toContain("1.4");
    expect(clause("5.01.02").findings[0]!.citations[0]!.quote).toContain("AgriSan Chemicals");
    expect(clause("3.01.04").findings[0]!.text).toContain("Pest_Control.pdf");
    expect(clause("P.01.02").findings[0]!.action).toContain("row 9");
    // A compliant clause still cites its evidence.
    expect(clause("1.10.01").citations.some((c) => c.document === "Traceability.csv")).toBe(true);

    // The score is the points earned over the applicable clauses' points.
    const counted = result.clauses.filter((c) => c.verdict !== "not_applicable");
    const points = counted.reduce((sum, c) => sum + c.points, 0);
    expect(result.points).toBe(points);
    expect(result.score).toBeCloseTo((100 * counted.reduce((sum, c) => sum + c.pointsAwarded, 0)) / points, 1);
  });

  it("answers in the reader's language", async () => {
    const [en, es] = [resultOf((await runSample("en")).body), resultOf((await runSample("es")).body)];
    const text = (r: PublicAuditResult) => r.clauses.find((c) => c.clauseId === "4.01.03")!.findings[0]!.text;
    expect(text(es)).toContain("Training_Records.csv");
    expect(text(es)).not.toBe(text(en));
    expect(es.clauses.map((c) => c.verdict)).toEqual(en.clauses.map((c) => c.verdict));
  });
});

describe("POST /api/public/document-audits (a visitor's own files)", () => {
  async function stored() {
    const rows = await Promise.all(
      [attachments, documentAudits, documentAuditDocuments, auditEvents].map(async (table) => {
        const [row] = await t.db.select({ n: count() }).from(table);
        return row!.n;
      }),
    );
    return rows;
  }

  it("audits the files in memory, lists the unreadable ones, and stores nothing", async () => {
    const before = await stored();
    const training = makeCsv([
      ["Date", "Topic", "Attendee", "Trainer", "Language"],
      ["2026-10-02", "Worker hygiene", "M. Ortega", "L. Chen", "Spanish"],
      ["2026-10-02", "Worker hygiene", "J. Ruiz", "", "Spanish"],
    ]);
    const policy = await makePdf([
      ["Food Safety Policy", "Management is committed to safe food. Signed by the owner."],
    ]);
    const response = await upload(
      [
        { filename: "My_Training.csv", bytes: Buffer.from(training) },
        { filename: "Policy.pdf", bytes: policy },
        { filename: "Broken.pdf", bytes: policy.subarray(0, 150) },
        { filename: "setup.exe", bytes: sampleExe },
      ],
      "203.0.113.10",
    );
    expect(response.statusCode).toBe(200);
    const result = resultOf(response.body);
    expect(result.source).toBe("upload");
    expect(result.documents.map((d) => [d.id, d.name])).toEqual([
      ["0", "My_Training.csv"],
      ["1", "Policy.pdf"],
    ]);
    expect(result.unreadable).toEqual([
      { name: "Broken.pdf", reason: "damaged" },
      { name: "setup.exe", reason: "unsupported" },
    ]);
    const training403 = result.clauses.find((c) => c.clauseId === "4.01.03")!;
    expect(training403.verdict).toBe("partial");
    expect(training403.findings[0]!.citations[0]).toMatchObject({
      document: "My_Training.csv",
      documentId: "0",
      locator: { kind: "row", row: 3 },
    });
    expect(await stored()).toEqual(before);
  });

  it("dates the audit on the visitor's own day, from the time zone her browser names", async () => {
    const csv = Buffer.from(
      makeCsv([
        ["Date", "Result"],
        ["2026-11-01", "Pass"],
      ]),
    );
    // UTC+14 and UTC-11 are 25 hours apart: at any instant their dates differ, and each is that zone's today.
    const dayIn = (timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());
    const east = await upload([{ filename: "log.csv", bytes: csv }], "203.0.113.40", "files", {
      timeZone: "Pacific/Kiritimati",
    });
    const west = await upload([{ filename: "log.csv", bytes: csv }], "203.0.113.41", "files", {
      timeZone: "Pacific/Pago_Pago",
    });
    const [eastDay, westDay] = [dayIn("Pacific/Kiritimati"), dayIn("Pacific/Pago_Pago")];
    expect(eastDay).not.toBe(westDay);
    expect(resultOf(east.body).auditDate).toBe(eastDay);
    expect(resultOf(west.body).auditDate).toBe(westDay);
    // Without a time zone the audit is dated in UTC.
    const none = await upload([{ filename: "log.csv", bytes: csv }], "203.0.113.42");
    expect(resultOf(none.body).auditDate).toBe(dayIn("UTC"));

    const bad = await upload([{ filename: "log.csv", bytes: csv }], "203.0.113.43", "files", { timeZone: "Mars/Base" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ timeZone: "Use an IANA time zone name, e.g. America/Los_Angeles" });
  });

  it("refuses more than 10 files, more than 25 MB together and an empty request, naming the limit", async () => {
    const csv = Buffer.from(
      makeCsv([
        ["Date", "Result"],
        ["2026-11-01", "Pass"],
      ]),
    );
    const eleven = await upload(
      Array.from({ length: 11 }, (_, i) => ({ filename: `log-${i}.csv`, bytes: csv })),
      "203.0.113.20",
    );
    expect(eleven.statusCode).toBe(413);
    expect(eleven.json().error.message).toBe("Drop at most 10 files at once");

    const big = Buffer.alloc(13 * 1024 * 1024, 0x41);
    const tooLarge = await upload(
      [
        { filename: "a.csv", bytes: big },
        { filename: "b.csv", bytes: big },
      ],
      "203.0.113.21",
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe("Your files come to more than 25 MB together");

    const none = await upload([], "203.0.113.22");
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ files: "Drop at least one file" });

    const spanish = await t.app.inject({
      method: "POST",
      url: "/api/public/document-audits",
      headers: { "accept-language": "es", "x-forwarded-for": "203.0.113.23", "content-type": "application/json" },
      payload: {},
    });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().error.fields.files).toBe("Envíe los archivos como multipart/form-data");
  });

  it("allows 10 audits an hour per address, then answers 429 with a message and Retry-After", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await upload([], "203.0.113.30")).statusCode);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    const refused = await upload([], "203.0.113.30");
    expect(refused.json().error.message).toBe("Too many audits from this address. Try again in an hour.");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await upload([], "203.0.113.31")).statusCode).toBe(400);
  });
});
