import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { unzipSync, strFromU8 } from "fflate";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { evidencePackFileParts, evidencePacks } from "../src/server/db/schema";
import {
  insertPackFileRows,
  PACK_FILE_PART_BYTES,
  stagePackFiles,
} from "../src/server/use-cases/audits/evidence/pack-file-parts";
import { buildEvidencePack, runPendingEvidenceJobs } from "../src/server/use-cases/audits/evidence/evidence-worker";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let tech: string;

beforeAll(async () => {
  t = await createTestApp();
  tech = await t.signInAs("qa_tech");
});
afterAll(() => t.close());

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return pages.join("\n");
}

const request = (body: Record<string, unknown>, cookie = tech) =>
  t.call("POST", "/api/evidence-packs", { cookie, body });

describe("evidence packs", () => {
  it("validates the request: at least one clause, a custom range needs both dates", async () => {
    const none = await request({ siteId: "oxnard", rangeDays: 30, clauses: [], format: "pdf" });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.clauses).toBe("Choose at least one clause");
    const custom = await request({ siteId: "oxnard", rangeDays: null, from: "2026-10-01", clauses: ["fsms"] });
    expect(custom.json().error.fields).toEqual({ to: "Choose an end date for a custom range" });
    const viewer = await request({ siteId: "oxnard", rangeDays: 7, clauses: ["fsms"] }, await t.signInAs("viewer"));
    expect(viewer.statusCode).toBe(403);
  });

  it("generates in the background: generating, then ready with a real PDF, CSVs and a ZIP", async () => {
    const created = await request({
      siteId: "oxnard",
      rangeDays: 90,
      clauses: ["fsms", "document_control", "harvest"],
      format: "all",
    });
    expect(created.statusCode, created.body).toBe(202);
    const pack = created.json();
    expect(pack).toMatchObject({ status: "generating", downloadable: false, format: "all", files: [] });
    expect(
      (await t.call("GET", `/api/evidence-packs/${pack.id}/files/${crypto.randomUUID()}`, { cookie: tech })).statusCode,
    ).toBe(409);

    expect(await runPendingEvidenceJobs(t.db)).toBe(1);
    const ready = (await t.call("GET", `/api/evidence-packs/${pack.id}`, { cookie: tech })).json();
    expect(ready).toMatchObject({ status: "ready", downloadable: true });
    expect(ready.files.map((f: { kind: string }) => f.kind).slice(0, 3)).toEqual(["zip", "pdf", "csv"]);
    expect(ready.files.map((f: { filename: string }) => f.filename)).toEqual(
      expect.arrayContaining(["clauses.csv", "records.csv", "verifications.csv", "checklists.csv", "findings.csv"]),
    );

    const pdfFile = ready.files.find((f: { kind: string }) => f.kind === "pdf");
    const pdf = await t.call("GET", `/api/evidence-packs/${pack.id}/files/${pdfFile.id}`, { cookie: tech });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("Audit Evidence Pack");
    expect(text).toContain("Oxnard Packhouse");
    expect(text).toContain("Last 90 days");
    for (const label of ["FSMS 1.01-1.08", "Module 2: Document Control", "Module 7: Harvest"])
      expect(text).toContain(label);
    // The seeded completed audit evidences 1.06.02 (observation) and raised the 3.01.02 finding.
    expect(text).toContain("1.06.02");
    expect(text).toContain("Record verification to schedule");
    // The status is its own text run after the title: the gap pdf.js reads as spaces varies with the
    // reference code's width (random ids), so any run of spaces.
    expect(text).toMatch(/Internal audit \(completed\)\s+— Observation/);
    expect(text).toContain("No clause of this group applies");
    // Other areas' rows evidence their clauses too: monitoring records and their verifications.
    expect(text).toMatch(/Monitoring records \(\d+\)/);
    expect(text).toMatch(/Verifications \(\d+\)/);

    const zipFile = ready.files.find((f: { kind: string }) => f.kind === "zip");
    const zip = await t.call("GET", `/api/evidence-packs/${pack.id}/files/${zipFile.id}`, { cookie: tech });
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    // Info-ZIP's own test of the archive: every entry inflates to its stated size and CRC-32.
    const zipPath = join(mkdtempSync(join(tmpdir(), "pack-zip-")), "pack.zip");
    writeFileSync(zipPath, zip.rawPayload);
    const tested = spawnSync("unzip", ["-t", zipPath], { encoding: "utf8" });
    expect(tested.stdout).toContain("No errors detected");
    expect(tested.status).toBe(0);
    const names = Object.keys(entries);
    expect(names).toContain(pdfFile.filename);
    expect(names).toContain("csv/clauses.csv");
    expect(names).toContain("csv/checklists.csv");
    expect(names).toContain("csv/records.csv");
    expect(names.some((n) => n.startsWith("attachments/record/"))).toBe(true);
    expect(
      names.some((n) => n.startsWith("attachments/finding/") && n.endsWith("thermometer-calibration-certificates.pdf")),
    ).toBe(false);
    // A UTF-8 byte-order mark first, so Excel reads the accents (the decoder drops it).
    expect([...entries["csv/clauses.csv"]!.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const clausesCsv = strFromU8(entries["csv/clauses.csv"]!);
    expect(clausesCsv.split("\r\n")[0]).toBe("group,clause,requirement,module,points,na,evidence_items,status");
    expect(clausesCsv).toContain("Module 2: Document Control,1.06.02,Record verification to schedule");
    expect(await pdfText(entries[pdfFile.filename]!)).toContain("Module 7: Harvest");
  });

  it("writes a gap line for a clause without evidence in the period", async () => {
    const created = (
      await request({ siteId: "oxnard", rangeDays: 7, clauses: ["post_harvest"], format: "pdf" })
    ).json();
    await runPendingEvidenceJobs(t.db);
    const ready = (await t.call("GET", `/api/evidence-packs/${created.id}`, { cookie: tech })).json();
    const pdf = await t.call("GET", `/api/evidence-packs/${created.id}/files/${ready.files[0].id}?inline=1`, {
      cookie: tech,
    });
    expect(pdf.headers["content-disposition"]).toMatch(/^inline/);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("P.01.01 Facility layout prevents cross-contamination");
    expect(text).toMatch(/Gap: no records, verifications, training, incidents\/CAPAs or findings evidence this clause/);
  });

  it("puts attached files in the ZIP", async () => {
    const created = (
      await request({ siteId: "oxnard", rangeDays: 90, clauses: ["site_management"], format: "pdf_zip" })
    ).json();
    await runPendingEvidenceJobs(t.db);
    const ready = (await t.call("GET", `/api/evidence-packs/${created.id}`, { cookie: tech })).json();
    expect(ready.files.map((f: { kind: string }) => f.kind)).toEqual(["zip", "pdf"]);
    const zip = await t.call("GET", `/api/evidence-packs/${created.id}/files/${ready.files[0].id}`, { cookie: tech });
    const names = Object.keys(unzipSync(new Uint8Array(zip.rawPayload)));
    expect(
      names.some((n) => n.startsWith("attachments/finding/") && n.endsWith("thermometer-calibration-certificates.pdf")),
    ).toBe(true);
  });

  it("stores a file in parts of 128 KiB and serves back every byte, an empty file too", async () => {
    const [pack] = await t.db.select().from(evidencePacks).where(eq(evidencePacks.status, "ready")).limit(1);
    const big = randomBytes(2 * 131_072 + 1000);
    const staged = await stagePackFiles(t.db, pack!, [
      { kind: "csv", filename: "big.csv", contentType: "text/csv; charset=utf-8", data: big },
      { kind: "csv", filename: "empty.csv", contentType: "text/csv; charset=utf-8", data: Buffer.alloc(0) },
    ]);
    await t.db.transaction((tx) => insertPackFileRows(tx, pack!, staged));
    const files = (await t.call("GET", `/api/evidence-packs/${pack!.id}`, { cookie: tech })).json().files as {
      id: string;
      filename: string;
      size: number;
    }[];
    const stored = (name: string) => files.find((f) => f.filename === name)!;
    const parts = await t.db
      .select({ part: evidencePackFileParts.part, bytes: sql<number>`length(${evidencePackFileParts.data})` })
      .from(evidencePackFileParts)
      .where(eq(evidencePackFileParts.fileId, stored("big.csv").id))
      .orderBy(evidencePackFileParts.part);
    expect(parts).toEqual([
      { part: 0, bytes: 131_072 },
      { part: 1, bytes: 131_072 },
      { part: 2, bytes: 1000 },
    ]);
    const download = async (name: string) => {
      const response = await t.call("GET", `/api/evidence-packs/${pack!.id}/files/${stored(name).id}`, {
        cookie: tech,
      });
      expect(response.statusCode).toBe(200);
      return response.rawPayload;
    };
    expect((await download("big.csv")).equals(big)).toBe(true);
    expect(stored("big.csv").size).toBe(big.length);
    expect(await download("empty.csv")).toHaveLength(0);
  });

  /** The pack's stored parts, grouped by file id, with whether a file row names them. */
  async function partsOf(packId: string) {
    const rows = (await t.db.execute(sql`
      select p.file_id as "fileId", count(*)::int as parts, sum(length(p.data))::int as bytes,
             (f.id is not null) as named
      from evidence_pack_file_parts p left join evidence_pack_files f on f.id = p.file_id
      where p.pack_id = ${packId} group by p.file_id, f.id`)) as unknown as {
      rows: { fileId: string; parts: number; bytes: number; named: boolean }[];
    };
    return rows.rows;
  }

  it("two attempts at one pack at once: one set of files, every byte served, no part left over", async () => {
    const created = (
      await request({ siteId: "oxnard", rangeDays: 30, clauses: ["site_management"], format: "all" })
    ).json();
    await Promise.all([buildEvidencePack(t.db, created.id), buildEvidencePack(t.db, created.id)]);
    const ready = (await t.call("GET", `/api/evidence-packs/${created.id}`, { cookie: tech })).json();
    expect(ready.status).toBe("ready");
    const names = ready.files.map((f: { filename: string }) => f.filename);
    expect(new Set(names).size).toBe(names.length);
    const parts = await partsOf(created.id);
    expect(parts.every((p) => p.named)).toBe(true);
    expect(parts.map((p) => p.fileId).sort()).toEqual(ready.files.map((f: { id: string }) => f.id).sort());
    for (const file of ready.files as { id: string; size: number }[]) {
      const stored = parts.find((p) => p.fileId === file.id)!;
      expect(stored.bytes).toBe(file.size);
      expect(stored.parts).toBe(Math.max(1, Math.ceil(file.size / PACK_FILE_PART_BYTES)));
      const download = await t.call("GET", `/api/evidence-packs/${created.id}/files/${file.id}`, { cookie: tech });
      expect(download.rawPayload).toHaveLength(file.size);
    }
    const events = (await t.db.execute(
      sql`select count(*)::int as n from audit_events where action = 'evidence_pack.ready' and entity_id = ${created.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(events.rows[0]!.n).toBe(1);
  });

  it("sweeps the parts a dead attempt staged once the pack is finished, or failed", async () => {
    const orphan = { kind: "csv" as const, filename: "x.csv", contentType: "text/csv", data: randomBytes(200_000) };
    for (const crashes of [0, 3]) {
      const created = (await request({ siteId: "oxnard", rangeDays: 7, clauses: ["fsms"], format: "pdf" })).json();
      const [row] = await t.db.select().from(evidencePacks).where(eq(evidencePacks.id, created.id));
      // An attempt that died after staging its parts, before the transaction that names them.
      const [dead] = await stagePackFiles(t.db, row!, [orphan]);
      await t.db.update(evidencePacks).set({ attempts: crashes }).where(eq(evidencePacks.id, created.id));
      expect((await partsOf(created.id)).find((p) => p.fileId === dead!.id)).toMatchObject({ parts: 2, named: false });

      await runPendingEvidenceJobs(t.db);
      const after = (await t.call("GET", `/api/evidence-packs/${created.id}`, { cookie: tech })).json();
      expect(after.status).toBe(crashes === 0 ? "ready" : "failed");
      const parts = await partsOf(created.id);
      expect(parts.find((p) => p.fileId === dead!.id)).toBeUndefined();
      expect(parts.every((p) => p.named)).toBe(true);
      expect(parts).toHaveLength(after.files.length);
    }
  });

  it("survives a restart: a pack left generating is built by the next server on start-up", async () => {
    const t2 = await createTestApp();
    try {
      const cookie = await t2.signInAs("qa_manager");
      const pack = (
        await t2.call("POST", "/api/evidence-packs", {
          cookie,
          body: { siteId: "oxnard", rangeDays: 7, clauses: ["traceability"], format: "pdf" },
        })
      ).json();
      await t2.app.close(); // the server stops before any worker ran the job
      const [row] = await t2.db.select().from(evidencePacks).where(eq(evidencePacks.id, pack.id));
      expect(row!.status).toBe("generating");

      const restarted = await buildApp({
        config: loadConfig({ NODE_ENV: "development", LOG_LEVEL: "silent", ...t2.testDb.auditEnv }),
        database: t2.testDb.database,
        logger: false,
      });
      await restarted.ready();
      try {
        await expect
          .poll(
            async () => (await t2.db.select().from(evidencePacks).where(eq(evidencePacks.id, pack.id)))[0]!.status,
            // The pack thread starts from TypeScript source in tests (tsx), slow on a busy machine.
            { timeout: 45_000 },
          )
          .toBe("ready");
      } finally {
        await restarted.close();
      }
    } finally {
      await t2.testDb.dispose();
    }
  }, 60_000);

  it("marks a pack failed with the reason after repeated crashed attempts", async () => {
    const created = (await request({ siteId: "oxnard", rangeDays: 7, clauses: ["fsms"], format: "pdf" })).json();
    await t.db.update(evidencePacks).set({ attempts: 3 }).where(eq(evidencePacks.id, created.id));
    await runPendingEvidenceJobs(t.db);
    const failed = (await t.call("GET", `/api/evidence-packs/${created.id}`, { cookie: tech })).json();
    expect(failed).toMatchObject({
      status: "failed",
      downloadable: false,
      failureReason: "It did not finish after 3 attempts (the server stopped while generating it). Please try again.",
    });
  });

  it("stores a user-facing reason when generation throws, and logs the exception only", async () => {
    const created = (await request({ siteId: "oxnard", rangeDays: 7, clauses: ["fsms"], format: "pdf" })).json();
    // A row the builder cannot handle makes it throw a raw TypeError deep inside.
    await t.db
      .update(evidencePacks)
      .set({ format: "bogus" as "pdf" })
      .where(eq(evidencePacks.id, created.id));
    const logged: { details: Record<string, unknown>; message?: string }[] = [];
    await runPendingEvidenceJobs(t.db, {
      error: (details: Record<string, unknown>, message?: string) => logged.push({ details, message }),
    });

    const failed = (await t.call("GET", `/api/evidence-packs/${created.id}`, { cookie: tech })).json();
    expect(failed.status).toBe("failed");
    expect(failed.failureReason).toBe(
      "It could not be generated because of an error on our side. The error has been logged; please try again.",
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]!.message).toBe("evidence pack generation failed");
    expect(logged[0]!.details.evidencePackId).toBe(created.id);
    const raw = (logged[0]!.details.err as Error).message;
    expect(raw.length).toBeGreaterThan(0);
    const list = (await t.call("GET", "/api/sites/oxnard/evidence-packs", { cookie: tech })).body;
    const notifications = (await t.call("GET", "/api/notifications", { cookie: tech })).body;
    for (const screen of [JSON.stringify(failed), list, notifications]) expect(screen).not.toContain(raw);
    expect(notifications).toContain("It could not be generated because of an error on our side.");
  });

  it("lists the seeded ready packs for the site", async () => {
    const packs = (await t.call("GET", "/api/sites/oxnard/evidence-packs", { cookie: tech })).json().packs;
    expect(
      packs.filter(
        (p: { status: string; requestedBy: string }) =>
          p.status === "ready" && ["Daniel Kim", "Maria Gonzalez"].includes(p.requestedBy),
      ),
    ).toHaveLength(2);
  });
});
