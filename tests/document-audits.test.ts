import { count, eq } from "drizzle-orm";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditStages } from "../src/domain/document-audit/contract";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { attachments, documentAuditDocuments, documentAudits } from "../src/server/db/schema";
import { makeCsv, makePdf } from "../src/server/document-audit/make-documents";
import {
  runDocumentAuditJob,
  runPendingDocumentAudits,
} from "../src/server/use-cases/document-audits/document-audit-job";
import { multipart } from "./support/multipart";
import { createTestApp, otherOrg, type TestApp } from "./support/test-app";

let t: TestApp;
let tech: string;

const trainingCsv = Buffer.from(
  makeCsv([
    ["Date", "Topic", "Attendee", "Trainer", "Language"],
    ["2026-10-02", "Worker hygiene and handwashing", "M. Ortega", "L. Chen", "Spanish"],
    ["2026-10-02", "Worker hygiene and handwashing", "J. Ruiz", "", "Spanish"],
  ]),
);
const gif = Buffer.from("GIF89a\u0001\u0000\u0001\u0000", "latin1");
let policyPdf: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  tech = await t.signInAs("qa_tech");
  policyPdf = await makePdf([["Food Safety Policy", "Management is committed to producing safe food."]]);
});
afterAll(() => t.close());

type File = { filename: string; bytes: Buffer };
const upload = (app: TestApp, files: File[], cookie = tech, site = "oxnard") => {
  const body = multipart(
    {},
    files.map((f) => ({ field: "files", ...f })),
  );
  return app.app.inject({
    method: "POST",
    url: `/api/sites/${site}/document-audits`,
    headers: { cookie, ...body.headers },
    payload: body.body,
  });
};
const status = async (app: TestApp, id: string, cookie = tech) =>
  (await app.call("GET", `/api/document-audits/${id}`, { cookie })).json().status;

const stored = async (app: TestApp) => ({
  audits: (await app.db.select({ n: count() }).from(documentAudits))[0]!.n,
  files: (await app.db.select({ n: count() }).from(attachments))[0]!.n,
});

describe("a document audit, from upload to report", () => {
  let id: string;

  beforeAll(async () => {
    const response = await upload(t, [
      { filename: "Training_Records.csv", bytes: trainingCsv },
      { filename: "Policy.pdf", bytes: policyPdf },
      { filename: "logo.gif", bytes: gif },
    ]);
    expect(response.statusCode).toBe(202);
    id = response.json().id;
    expect(Object.keys(response.json())).toEqual(["id"]);
  });

  it("is queued, then done once the job ran, with the contract's shape", async () => {
    expect((await t.call("GET", `/api/document-audits/${id}`, { cookie: tech })).json()).toMatchObject({
      id,
      status: "queued",
      score: null,
      clauses: [],
    });
    await runPendingDocumentAudits(t.db);
    await expect.poll(() => status(t, id)).toBe("done");
    const audit = (await t.call("GET", `/api/document-audits/${id}`, { cookie: tech })).json();
    expect(audit).toMatchObject({ id, status: "done", stage: "building_export", progress: 1, error: null });
    expect(audit.score).toBeGreaterThan(0);
    expect(audit.score).toBeLessThan(100);
    expect(audit.finishedAt).not.toBeNull();
    expect(
      audit.documents
        .filter((d: { source: string }) => d.source === "upload")
        .map((d: { name: string; kind: string; source: string; mediaType: string }) => [
          d.name,
          d.kind,
          d.source,
          d.mediaType,
        ]),
    ).toEqual([
      ["Training_Records.csv", "training_record", "upload", "text/csv"],
      ["Policy.pdf", "policy", "upload", "application/pdf"],
    ]);
    // One unreadable file among readable ones: audited all the same, the file listed with its reason.
    expect(audit.unreadable).toEqual([
      { name: "logo.gif", reason: "unsupported", message: expect.stringContaining("not audited") },
    ]);
    const training = audit.clauses.find((c: { clauseId: string }) => c.clauseId === "4.01.03");
    expect(training).toMatchObject({ clauseId: "4.01.03", code: "4.01.03", verdict: "partial", points: 10 });
    expect(training.pointsAwarded).toBe(5);
    const csvId = audit.documents.find((d: { name: string }) => d.name === "Training_Records.csv").id;
    const finding = training.findings.find((f: { citations: { documentId: string }[] }) =>
      f.citations.some((c) => c.documentId === csvId),
    );
    expect(finding.text).toContain("Training_Records.csv");
    expect(finding.action).toEqual(expect.any(String));
    expect(finding.citations[0]).toMatchObject({
      document: "Training_Records.csv",
      documentId: csvId,
      locator: { kind: "row", row: 3 },
    });
    expect(finding.citations[0].quote).toContain("J. Ruiz");
    expect(audit.clauses.find((c: { clauseId: string }) => c.clauseId === "7.01.01").verdict).toBe("not_applicable");
  });

  it("speaks the requester's language", async () => {
    const en = (await t.call("GET", `/api/document-audits/${id}`, { cookie: tech })).json();
    const es = (
      await t.call("GET", `/api/document-audits/${id}`, { cookie: tech, headers: { "accept-language": "es" } })
    ).json();
    const text = (audit: typeof en) =>
      audit.clauses.find((c: { clauseId: string }) => c.clauseId === "4.01.03").findings[0].text;
    expect(text(es)).not.toEqual(text(en));
    expect(es.unreadable[0].message).toContain("no se auditó");
  });

  it("shows a document's passages and its stored original", async () => {
    const audit = (await t.call("GET", `/api/document-audits/${id}`, { cookie: tech })).json();
    const csvId = audit.documents.find((d: { name: string }) => d.name === "Training_Records.csv").id;
    const document = (await t.call("GET", `/api/document-audits/${id}/documents/${csvId}`, { cookie: tech })).json();
    expect(document).toMatchObject({ id: csvId, name: "Training_Records.csv", kind: "training_record" });
    expect(document.passages.map((p: { locator: unknown }) => p.locator)).toEqual([
      { kind: "row", row: 2 },
      { kind: "row", row: 3 },
    ]);
    const file = await t.call("GET", `/api/document-audits/${id}/documents/${csvId}/file`, { cookie: tech });
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, trainingCsv)).toBe(0);
  });

  it("lists the site's audits newest first", async () => {
    const second = (await upload(t, [{ filename: "Policy.pdf", bytes: policyPdf }])).json().id;
    const list = (await t.call("GET", "/api/sites/oxnard/document-audits", { cookie: tech })).json().audits;
    expect(list.slice(0, 2).map((a: { id: string }) => a.id)).toEqual([second, id]);
    expect(list[1]).toMatchObject({ id, status: "done", createdBy: "Sofia Ramirez" });
    expect(list[1].documentCount).toBeGreaterThan(2); // the two uploads and the site's records
    expect(list[0]).toMatchObject({ status: "queued", score: null, documentCount: 1 });
    await runPendingDocumentAudits(t.db);
  });

  it("reads the site's records kept in Clausewise beside the uploads, with row locators", async () => {
    const audit = (await t.call("GET", `/api/document-audits/${id}`, { cookie: tech })).json();
    const log = audit.documents.find((d: { name: string }) => d.name === "Clausewise records: Temperature log");
    expect(log).toMatchObject({ source: "clausewise", kind: "monitoring_log", mediaType: "text/csv" });
    expect(log.passageCount).toBeGreaterThan(0);
    const document = (await t.call("GET", `/api/document-audits/${id}/documents/${log.id}`, { cookie: tech })).json();
    expect(document.passages[0].locator).toEqual({ kind: "row", row: 2 });
    expect(document.passages[0].text).toMatch(/^Date: \d{4}-\d{2}-\d{2}; Location: /);
    const file = await t.call("GET", `/api/document-audits/${id}/documents/${log.id}/file`, { cookie: tech });
    expect(file.statusCode).toBe(404);
    // Verification of logs (1.06.02) is evidenced by the logs kept in Clausewise, not by any upload.
    const verification = audit.clauses.find((c: { clauseId: string }) => c.clauseId === "1.06.02");
    expect(verification.verdict).not.toBe("no_evidence");
    expect(
      verification.citations.some((c: { document: string }) => c.document.startsWith("Clausewise records: ")),
    ).toBe(true);
  });

  it("is not found by another organisation, and refused to a member restricted to another site", async () => {
    const outsider = await t.signIn(otherOrg.email);
    for (const url of [`/api/document-audits/${id}`, `/api/document-audits/${id}/events`]) {
      const response = await t.call("GET", url, { cookie: outsider });
      expect(response.statusCode, url).toBe(404);
    }
    const supervisor = await t.signInAs("supervisor"); // restricted to yuma
    expect((await t.call("GET", `/api/document-audits/${id}`, { cookie: supervisor })).statusCode).toBe(403);
    expect((await t.call("GET", "/api/sites/oxnard/document-audits", { cookie: supervisor })).statusCode).toBe(403);
  });

  it("may be started only by those who may generate evidence packs", async () => {
    const viewer = await t.signInAs("viewer");
    expect((await upload(t, [{ filename: "Policy.pdf", bytes: policyPdf }], viewer)).statusCode).toBe(403);
  });
});

describe("an upload that cannot be audited", () => {
  const refused = async (files: File[], file: string, reason: string) => {
    const before = await stored(t);
    const response = await upload(t, files);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(`Nothing was stored: ${file} cannot be audited because ${reason}`);
    expect(await stored(t)).toEqual(before);
  };

  it("refuses a ZIP bomb whole, even beside a readable file", async () => {
    const bomb = Buffer.from(zipSync({ "zeros.csv": new Uint8Array(16 * 1024 * 1024) }, { level: 6 }));
    await refused(
      [
        { filename: "Training_Records.csv", bytes: trainingCsv },
        { filename: "records.zip", bytes: bomb },
      ],
      "records.zip",
      "the ZIP inflates past the limits (100 times its size, 200 MB in all)",
    );
  });

  it("refuses a corrupt PDF", async () => {
    await refused(
      [{ filename: "Policy.pdf", bytes: policyPdf.subarray(0, 150) }],
      "Policy.pdf",
      "it is damaged and cannot be opened",
    );
  });

  it("refuses an unsupported file, in Spanish too", async () => {
    await refused(
      [{ filename: "logo.gif", bytes: gif }],
      "logo.gif",
      "it is not a PDF, Word (DOCX), Excel (XLSX), CSV, JPG or PNG file",
    );
    const body = multipart({}, [{ field: "files", filename: "logo.gif", bytes: gif }]);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sites/oxnard/document-audits",
      headers: { cookie: tech, "accept-language": "es", ...body.headers },
      payload: body.body,
    });
    expect(response.json().error.message).toBe(
      "No se guardó nada: logo.gif no se puede auditar porque no es un archivo PDF, Word (DOCX), Excel (XLSX), CSV, JPG ni PNG",
    );
  });

  it("refuses a request without files", async () => {
    const response = await upload(t, []);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ files: "Attach at least one file" });
  });
});

describe("progress as server-sent events", () => {
  it("delivers every stage in order, then done, and ends", async () => {
    const id = (await upload(t, [{ filename: "Training_Records.csv", bytes: trainingCsv }])).json().id;
    const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const response = await fetch(`${base}/api/document-audits/${id}/events`, { headers: { cookie: tech } });
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    expect(text).toContain('"status":"queued"');
    await runPendingDocumentAudits(t.db);
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += decoder.decode(chunk.value);
    }
    const events = text
      .split("\n\n")
      .filter((block) => block.startsWith("event: progress\n"))
      .map(
        (block) => JSON.parse(block.split("data: ")[1]!) as { status: string; stage: string | null; progress: number },
      );
    const stages = events.map((e) => e.stage).filter((s, i, all) => s !== null && s !== all[i - 1]);
    expect(stages).toEqual([...auditStages]);
    expect(events.at(-1)).toEqual({ status: "done", stage: "building_export", progress: 1 });
    const progress = events.map((e) => e.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });
});

describe("a server that stops mid-job", () => {
  it("is resumed by the next server from the stored files, with one copy of each document", async () => {
    const t2 = await createTestApp();
    try {
      const cookie = await t2.signInAs("qa_tech");
      const id = (
        await upload(
          t2,
          [
            { filename: "Training_Records.csv", bytes: trainingCsv },
            { filename: "Policy.pdf", bytes: policyPdf },
          ],
          cookie,
        )
      ).json().id;
      const filesBefore = (await stored(t2)).files;
      // The first server runs the job and stops while it is on its last stage: nothing after that runs.
      let stopped!: () => void;
      const serverStopped = new Promise<void>((resolve) => {
        stopped = resolve;
      });
      void runDocumentAuditJob(t2.db, id, undefined, {
        afterStage: async (stage) => {
          if (stage !== "building_export") return;
          await t2.app.close();
          stopped();
          await new Promise(() => {}); // this server never comes back
        },
      });
      await serverStopped;
      const [midway] = await t2.db.select().from(documentAudits).where(eq(documentAudits.id, id));
      expect(midway).toMatchObject({ status: "running", stage: "building_export", attempts: 1, report: null });

      const restarted = await buildApp({
        config: loadConfig({ NODE_ENV: "development", LOG_LEVEL: "silent", ...t2.testDb.auditEnv }),
        database: t2.testDb.database,
        logger: false,
      });
      await restarted.ready();
      try {
        await expect
          .poll(async () => (await t2.db.select().from(documentAudits).where(eq(documentAudits.id, id)))[0]!.status, {
            timeout: 30_000,
          })
          .toBe("done");
      } finally {
        await restarted.close();
      }
      const documents = await t2.db
        .select({ name: documentAuditDocuments.name })
        .from(documentAuditDocuments)
        .where(eq(documentAuditDocuments.auditId, id));
      const names = documents.map((d) => d.name);
      expect(new Set(names).size).toBe(names.length);
      expect(names.filter((n) => !n.startsWith("Clausewise records: ")).sort()).toEqual([
        "Policy.pdf",
        "Training_Records.csv",
      ]);
      expect((await stored(t2)).files).toBe(filesBefore);
      const [done] = await t2.db.select().from(documentAudits).where(eq(documentAudits.id, id));
      expect(done!.attempts).toBe(2);
    } finally {
      await t2.testDb.dispose();
    }
  });
});
