import { and, eq } from "drizzle-orm";
import { unzipSync, strFromU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachments, auditEvents, evidencePackFileParts, organisations, users } from "../src/server/db/schema";
import { buildOrganisationExport } from "../src/server/use-cases/organisation/export-worker";
import { demoEmail, otherOrg, createTestApp, type TestApp } from "./support/test-app";

// Settings › Organisation › Export (issue 14): all the organisation's data as CSV plus its files, in one
// ZIP, built by a background job with progress, audited, downloadable only by its own administrators.

let t: TestApp;
let admin: string;
let orgId: string;
const log = { error: () => {} };
const runExports = () =>
  t.testDb.database.jobs.runQueued("organisation-export", ({ exportId }) =>
    buildOrganisationExport(t.db, exportId, log),
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
  const [org] = await t.db.select().from(organisations).where(eq(organisations.name, "Pacific Fresh Produce Co."));
  orgId = org!.id;
}, 120_000);
afterAll(() => t.close());

describe("the organisation's own export", () => {
  let exportId: string;

  it("queues one export at a time as a background job, audited", async () => {
    const first = await t.call("POST", "/api/organisation/exports", { cookie: admin });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toMatchObject({ status: "queued", requestedByName: "Alex Rivera" });
    exportId = first.json().id;
    const second = await t.call("POST", "/api/organisation/exports", { cookie: admin });
    expect(second.statusCode).toBe(409);
    const notReady = await t.call("GET", `/api/organisation/exports/${exportId}/download`, { cookie: admin });
    expect(notReady.statusCode).toBe(409);

    expect(await runExports()).toBe(1);
    const list = await t.call("GET", "/api/organisation/exports", { cookie: admin });
    const [ready] = list.json().items;
    expect(ready).toMatchObject({ id: exportId, status: "ready", failureReason: null });
    expect(ready.stepsTotal).toBeGreaterThan(40);
    expect(ready.stepsDone).toBe(ready.stepsTotal);

    const events = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.organisationId, orgId), eq(auditEvents.entityId, exportId)));
    expect(events.map((e) => e.action).sort()).toEqual(["organisation.export_ready", "organisation.export_request"]);
  }, 120_000);

  it("holds every table's rows of the organisation as CSV and every file, and nothing of another organisation", async () => {
    const response = await t.call("GET", `/api/organisation/exports/${exportId}/download`, { cookie: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="?clausewise-export-\d{8}T\d{4}\.zip"?$/,
    );
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const text = (name: string) => strFromU8(zip[name]!);

    // Every audit event of the organisation, by id; none of the other organisation's.
    // (up to the export's request: its own ready event is written after the ZIP, so it cannot be in it)
    const events = await t.db
      .select({ id: auditEvents.id, org: auditEvents.organisationId, seq: auditEvents.seq, action: auditEvents.action })
      .from(auditEvents);
    const requested = events.find((e) => e.action === "organisation.export_request")!;
    const auditCsv = text("data/audit_events.csv");
    const own = events.filter((e) => e.org === orgId && e.seq <= requested.seq);
    expect(own.length).toBeGreaterThan(100);
    for (const e of own) expect(auditCsv).toContain(e.id);
    expect(events.some((e) => e.org !== orgId && auditCsv.includes(e.id))).toBe(false);
    expect(auditCsv).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d+\+00:00,/);

    // Accounts without their password hashes; the other organisation's owner absent everywhere.
    const usersCsv = text("data/users.csv");
    expect(usersCsv).toContain(demoEmail("qa_tech"));
    expect(usersCsv.split("\r\n")[0]).not.toMatch(/password/);
    expect(usersCsv).not.toContain("scrypt$");
    for (const [name, bytes] of Object.entries(zip))
      if (name.endsWith(".csv")) expect(strFromU8(bytes), name).not.toContain(otherOrg.email);

    // Every stored file, byte for byte, under the row that holds it.
    const files = await t.db.select().from(attachments).where(eq(attachments.organisationId, orgId));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const entry = Object.keys(zip).find((name) => name.startsWith(`files/attachments/${file.id}/`));
      expect(entry, file.filename).toBeDefined();
      expect(Buffer.from(zip[entry!]!).equals(file.data)).toBe(true);
    }
    // Each evidence pack file whole, its parts joined in order.
    const parts = await t.db
      .select({ fileId: evidencePackFileParts.fileId, data: evidencePackFileParts.data })
      .from(evidencePackFileParts)
      .where(eq(evidencePackFileParts.organisationId, orgId))
      .orderBy(evidencePackFileParts.fileId, evidencePackFileParts.part);
    const packFiles = new Map<string, Buffer[]>();
    for (const part of parts) packFiles.set(part.fileId, [...(packFiles.get(part.fileId) ?? []), part.data]);
    expect(packFiles.size).toBeGreaterThan(0);
    for (const [fileId, fileParts] of packFiles) {
      const entry = Object.keys(zip).find((name) => name.startsWith(`files/evidence_pack_files/${fileId}/`));
      expect(entry, fileId).toBeDefined();
      expect(Buffer.from(zip[entry!]!).equals(Buffer.concat(fileParts))).toBe(true);
    }
    expect(Object.keys(zip).some((name) => name.startsWith("data/evidence_pack_file_parts"))).toBe(false);
    expect(text("README.txt")).toContain("Left out:");
    expect(Object.keys(zip).filter((n) => n.startsWith("data/")).length).toBeGreaterThan(40);
  }, 120_000);

  it("is downloadable only by its own organisation", async () => {
    const other = await t.signIn(otherOrg.email);
    const response = await t.call("GET", `/api/organisation/exports/${exportId}/download`, { cookie: other });
    expect(response.statusCode).toBe(404);
    const list = await t.call("GET", "/api/organisation/exports", { cookie: other });
    expect(list.json().items).toEqual([]);
    const [owner] = await t.db.select().from(users).where(eq(users.email, otherOrg.email));
    expect(owner).toBeDefined();
  });
});
