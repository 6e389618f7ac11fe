import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../src/server/db/client";

export interface TestDatabase {
  database: Database;
  /** Environment that points a CLI (e.g. audit:verify) at this same database and its audit files. */
  env: Record<string, string>;
  /** The audit signing-key and checkpoint files of this test (a temporary directory, never ./data-audit). */
  auditEnv: { AUDIT_SIGNING_KEY_FILE: string; AUDIT_CHECKPOINT_FILE: string };
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database per test file: in-memory PGlite by default (or on disk when a CLI must
 * open it too); with DATABASE_URL set, a brand-new database created on that PostgreSQL server.
 * `seeded`: a copy of the run's seeded template (tests/support/seed-template.ts) instead of an empty one.
 */
export async function openTestDatabase(options: { onDisk?: boolean; seeded?: boolean } = {}): Promise<TestDatabase> {
  const template = options.seeded ? inject("seedTemplate") : null;
  const auditDir = fs.mkdtempSync(path.join(os.tmpdir(), "cw-audit-"));
  const auditEnv = {
    AUDIT_SIGNING_KEY_FILE: path.join(auditDir, "audit-signing-key.pem"),
    AUDIT_CHECKPOINT_FILE: path.join(auditDir, "checkpoints.jsonl"),
  };
  const removeAuditDir = () => fs.rmSync(auditDir, { recursive: true, force: true });
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `cw_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(
      template?.kind === "postgres"
        ? `create database ${name} template ${template.database}`
        : `create database ${name}`,
    );
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), jobs: { supervise: false } });
    await database.migrate();
    return {
      database,
      env: { DATABASE_URL: url.toString(), ...auditEnv },
      auditEnv,
      async dispose() {
        await database.close().catch(() => {});
        removeAuditDir();
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const dataDir = options.onDisk ? fs.mkdtempSync(path.join(os.tmpdir(), "cw-test-")) : null;
  const loadDataDir =
    template?.kind === "pglite" ? new Blob([new Uint8Array(fs.readFileSync(template.dumpFile))]) : undefined;
  const database = await openDatabase({ dataDir, loadDataDir, jobs: { supervise: false } });
  await database.migrate();
  return {
    database,
    env: dataDir ? { DATA_DIR: dataDir, DATABASE_URL: "", ...auditEnv } : { ...auditEnv },
    auditEnv,
    async dispose() {
      await database.close().catch(() => {});
      removeAuditDir();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
