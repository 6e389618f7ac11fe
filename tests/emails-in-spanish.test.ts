import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/server/config";
import { invitations, sites, users } from "../src/server/db/schema";
import { DEMO_PASSWORD } from "../src/server/demo/demo-organisation";
import { runQueuedPasswordResets } from "../src/server/use-cases/accounts/password-reset/send-password-reset";
import { signCheckpointNow } from "../src/server/use-cases/audit/sign-checkpoints";
import { loadAuditSigner } from "../src/server/use-cases/audit/signing-key";
import { runQueuedEmails } from "../src/server/use-cases/email/deliver-email";
import { readMail, startSmtpReceiver, type SmtpReceiver } from "./support/smtp-receiver";
import { createTestApp, demoEmail, type TestApp } from "./support/test-app";

/**
 * Every e-mail the server writes speaks its recipient's language (decision 093): an invitation the
 * language its administrator chose (her own by default), any other e-mail the account's profile language.
 * The messages are read as received by a real SMTP server.
 */
let t: TestApp;
let smtp: SmtpReceiver;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://qa.pacificfresh.example" } });
  smtp = await startSmtpReceiver();
  admin = await t.signInAs("admin");
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

let n = 0;
const newEmail = () => `equipo${++n}-${Date.now()}@pacificfresh.example`;

/** Delivers what waits in the outbox and returns the last message received by `to`, decoded. */
async function received(to: string) {
  await runQueuedPasswordResets(t.db);
  await runQueuedEmails(
    t.db,
    { smtpUrl: smtp.url, from: "Clausewise <no-reply@clausewise.test>" },
    { error: () => {} },
  );
  const mails = smtp.received.filter((m) => m.to.includes(to));
  expect(mails.length, `no e-mail reached ${to}`).toBeGreaterThan(0);
  return readMail(mails.at(-1)!);
}

const setLocale = async (cookie: string, locale: "en" | "es" | null) =>
  expect((await t.call("PATCH", "/api/me", { cookie, body: { locale } })).statusCode).toBe(200);

describe("the invitation e-mail", () => {
  it("is in Spanish when the administrator chooses Spanish, and the invitee's account keeps that language", async () => {
    const email = newEmail();
    const created = await t.call("POST", "/api/invitations", {
      cookie: admin,
      body: { email, role: "qa_manager", locale: "es" },
    });
    expect(created.statusCode).toBe(201);
    const mail = await received(email);
    expect(mail.subject).toBe("Alex Rivera le invitó a Pacific Fresh Produce Co. en Clausewise");
    expect(mail.text).toContain(
      "Alex Rivera le invitó a unirse a Pacific Fresh Produce Co. en Clausewise como Gerente de Calidad.",
    );
    expect(mail.text).toContain(`Acepte la invitación: ${created.json().link}`);
    expect(mail.text).toMatch(/El enlace funciona una sola vez, hasta el \d+ de [a-z]+ de \d{4}.* UTC\./);
    const [stored] = await t.db.select().from(invitations).where(eq(invitations.id, created.json().id));
    expect(stored!.locale).toBe("es");

    const token = created.json().link.split("/invite/")[1];
    const accepted = await t.call("POST", `/api/invitations/${token}/accept`, {
      body: { name: "Rosa Méndez", password: "cold chain checks at dawn" },
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().locale).toBe("es");
  });

  it("speaks the inviting administrator's own language when none is chosen, and English by default", async () => {
    const english = newEmail();
    expect(
      (await t.call("POST", "/api/invitations", { cookie: admin, body: { email: english, role: "viewer" } }))
        .statusCode,
    ).toBe(201);
    expect((await received(english)).subject).toBe(
      "Alex Rivera invited you to Pacific Fresh Produce Co. on Clausewise",
    );

    await setLocale(admin, "es");
    try {
      const spanish = newEmail();
      const created = await t.call("POST", "/api/invitations", {
        cookie: admin,
        body: { email: spanish, role: "viewer" },
      });
      expect(created.statusCode).toBe(201);
      const mail = await received(spanish);
      expect(mail.subject).toBe("Alex Rivera le invitó a Pacific Fresh Produce Co. en Clausewise");
      expect(mail.text).toContain("como Observador.");
      // A resent invitation keeps its language.
      const resent = await t.call("POST", `/api/invitations/${created.json().id}/resend`, { cookie: admin });
      expect(resent.statusCode).toBe(200);
      expect((await received(spanish)).text).toContain(`Acepte la invitación: ${resent.json().link}`);
    } finally {
      await setLocale(admin, null);
    }
  });
});

describe("the password reset e-mail", () => {
  it("is in the account's language: Spanish for a user who chose Spanish, English for one who chose none", async () => {
    const viewer = await t.signInAs("viewer");
    await setLocale(viewer, "es");
    expect(
      (await t.call("POST", "/api/auth/forgot-password", { body: { email: demoEmail("viewer") } })).statusCode,
    ).toBe(202);
    const spanish = await received(demoEmail("viewer"));
    expect(spanish.subject).toBe("Elija una nueva contraseña de Clausewise");
    expect(spanish.text).toContain("Hola, Priya Patel:");
    expect(spanish.text).toMatch(
      /Elija una nueva contraseña: https:\/\/qa\.pacificfresh\.example\/reset-password\/\S+/,
    );
    expect(spanish.text).toContain("El enlace funciona una sola vez, durante 30 minutos");

    expect(
      (await t.call("POST", "/api/auth/forgot-password", { body: { email: demoEmail("qa_tech") } })).statusCode,
    ).toBe(202);
    const english = await received(demoEmail("qa_tech"));
    expect(english.subject).toBe("Choose a new Clausewise password");
    expect(english.text).toContain("Hello Sofia Ramirez,");
  });
});

describe("the audit checkpoint e-mail", () => {
  it("is in each administrator's language, with the checkpoint line unchanged", async () => {
    await setLocale(admin, "es");
    try {
      const loaded = loadAuditSigner(loadConfig({ ...t.testDb.auditEnv }), { create: true })!;
      const [oxnard] = await t.db.select().from(sites).where(eq(sites.slug, "oxnard"));
      const target = { signer: loaded.signer, file: t.testDb.auditEnv.AUDIT_CHECKPOINT_FILE!, emailAdmins: true };
      const checkpoint = (await signCheckpointNow(t.db, target, oxnard!.organisationId))!;
      const mail = await received(demoEmail("admin"));
      expect(mail.subject).toBe(`Punto de control del registro de auditoría de Clausewise n.º ${checkpoint.seq}`);
      expect(mail.text).toContain(
        `El registro de auditoría de su organización se firmó en el evento n.º ${checkpoint.seq}`,
      );
      expect(mail.text).toContain(JSON.stringify(checkpoint));
    } finally {
      await setLocale(admin, null);
    }
  });
});

describe("the organisation deletion e-mails", () => {
  it("tell a Spanish administrator in Spanish when the deletion was asked for and when it was cancelled", async () => {
    await setLocale(admin, "es");
    const requested = await t.call("POST", "/api/organisation/deletion", {
      cookie: admin,
      body: { password: DEMO_PASSWORD },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const asked = await received(demoEmail("admin"));
    expect(asked.subject).toMatch(
      /^Pacific Fresh Produce Co\. se eliminará de Clausewise el \d+ de [a-z]+ de \d{4}.* UTC$/,
    );
    expect(asked.text).toContain(
      "Alex Rivera pidió eliminar Pacific Fresh Produce Co. y todos sus datos de Clausewise.",
    );
    expect((await t.call("DELETE", "/api/organisation/deletion", { cookie: admin })).statusCode).toBe(200);
    const cancelled = await received(demoEmail("admin"));
    expect(cancelled.subject).toBe("Se canceló la eliminación de Pacific Fresh Produce Co.");
    expect(cancelled.text).toContain("Alex Rivera canceló la eliminación de Pacific Fresh Produce Co.");
    expect(cancelled.text).toContain("No se eliminará nada.");
    const [row] = await t.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, demoEmail("admin")));
    expect(row!.locale).toBe("es");
  });
});
