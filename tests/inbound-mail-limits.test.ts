import { and, asc, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, sites } from "../src/server/db/schema";
import { samplePdf } from "./support/multipart";
import { freePort } from "./support/server-process";
import { createTestApp, demoEmail, type TestApp } from "./support/test-app";

/**
 * Inbound e-mail hardening (decision 159): hourly limits per envelope sender and per inbox, refused with a
 * temporary 450; a site admin's new inbox address (the old one refused from then on); the demo's inbox.
 * Real messages sent by `nodemailer` to the receiver the test app starts, with small limits.
 */
let t: TestApp;
let smtpPort: number;
let admin: string;
const domain = "inbox.limits.clausewise";

beforeAll(async () => {
  smtpPort = await freePort();
  t = await createTestApp({
    env: {
      SMTP_INBOUND_PORT: String(smtpPort),
      SMTP_INBOUND_DOMAIN: domain,
      HOST: "127.0.0.1",
      SMTP_INBOUND_SENDER_PER_HOUR: "2",
      SMTP_INBOUND_INBOX_PER_HOUR: "3",
    },
  });
  await t.app.ready();
  admin = await t.signInAs("admin");
});
afterAll(() => t.close());

type Inbox = { address: string; items: { status: string; originalName: string; senderEmail: string | null }[] };
const inbox = async (site: string, cookie = admin) => {
  const response = await t.call("GET", `/api/sites/${site}/inbox`, { cookie });
  expect(response.statusCode).toBe(200);
  return response.json() as Inbox;
};

/** Sends one message with one PDF through a real SMTP client; resolves to the receiver's reply or refusal. */
async function send(from: string, to: string, filename = "report.pdf") {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port: smtpPort, secure: false, ignoreTLS: true });
  try {
    const info = await transport.sendMail({
      from,
      to,
      subject: "Documents",
      text: "Please file the attached.",
      attachments: [{ filename, content: samplePdf }],
    });
    return { code: 250, response: info.response };
  } catch (error) {
    const e = error as { responseCode?: number; response?: string; rejectedErrors?: { responseCode?: number }[] };
    return { code: e.responseCode ?? e.rejectedErrors?.[0]?.responseCode ?? 0, response: e.response ?? "" };
  } finally {
    transport.close();
  }
}

describe("the demo's document inbox", () => {
  it("has members' e-mailed documents waiting at Oxnard (none held: no alert), and none at Yuma", async () => {
    const oxnard = await inbox("oxnard");
    expect(oxnard.items.map((i) => [i.originalName, i.status, i.senderEmail])).toEqual([
      ["coa-w-2291.pdf", "new", demoEmail("qa_manager")],
      ["dock-door-temperatures.csv", "new", demoEmail("qa_tech")],
      ["cooler-2-calibration.pdf", "new", demoEmail("qa_tech")],
    ]);
    expect((await inbox("yuma")).items).toEqual([]);
  });
});

describe("hourly limits of the SMTP receiver", () => {
  it("refuses a sender's third message in the hour with 450, then an inbox's fourth, and keeps other inboxes open", async () => {
    const yuma = (await inbox("yuma")).address;
    expect((await send(demoEmail("qa_tech"), yuma, "one.pdf")).code).toBe(250);
    expect((await send(demoEmail("qa_tech"), yuma, "two.pdf")).code).toBe(250);
    const overSender = await send(demoEmail("qa_tech"), yuma, "three.pdf");
    expect(overSender.code).toBe(450);
    expect(overSender.response).toContain("4.7.1 Too many messages from this sender");

    // Another sender still gets through, up to the inbox's own limit (3 an hour).
    expect((await send(demoEmail("pcqi"), yuma, "four.pdf")).code).toBe(250);
    const overInbox = await send(demoEmail("qa_manager"), yuma, "five.pdf");
    expect(overInbox.code).toBe(450);
    expect(overInbox.response).toContain("4.7.1 Too many messages to this inbox");
    expect((await inbox("yuma")).items.map((i) => i.originalName).sort()).toEqual(["four.pdf", "one.pdf", "two.pdf"]);

    // The refused sender was not counted: another inbox takes her mail.
    const oxnard = await inbox("oxnard");
    expect((await send(demoEmail("qa_manager"), oxnard.address, "six.pdf")).code).toBe(250);
    expect((await inbox("oxnard")).items.map((i) => i.originalName)).toContain("six.pdf");
  });
});

describe("a new inbox address", () => {
  it("lets a site admin replace the address: the old one is refused, the new one files, one audit event", async () => {
    const before = (await inbox("oxnard")).address;
    expect(
      (await t.call("POST", "/api/sites/oxnard/inbox/rotate-address", { cookie: await t.signInAs("qa_manager") }))
        .statusCode,
    ).toBe(403);
    expect((await inbox("oxnard")).address).toBe(before);

    const rotated = await t.call("POST", "/api/sites/oxnard/inbox/rotate-address", { cookie: admin });
    expect(rotated.statusCode).toBe(200);
    const after = rotated.json().address as string;
    expect(after).toMatch(new RegExp(`^oxnard\\.[0-9a-f]{20}@${domain.replaceAll(".", "\\.")}$`));
    expect(after).not.toBe(before);
    expect((await inbox("oxnard")).address).toBe(after);

    expect((await send(demoEmail("admin"), before, "old-address.pdf")).code).toBe(550);
    expect((await send(demoEmail("admin"), after, "new-address.pdf")).code).toBe(250);
    const names = (await inbox("oxnard")).items.map((i) => i.originalName);
    expect(names).toContain("new-address.pdf");
    expect(names).not.toContain("old-address.pdf");

    const [oxnard] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, "oxnard"));
    const events = await t.db
      .select({ actorName: auditEvents.actorName, before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "site.inbox_address_rotate"), eq(auditEvents.entityId, oxnard!.id)))
      .orderBy(asc(auditEvents.seq));
    expect(events).toEqual([{ actorName: "Alex Rivera", before: { address: before }, after: { rotated: true } }]);
  });
});
