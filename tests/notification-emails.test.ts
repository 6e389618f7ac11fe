import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationItem } from "../src/domain/notifications";
import { auditEvents, users } from "../src/server/db/schema";
import { runQueuedEmails } from "../src/server/use-cases/email/deliver-email";
import { sendNotificationDigests } from "../src/server/use-cases/notifications/emails/send-notification-digests";
import { sendNotificationEmails } from "../src/server/use-cases/notifications/emails/send-notification-emails";
import { readMail, startSmtpReceiver, type SmtpReceiver } from "./support/smtp-receiver";
import { otherOrg } from "./support/test-organisations";
import { createTestApp, demoEmail, type TestApp } from "./support/test-app";

/**
 * Notification e-mails (decision 116): each member gets the notifications of her bell by e-mail as she
 * chose per kind — immediately, in the daily digest or not at all — in her language, once each. The
 * messages are read as received by a real SMTP server.
 */
const ORIGIN = "https://qa.pacificfresh.example";
let t: TestApp;
let smtp: SmtpReceiver;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const PREFS = "/api/account/notification-preferences";

/** Delivers what waits in the outbox and returns, decoded, the messages `to` received since `since`. */
async function deliveredTo(to: string, since: number) {
  await runQueuedEmails(
    t.db,
    { smtpUrl: smtp.url, from: "Clausewise <no-reply@clausewise.test>" },
    { error: () => {} },
  );
  const mails = smtp.received.slice(since).filter((m) => m.to.includes(to));
  return Promise.all(mails.map(readMail));
}

const bell = async (cookie: string) =>
  (await t.call("GET", "/api/notifications", { cookie })).json().items as NotificationItem[];

const putPrefs = (cookie: string, body: unknown) => t.call("PUT", PREFS, { cookie, body });

describe("preferences: GET and PUT /api/account/notification-preferences", () => {
  it("start from the defaults: urgent kinds immediately, the rest in the digest at 7:00 of the member's site", async () => {
    const cookie = await t.signInAs("qa_tech");
    const response = await t.call("GET", PREFS, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      preferences: {
        verification_overdue: "digest",
        capa_overdue: "immediately",
        incident_reported: "immediately",
        hold_aged: "immediately",
        certificate_expiring: "digest",
        external_audit_due: "digest",
        sop_review_due: "digest",
        evidence_pack_finished: "immediately",
        finding_assigned: "immediately",
        log_missed: "digest",
        inbox_held: "immediately",
        supplier_document_expiring: "digest",
      },
      digestHour: 7,
      timeZone: expect.stringMatching(/^America\/(Los_Angeles|Phoenix)$/),
    });
    // The supervisor is restricted to yuma: her digest hour is read in Phoenix.
    const supervisor = await t.call("GET", PREFS, { cookie: await t.signInAs("supervisor") });
    expect(supervisor.json().timeZone).toBe("America/Phoenix");
  });

  it("stores a change with its audit event, keeps the kinds not named, and answers the whole setting", async () => {
    const cookie = await t.signInAs("qa_tech");
    const changed = await putPrefs(cookie, { preferences: { sop_review_due: "off", capa_overdue: "digest" } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().preferences).toMatchObject({
      sop_review_due: "off",
      capa_overdue: "digest",
      hold_aged: "immediately",
    });
    expect((await t.call("GET", PREFS, { cookie })).json().preferences.sop_review_due).toBe("off");
    const [user] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoEmail("qa_tech")));
    const events = await t.db
      .select({ before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "user.notification_preferences_update"), eq(auditEvents.entityId, user!.id)));
    expect(events).toEqual([
      {
        before: { sop_review_due: "digest", capa_overdue: "immediately" },
        after: { sop_review_due: "off", capa_overdue: "digest" },
      },
    ]);
  });

  it("refuses bad input with 400 naming the field and the reason", async () => {
    const cookie = await t.signInAs("viewer");
    const wrongValue = await putPrefs(cookie, { preferences: { capa_overdue: "weekly" } });
    expect(wrongValue.statusCode).toBe(400);
    expect(wrongValue.json().error.fields).toEqual({
      "preferences.capa_overdue": "Choose immediately, daily digest or off",
    });
    const unknownKind = await putPrefs(cookie, { preferences: { birthdays: "off" } });
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json().error.fields).toEqual({ preferences: "Not a kind of notification" });
    const none = await putPrefs(cookie, { preferences: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ preferences: "Name at least one kind of notification" });
    const spanish = await t.call("PUT", PREFS, {
      cookie,
      body: { preferences: { capa_overdue: "weekly" } },
      headers: { "accept-language": "es" },
    });
    expect(spanish.json().error.fields["preferences.capa_overdue"]).toBe(
      "Elija al instante, resumen diario o desactivado",
    );
    expect((await t.call("GET", PREFS)).statusCode).toBe(401);
  });

  it("are each member's own: nobody reads or changes another's, whatever the body names", async () => {
    const viewer = await t.signInAs("qa_tech");
    const admin = await t.signInAs("admin");
    const [viewerRow] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoEmail("viewer")));
    expect((await putPrefs(viewer, { preferences: { certificate_expiring: "off" } })).statusCode).toBe(200);
    // The admin's answer is her own setting, not the viewer's…
    expect((await t.call("GET", PREFS, { cookie: admin })).json().preferences.certificate_expiring).toBe("digest");
    // …and a user id in the body changes nothing but her own.
    const sneaky = await putPrefs(admin, {
      userId: viewerRow!.id,
      preferences: { certificate_expiring: "immediately" },
    });
    expect(sneaky.statusCode).toBe(200);
    expect((await t.call("GET", PREFS, { cookie: viewer })).json().preferences.certificate_expiring).toBe("off");
    await putPrefs(admin, { preferences: { certificate_expiring: "digest" } });
    // A member of another organisation sees only her own defaults.
    const other = await t.signIn(otherOrg.email);
    expect((await t.call("GET", PREFS, { cookie: other })).json().preferences.certificate_expiring).toBe("digest");
  });
});

describe("immediate e-mails", () => {
  it("reach a Spanish-speaking member in Spanish, with links to the item and to the preferences, once", async () => {
    const admin = await t.signInAs("admin");
    expect((await t.call("PATCH", "/api/me", { cookie: admin, body: { locale: "es" } })).statusCode).toBe(200);
    const urgent = (await bell(admin)).filter((n) => ["capa_overdue", "hold_aged"].includes(n.kind));
    expect(urgent.length).toBeGreaterThan(0);

    const since = smtp.received.length;
    await sendNotificationEmails(t.db, ORIGIN);
    const mails = await deliveredTo(demoEmail("admin"), since);
    expect(mails).toHaveLength(urgent.length);
    for (const item of urgent) {
      const mail = mails.find((m) => m.text.includes(item.title));
      expect(mail, `no e-mail for ${item.key}`).toBeDefined();
      expect(mail!.subject).toMatch(
        item.kind === "capa_overdue"
          ? /^Clausewise · CAPA vencida · /
          : /^Clausewise · Producto retenido más de 14 días · /,
      );
      expect(mail!.text).toContain("Hola, Alex Rivera:");
      expect(mail!.text).toContain(`Ábrala en Clausewise: ${ORIGIN}${item.url}`);
      expect(mail!.text).toContain(`site=${item.site}`);
      expect(mail!.text).toContain(
        `Elija qué notificaciones recibe por correo, y cuándo: ${ORIGIN}/app/settings/account#notification-emails`,
      );
      expect(mail!.html).toContain('<html lang="es">');
      expect(mail!.html).toContain(`href="${ORIGIN}/app/settings/account#notification-emails"`);
    }

    // The next run (or a retry of this one) finds them e-mailed already.
    const again = smtp.received.length;
    await sendNotificationEmails(t.db, ORIGIN);
    expect(await deliveredTo(demoEmail("admin"), again)).toEqual([]);
    await t.call("PATCH", "/api/me", { cookie: admin, body: { locale: null } });
  });

  it("send nothing for the kinds a member set off", async () => {
    const manager = await t.signInAs("qa_manager");
    const kinds = [...new Set((await bell(manager)).map((n) => n.kind))];
    expect(kinds.length).toBeGreaterThan(0);
    expect(
      (await putPrefs(manager, { preferences: Object.fromEntries(kinds.map((k) => [k, "off"])) })).statusCode,
    ).toBe(200);
    const since = smtp.received.length;
    await sendNotificationEmails(t.db, ORIGIN);
    expect(await deliveredTo(demoEmail("qa_manager"), since)).toEqual([]);
  });
});

describe("the daily digest", () => {
  it("is not sent before the member's local hour", async () => {
    const since = smtp.received.length;
    // The hour 24 never comes within a local day.
    expect(await sendNotificationDigests(t.db, ORIGIN, { hour: 24 })).toBe(0);
    expect(await deliveredTo(demoEmail("pcqi"), since)).toEqual([]);
  });

  it("groups the day's notifications in one e-mail, and a retried job does not send it again", async () => {
    const pcqi = await t.signInAs("pcqi");
    const digestKinds = ["verification_overdue", "certificate_expiring", "external_audit_due", "sop_review_due"];
    const expected = (await bell(pcqi)).filter((n) => digestKinds.includes(n.kind));
    expect(expected.length).toBeGreaterThan(1);

    const since = smtp.received.length;
    await sendNotificationDigests(t.db, ORIGIN, { hour: 0 });
    // The QA manager set every kind she has off: no digest either.
    expect(await deliveredTo(demoEmail("qa_manager"), since)).toEqual([]);
    const mails = await deliveredTo(demoEmail("pcqi"), since);
    expect(mails).toHaveLength(1);
    const [digest] = mails;
    expect(digest!.subject).toMatch(/^Your Clausewise digest for /);
    expect(digest!.text).toContain("Hello Maria Gonzalez,");
    for (const item of expected) {
      expect(digest!.text).toContain(item.title);
      expect(digest!.text).toContain(`${ORIGIN}${item.url}`);
    }
    expect(digest!.text).toContain(`${ORIGIN}/app/settings/account#notification-emails`);
    expect(digest!.html).toContain("<ul>");

    // The job retried (or run again by another server) the same day: nothing more.
    const again = smtp.received.length;
    expect(await sendNotificationDigests(t.db, ORIGIN, { hour: 0 })).toBe(0);
    expect(await deliveredTo(demoEmail("pcqi"), again)).toEqual([]);
    // Nor does an immediate run e-mail what the digest listed, when she switches a kind to immediately.
    await putPrefs(pcqi, { preferences: { sop_review_due: "immediately" } });
    await sendNotificationEmails(t.db, ORIGIN);
    expect(await deliveredTo(demoEmail("pcqi"), again)).toEqual([]);
  });
});

describe("members who left", () => {
  it("get nothing once deactivated", async () => {
    // A new QA manager: past-due CAPAs and old holds are hers to act on, and e-mailed immediately.
    const admin = await t.signInAs("admin");
    const email = `leaver-${Date.now()}@pacificfresh.example`;
    const invited = await t.call("POST", "/api/invitations", { cookie: admin, body: { email, role: "qa_manager" } });
    expect(invited.statusCode).toBe(201);
    const token = invited.json().link.split("/invite/")[1];
    const accepted = await t.call("POST", `/api/invitations/${token}/accept`, {
      body: { name: "Lena Ortiz", password: "cold chain checks at dawn" },
    });
    expect(accepted.statusCode).toBe(201);
    const cookie = `cw_session=${accepted.cookies.find((c) => c.name === "cw_session")!.value}`;
    expect((await bell(cookie)).filter((n) => ["capa_overdue", "hold_aged"].includes(n.kind)).length).toBeGreaterThan(
      0,
    );
    const [leaver] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect((await t.call("POST", `/api/users/${leaver!.id}/deactivate`, { cookie: admin })).statusCode).toBe(200);

    await deliveredTo(email, 0); // the invitation
    const since = smtp.received.length;
    await sendNotificationEmails(t.db, ORIGIN);
    await sendNotificationDigests(t.db, ORIGIN, { hour: 0 });
    expect(await deliveredTo(email, since)).toEqual([]);
  });
});
