import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../src/domain/files/file-types";
import { loadDemoIds } from "./support/demo-ids";
import { multipart, sampleDocx, samplePdf } from "./support/multipart";
import type { DemoIds } from "./support/protected-routes";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let ids: DemoIds;
let tech: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  ids = await loadDemoIds(t.db);
  tech = await t.signInAs("qa_tech");
  manager = await t.signInAs("qa_manager");
});
afterAll(() => t.close());

const record = () => ({
  type: "temperature",
  clauseId: "C.01.01",
  occurredAt: new Date(Date.now() - 30 * 60_000).toISOString(),
  performedBy: "Sofia Ramirez",
  notes: "",
  readings: { location: "Cooler 2", reading: 36, unit: "F", correctiveAction: "" },
});

/** Posts a monitoring record with one file, as a browser would (the client's content type is a lie). */
function postRecordWith(filename: string, bytes: Buffer) {
  const form = multipart({ data: JSON.stringify(record()) }, [{ field: "files", filename, bytes }]);
  return t.call("POST", "/api/sites/oxnard/records", { cookie: tech, body: form.body, headers: form.headers });
}

const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00"), Buffer.alloc(64, 0x41)]);
const html = Buffer.from("<!doctype html><html><body><script>fetch('/api/users')</script></body></html>");
const svg = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
);

describe("hostile uploads are refused with a clear message", () => {
  it("an executable renamed .pdf", async () => {
    const response = await postRecordWith("temperature-log.pdf", exe);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.files).toBe('File "temperature-log.pdf" is not a PDF, image or CSV');
  });

  it("an HTML page renamed .png", async () => {
    const response = await postRecordWith("cooler.png", html);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.files).toBe('File "cooler.png" is not a PDF, image or CSV');
  });

  it("an SVG with a script, as .svg and renamed .csv (which text files may be)", async () => {
    const asSvg = await postRecordWith("chart.svg", svg);
    expect(asSvg.statusCode).toBe(400);
    expect(asSvg.json().error.fields.files).toBe('File "chart.svg" is not a PDF, image or CSV');
    const asCsv = await postRecordWith("chart.csv", svg);
    expect(asCsv.statusCode).toBe(400);
    expect(asCsv.json().error.fields.files).toBe(
      'File "chart.csv" holds web-page or SVG markup, which can run scripts: upload a PDF, image or CSV',
    );
  });

  it("a file over the size limit (413)", async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    big.write("%PDF-1.4\n");
    const response = await postRecordWith("scan.pdf", big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: "payload_too_large",
      message: "Each file must be at most 10 MB",
    });
  });

  it("a ZIP bomb named .docx where Word reports (ZIPs) are accepted, and a fake .docx", async () => {
    const scheduled = await t.call("POST", "/api/external-audits", {
      cookie: manager,
      body: {
        certificationBody: "Body",
        auditType: "Certification",
        date: "2026-12-01",
        auditor: "A. Auditor",
        siteId: "oxnard",
      },
    });
    expect(scheduled.statusCode).toBe(201);
    const bomb = Buffer.from(
      zipSync(
        { "[Content_Types].xml": strToU8("<Types/>"), "word/document.xml": new Uint8Array(12 * 1024 * 1024) },
        { level: 9 },
      ),
    );
    expect(bomb.length * 100).toBeLessThan(12 * 1024 * 1024);
    for (const [bytes, reason] of [
      [bomb, 'File "report.docx" unpacks to far more data than a document holds (a ZIP bomb)'],
      [
        Buffer.from("PK\x03\x04 word/document.xml but no real archive"),
        'File "report.docx" is damaged or not a Word document',
      ],
    ] as const) {
      const form = multipart({ score: "90" }, [{ field: "report", filename: "report.docx", bytes }]);
      const response = await t.call("POST", `/api/external-audits/${scheduled.json().id}/report`, {
        cookie: manager,
        body: form.body,
        headers: form.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.report).toBe(reason);
    }
    const real = multipart({ score: "90" }, [{ field: "report", filename: "report.docx", bytes: sampleDocx }]);
    const stored = await t.call("POST", `/api/external-audits/${scheduled.json().id}/report`, {
      cookie: manager,
      body: real.body,
      headers: real.headers,
    });
    expect(stored.statusCode, stored.body).toBe(200);
  });
});

describe("downloads are attachments with the sniffed type and nosniff", () => {
  /** The headers every download must carry. */
  function expectDownload(response: { statusCode: number; headers: Record<string, unknown> }, type: string) {
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(type);
    expect(String(response.headers["content-disposition"])).toMatch(/^attachment; filename=/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  }

  it("a stored file is served as the type its bytes showed, whatever the client claimed", async () => {
    const csv = Buffer.from("date,reading\n2026-11-01,36.1\n");
    const form = multipart({ data: JSON.stringify(record()) }, [
      { field: "files", filename: "scan.pdf", bytes: samplePdf },
      { field: "files", filename: "log.csv", bytes: csv },
    ]);
    const created = await t.call("POST", "/api/sites/oxnard/records", {
      cookie: tech,
      body: form.body,
      headers: form.headers,
    });
    expect(created.statusCode, created.body).toBe(201);
    const view = (await t.call("GET", `/api/records/${created.json().id}`, { cookie: tech })).json();
    const byName = (name: string) => view.attachments.find((a: { filename: string }) => a.filename === name).id;
    expectDownload(await t.call("GET", `/api/files/${byName("scan.pdf")}`, { cookie: tech }), "application/pdf");
    // A CSV is never shown inline, even when a preview is asked for.
    expectDownload(
      await t.call("GET", `/api/files/${byName("log.csv")}?inline=1`, { cookie: tech }),
      "text/csv; charset=utf-8",
    );
  });

  it("evidence-pack files, template downloads and the FSP export", async () => {
    expectDownload(
      await t.call("GET", `/api/evidence-packs/${ids.audits!.pack}/files/${ids.audits!.packFile}`, { cookie: tech }),
      "application/pdf",
    );
    expectDownload(
      await t.call("POST", `/api/library/templates/${ids.library!.template}/download`, {
        cookie: tech,
        body: { siteId: "yuma" },
      }),
      "text/csv; charset=utf-8", // the first template (cooler temperature log) is a CSV
    );
    expectDownload(await t.call("GET", "/api/sites/yuma/fsp/export", { cookie: tech }), "application/pdf");
  });
});
