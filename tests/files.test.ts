import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { organisations, sites, users } from "../src/server/db/schema";
import { storeAttachments, assertFilesAllowed } from "../src/server/use-cases/files/store-attachments";
import { uploadPolicies } from "../src/domain/files/file-types";
import type { Actor } from "../src/server/auth/actor";
import { createTestApp, otherOrg, type TestApp } from "./support/test-app";

let t: TestApp;
let actor: Actor;
let pdfId: string;
let pngId: string;
let yumaFileId: string;
const pdfBytes = Buffer.from("%PDF-1.4\n% Sanitation log\n%%EOF\n");
const pngBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

beforeAll(async () => {
  t = await createTestApp();
  const [org] = await t.db.select().from(organisations).where(eq(organisations.name, "Pacific Fresh Produce Co."));
  const [admin] = await t.db.select().from(users).where(eq(users.email, "admin@clausewise.demo"));
  const siteRows = await t.db.select().from(sites).where(eq(sites.organisationId, org!.id));
  const oxnard = siteRows.find((s) => s.slug === "oxnard")!;
  const yuma = siteRows.find((s) => s.slug === "yuma")!;
  actor = {
    userId: admin!.id,
    organisationId: org!.id,
    name: "Alex Rivera",
    email: admin!.email,
    role: "admin",
    restrictedSiteIds: null,
    currentSiteId: null,
    sessionTokenHash: null,
  };
  const ownerId = crypto.randomUUID();
  const stored = await t.db.transaction((tx) =>
    storeAttachments(
      tx,
      actor,
      { ownerType: "test", ownerId, siteId: oxnard.id },
      [
        { field: "files", filename: "pre-op log.pdf", bytes: pdfBytes },
        { field: "files", filename: "cooler.png", bytes: pngBytes },
      ],
      uploadPolicies.evidence,
    ),
  );
  [pdfId, pngId] = stored.map((s) => s.id) as [string, string];
  const [yumaFile] = await t.db.transaction((tx) =>
    storeAttachments(
      tx,
      actor,
      { ownerType: "test", ownerId, siteId: yuma.id },
      [{ field: "files", filename: "water.csv", bytes: Buffer.from("source,result\nwell,0\n") }],
      uploadPolicies.evidence,
    ),
  );
  yumaFileId = yumaFile!.id;
});
afterAll(() => t.close());

describe("GET /api/files/:id", () => {
  it("serves the bytes with the sniffed type, a download disposition and nosniff", async () => {
    const cookie = await t.signInAs("viewer");
    const response = await t.call("GET", `/api/files/${pdfId}`, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="pre-op log.pdf"');
    expect(response.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it("serves previews inline only for images and PDFs", async () => {
    const cookie = await t.signInAs("qa_tech");
    const png = await t.call("GET", `/api/files/${pngId}?inline=1`, { cookie });
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.headers["content-disposition"]).toMatch(/^inline;/);
    const csv = await t.call("GET", `/api/files/${yumaFileId}?inline=1`, { cookie });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment;/);
  });

  it("answers 404 to another organisation, 401 signed out, 400 for a bad id, 403 outside a site restriction", async () => {
    const outsider = await t.signIn(otherOrg.email);
    expect((await t.call("GET", `/api/files/${pdfId}`, { cookie: outsider })).statusCode).toBe(404);
    expect((await t.call("GET", `/api/files/${pdfId}`)).statusCode).toBe(401);
    const bad = await t.call("GET", `/api/files/not-a-uuid`, { cookie: outsider });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.id).toBeTruthy();
    const supervisor = await t.signInAs("supervisor");
    expect((await t.call("GET", `/api/files/${pdfId}`, { cookie: supervisor })).statusCode).toBe(403);
    expect((await t.call("GET", `/api/files/${yumaFileId}`, { cookie: supervisor })).statusCode).toBe(200);
  });

  it("refuses a renamed program before anything is stored", () => {
    expect(() =>
      assertFilesAllowed(
        [{ field: "files", filename: "invoice.pdf", bytes: Buffer.from("MZ\x90\x00") }],
        uploadPolicies.evidence,
      ),
    ).toThrow('File "invoice.pdf" is not a PDF, image or CSV');
  });
});
