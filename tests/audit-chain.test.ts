import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyAuditChains } from "../src/server/use-cases/audit/verify-chain";
import { auditEvents } from "../src/server/db/schema";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
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
});
