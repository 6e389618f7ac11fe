import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailDeliveryReasons } from "../src/domain/email/delivery-reasons";
import { emailOutbox, organisations } from "../src/server/db/schema";
import { runQueuedEmails } from "../src/server/use-cases/email/deliver-email";
import { enqueueEmail } from "../src/server/use-cases/email/enqueue-email";
import { freePort } from "./support/server-process";
import { startSmtpReceiver } from "./support/smtp-receiver";
import { createTestApp, otherOrg, type TestApp } from "./support/test-app";

let t: TestApp;
let organisationId: string;
const logged: object[] = [];
const log = { error: (details: object) => void logged.push(details) };
const from = "Clausewise <no-reply@clausewise.test>";

beforeAll(async () => {
  t = await createTestApp();
  const [org] = await t.db.select().from(organisations).where(eq(organisations.name, "Pacific Fresh Produce Co."));
  organisationId = org!.id;
});
afterAll(() => t.close());

const message = (subject: string) => ({
  organisationId,
  to: "maria@pacificfresh.test",
  subject,
  text: `Plain text of ${subject}`,
  html: `<p>HTML of ${subject}</p>`,
});

const outboxRow = async (id: string) => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

describe("the e-mail outbox", () => {
  it("sends a queued message through a real SMTP server, once", async () => {
    const smtp = await startSmtpReceiver();
    try {
      const id = await t.db.transaction((tx) => enqueueEmail(tx, message("Audit checkpoint #1")));
      expect(await outboxRow(id)).toMatchObject({ status: "queued", attempts: 0 });

      expect(await runQueuedEmails(t.db, { smtpUrl: smtp.url, from }, log)).toBe(1);
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.to).toEqual(["maria@pacificfresh.test"]);
      expect(mail!.from).toBe("no-reply@clausewise.test");
      expect(mail!.raw).toMatch(/^Subject: Audit checkpoint #1\r?$/m);
      expect(mail!.raw).toContain("Plain text of Audit checkpoint #1");
      expect(mail!.raw).toContain("<p>HTML of Audit checkpoint #1</p>");
      expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });

      // Nothing is left to run: the message is not sent twice.
      expect(await runQueuedEmails(t.db, { smtpUrl: smtp.url, from }, log, { includeDelayed: true })).toBe(0);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it("joins the caller's transaction: a rolled-back change leaves no message and no job", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueEmail(tx, message("Never sent"));
        throw new Error("the caller's change failed");
      }),
    ).rejects.toThrow("the caller's change failed");
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.subject, "Never sent"))).toEqual([]);
    expect(await runQueuedEmails(t.db, { smtpUrl: "smtp://127.0.0.1:9", from }, log, { includeDelayed: true })).toBe(0);
  });

  it("keeps a message while the mail server is down and delivers it on a later attempt", async () => {
    const port = await freePort(); // nothing listens here yet: the mail server is down
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    const id = await t.db.transaction((tx) => enqueueEmail(tx, message("Sent after an outage")));

    expect(await runQueuedEmails(t.db, { smtpUrl, from }, log)).toBe(1);
    expect(await outboxRow(id)).toMatchObject({
      status: "queued",
      attempts: 1,
      lastError: emailDeliveryReasons.unreachable,
    });
    expect(logged.at(-1)).toMatchObject({ outboxId: id, attempt: 1 });
    // pg-boss holds the retry back (back-off): a plain run does not pick it up yet.
    const [job] = (await t.testDb.database.jobs.findJobs("email")).filter((j) => j.data.outboxId === id);
    expect(job!.state).toBe("retry");
    expect(job!.startAfter.getTime()).toBeGreaterThan(Date.now());
    expect(await runQueuedEmails(t.db, { smtpUrl, from }, log)).toBe(0);

    const smtp = await startSmtpReceiver(port); // the mail server is back
    try {
      expect(await runQueuedEmails(t.db, { smtpUrl, from }, log, { includeDelayed: true })).toBe(1);
      expect(smtp.received.map((m) => m.raw.match(/^Subject: (.*)\r?$/m)?.[1])).toEqual(["Sent after an outage"]);
      expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    } finally {
      await smtp.close();
    }
  });

  it("keeps messages readable by admins when no mail server is configured", async () => {
    const id = await t.db.transaction((tx) => enqueueEmail(tx, message("Waiting for SMTP")));
    expect(await runQueuedEmails(t.db, { smtpUrl: undefined, from }, log)).toBe(1);
    expect(await outboxRow(id)).toMatchObject({ status: "queued", lastError: emailDeliveryReasons.notConfigured });

    const admin = await t.signInAs("admin");
    const response = await t.call("GET", "/api/admin/outbox?status=queued", { cookie: admin });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.smtpConfigured).toBe(false);
    expect(body.messages).toContainEqual(
      expect.objectContaining({
        id,
        to: "maria@pacificfresh.test",
        subject: "Waiting for SMTP",
        text: "Plain text of Waiting for SMTP",
        status: "queued",
        lastError: emailDeliveryReasons.notConfigured,
      }),
    );
    expect(body.messages.every((m: { status: string }) => m.status === "queued")).toBe(true);

    const sent = (await t.call("GET", "/api/admin/outbox?status=sent", { cookie: admin })).json();
    expect(sent.messages.map((m: { subject: string }) => m.subject)).toContain("Audit checkpoint #1");

    const bad = await t.call("GET", "/api/admin/outbox?status=lost", { cookie: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.status).toBe("Must be queued, sent or failed");

    // Another organisation's admin sees none of these messages.
    const other = (await t.call("GET", "/api/admin/outbox", { cookie: await t.signIn(otherOrg.email) })).json();
    expect(other.messages).toEqual([]);
  });
});
