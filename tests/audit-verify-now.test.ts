import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, sites } from "../src/server/db/schema";
import { runAuditVerification } from "../src/server/use-cases/audit/audit-verifications";
import { readCheckpointFile } from "../src/server/use-cases/audit/checkpoint-file";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let cookie: string;
const log = { error: () => {} };

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signInAs("admin");
});
afterAll(() => t.close());

/** Runs the queued `audit-verification` jobs as a server's worker would. */
const runVerificationJobs = () =>
  t.testDb.database.jobs.runQueued("audit-verification", ({ verificationId }) =>
    runAuditVerification(t.db, t.app.auditTrail, verificationId, log),
  );

const status = async () => (await t.call("GET", "/api/audit-log/status", { cookie })).json();

describe("Settings › Audit log: checkpoints and Verify now", () => {
  it("shows the signing key, and signs a checkpoint of the chain head on demand", async () => {
    const before = await status();
    expect(before.lastCheckpoint).toBeNull();
    expect(before.head.seq).toBeGreaterThan(0);
    expect(before.unsignedEvents).toBe(before.head.seq);
    expect(before.signingKey.keyId).toBe(t.app.auditTrail.signer.keyId);
    expect(before.signingKey.publicKeyPem).toContain("BEGIN PUBLIC KEY");

    const signed = await t.call("POST", "/api/audit-log/checkpoints", { cookie });
    expect(signed.statusCode).toBe(201);
    const after = signed.json();
    expect(after.signed).toBe(true);
    expect(after.lastCheckpoint).toMatchObject({ seq: before.head.seq, keyId: before.signingKey.keyId });
    expect(after.unsignedEvents).toBe(0);
    expect(Date.now() - Date.parse(after.lastCheckpoint.signedAt)).toBeLessThan(60_000);
    const inFile = readCheckpointFile(t.testDb.auditEnv.AUDIT_CHECKPOINT_FILE).checkpoints;
    expect(inFile.map((c) => c.seq)).toEqual([before.head.seq]);

    const again = await t.call("POST", "/api/audit-log/checkpoints", { cookie });
    expect(again.statusCode).toBe(200);
    expect(again.json().signed).toBe(false);
  });

  it("runs Verify now as a background job and shows its result: passed, then failed naming the altered event", async () => {
    const queued = await t.call("POST", "/api/audit-log/verifications", { cookie });
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({ status: "queued", requestedByName: "Alex Rivera" });
    expect((await status()).latestVerification).toMatchObject({ id: queued.json().id, status: "queued" });

    expect(await runVerificationJobs()).toBe(1);
    const passed = (await status()).latestVerification;
    expect(passed).toMatchObject({ id: queued.json().id, status: "passed", firstBreak: null, checkpointsChecked: 1 });
    expect(passed.eventsChecked).toBeGreaterThan(0);
    const [result] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "audit_log.verify_result"), eq(auditEvents.entityId, queued.json().id)));
    expect(result!.after).toMatchObject({ status: "passed", firstBreak: null });

    // A superuser edits one event behind the application's back.
    const [yuma] = await t.db.select().from(sites).where(eq(sites.slug, "yuma"));
    const [victim] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.organisationId, yuma!.organisationId), eq(auditEvents.seq, 3)));
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(auditEvents).set({ actorName: "Mallory" }).where(eq(auditEvents.id, victim!.id));
    });
    const second = (await t.call("POST", "/api/audit-log/verifications", { cookie })).json();
    expect(await runVerificationJobs()).toBe(1);
    expect((await status()).latestVerification).toMatchObject({
      id: second.id,
      status: "failed",
      firstBreak: { seq: 3, eventId: victim!.id, reason: expect.stringContaining("content does not match its hash") },
    });
  });

  it("shows another organisation only its own trail", async () => {
    const other = await t.signIn("owner@desertbloom.test");
    const theirs = (await t.call("GET", "/api/audit-log/status", { cookie: other })).json();
    expect(theirs.latestVerification).toBeNull();
    expect(theirs.lastCheckpoint).toBeNull();
  });
});
