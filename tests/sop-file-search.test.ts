import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchHit } from "../src/domain/search";
import { makePdf } from "../src/server/document-audit/make-documents";
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
});
