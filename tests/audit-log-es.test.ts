import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, auditVerifications, sites } from "../src/server/db/schema";
import { runAuditVerification } from "../src/server/use-cases/audit/audit-verifications";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Settings › Audit log in the reader's language (issue 13): what Verify now found (a break, a warning,
 * why a run could not finish) and the names of the system's own actors in the event list come in
 * Spanish for a Spanish reader and stay English for an English one; people's names stay as stored.
 */
let t: TestApp;
let cookie: string;
const log = { error: () => {} };
const spanish = { "accept-language": "es-MX,es;q=0.9" };
const english = { "accept-language": "en-US,en;q=0.9" };

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signInAs("admin");
});
afterAll(() => t.close());

const runVerificationJobs = () =>
  t.testDb.database.jobs.runQueued("audit-verification", ({ verificationId }) =>
    runAuditVerification(t.db, t.app.auditTrail, verificationId, log),
  );
const latestVerification = async (headers: Record<string, string>) => {
  const response = await t.call("GET", "/api/audit-log/status", { cookie, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().latestVerification;
};
const verifyNow = async () => {
  const queued = await t.call("POST", "/api/audit-log/verifications", { cookie, headers: spanish });
  expect(queued.statusCode, queued.body).toBe(202);
  expect(await runVerificationJobs()).toBe(1);
  return queued.json().id as string;
};

describe("the audit log in Spanish", () => {
  it("names the system's own actors in the reader's language, and people as they are", async () => {
    const id = await verifyNow();
    const events = async (headers: Record<string, string>) => {
      const response = await t.call("GET", `/api/audit-log?entityId=${id}`, { cookie, headers });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().items as { action: string; actorName: string }[]).map((e) => [e.action, e.actorName]);
    };
    expect(await events(spanish)).toEqual([
      ["audit_log.verify_result", "Verificador del registro de auditoría"],
      ["audit_log.verify_request", "Alex Rivera"],
    ]);
    expect(await events(english)).toEqual([
      ["audit_log.verify_result", "Audit trail verifier"],
      ["audit_log.verify_request", "Alex Rivera"],
    ]);

    const seeded = await t.call("GET", "/api/audit-log?action=site.create", { cookie, headers: spanish });
    const names = new Set((seeded.json().items as { actorName: string }[]).map((e) => e.actorName));
    expect(names).toEqual(new Set(["Sistema (datos de demostración)"]));
    const seededInEnglish = await t.call("GET", "/api/audit-log?action=site.create", { cookie, headers: english });
    expect(new Set((seededInEnglish.json().items as { actorName: string }[]).map((e) => e.actorName))).toEqual(
      new Set(["System (demo seed)"]),
    );
  });

  it("words Verify now's warning and the first break in the reader's language; the trail keeps the English", async () => {
    // No checkpoint is signed yet: the run passes with a warning.
    const [yuma] = await t.db.select().from(sites).where(eq(sites.slug, "yuma"));
    const orgId = yuma!.organisationId;
    const passed = await latestVerification(spanish);
    expect(passed.status).toBe("passed");
    expect(passed.warnings).toHaveLength(1);
    expect(passed.warnings[0]).toMatch(
      new RegExp(
        `^Organización ${orgId}: aún no hay un punto de control firmado; sus \\d+ eventos están protegidos solo por la cadena de hash\\.$`,
      ),
    );
    expect((await latestVerification(english)).warnings[0]).toMatch(
      new RegExp(
        `^Organisation ${orgId}: no signed checkpoint yet; its \\d+ events are protected by the hash chain only\\.$`,
      ),
    );

    // A superuser edits one event behind the application's back.
    const [victim] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.organisationId, orgId), eq(auditEvents.seq, 4)));
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(auditEvents).set({ actorName: "Mallory" }).where(eq(auditEvents.id, victim!.id));
    });
    const id = await verifyNow();
    expect(await latestVerification(spanish)).toMatchObject({
      id,
      status: "failed",
      firstBreak: { seq: 4, eventId: victim!.id, reason: "el contenido no coincide con su hash (se alteró el evento)" },
      warnings: [],
    });
    expect((await latestVerification(english)).firstBreak.reason).toBe(
      "content does not match its hash (the event was altered)",
    );
    // The trail's own record of the verdict is in English, whatever the language of who asked.
    const [result] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "audit_log.verify_result"), eq(auditEvents.entityId, id)));
    expect(result!.after).toMatchObject({
      status: "failed",
      firstBreak: { seq: 4, eventId: victim!.id, reason: "content does not match its hash (the event was altered)" },
    });
  });

  it("says why a run could not finish in the reader's language, also for a run stored in English before", async () => {
    const queued = await t.call("POST", "/api/audit-log/verifications", { cookie, headers: spanish });
    const id = queued.json().id as string;
    // Its server died three times while it ran: the fourth start gives it up.
    await t.db.update(auditVerifications).set({ attempts: 3 }).where(eq(auditVerifications.id, id));
    expect(await runVerificationJobs()).toBe(1);
    expect(await latestVerification(spanish)).toMatchObject({
      id,
      status: "error",
      failureReason: "La verificación no terminó después de 3 intentos.",
    });
    expect((await latestVerification(english)).failureReason).toBe("The verification did not finish after 3 attempts.");

    const [latest] = await t.db
      .select({ id: auditVerifications.id })
      .from(auditVerifications)
      .orderBy(desc(auditVerifications.createdAt))
      .limit(1);
    await t.db
      .update(auditVerifications)
      .set({ failureReason: "The verification could not run to the end. Try again; the server log has the details." })
      .where(eq(auditVerifications.id, latest!.id));
    expect((await latestVerification(spanish)).failureReason).toBe(
      "La verificación no pudo ejecutarse hasta el final. Vuelva a intentarlo; el registro del servidor tiene los detalles.",
    );
  });
});
