import { execFile } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/server/config";
import type { Db } from "../src/server/db/client";
import { auditCheckpoints, auditEvents, organisations, sites } from "../src/server/db/schema";
import { fullPrecisionUtc } from "../src/server/use-cases/audit/chain-sql";
import { signCheckpoint } from "../src/server/use-cases/audit/checkpoint";
import { readCheckpointFile } from "../src/server/use-cases/audit/checkpoint-file";
import { eventHash, GENESIS_HASH } from "../src/server/use-cases/audit/hash";
import { recordEvent } from "../src/server/use-cases/audit/record-event";
import { signCheckpointNow } from "../src/server/use-cases/audit/sign-checkpoints";
import { keyIdOf, loadAuditSigner, type AuditSigner } from "../src/server/use-cases/audit/signing-key";
import { verifyAuditChains } from "../src/server/use-cases/audit/verify-chain";
import { otherOrg, createTestApp, type TestApp } from "./support/test-app";

// The attacks of a hostile database administrator (issue 22) and the tamper test (issue 14): each is made
// as a superuser would, with the append-only triggers bypassed (`session_replication_role = replica`),
// and `npm run audit:verify` must fail naming the right event. On PGlite by default; on PostgreSQL
// through `scripts/with-postgres.sh` (its user is a superuser).

const run = promisify(execFile);
let t: TestApp;
let signer: AuditSigner;
let orgId: string;
const attackerDir = fs.mkdtempSync(path.join(os.tmpdir(), "cw-attacker-"));

beforeAll(async () => {
  t = await createTestApp({ onDisk: true });
  signer = loadAuditSigner(loadConfig({ ...t.testDb.auditEnv }), { create: true })!.signer;
  const [yuma] = await t.db.select().from(sites).where(eq(sites.slug, "yuma"));
  orgId = yuma!.organisationId;
  await backUp();
});
afterAll(async () => {
  await t.db.execute(sql`drop table if exists audit_events_backup`);
  await t.close();
  fs.rmSync(attackerDir, { recursive: true, force: true });
});

const target = () => ({ signer, file: t.testDb.auditEnv.AUDIT_CHECKPOINT_FILE });
const demoActor = () => ({ userId: null, organisationId: orgId, name: "Test writer" });

/** As a database superuser: the append-only triggers do not fire in this transaction. */
const asSuperuser = (change: (tx: Db) => Promise<unknown>) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await change(tx);
  });

/** A copy of the intact trail, to undo each attack before the next one. */
async function backUp() {
  await t.db.execute(sql`drop table if exists audit_events_backup`);
  await t.db.execute(sql`create table audit_events_backup as select * from audit_events`);
}
const restore = () =>
  asSuperuser(async (tx) => {
    await tx.execute(sql`delete from audit_events`);
    await tx.execute(sql`insert into audit_events select * from audit_events_backup`);
  });

async function demoEvent(seq: number) {
  const [row] = await t.db
    .select({ event: auditEvents, createdAtText: fullPrecisionUtc(auditEvents.createdAt) })
    .from(auditEvents)
    .where(and(eq(auditEvents.organisationId, orgId), eq(auditEvents.seq, seq)));
  return row!;
}

async function headSeq() {
  const rows = await t.db
    .select({ seq: auditEvents.seq })
    .from(auditEvents)
    .where(eq(auditEvents.organisationId, orgId));
  return Math.max(...rows.map((r) => r.seq));
}

async function writeEvents(count: number) {
  for (let i = 0; i < count; i++)
    await t.db.transaction((tx) =>
      recordEvent(tx, demoActor(), {
        action: "notification.read",
        entityType: "user",
        entityId: `tamper-test-${i}`,
        before: null,
        after: { keys: [`k${i}`] },
      }),
    );
}

/** Runs `npm run audit:verify` against this test's database (PGlite is closed meanwhile: one process at a time). */
async function runVerify(args: string[] = []) {
  const onPglite = t.testDb.database.kind === "pglite";
  if (onPglite) await t.testDb.database.close();
  try {
    // node --import tsx rather than npx: one process start less per verification (it runs a dozen times).
    const cli = ["--import", "tsx", "src/server/use-cases/audit/verify-cli.ts", ...args];
    const { stdout, stderr } = await run(process.execPath, cli, {
      env: { ...process.env, ...t.testDb.env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  } finally {
    if (onPglite) {
      const { openDatabase } = await import("../src/server/db/client");
      const reopened = await openDatabase({ dataDir: t.testDb.env.DATA_DIR! });
      t.testDb.database = reopened;
      t.db = reopened.db;
    }
  }
}

/** The CLI's verdict must name exactly this event of the demo organisation. */
async function expectBrokenAt(seq: number, eventId: string | null, reason: RegExp, args: string[] = []) {
  const result = await runVerify(args);
  expect(result.code, result.stdout + result.stderr).toBe(1);
  expect(result.stderr).toContain(`organisation ${orgId} at event #${seq} (${eventId ?? "missing"})`);
  expect(result.stderr).toMatch(reason);
}

// Each test runs the verification CLI several times as a separate process: minutes on a loaded machine.
describe("the audit trail against a database superuser", { timeout: 180_000 }, () => {
  it("hashes the time exactly as stored (microseconds, scheme 2); events written before keep scheme 1", async () => {
    const { event, createdAtText } = await demoEvent(1);
    expect(event.hashVersion).toBe(2);
    expect(createdAtText).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(event.hash).toBe(eventHash(event.prevHash, { ...event, createdAtText }));

    // An event as the application wrote them before migration 0015 (Date to the millisecond, no
    // hash_version given: the column's default marks it version 1), then a current one on top.
    const other = (await t.db.select().from(organisations).where(eq(organisations.name, otherOrg.name)))[0]!;
    const legacy = {
      organisationId: other.id,
      seq: 1,
      actorUserId: null,
      actorName: "Olivia Stone",
      siteId: null,
      entityType: "organisation",
      entityId: other.id,
      action: "organisation.create",
      before: null,
      after: { name: otherOrg.name },
      createdAt: new Date("2026-01-05T08:00:00.123Z"),
    };
    const legacyHash = eventHash(GENESIS_HASH, {
      ...legacy,
      hashVersion: 1,
      createdAtText: "2026-01-05T08:00:00.123000Z",
    });
    await t.db.insert(auditEvents).values({ ...legacy, prevHash: GENESIS_HASH, hash: legacyHash });
    await t.db.transaction((tx) =>
      recordEvent(
        tx,
        { userId: null, organisationId: other.id, name: "Olivia Stone" },
        {
          action: "notification.read",
          entityType: "user",
          entityId: "u",
          before: null,
          after: { keys: [] },
        },
      ),
    );
    const chain = await t.db
      .select({ seq: auditEvents.seq, hashVersion: auditEvents.hashVersion, prevHash: auditEvents.prevHash })
      .from(auditEvents)
      .where(eq(auditEvents.organisationId, other.id))
      .orderBy(asc(auditEvents.seq));
    expect(chain).toEqual([
      { seq: 1, hashVersion: 1, prevHash: GENESIS_HASH },
      { seq: 2, hashVersion: 2, prevHash: legacyHash },
    ]);
    expect((await verifyAuditChains(t.db, { organisationId: other.id })).breaks).toEqual([]);
    await backUp();
  });

  it("names the event whose time was moved by 400 microseconds (attack 3), in both schemes", async () => {
    const { event } = await demoEvent(5);
    await asSuperuser((tx) =>
      tx.execute(
        sql`update audit_events set created_at = created_at + interval '400 microseconds' where id = ${event.id}`,
      ),
    );
    await expectBrokenAt(5, event.id, /content does not match its hash/);
    await restore();

    const other = (await t.db.select().from(organisations).where(eq(organisations.name, otherOrg.name)))[0]!;
    const [legacy] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.organisationId, other.id), eq(auditEvents.seq, 1)));
    await asSuperuser((tx) =>
      tx.execute(
        sql`update audit_events set created_at = created_at + interval '400 microseconds' where id = ${legacy!.id}`,
      ),
    );
    const result = await runVerify();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `organisation ${other.id} at event #1 (${legacy!.id}): time 2026-01-05T08:00:00.123400Z`,
    );
    await restore();
  });

  it("names the event of which one byte was changed, the event after a deleted one, and the first of two swapped", async () => {
    expect((await runVerify()).code).toBe(0);

    const { event: changed } = await demoEvent(7);
    await asSuperuser((tx) =>
      tx.execute(sql`update audit_events set actor_name = 'X' || substr(actor_name, 2) where id = ${changed.id}`),
    );
    await expectBrokenAt(7, changed.id, /content does not match its hash \(the event was altered\)/);
    await restore();

    const { event: deleted } = await demoEvent(9);
    const { event: next } = await demoEvent(10);
    await asSuperuser((tx) => tx.delete(auditEvents).where(eq(auditEvents.id, deleted.id)));
    await expectBrokenAt(10, next.id, /sequence gap: expected #9, found #10/);
    await restore();

    const { event: first } = await demoEvent(11);
    const { event: second } = await demoEvent(12);
    await asSuperuser(async (tx) => {
      await tx.update(auditEvents).set({ seq: -1 }).where(eq(auditEvents.id, first.id));
      await tx.update(auditEvents).set({ seq: 11 }).where(eq(auditEvents.id, second.id));
      await tx.update(auditEvents).set({ seq: 12 }).where(eq(auditEvents.id, first.id));
    });
    await expectBrokenAt(11, second.id, /previous hash does not match the event before it/);
    await restore();
  });

  let first: { seq: number };
  let second: { seq: number };

  it("signs checkpoints of the chain head into the database and the file outside it", async () => {
    first = (await signCheckpointNow(t.db, target(), orgId))!;
    expect(first.seq).toBe(await headSeq());
    expect(await signCheckpointNow(t.db, target(), orgId)).toBeNull(); // the head has not moved
    await writeEvents(4);
    second = (await signCheckpointNow(t.db, target(), orgId))!;
    expect(second.seq).toBe(first.seq + 4);

    const stored = await t.db.select().from(auditCheckpoints).where(eq(auditCheckpoints.organisationId, orgId));
    expect(stored.map((c) => c.seq).sort((a, b) => a - b)).toEqual([first.seq, second.seq]);
    expect(stored.every((c) => c.keyId === signer.keyId)).toBe(true);
    const { checkpoints } = readCheckpointFile(t.testDb.auditEnv.AUDIT_CHECKPOINT_FILE);
    expect(checkpoints.filter((c) => c.organisationId === orgId).map((c) => c.seq)).toEqual([first.seq, second.seq]);
    // The private key is nowhere in the database.
    const dump = JSON.stringify(await t.db.select().from(auditCheckpoints));
    expect(dump).not.toContain(
      signer.privateKey.export({ type: "pkcs8", format: "der" }).toString("base64").slice(-40),
    );

    const clean = await runVerify();
    expect(clean.code, clean.stdout + clean.stderr).toBe(0);
    expect(clean.stdout).toMatch(new RegExp(`checkpoints verified with key ${signer.keyId}`));
    await backUp();
  });

  it("names the first event after the last good checkpoint when the newest events are deleted (attack 1)", async () => {
    const head = await headSeq();
    await asSuperuser((tx) =>
      tx.delete(auditEvents).where(and(eq(auditEvents.organisationId, orgId), eq(auditEvents.seq, head))),
    );
    const { event } = await demoEvent(first.seq + 1);
    await expectBrokenAt(first.seq + 1, event.id, new RegExp(`the chain ends at #${head - 1}, but the checkpoint`));
    await restore();
  });

  it("detects a checkpoint replaced by one signed with another key (a swapped signing key)", async () => {
    const attacker = generateKeyPairSync("ed25519");
    const forgedSigner: AuditSigner = {
      privateKey: attacker.privateKey,
      publicKey: attacker.publicKey,
      keyId: keyIdOf(attacker.publicKey),
      publicKeyPem: attacker.publicKey.export({ type: "spki", format: "pem" }).toString(),
    };
    const head = await demoEvent(second.seq);
    const forged = signCheckpoint(
      forgedSigner,
      { organisationId: orgId, seq: second.seq, hash: head.event.hash },
      new Date(),
    );
    await asSuperuser(async (tx) => {
      await tx
        .delete(auditCheckpoints)
        .where(and(eq(auditCheckpoints.organisationId, orgId), eq(auditCheckpoints.seq, second.seq)));
      await tx.insert(auditCheckpoints).values({ ...forged, signedAt: new Date(forged.signedAt) });
    });
    const publicKeyFile = path.join(attackerDir, "trusted.pub.pem");
    fs.writeFileSync(publicKeyFile, signer.publicKeyPem);
    // Against the database alone (an empty checkpoint file) and the genuine public key given explicitly.
    const emptyFile = path.join(attackerDir, "empty.jsonl");
    fs.writeFileSync(emptyFile, "");
    const { event } = await demoEvent(first.seq + 1);
    await expectBrokenAt(first.seq + 1, event.id, /is not signed by the trusted key/, [
      "--public-key",
      publicKeyFile,
      "--checkpoints",
      emptyFile,
    ]);
    // The server's own Verify now trusts its configured key: the same verdict.
    const { breaks } = await verifyAuditChains(t.db, { organisationId: orgId, trustedKeys: [signer.publicKey] });
    expect(breaks).toEqual([
      expect.objectContaining({ seq: first.seq + 1, reason: expect.stringContaining("not signed by the trusted key") }),
    ]);
    await asSuperuser(async (tx) => {
      await tx.delete(auditCheckpoints).where(eq(auditCheckpoints.signature, forged.signature));
      const genuine = readCheckpointFile(t.testDb.auditEnv.AUDIT_CHECKPOINT_FILE).checkpoints.find(
        (c) => c.seq === second.seq,
      )!;
      await tx.insert(auditCheckpoints).values({ ...genuine, signedAt: new Date(genuine.signedAt) });
    });
    expect((await runVerify()).code).toBe(0);
  });

  it("names the first event after the last good checkpoint when a middle event is deleted and the chain re-hashed (attack 2)", async () => {
    // Delete an event between the two checkpoints, then renumber and re-chain every later event with the
    // application's own hash function, as someone who read this code would.
    const victim = first.seq + 2;
    await asSuperuser(async (tx) => {
      await tx.delete(auditEvents).where(and(eq(auditEvents.organisationId, orgId), eq(auditEvents.seq, victim)));
      const later = await tx
        .select({ event: auditEvents, createdAtText: fullPrecisionUtc(auditEvents.createdAt) })
        .from(auditEvents)
        .where(and(eq(auditEvents.organisationId, orgId), gt(auditEvents.seq, victim)))
        .orderBy(asc(auditEvents.seq));
      let prevHash = (
        await tx
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.organisationId, orgId), eq(auditEvents.seq, victim - 1)))
      )[0]!.hash;
      for (const { event, createdAtText } of later) {
        const seq = event.seq - 1;
        const hash = eventHash(prevHash, { ...event, seq, createdAtText });
        await tx.update(auditEvents).set({ seq, prevHash, hash }).where(eq(auditEvents.id, event.id));
        prevHash = hash;
      }
    });
    // The chain itself is consistent again: only the signed checkpoint can tell.
    const withoutKey = await verifyAuditChains(t.db, { organisationId: orgId });
    expect(withoutKey.breaks).toEqual([
      expect.objectContaining({
        seq: first.seq + 1,
        reason: expect.stringContaining("events were deleted or the chain rewritten"),
      }),
    ]);
    const { event } = await demoEvent(first.seq + 1);
    await expectBrokenAt(first.seq + 1, event.id, new RegExp(`last good checkpoint \\(#${first.seq}`));

    // Re-signing the database's checkpoints with a key of one's own does not help: the trusted key and
    // the checkpoint file outside the database both disagree.
    const attacker = generateKeyPairSync("ed25519");
    const forgedSigner: AuditSigner = {
      privateKey: attacker.privateKey,
      publicKey: attacker.publicKey,
      keyId: keyIdOf(attacker.publicKey),
      publicKeyPem: "",
    };
    const newHead = await demoEvent(second.seq - 1);
    await asSuperuser(async (tx) => {
      await tx.delete(auditCheckpoints).where(eq(auditCheckpoints.organisationId, orgId));
      const forged = signCheckpoint(
        forgedSigner,
        { organisationId: orgId, seq: second.seq - 1, hash: newHead.event.hash },
        new Date(),
      );
      await tx.insert(auditCheckpoints).values({ ...forged, signedAt: new Date(forged.signedAt) });
    });
    await expectBrokenAt(first.seq + 1, event.id, new RegExp(`last good checkpoint \\(#${first.seq}`));
  });
});
