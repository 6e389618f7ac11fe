import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyAuditChains } from "../src/server/use-cases/audit/verify-chain";
import { auditEvents } from "../src/server/db/schema";
import { createTestApp, type TestApp } from "./support/test-app";

const run = promisify(execFile);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ onDisk: true });
});
afterAll(() => t.close());

describe("audit trail", () => {
  it("appends an event with before and after values to every write, chained by hash", async () => {
    const cookie = await t.signInAs("admin");
    const response = await t.call("PATCH", "/api/sites/yuma", {
      cookie,
      body: { name: "Yuma Harvest", address: "4200 S Avenue 3E, Yuma, AZ 85365", timezone: "America/Phoenix" },
    });
    expect(response.statusCode).toBe(200);
    const log = (await t.call("GET", "/api/audit-log?action=site.update", { cookie })).json();
    expect(log.total).toBe(1);
    expect(log.items[0]).toMatchObject({
      actorName: "Alex Rivera",
      entityType: "site",
      entityId: "yuma",
      before: { name: "Yuma Harvest Operations" },
      after: { name: "Yuma Harvest" },
    });
    const events = await t.db.select().from(auditEvents).orderBy(asc(auditEvents.organisationId), asc(auditEvents.seq));
    for (const [i, e] of events.entries()) {
      const previous = events[i - 1];
      if (previous && previous.organisationId === e.organisationId) expect(e.prevHash).toBe(previous.hash);
    }
    expect((await verifyAuditChains(t.db)).breaks).toEqual([]);
  });

  it("validates audit-log filters", async () => {
    const cookie = await t.signInAs("admin");
    const bad = await t.call("GET", "/api/audit-log?pageSize=1000&from=yesterday", { cookie });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(["from", "pageSize"]);
  });

  it("is refused UPDATE, DELETE and TRUNCATE by the database itself", async () => {
    await expect(t.db.update(auditEvents).set({ actorName: "Mallory" })).rejects.toThrow();
    await expect(t.db.delete(auditEvents)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_events`)).rejects.toThrow();
    const names = await t.db.select({ n: auditEvents.actorName }).from(auditEvents);
    expect(names.some((r) => r.n === "Mallory")).toBe(false);
  });

  it("audit:verify names the first event whose content was tampered with", async () => {
    const clean = await runVerify();
    expect(clean.code).toBe(0);
    expect(clean.stdout).toMatch(/Audit trail intact: \d+ events verified/);

    const [target] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, "site.update"));
    // Only by switching the trigger off (as the table owner) can a row be altered; verify must notice.
    await t.db.execute(sql`alter table audit_events disable trigger audit_events_no_update_delete`);
    await t.db
      .update(auditEvents)
      .set({ after: { name: "Forged" } })
      .where(eq(auditEvents.id, target!.id));
    await t.db.execute(sql`alter table audit_events enable trigger audit_events_no_update_delete`);

    const { breaks } = await verifyAuditChains(t.db);
    expect(breaks).toEqual([expect.objectContaining({ eventId: target!.id, seq: target!.seq })]);
    const tampered = await runVerify();
    expect(tampered.code).toBe(1);
    expect(tampered.stderr).toContain(`at event #${target!.seq} (${target!.id})`);
  });
});

/** Runs `npm run audit:verify` against this test's database (PGlite is closed meanwhile: one process at a time). */
async function runVerify() {
  const onPglite = t.testDb.database.kind === "pglite";
  if (onPglite) await t.testDb.database.close();
  try {
    const { stdout, stderr } = await run("npx", ["tsx", "src/server/use-cases/audit/verify-cli.ts"], {
      env: { ...process.env, ...t.testDb.env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  } finally {
    if (onPglite) await reopen();
  }
}

async function reopen() {
  const { openDatabase } = await import("../src/server/db/client");
  const reopened = await openDatabase({ dataDir: t.testDb.env.DATA_DIR! });
  t.testDb.database = reopened;
  t.db = reopened.db;
}
