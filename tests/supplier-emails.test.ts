import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { shiftInstant } from "../src/domain/dates";
import { supplierReminders, users } from "../src/server/db/schema";
import { runQueuedEmails } from "../src/server/use-cases/email/deliver-email";
import { sendSupplierReminders } from "../src/server/use-cases/suppliers/send-supplier-reminders";
import { readMail, startSmtpReceiver, type SmtpReceiver } from "./support/smtp-receiver";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * E-mails to a supplier's contact (issue 21, decision 134): the upload link sent through the outbox when
 * it is created, and the scheduled reminders of missing and expiring documents, read as received by a real
 * SMTP server.
 */
const ORIGIN = "https://qa.pacificfresh.example";
let t: TestApp;
let smtp: SmtpReceiver;
let tech: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  smtp = await startSmtpReceiver();
  tech = await t.signInAs("qa_tech");
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

/** Delivers what waits in the outbox and returns, decoded, the messages `to` received since `since`. */
async function deliveredTo(to: string, since: number) {
  await runQueuedEmails(
    t.db,
    { smtpUrl: smtp.url, from: "Clausewise <no-reply@clausewise.test>" },
    { error: () => {} },
  );
  return Promise.all(
    smtp.received
      .slice(since)
      .filter((m) => m.to.includes(to))
      .map(readMail),
  );
}

const createSupplier = async (name: string, extra: object = {}) => {
  const response = await t.call("POST", "/api/suppliers", {
    cookie: tech,
    body: {
      name,
      category: "services",
      riskLevel: "low",
      siteIds: ["oxnard"],
      contacts: [{ name: "No Mail" }, { name: "Ana Ruiz", email: "Ana.Ruiz@sanitation.example" }],
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().supplier.id as string;
};

describe("Send link by e-mail", () => {
  it("e-mails the upload link to the supplier's contact, in the creator's language, and the link works", async () => {
    const id = await createSupplier("Mail Sanitation Crew");
    const since = smtp.received.length;
    const created = await t.call("POST", `/api/suppliers/${id}/upload-links`, {
      cookie: tech,
      headers: { "accept-language": "es" },
      body: { documentTypes: ["insurance"], emailTo: "ana.ruiz@sanitation.example" },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().emailedTo).toBe("Ana.Ruiz@sanitation.example");
    const path = created.json().path as string;

    const [mail, ...more] = await deliveredTo("Ana.Ruiz@sanitation.example", since);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toContain("solicita documentos a Mail Sanitation Crew");
    expect(mail!.text).toContain("Hola Ana Ruiz");
    expect(mail!.text).toContain("Certificado de seguro");
    expect(mail!.text).toContain(`${ORIGIN}${path}`);
    const token = path.split("/").at(-1)!;
    const info = await t.call("GET", `/api/public/supplier-uploads/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json().supplier).toBe("Mail Sanitation Crew");
  });

  it("refuses an address that is not one of the supplier's contacts (400 on emailTo), creating no link", async () => {
    const id = await createSupplier("Mail Pest Crew");
    const since = smtp.received.length;
    const refused = await t.call("POST", `/api/suppliers/${id}/upload-links`, {
      cookie: tech,
      body: { emailTo: "someone@else.example" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("emailTo");
    expect(refused.body).toContain("Not the e-mail address of one of this supplier's contacts");
    const links = await t.call("GET", `/api/suppliers/${id}/upload-links`, { cookie: tech });
    expect(links.json().links).toHaveLength(0);
    expect(await deliveredTo("someone@else.example", since)).toHaveLength(0);
    const bad = await t.call("POST", `/api/suppliers/${id}/upload-links`, { cookie: tech, body: { emailTo: "nope" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("emailTo");
  });
});

describe("the supplier-reminders job", () => {
  it("e-mails the contact her missing documents with a live link, once a week per document, even when run again", async () => {
    const me = (await t.call("GET", "/api/auth/me", { cookie: tech })).json().user.id as string;
    await t.db.update(users).set({ locale: "es" }).where(eq(users.id, me));
    const id = await createSupplier("Reminded Pest Crew", {
      contacts: [{ name: "Luis Vega", email: "luis@reminded.example" }],
      ownerId: me,
    });
    const required = (await t.call("GET", `/api/suppliers/${id}`, { cookie: tech })).json().supplier.documents as {
      type: string;
      state: string;
    }[];
    expect(required.length).toBeGreaterThan(0);
    expect(required.every((d) => d.state === "missing")).toBe(true);

    const now = new Date();
    const since = smtp.received.length;
    expect(await sendSupplierReminders(t.db, ORIGIN, now)).toBeGreaterThan(0);
    const [mail, ...more] = await deliveredTo("luis@reminded.example", since);
    expect(more).toHaveLength(0);
    // In the owner's language: Spanish.
    expect(mail!.subject).toMatch(/^Recordatorio: .+ necesita documentos de Reminded Pest Crew$/);
    expect(mail!.text).toContain("Hola Luis Vega");
    expect(mail!.text.match(/: no recibido/g)).toHaveLength(required.length);
    const url = /https:\/\/qa\.pacificfresh\.example(\/supplier-upload\/[\w-]+)/.exec(mail!.text)!;
    const info = await t.call("GET", `/api/public/supplier-uploads/${url[1]!.split("/").at(-1)}`);
    expect(info.statusCode).toBe(200);
    expect([...info.json().documentTypes].sort()).toEqual(required.map((d) => d.type).sort());
    const stored = await t.db.select().from(supplierReminders).where(eq(supplierReminders.supplierId, id));
    expect(stored).toHaveLength(required.length);

    // The job run again (or retried) in the same period sends nothing more.
    const again = smtp.received.length;
    expect(await sendSupplierReminders(t.db, ORIGIN, now)).toBe(0);
    await sendSupplierReminders(t.db, ORIGIN, now);
    expect(await deliveredTo("luis@reminded.example", again)).toHaveLength(0);
    // The next week the documents still missing are reminded of again, with a new link.
    const later = smtp.received.length;
    await sendSupplierReminders(t.db, ORIGIN, shiftInstant(now, { days: 7 }));
    const [next, ...others] = await deliveredTo("luis@reminded.example", later);
    expect(others).toHaveLength(0);
    expect(next!.text).not.toContain(url[1]!);
  });
});
