import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, organisationDeletions, organisations } from "../src/server/db/schema";
import { signCheckpointNow } from "../src/server/use-cases/audit/sign-checkpoints";
import { checkpointsOutsideDatabase } from "../src/server/use-cases/audit/audit-trail-keys";
import { verifyAuditChains } from "../src/server/use-cases/audit/verify-chain";
import { organisationAccounts, ownedRows } from "../src/server/use-cases/organisation/organisation-rows";
import { purgePlan, schemaTables } from "../src/server/use-cases/organisation/purge-plan";
import { purgeOrganisation, runOrganisationPurge } from "../src/server/use-cases/organisation/purge-organisation";
import { DEMO_PASSWORD } from "../src/server/demo/demo-organisation";
import { demoEmail, otherOrg, createTestApp, type TestApp } from "./support/test-app";

// Deleting an organisation on request (issue 14, decision 079): a grace period, every admin told, cancellable,
// then a purge that removes every row of the organisation in every table — counted table by table from the
// schema itself — and leaves the other organisation's data and audit chain verifying.

let t: TestApp;
let admin: string;
let orgId: string;
let otherId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
  await t.signIn(otherOrg.email);
  const orgs = await t.db.select().from(organisations);
  orgId = orgs.find((o) => o.name === "Pacific Fresh Produce Co.")!.id;
  otherId = orgs.find((o) => o.name === otherOrg.name)!.id;
}, 120_000);
afterAll(() => t.close());

const count = async (query: ReturnType<typeof sql>) =>
  Number(((await t.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

/** Rows per table of one organisation: by its own organisation_id where the table has one, else by the plan's rule. */
async function rowsPerTable(organisationId: string, owner: Parameters<typeof ownedRows>[1]) {
  const rules = new Map(purgePlan().map((s) => [s.table, s.rule]));
  const counts: Record<string, number> = {};
  for (const table of schemaTables()) {
    const where = table.columns.some((c) => c.name === "organisation_id")
      ? sql`organisation_id = ${organisationId}`
      : ownedRows(rules.get(table.name)!, owner)!;
    counts[table.name] = await count(sql`select count(*)::int as n from ${sql.raw(`"${table.name}"`)} where ${where}`);
  }
  return counts;
}
const ownerOf = async (organisationId: string) => {
  const accounts = await organisationAccounts(t.db, organisationId, { onlyThisOrganisation: false });
  return { organisationId, userIds: accounts.map((a) => a.id), emails: accounts.map((a) => a.email) };
};

describe("deleting an organisation on request", () => {
  it("needs the administrator's password, tells every administrator, and can be cancelled", async () => {
    const wrong = await t.call("POST", "/api/organisation/deletion", {
      cookie: admin,
      body: { password: "wrong-password" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.fields.password).toBe("Password is incorrect");
    const empty = await t.call("POST", "/api/organisation/deletion", { cookie: admin, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.password).toBeDefined();

    const before = Date.now();
    const requested = await t.call("POST", "/api/organisation/deletion", {
      cookie: admin,
      body: { password: DEMO_PASSWORD },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const purgeAfter = Date.parse(requested.json().purgeAfter);
    expect(purgeAfter - before).toBeGreaterThanOrEqual(30 * 86_400_000 - 1000);
    expect(purgeAfter - before).toBeLessThan(30 * 86_400_000 + 60_000);
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.organisationId, orgId));
    expect(mail.filter((m) => m.subject.includes("will be deleted")).map((m) => m.to)).toEqual([demoEmail("admin")]);

    const again = await t.call("POST", "/api/organisation/deletion", {
      cookie: admin,
      body: { password: DEMO_PASSWORD },
    });
    expect(again.statusCode).toBe(409);
    const status = await t.call("GET", "/api/organisation/deletion", { cookie: admin });
    expect(status.json()).toMatchObject({
      graceDays: 30,
      deletion: { status: "scheduled", requestedByName: "Alex Rivera" },
    });

    const cancelled = await t.call("DELETE", "/api/organisation/deletion", { cookie: admin });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled", cancelledByName: "Alex Rivera" });
    expect((await t.call("GET", "/api/organisation/deletion", { cookie: admin })).json().deletion).toBeNull();
    expect((await t.call("DELETE", "/api/organisation/deletion", { cookie: admin })).statusCode).toBe(404);
    // A cancelled deletion is never purged, even when its job runs.
    expect(await purgeOrganisation(t.db, t.app.auditTrail.signer, cancelled.json().id, new Date(purgeAfter + 1))).toBe(
      "not_scheduled",
    );
  }, 120_000);

  it("purges every row of the organisation in every table after the grace period, and nothing of the other", async () => {
    await signCheckpointNow(t.db, t.app.auditTrail, orgId);
    await signCheckpointNow(t.db, t.app.auditTrail, otherId);
    const requested = await t.call("POST", "/api/organisation/deletion", {
      cookie: admin,
      body: { password: DEMO_PASSWORD },
    });
    const deletionId = requested.json().id as string;
    const owner = await ownerOf(orgId);
    const otherOwner = await ownerOf(otherId);
    const before = await rowsPerTable(orgId, owner);
    const otherBefore = await rowsPerTable(otherId, otherOwner);
    // The demo organisation reaches far: most tables hold some of its rows.
    const populated = Object.keys(before).filter((name) => before[name]! > 0);
    expect(populated.length).toBeGreaterThan(35);

    // Still in its grace period: the job does nothing.
    expect(await purgeOrganisation(t.db, t.app.auditTrail.signer, deletionId)).toBe("not_due");
    expect(await rowsPerTable(orgId, owner)).toEqual(before);

    // The grace period is over: the queued job purges.
    await t.db
      .update(organisationDeletions)
      .set({ purgeAfter: new Date(Date.now() - 1000) })
      .where(eq(organisationDeletions.id, deletionId));
    const ran = await t.testDb.database.jobs.runQueued(
      "organisation-purge",
      ({ deletionId: id }) => runOrganisationPurge(t.db, t.app.auditTrail.signer, id, { info: () => {} }),
      { includeDelayed: true },
    );
    expect(ran).toBeGreaterThanOrEqual(1);

    const after = await rowsPerTable(orgId, owner);
    const left = Object.entries(after).filter(([, n]) => n > 0);
    // Only the deletion records remain (the cancelled request and the tombstone of this purge).
    expect(left).toEqual([["organisation_deletions", 2]]);
    expect(await rowsPerTable(otherId, otherOwner)).toEqual(otherBefore);

    const [tombstone] = await t.db
      .select()
      .from(organisationDeletions)
      .where(and(eq(organisationDeletions.id, deletionId), eq(organisationDeletions.status, "purged")));
    expect(tombstone).toMatchObject({
      organisationId: orgId,
      requestedByName: "Alex Rivera",
      keyId: t.app.auditTrail.signer.keyId,
    });
    expect(tombstone!.finalSeq).toBe(before.audit_events);
    expect(JSON.parse(tombstone!.removedRows!).audit_events).toBe(before.audit_events);

    // The demo accounts are gone; the other organisation signs in as before.
    const signIn = await t.call("POST", "/api/auth/login", {
      body: { email: demoEmail("admin"), password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    expect(await t.signIn(otherOrg.email)).toMatch(/^cw_session=/);
    // Each former administrator is told it is done (the e-mail carries no organisation: it has none left).
    const done = await t.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} like '% was deleted from Clausewise'`);
    expect(done.map((m) => [m.to, m.organisationId])).toEqual([[demoEmail("admin"), null]]);
  }, 180_000);

  it("leaves the other organisation's audit chain verifying, and the purged one's checkpoints explained by its signed tombstone", async () => {
    const options = {
      trustedKeys: [t.app.auditTrail.signer.publicKey],
      externalCheckpoints: checkpointsOutsideDatabase(t.app.auditTrail.file),
    };
    expect(options.externalCheckpoints.some((c) => c.organisationId === orgId)).toBe(true);
    const result = await verifyAuditChains(t.db, options);
    expect(result.breaks).toEqual([]);
    expect(result.organisations.map((o) => o.organisationId)).toEqual([otherId]);
    expect(result.warnings.join("\n")).toContain(`Organisation ${orgId} was deleted on request`);

    // A tombstone whose signature does not verify explains nothing: the missing events are a break.
    await t.db
      .update(organisationDeletions)
      .set({ signature: Buffer.alloc(64).toString("base64") })
      .where(eq(organisationDeletions.status, "purged"));
    const forged = await verifyAuditChains(t.db, options);
    expect(forged.breaks).toEqual([
      expect.objectContaining({
        organisationId: orgId,
        reason: expect.stringContaining("not signed by the trusted key"),
      }),
    ]);
  });

  it("lets no other transaction past the append-only trigger", async () => {
    await expect(t.db.execute(sql`delete from audit_events where organisation_id = ${otherId}`)).rejects.toThrow();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('clausewise.purge_organisation', ${orgId}, true)`);
        await tx.execute(sql`delete from audit_events where organisation_id = ${otherId}`);
      }),
    ).rejects.toThrow();
  });
});
