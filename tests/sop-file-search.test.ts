import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchHit } from "../src/domain/search";
import { makePdf } from "../src/server/document-audit/make-documents";
import { runPendingFileOcr } from "../src/server/use-cases/files/file-ocr";
import { multipart } from "./support/multipart";
import { createTestApp, type TestApp } from "./support/test-app";

/** Issue 18: files filed into SOPs are found by Ctrl+K (GET /api/search), by their text, where the reader may see them. */
let t: TestApp;
let admin: string;
let supervisor: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
  supervisor = await t.signInAs("supervisor");
});
afterAll(() => t.close());

const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

const search = async (q: string, cookie = admin, language = "en") => {
  const response = await t.call("GET", `/api/search?q=${encodeURIComponent(q)}&limit=50`, {
    cookie,
    headers: { "accept-language": language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { hits: SearchHit[] }).hits;
};

/** Drops a file into a site's inbox and files it into that site's first active SOP; the stored file's id. */
async function fileIntoSop(app: TestApp, cookie: string, site: string, filename: string, bytes: Buffer) {
  const body = multipart({}, [{ field: "files", filename, bytes }]);
  const uploaded = await app.app.inject({
    method: "POST",
    url: `/api/sites/${site}/inbox`,
    headers: { cookie, ...body.headers },
    payload: body.body,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const itemId = uploaded.json().items[0].id as string;
  const list = (await app.call("GET", `/api/sites/${site}/sops`, { cookie })).json();
  const sop = ((list.sops ?? list) as { id: string; title: string; status: string }[]).find(
    (x) => x.status === "active",
  )!;
  const filed = await app.call("POST", `/api/inbox-items/${itemId}/file-to-library`, {
    cookie,
    body: { sopId: sop.id },
  });
  expect(filed.statusCode, filed.body).toBe(200);
  const [file] = (
    (await app.db.execute(
      sql`select id::text as id from attachments where owner_id = ${sop.id}::uuid and filename = ${filename}`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  return { fileId: file!.id, sop };
}

describe("SOP files in Ctrl+K", () => {
  it("finds a filed document by a passage on its second page, with the passage and a link to that page", async () => {
    const pdf = await makePdf([
      ["Ladder safety", "Ladders are stored flat in the tool shed."],
      ["Ladder inspection", "Orchard ladders are inspected for cracked rungs by the zanjero every Monday."],
    ]);
    const { fileId, sop } = await fileIntoSop(t, admin, "oxnard", "ladder-inspection.pdf", pdf);
    const pages = await rows(
      sql`select position, url from search_passages where kind = 'sop_file' and source_id = ${fileId} order by position`,
    );
    // Two pages, two passages, each linking to its own page.
    expect(pages.map((p) => p.url)).toEqual([
      `/api/files/${fileId}?inline=1#page=1`,
      `/api/files/${fileId}?inline=1#page=2`,
    ]);

    const hits = await search("cracked rungs zanjero");
    const hit = hits.find((h) => h.type === "sop_file");
    expect(hit).toMatchObject({
      id: fileId,
      title: "ladder-inspection.pdf",
      typeLabel: "SOP files",
      url: `/api/files/${fileId}?inline=1#page=2`,
      site: "oxnard",
    });
    expect(hit!.subtitle).toContain(sop.title);
    expect(hit!.quote).toContain("zanjero every Monday");
    // The group name in the reader's language.
    const spanish = (await search("zanjero", admin, "es")).find((h) => h.type === "sop_file");
    expect(spanish?.typeLabel).toBe("Archivos de POE");

    // The link opens the file itself, shown in the browser.
    const opened = await t.call("GET", `/api/files/${fileId}?inline=1`, { cookie: admin });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["content-type"]).toBe("application/pdf");

    // A supervisor restricted to Yuma never finds Oxnard's file, even by its exact words or name.
    for (const q of ["cracked rungs zanjero", "ladder-inspection"])
      expect((await search(q, supervisor)).map((h) => h.id)).not.toContain(fileId);

    // Archiving the SOP takes its files out of the results.
    const archived = await t.call("POST", `/api/library/sops/${sop.id}/status`, {
      cookie: admin,
      body: { status: "archived" },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await search("cracked rungs zanjero")).map((h) => h.id)).not.toContain(fileId);
  });

  it("reads a scanned PDF filed into an SOP by OCR in the background, with its progress shown, then finds it", async () => {
    // An image-only PDF (no text layer): the audit corpus's scanned certificate.
    const scan = await readFile("tests/fixtures/audit-corpus/08-photos-and-scans/Scans/Supplier_Certificate_Scan.pdf");
    const { fileId, sop } = await fileIntoSop(t, admin, "oxnard", "carton-certificate-scan.pdf", scan);

    // Filed: queued for OCR, nothing in the index yet, and the SOP's screen says so.
    const detail = async () =>
      (await t.call("GET", `/api/library/sops/${sop.id}`, { cookie: admin })).json() as {
        attachments: { id: string; ocr?: { status: string; pagesDone: number; pagesTotal: number } }[];
      };
    expect((await detail()).attachments.find((f) => f.id === fileId)?.ocr).toMatchObject({ status: "queued" });
    expect((await search("Desert Carton")).map((h) => h.id)).not.toContain(fileId);

    // The job reads it with the document audit's OCR, then indexes its passages.
    expect(await runPendingFileOcr(t.db)).toBe(1);
    expect((await detail()).attachments.find((f) => f.id === fileId)?.ocr).toEqual({
      status: "done",
      pagesDone: 1,
      pagesTotal: 1,
      error: null,
    });
    const hit = (await search("Desert Carton BRCGS")).find((h) => h.id === fileId);
    expect(hit).toMatchObject({ type: "sop_file", url: `/api/files/${fileId}?inline=1#page=1`, site: "oxnard" });
    expect(hit!.quote).toMatch(/Desert Carton Co/);
    // A certificate number, by trigram as typed.
    expect((await search("BRC-88412")).map((h) => h.id)).toContain(fileId);
    // Still Oxnard's only.
    expect((await search("Desert Carton BRCGS", supervisor)).map((h) => h.id)).not.toContain(fileId);

    // The reading is on the audit trail, by the system, and a second run has nothing to do.
    const events = await rows(
      sql`select action, actor_name from audit_events where entity_id = ${fileId} order by seq`,
    );
    expect(events.map((e) => e.action)).toEqual(["attachment.upload", "attachment.ocr"]);
    expect(events[1]!.actor_name).toBe("Scanned document reader");
    expect(await runPendingFileOcr(t.db)).toBe(0);
  }, 120_000);

  it("queues no OCR for a file with its own text", async () => {
    const pdf = await makePdf([["Glass policy", "Glass and brittle plastic are logged weekly."]]);
    const { fileId } = await fileIntoSop(t, admin, "oxnard", "glass-policy.pdf", pdf);
    expect(await rows(sql`select 1 from attachment_ocr where attachment_id = ${fileId}::uuid`)).toEqual([]);
    expect(await runPendingFileOcr(t.db)).toBe(0);
  });
});
