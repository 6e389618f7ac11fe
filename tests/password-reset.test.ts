import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, emailOutbox, passwordResets, sessions, users } from "../src/server/db/schema";
import { runQueuedPasswordResets } from "../src/server/use-cases/accounts/password-reset/send-password-reset";
import { runQueuedEmails } from "../src/server/use-cases/email/deliver-email";
import { readMail, startSmtpReceiver, type SmtpReceiver } from "./support/smtp-receiver";
import { createTestApp, demoEmail, type TestApp } from "./support/test-app";

let t: TestApp;
let smtp: SmtpReceiver;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://qa.pacificfresh.example", TRUST_PROXY: "127.0.0.1" } });
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const mailSettings = () => ({ smtpUrl: smtp.url, from: "Clausewise <no-reply@clausewise.test>" });
const ask = (email: string, ip = "203.0.113.10") =>
  t.call("POST", "/api/auth/forgot-password", { body: { email }, headers: { "x-forwarded-for": ip } });

/** Runs the queued request and e-mail jobs, as the server's workers would, and returns the link received. */
async function deliveredLink(to: string) {
  await runQueuedPasswordResets(t.db);
  await runQueuedEmails(t.db, mailSettings(), { error: () => {} });
  const mails = smtp.received.filter((m) => m.to.includes(to));
  if (mails.length === 0) return null;
  const { subject, text } = await readMail(mails.at(-1)!);
  expect(subject).toBe("Choose a new Clausewise password");
  return /Choose a new password: (\S+)/.exec(text)![1]!;
}
const tokenOf = (link: string) => link.split("/reset-password/")[1]!;
const reset = (token: string, password = "frost on the lettuce at six") =>
  t.call("POST", "/api/auth/password-reset", { body: { token, password } });

describe("Forgot password?", () => {
  it("answers an unknown address exactly as a known one, and e-mails only the known one", async () => {
    const known = await ask(demoEmail("viewer"), "203.0.113.1");
    const unknown = await ask("nobody-here@pacificfresh.example", "203.0.113.2");
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(known.json().message).toMatch(/If an account uses this address/);
    // No header tells them apart either (only the date and timing-free ones may differ).
    const headers = (r: typeof known) => Object.keys(r.headers).sort();
    expect(headers(unknown)).toEqual(headers(known));
    expect(known.cookies).toEqual([]);

    const link = await deliveredLink(demoEmail("viewer"));
    expect(link).toMatch(/^https:\/\/qa\.pacificfresh\.example\/reset-password\/[A-Za-z0-9_-]{40,}$/);
    expect(smtp.received.filter((m) => m.to.includes("nobody-here@pacificfresh.example"))).toEqual([]);

    // Stored hashed: the token of the link is nowhere in the database, its SHA-256 is.
    const stored = await t.db.select().from(passwordResets);
    expect(stored.some((r) => r.tokenHash.includes(tokenOf(link!)))).toBe(false);
    expect(stored).toHaveLength(1);
    // Not readable by administrators in the outbox: the message belongs to no organisation.
    const admin = await t.signInAs("admin");
    const outbox = (await t.call("GET", "/api/admin/outbox", { cookie: admin })).json().messages;
    expect(outbox.some((m: { text: string }) => m.text.includes(tokenOf(link!)))).toBe(false);
    const [row] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, demoEmail("viewer")));
    expect(row!.organisationId).toBeNull();
  });

  it("resets the password with the link once: sessions end, the old password stops, the event is recorded", async () => {
    const email = demoEmail("qa_tech");
    const before = await t.signIn(email);
    const other = await t.signIn(email);
    await ask(email, "203.0.113.3");
    const token = tokenOf((await deliveredLink(email))!);

    const preview = await t.call("GET", `/api/auth/password-reset/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ email });

    const weak = await reset(token, "password1234");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.password).toMatch(/too common/);

    expect((await reset(token)).statusCode).toBe(204);
    for (const cookie of [before, other])
      expect((await t.call("GET", "/api/auth/me", { cookie })).statusCode).toBe(401);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
    expect((await t.call("POST", "/api/auth/login", { body: { email, password: "clausewise-demo" } })).statusCode).toBe(
      401,
    );
    expect(await t.signIn(email, "frost on the lettuce at six")).toMatch(/^cw_session=/);

    const used = await reset(token, "another long passphrase here");
    expect(used.statusCode).toBe(410);
    expect(used.json().error.message).toMatch(/already been used/);
    expect((await t.call("GET", `/api/auth/password-reset/${token}`)).statusCode).toBe(410);

    const actions = (await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, user!.id))).map(
      (e) => e.action,
    );
    expect(actions).toContain("auth.password_reset_request");
    expect(actions).toContain("auth.password_reset");
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, "auth.password_reset"));
    expect(event!.after).toEqual({ sessionsEnded: 2 });
    expect(JSON.stringify(await t.db.select().from(auditEvents))).not.toContain(token);
  });

  it("refuses an expired link (410) and an unknown one (404)", async () => {
    const email = demoEmail("pcqi");
    await ask(email, "203.0.113.4");
    const token = tokenOf((await deliveredLink(email))!);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user!.id));
    const late = await reset(token);
    expect(late.statusCode).toBe(410);
    expect(late.json().error.message).toMatch(/expired/);
    expect((await t.signIn(email)).length).toBeGreaterThan(0); // the password did not change
    expect((await reset("x".repeat(43))).statusCode).toBe(404);
    const bad = await reset("short");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.token).toBeDefined();
  });

  it("throttles requests per address and per e-mail, the same for unknown addresses", async () => {
    for (let i = 0; i < 3; i++)
      expect((await ask("nobody-else@pacificfresh.example", "198.51.100.1")).statusCode).toBe(202);
    const fourth = await ask("nobody-else@pacificfresh.example", "198.51.100.2");
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers["retry-after"]).toBeDefined();

    for (let i = 0; i < 10; i++)
      expect((await ask(`someone${i}@pacificfresh.example`, "198.51.100.9")).statusCode).toBe(202);
    expect((await ask("someone-more@pacificfresh.example", "198.51.100.9")).statusCode).toBe(429);
  });

  it("sends a deactivated account nothing", async () => {
    const cookie = await t.signInAs("admin");
    const [viewer] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail("supervisor")));
    expect((await t.call("POST", `/api/users/${viewer!.id}/deactivate`, { cookie })).statusCode).toBe(200);
    const received = smtp.received.length;
    expect((await ask(demoEmail("supervisor"), "203.0.113.5")).statusCode).toBe(202);
    expect(await deliveredLink(demoEmail("supervisor"))).toBeNull();
    expect(smtp.received.length).toBe(received);
  });
});
