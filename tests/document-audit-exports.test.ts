import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, siteToday } from "../src/domain/dates";
import { makeCsv } from "../src/server/document-audit/make-documents";
import { runPendingDocumentAudits } from "../src/server/use-cases/document-audits/document-audit-job";
import { users } from "../src/server/db/schema";
import { eq } from "drizzle-orm";
import { multipart } from "./support/multipart";
import { createTestApp, demoEmail, type TestApp } from "./support/test-app";

/**
 * The document audit's report as files (issue 17): `GET /api/document-audits/:id/report.pdf` and
 * `…/report.csv`, in the requester's language, read as the audit's GET is (tenancy, site restriction),
 * 409 while the audit has not finished.
 */
let t: TestApp;
let tech: string;
let auditId: string;
let queuedId: string;
const work = mkdtempSync(path.join(tmpdir(), "doc-audit-export-"));

// Training rows without a trainer (a finding citing them); one attendee's name looks like a formula, one topic has a sign (≤) the PDF fonts lack.
const csv = Buffer.from(
  makeCsv([
    ["Date", "Topic", "Attendee", "Trainer", "Language"],
    ["2026-10-02", "Worker hygiene and handwashing", '=HYPERLINK("http://x")', "", "Spanish"],
    ["2026-10-02", "Worker hygiene and handwashing ≤ 30 min", "J. Ruiz", "", "Spanish"],
  ]),
);

const upload = () => {
  const body = multipart({}, [{ field: "files", filename: "Training_Records.csv", bytes: csv }]);
  return t.app.inject({
    method: "POST",
    url: "/api/sites/oxnard/document-audits",
    headers: { cookie: tech, ...body.headers },
    payload: body.body,
  });
};
const get = (url: string, cookie = tech, language = "en") =>
  t.call("GET", url, { cookie, headers: { "accept-language": language } });

/** The PDF's text as poppler's pdftotext reads it (the layout kept). */
function pdfToText(bytes: Buffer, name: string): string {
  const file = path.join(work, `${name}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}
const csvRows = (body: Buffer | string) =>
  parse(String(body).replace(/^\ufeff/, ""), { relaxColumnCount: false }) as string[][];

beforeAll(async () => {
  t = await createTestApp();
  tech = await t.signInAs("qa_tech");
  auditId = (await upload()).json().id;
  await runPendingDocumentAudits(t.db);
  // A second audit, left queued: not finished.
  queuedId = (await upload()).json().id;
  // One finding of the training clause made a tracked finding.
  const audit = (await get(`/api/document-audits/${auditId}`)).json();
  expect(audit.status).toBe("done");
  const [owner] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoEmail("qa_manager")));
  const tracked = await t.call("POST", `/api/document-audits/${auditId}/findings`, {
    cookie: tech,
    body: {
      clauseId: "4.01.03",
      findingIndex: 0,
      ownerId: owner!.id,
      dueDate: addCalendarDays(siteToday("America/Los_Angeles"), 7),
    },
  });
  expect(tracked.statusCode).toBe(201);
});
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await t.close();
});

describe("GET /api/document-audits/:id/report.pdf", () => {
  it("is a PDF of the report: organisation, site, score, clause ids, verdict words, findings, a cited quote", async () => {
    const response = await get(`/api/document-audits/${auditId}/report.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="?document-audit-oxnard-\d{4}-\d{2}-\d{2}\.pdf"?/,
    );
    const audit = (await get(`/api/document-audits/${auditId}`)).json();
    const text = pdfToText(response.rawPayload, "en").replace(/\s+/g, " ");
    expect(text).toContain("Document audit report");
    expect(text).toContain("Pacific Fresh Produce Co.");
    expect(text).toContain("Oxnard Packhouse");
    expect(text).toContain("PrimusGFS (built-in demo catalogue)");
    expect(text).toContain(`${audit.pointsAwarded} of ${audit.points} points`);
    for (const clause of audit.clauses) expect(text).toContain(`${clause.code} ${clause.title}`.replace(/\s+/g, " "));
    // The verdict words, with the clause's points.
    expect(text).toContain("1.01.01 Food Safety Policy present No evidence · 0 of 10 points");
    expect(text).toContain("4.01.03 Training records maintained Partial · 5 of 10 points");
    expect(text).toContain("Compliant · 20 of 20 points");
    expect(text).toContain("Not applicable · 0 of 20 points");
    const training = audit.clauses.find((c: { clauseId: string }) => c.clauseId === "4.01.03");
    expect(text).toContain(training.findings[0].action.replace(/\s+/g, " ").slice(0, 40));
    expect(text).toContain("Tracked");
    expect(text).toContain("J. Ruiz");
    // A sign the PDF's standard fonts lack is spelled out rather than drawn as stray glyphs.
    expect(text).toContain("handwashing <= 30 min");
    expect(text).toContain("Training_Records.csv — row 3");
    expect(text).toMatch(/Page 1 of \d+/);
  });

  it("speaks Spanish to a Spanish reader: headings, verdict words and the clause titles", async () => {
    const response = await get(`/api/document-audits/${auditId}/report.pdf`, tech, "es");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/filename="?auditoria-documental-oxnard-/);
    const text = pdfToText(response.rawPayload, "es").replace(/\s+/g, " ");
    expect(text).toContain("Informe de auditoría documental");
    expect(text).toContain("Organización");
    expect(text).toContain("Puntuación general (por puntos)");
    expect(text).toContain("4.01.03 Registros de capacitación mantenidos");
    expect(text).toContain("3.01.01 Programa maestro de sanitización");
    expect(text).toContain("1.01.01 Política de inocuidad alimentaria vigente Sin evidencias · 0 de 10 puntos");
    expect(text).toContain("No aplica · 0 de 20 puntos");
    expect(text).toContain("Qué hacer:");
    expect(text).toContain("Con seguimiento");
    expect(text).toContain("Training_Records.csv — fila 3");
    expect(text).toMatch(/Página 1 de \d+/);
    expect(text).not.toContain("Training records maintained");
    // The report screen reads the same rendering: the audit's GET answers the Spanish title too.
    const audit = (await get(`/api/document-audits/${auditId}`, tech, "es")).json();
    expect(audit.clauses.find((c: { clauseId: string }) => c.clauseId === "4.01.03").title).toBe(
      "Registros de capacitación mantenidos",
    );
  });
});

describe("GET /api/document-audits/:id/report.csv", () => {
  it("has the documented columns, the overall score first, then a row per citation of each finding", async () => {
    const response = await get(`/api/document-audits/${auditId}/report.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /filename="?document-audit-oxnard-\d{4}-\d{2}-\d{2}\.csv"?/,
    );
    const audit = (await get(`/api/document-audits/${auditId}`)).json();
    const [header, overall, ...rows] = csvRows(response.body);
    expect(header).toEqual([
      "Organisation",
      "Site",
      "Audit date",
      "Scheme",
      "Clause",
      "Requirement",
      "Verdict",
      "Points awarded",
      "Points possible",
      "Finding",
      "What to do",
      "Tracked",
      "Document",
      "Where",
      "Quote",
    ]);
    expect(overall!.slice(0, 9)).toEqual([
      "Pacific Fresh Produce Co.",
      "Oxnard Packhouse",
      audit.auditDate,
      "PrimusGFS (built-in demo catalogue)",
      "",
      "Overall score",
      "",
      String(audit.pointsAwarded),
      String(audit.points),
    ]);
    // Every clause of the report, in its order.
    expect([...new Set(rows.map((r) => r[4]))]).toEqual(audit.clauses.map((c: { code: string }) => c.code));
    const training = rows.filter((r) => r[4] === "4.01.03");
    const finding = audit.clauses.find((c: { clauseId: string }) => c.clauseId === "4.01.03").findings[0];
    const cited = training.filter((r) => r[9] === finding.text);
    expect(cited).toHaveLength(finding.citations.length);
    expect(cited[0]!.slice(5, 12)).toEqual([
      "Training records maintained",
      "Partial",
      "5",
      "10",
      finding.text,
      finding.action,
      "Tracked",
    ]);
    expect(cited.map((r) => [r[12], r[13]])).toContainEqual(["Training_Records.csv", "row 3"]);
    // The CSV quotes the passage exactly as written.
    expect(cited.map((r) => r[14]).join(" ")).toContain("handwashing ≤ 30 min");
    // A clause with no evidence: one row, its verdict, no finding citation.
    const none = rows.find((r) => r[6] === "No evidence");
    expect(none?.[12]).toBe("");
  });

  it("neutralises a cell that a spreadsheet would run as a formula", async () => {
    const response = await get(`/api/document-audits/${auditId}/report.csv`);
    const cells = csvRows(response.body).flat();
    const formula = cells.filter((cell) => cell.includes("HYPERLINK"));
    expect(formula.length).toBeGreaterThan(0);
    for (const cell of formula) expect(cell.replace(/^[\s]+/, "")).not.toMatch(/^[=+\-@]/);
  });

  it("is in Spanish for a Spanish reader: headers, verdict words, clause titles", async () => {
    const response = await get(`/api/document-audits/${auditId}/report.csv`, tech, "es");
    const [header, overall, ...rows] = csvRows(response.body);
    expect(header!.slice(0, 7)).toEqual([
      "Organización",
      "Instalación",
      "Fecha de la auditoría",
      "Esquema",
      "Cláusula",
      "Requisito",
      "Dictamen",
    ]);
    expect(overall![5]).toBe("Puntuación general");
    const training = rows.find((r) => r[4] === "4.01.03");
    expect(training?.slice(5, 7)).toEqual(["Registros de capacitación mantenidos", "Parcial"]);
  });
});

describe("refusals", () => {
  it("answers 409 with a clear message while the audit has not finished", async () => {
    for (const format of ["pdf", "csv"]) {
      const response = await get(`/api/document-audits/${queuedId}/report.${format}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe("This audit has not finished: its report cannot be exported yet");
      const es = await get(`/api/document-audits/${queuedId}/report.${format}`, tech, "es");
      expect(es.json().error.message).toBe("Esta auditoría no ha terminado: su informe todavía no se puede exportar");
    }
  });

  it("answers 404 to another organisation and 403 to a member restricted to another site", async () => {
    const other = await t.signIn((await import("./support/test-app")).otherOrg.email);
    const supervisor = await t.signInAs("supervisor"); // restricted to yuma; the audit is oxnard's
    for (const format of ["pdf", "csv"]) {
      expect((await get(`/api/document-audits/${auditId}/report.${format}`, other)).statusCode).toBe(404);
      expect((await get(`/api/document-audits/${auditId}/report.${format}`, supervisor)).statusCode).toBe(403);
      expect((await get(`/api/document-audits/not-an-id/report.${format}`)).statusCode).toBe(400);
    }
  });
});
