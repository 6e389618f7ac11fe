import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { openDatabase, type Database } from "../../src/server/db/client";
import { auditEvents, organisations } from "../../src/server/db/schema";
import { recordEvent } from "../../src/server/use-cases/audit/record-event";
import { signCheckpointNow } from "../../src/server/use-cases/audit/sign-checkpoints";
import { loadAuditSigner } from "../../src/server/use-cases/audit/signing-key";
import { seedDemoOrganisation } from "../../src/server/demo/seed-demo";
import { backupSnapshot } from "../support/backup-snapshot";
import { runCli, type CliResult } from "../support/run-cli";

// `npm run backup` / `npm run restore` on the embedded database (PGlite data-directory dump), as an operator
// runs them: a round trip, the one-process lock, the refusal to overwrite without --force, and a tampered
// backup that must fail the post-restore verification and leave the database as it was.

const backupCli = "src/server/use-cases/backup/backup-cli.ts";
const restoreCli = "src/server/use-cases/backup/restore-cli.ts";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "cw-backup-"));
// Always the embedded database, also when the suite runs on PostgreSQL (the PostgreSQL round trip is
// tests/own-database/backup-restore-postgres.test.ts).
const env = {
  DATA_DIR: path.join(work, "data"),
  DATABASE_URL: "",
  AUDIT_SIGNING_KEY_FILE: path.join(work, "audit", "audit-signing-key.pem"),
  AUDIT_CHECKPOINT_FILE: path.join(work, "audit", "checkpoints.jsonl"),
};
let database: Database;
let orgId: string;
const backupA = path.join(work, "a.pglite.tar.gz");
const backupB = path.join(work, "b.pglite.tar.gz");

const cli = (script: string, args: string[]) => runCli(script, args, env);
const withDatabase = async <T>(use: (db: Database["db"]) => Promise<T>) => {
  database = await openDatabase({ dataDir: env.DATA_DIR, jobs: { supervise: false } });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
};
const target = () => ({
  signer: loadAuditSigner(loadConfig(env), { create: true })!.signer,
  file: env.AUDIT_CHECKPOINT_FILE,
});
const expectRefusedIntact = (result: CliResult) => {
  expect(result.code, result.stdout + result.stderr).toBe(1);
  expect(result.stderr).toContain("RESTORE REFUSED");
};

beforeAll(async () => {
  database = await openDatabase({ dataDir: env.DATA_DIR, jobs: { supervise: false } });
  await database.migrate();
  await seedDemoOrganisation(database.db);
  [{ id: orgId }] = (await database.db.select({ id: organisations.id }).from(organisations)) as [{ id: string }];
  await signCheckpointNow(database.db, target(), orgId);
}, 180_000);
afterAll(async () => {
  await database.close().catch(() => {});
  fs.rmSync(work, { recursive: true, force: true });
});

describe("backup and restore of the embedded database", () => {
  it("refuses to back up while a server holds the data directory, naming its pid", async () => {
    const result = await cli(backupCli, ["--out", backupA]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`in use by another Clausewise process (pid ${process.pid})`);
    expect(fs.existsSync(backupA)).toBe(false);
  }, 60_000);

  it("restores a backup whole (events, files) and verifies its audit trail; refuses a non-empty target without --force", async () => {
    const before = await backupSnapshot(database.db);
    expect(before[1].length).toBeGreaterThan(0);
    await database.close();
    const backedUp = await cli(backupCli, ["--out", backupA]);
    expect(backedUp.code, backedUp.stderr).toBe(0);

    // The trail moves on after the backup: the checkpoint file then runs past it.
    await withDatabase(async (db) => {
      await db.transaction((tx) =>
        recordEvent(
          tx,
          { userId: null, organisationId: orgId, name: "After the backup" },
          {
            action: "notification.read",
            entityType: "user",
            entityId: "after-backup",
            before: null,
            after: { keys: ["k"] },
          },
        ),
      );
      await signCheckpointNow(db, target(), orgId);
    });

    const refused = await cli(restoreCli, [backupA]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("already holds a database");
    expect(refused.stderr).toContain("--force");

    const restored = await cli(restoreCli, [backupA, "--force"]);
    expect(restored.code, restored.stdout + restored.stderr).toBe(0);
    expect(restored.stdout).toContain("Audit trail intact");
    expect(restored.stdout).toMatch(/events written after the backup was taken are not in it/);
    await withDatabase(async (db) => expect(await backupSnapshot(db)).toEqual(before));

    const verified = await cli("src/server/use-cases/audit/verify-cli.ts", []);
    // The checkpoint file still holds the checkpoint of the event the backup predates: audit:verify says so.
    expect(verified.code).toBe(1);
    expect(verified.stderr).toMatch(/checkpoint .* covers events up to/);
  }, 240_000);

  it("refuses a tampered backup after loading it, and leaves the database as it was", async () => {
    const intact = await withDatabase(backupSnapshot);
    await withDatabase((db) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx
          .update(auditEvents)
          .set({ actorName: "Someone else" })
          .where(and(eq(auditEvents.organisationId, orgId), eq(auditEvents.seq, 3)));
      }),
    );
    const backedUp = await cli(backupCli, ["--out", backupB]);
    expect(backedUp.code, backedUp.stderr).toBe(0);
    // Put the intact data back, then try the tampered backup over it.
    expect((await cli(restoreCli, [backupA, "--force"])).code).toBe(0);

    const result = await cli(restoreCli, [backupB, "--force"]);
    expectRefusedIntact(result);
    expect(result.stderr).toContain(`organisation ${orgId} at event #3`);
    expect(result.stderr).toContain("content does not match its hash");
    await withDatabase(async (db) => expect(await backupSnapshot(db)).toEqual(intact));
  }, 240_000);
});
