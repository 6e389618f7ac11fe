import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/server/config";
import { emailOutbox, sites } from "../src/server/db/schema";
import { checkpointSignedBy, type SignedCheckpoint } from "../src/server/use-cases/audit/checkpoint";
import { signCheckpointNow } from "../src/server/use-cases/audit/sign-checkpoints";
import { loadAuditSigner } from "../src/server/use-cases/audit/signing-key";
import { runQueuedEmails } from "../src/server/use-cases/email/deliver-email";
import { startSmtpReceiver } from "./support/smtp-receiver";
import { createTestApp, demoEmail, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The body of a received message, with quoted-printable soft line breaks and escapes undone. */
const bodyOf = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe("checkpoints e-mailed to administrators (AUDIT_CHECKPOINT_EMAIL=1)", () => {
  it("sends each active administrator the signed checkpoint, which verifies with the public key", async () => {
    const loaded = loadAuditSigner(loadConfig({ ...t.testDb.auditEnv }), { create: true })!;
    const [oxnard] = await t.db.select().from(sites).where(eq(sites.slug, "oxnard"));
    const target = { signer: loaded.signer, file: t.testDb.auditEnv.AUDIT_CHECKPOINT_FILE!, emailAdmins: true };
    const checkpoint = (await signCheckpointNow(t.db, target, oxnard!.organisationId))!;
    expect(checkpoint).not.toBeNull();

    const smtp = await startSmtpReceiver();
    try {
      await runQueuedEmails(
        t.db,
        { smtpUrl: smtp.url, from: "Clausewise <no-reply@clausewise.test>" },
        { error: () => {} },
      );
      const mails = smtp.received.filter((m) => m.raw.includes(`checkpoint #${checkpoint.seq}`));
      // The demo organisation has one administrator.
      expect(mails.map((m) => m.to)).toEqual([[demoEmail("admin")]]);
      const line = bodyOf(mails[0]!.raw)
        .split(/\r?\n/)
        .find((l) => l.startsWith("{"))!;
      const mailed = JSON.parse(line) as SignedCheckpoint;
      expect(mailed).toEqual(checkpoint);
      expect(checkpointSignedBy(loaded.signer.publicKey, mailed)).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it("sends nothing when the setting is off (the default)", async () => {
    expect(loadConfig({}).AUDIT_CHECKPOINT_EMAIL).toBe(false);
    const loaded = loadAuditSigner(loadConfig({ ...t.testDb.auditEnv }), { create: true })!;
    const [oxnard] = await t.db.select().from(sites).where(eq(sites.slug, "oxnard"));
    await t.signInAs("viewer"); // an audited sign-in moves the chain head
    const checkpoint = (await signCheckpointNow(
      t.db,
      { signer: loaded.signer, file: t.testDb.auditEnv.AUDIT_CHECKPOINT_FILE! },
      oxnard!.organisationId,
    ))!;
    expect(checkpoint).not.toBeNull();
    const queued = await t.db.select().from(emailOutbox);
    expect(queued.filter((m) => m.subject.includes(`checkpoint #${checkpoint.seq}`))).toEqual([]);
  });
});
