import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { openDatabase, type Database } from "../../src/server/db/client";
import { auditEvents, organisations } from "../../src/server/db/schema";
import { signCheckpointNow } from "../../src/server/use-cases/audit/sign-checkpoints";
import { loadAuditSigner } from "../../src/server/use-cases/audit/signing-key";
import { seedDemoOrganisation } from "../../src/server/demo/seed-demo";
import { startPostgresDatabase, type PostgresDatabase } from "../support/postgres-server";
import { backupSnapshot } from "../support/backup-snapshot";
import { runCli } from "../support/run-cli";

// `npm run backup` / `npm run restore` on a real PostgreSQL 15 (pg_dump / pg_restore of the machine's own
// binaries): on the server DATABASE_URL names (CI: scripts/with-postgres.sh), else on a throwaway one.

const backupCli = "src/server/use-cases/backup/backup-cli.ts";
const restoreCli = "src/server/use-cases/backup/restore-cli.ts";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "cw-pgbackup-"));
const auditEnv = {
  AUDIT_SIGNING_KEY_FILE: path.join(work, "audit-signing-key.pem"),
  AUDIT_CHECKPOINT_FILE: path.join(work, "checkpoints.jsonl"),
};
let source: PostgresDatabase;
let database: Database;
let targetUrl: string;
let orgId: string;

const onTarget = async <T>(use: (db: Database["db"]) => Promise<T>) => {
  const target = await openDatabase({ url: targetUrl, jobs: { supervise: false } });
  try {
    return await use(target.db);
  } finally {
    await target.close();
  }
};
const adminQuery = async (text: string) => {
  const client = new pg.Client({ connectionString: source.url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

beforeAll(async () => {
  source = await startPostgresDatabase();
  database = await openDatabase({ url: source.url, jobs: { supervise: false } });
  await database.migrate();
  await seedDemoOrganisation(database.db);
  [{ id: orgId }] = (await database.db.select({ id: organisations.id }).from(organisations)) as [{ id: string }];
  const signer = loadAuditSigner(loadConfig({ ...auditEnv }), { create: true })!.signer;
  await signCheckpointNow(database.db, { signer, file: auditEnv.AUDIT_CHECKPOINT_FILE }, orgId);
  const name = `cw_target_${randomBytes(6).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(source.url);
  url.pathname = `/${name}`;
  targetUrl = url.toString();
}, 240_000);
afterAll(async () => {
  await database.close();
  await adminQuery(`drop database if exists ${new URL(targetUrl).pathname.slice(1)} with (force)`).catch(() => {});
  await source.dispose();
  fs.rmSync(work, { recursive: true, force: true });
});

describe("backup and restore on PostgreSQL", () => {
  const backupA = path.join(work, "a.pgdump");
  const backupB = path.join(work, "b.pgdump");

  it("backs up a running database with pg_dump and restores it whole into an empty one, verified", async () => {
    const before = await backupSnapshot(database.db);
    expect(before[1].length).toBeGreaterThan(0);
    const backedUp = await runCli(backupCli, ["--out", backupA], { DATABASE_URL: source.url, ...auditEnv });
    expect(backedUp.code, backedUp.stderr).toBe(0);
    expect(fs.readFileSync(backupA).subarray(0, 5).toString()).toBe("PGDMP");

    const restored = await runCli(restoreCli, [backupA], { DATABASE_URL: targetUrl, ...auditEnv });
    expect(restored.code, restored.stdout + restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/Audit trail intact: \d+ events and 1 checkpoints verified/);
    expect(await onTarget(backupSnapshot)).toEqual(before);

    const again = await runCli(restoreCli, [backupA], { DATABASE_URL: targetUrl, ...auditEnv });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("already holds tables");
  }, 240_000);

  it("refuses a tampered backup and leaves the target as it was", async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(auditEvents)
        .set({ after: { forged: true } })
        .where(and(eq(auditEvents.organisationId, orgId), eq(auditEvents.seq, 2)));
    });
    const backedUp = await runCli(backupCli, ["--out", backupB], { DATABASE_URL: source.url, ...auditEnv });
    expect(backedUp.code, backedUp.stderr).toBe(0);
    const intact = await onTarget(backupSnapshot);

    const result = await runCli(restoreCli, [backupB, "--force"], { DATABASE_URL: targetUrl, ...auditEnv });
    expect(result.code, result.stdout + result.stderr).toBe(1);
    expect(result.stderr).toContain(`organisation ${orgId} at event #2`);
    expect(result.stderr).toContain("RESTORE REFUSED");
    expect(await onTarget(backupSnapshot)).toEqual(intact);

    // --force replaces a non-empty target in one transaction when the backup verifies.
    const forced = await runCli(restoreCli, [backupA, "--force"], { DATABASE_URL: targetUrl, ...auditEnv });
    expect(forced.code, forced.stdout + forced.stderr).toBe(0);
    expect(await onTarget(backupSnapshot)).toEqual(intact);
  }, 240_000);
});
