import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, localDate, shiftInstant } from "../src/domain/dates";
import { capas, holds, incidents, monitoringRecords, organisations, sites } from "../src/server/db/schema";
import { createTestApp, otherOrg, type TestApp } from "./support/test-app";
import { demoFigures } from "../src/server/demo/demo-figures";
import { builtinFormVersionIds } from "../src/server/use-cases/forms/form-versions";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Item = { key: string; kind: string; title: string; url: string; site: string | null; read: boolean };
async function notifications(cookie: string): Promise<{ items: Item[]; unread: number }> {
  const response = await t.call("GET", "/api/notifications", { cookie });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("notifications derived from the demo data", () => {
  it("gives the CAPA past due and the hold older than 14 days, each with a stable key and its screen", async () => {
    const { items } = await notifications(await t.signInAs("admin"));
    const capa = items.find((i) => i.kind === "capa_overdue")!;
    expect(capa).toMatchObject({ site: "oxnard", title: "CAPA past due: Cooler 3 temperature excursion", read: false });
    expect(capa.key).toMatch(/^capa-overdue:[0-9a-f-]{36}$/);
    expect(capa.url).toMatch(/^\/app\/records\/incidents\?incident=[0-9a-f-]{36}$/);
    const hold = items.find((i) => i.kind === "hold_aged")!;
    expect(hold).toMatchObject({ site: "oxnard", title: "On hold for 16 days: Romaine hearts 3-pack, 12 ct cases" });
    expect(hold.url).toBe(`/app/records/holds?hold=${hold.key.split(":")[1]}`);
    expect(items.map((i) => i.kind).sort()).toEqual(["capa_overdue", "hold_aged"]);
  });

  it("shows a fresh admin the spec's 2 alerts (CAPA and hold); the certificate ~60 days out is not raised yet", async () => {
    // The certificate expiring in ~60 days is outside the 30-day notice, so it is not raised yet.
    const { items, unread } = await notifications(await t.signInAs("admin"));
    expect(unread).toBe(demoFigures.adminNotifications);
    expect(items.filter((i) => i.site === "oxnard" && !i.read)).toHaveLength(demoFigures.adminNotifications);
    expect(items.some((i) => i.kind === "certificate_expiring")).toBe(false);
  });

  it("goes to the roles that act on it: SOP reviews to their reviewer, nothing to read-only or restricted roles", async () => {
    const manager = await notifications(await t.signInAs("qa_manager"));
    expect(manager.items.filter((i) => i.kind === "sop_review_due").length).toBeGreaterThan(0);
    const pcqi = await notifications(await t.signInAs("pcqi"));
    const managerSops = manager.items.filter((i) => i.kind === "sop_review_due").map((i) => i.key);
    expect(pcqi.items.filter((i) => managerSops.includes(i.key))).toEqual([]);
    expect((await notifications(await t.signInAs("viewer"))).unread).toBe(0);
    expect((await notifications(await t.signInAs("supervisor"))).items.filter((i) => i.site === "oxnard")).toEqual([]);
  });

  it("marks one read for this user only, and all read", async () => {
    const admin = await t.signInAs("admin");
    const before = await notifications(admin);
    const first = before.items[0]!;
    const marked = await t.call("POST", "/api/notifications/read", { cookie: admin, body: { keys: [first.key] } });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().unread).toBe(before.unread - 1);
    expect(marked.json().items.find((i: Item) => i.key === first.key).read).toBe(true);
    const manager = await t.signInAs("qa_manager");
    expect((await notifications(manager)).items.find((i) => i.key === first.key)?.read).toBe(false);
    const all = await t.call("POST", "/api/notifications/read", { cookie: admin, body: { all: true } });
    expect(all.json().unread).toBe(0);
    const bad = await t.call("POST", "/api/notifications/read", { cookie: admin, body: { keys: [] } });
    expect(bad.statusCode).toBe(400);
  });
});

describe("notification rules on hand-built data", () => {
  it("raises overdue verification, overdue CAPA, aged hold and external audit, and clears them when resolved", async () => {
    const owner = await t.signIn(otherOrg.email);
    const [org] = await t.db.select().from(organisations).where(eq(organisations.name, otherOrg.name));
    const [site] = await t.db
      .select()
      .from(sites)
      .where(and(eq(sites.organisationId, org!.id), eq(sites.slug, otherOrg.siteSlug)));
    const base = {
      organisationId: org!.id,
      siteId: site!.id,
      formVersionId: (await builtinFormVersionIds(t.db)).water,
    };
    const today = localDate(new Date(), site!.timezone);
    expect((await notifications(owner)).items).toEqual([]);

    const [record] = await t.db
      .insert(monitoringRecords)
      .values({
        ...base,
        type: "water",
        clauseId: "2.01.01",
        occurredAt: new Date(),
        performedBy: "T",
        readings: {},
        summary: "ok",
        submittedAt: new Date(),
        dueDate: addCalendarDays(today, -1),
        createdByName: "T",
      })
      .returning();
    const [notYet] = await t.db
      .insert(monitoringRecords)
      .values({
        ...base,
        type: "water",
        clauseId: "2.01.01",
        occurredAt: new Date(),
        performedBy: "T",
        readings: {},
        summary: "ok",
        submittedAt: new Date(),
        dueDate: today,
        createdByName: "T",
      })
      .returning();
    const [incident] = await t.db
      .insert(incidents)
      .values({
        ...base,
        title: "Glass breakage",
        severity: "high",
        status: "investigating",
        clauseId: "1.01.01",
        description: "d",
        immediateAction: "a",
        capaRequired: true,
        reportedByName: "T",
        reportedAt: shiftInstant(new Date(), { days: -5 }),
      })
      .returning();
    const [capa] = await t.db
      .insert(capas)
      .values({
        ...base,
        incidentId: incident!.id,
        rootCause: "r",
        correctiveAction: "c",
        preventiveAction: "p",
        responsiblePerson: "Olivia",
        dueDate: addCalendarDays(today, -3),
        createdByName: "T",
      })
      .returning();
    const [old] = await t.db
      .insert(holds)
      .values({
        ...base,
        type: "product",
        itemName: "Dates, 11 lb flats",
        quantity: 10,
        unit: "cases",
        reason: "quality",
        holdByName: "T",
        holdAt: shiftInstant(new Date(), { days: -15 }),
      })
      .returning();
    await t.db.insert(holds).values({
      ...base,
      type: "product",
      itemName: "Fresh hold",
      quantity: 1,
      unit: "cases",
      reason: "quality",
      holdByName: "T",
      holdAt: shiftInstant(new Date(), { days: -13 }),
    });

    const raised = await notifications(owner);
    expect(raised.items.map((i) => i.key).sort()).toEqual(
      [`capa-overdue:${capa!.id}`, `hold-aged:${old!.id}`, `verification-overdue:${record!.id}`].sort(),
    );
    expect(raised.items.some((i) => i.key.includes(notYet!.id))).toBe(false);
    expect(raised.unread).toBe(3);

    // The demo organisation never sees these
    expect((await notifications(await t.signInAs("admin"))).items.filter((i) => i.key.includes(capa!.id))).toEqual([]);

    expect((await t.call("POST", `/api/records/${record!.id}/approve`, { cookie: owner, body: {} })).statusCode).toBe(
      200,
    );
    expect(
      (
        await t.call("POST", `/api/incidents/${incident!.id}/status`, {
          cookie: owner,
          body: { status: "corrected", note: "" },
        })
      ).statusCode,
    ).toBe(200);
    const after = await notifications(owner);
    expect(after.items.map((i) => i.key)).toEqual([`hold-aged:${old!.id}`]);
  });
});

describe("notifications of actions in progress", () => {
  it("tells those who manage CAPAs about a newly reported incident, but not its reporter", async () => {
    const tech = await t.signInAs("qa_tech");
    const reported = await t.call("POST", "/api/sites/oxnard/incidents", {
      cookie: tech,
      body: {
        title: "Glass fragment found near Pack line 1",
        severity: "high",
        clauseId: "1.01.01",
        description: "A shard was found under the conveyor during the mid-shift check.",
        immediateAction: "Line stopped, area cleaned, product since last check held.",
        capaRequired: true,
      },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const id = reported.json().id;
    const manager = (await notifications(await t.signInAs("qa_manager"))).items.find(
      (i) => i.key === `incident-reported:${id}`,
    );
    expect(manager).toMatchObject({
      kind: "incident_reported",
      title: "New high incident: Glass fragment found near Pack line 1",
      site: "oxnard",
      url: `/app/records/incidents?incident=${id}`,
    });
    expect((await notifications(tech)).items.some((i) => i.kind === "incident_reported")).toBe(false);
  });

  it("tells the requester when an evidence pack is ready", async () => {
    const tech = await t.signInAs("qa_tech");
    const created = await t.call("POST", "/api/evidence-packs", {
      cookie: tech,
      body: { siteId: "oxnard", rangeDays: 7, clauses: ["fsms"], format: "pdf" },
    });
    expect(created.statusCode, created.body).toBe(202);
    expect((await notifications(tech)).items.some((i) => i.kind === "evidence_pack_finished")).toBe(false);
    const { runPendingEvidenceJobs } = await import("../src/server/use-cases/audits/evidence/evidence-worker");
    await runPendingEvidenceJobs(t.db);
    const ready = (await notifications(tech)).items.find((i) => i.kind === "evidence_pack_finished");
    expect(ready).toMatchObject({ key: `evidence-pack-ready:${created.json().id}`, site: "oxnard", read: false });
    expect(ready!.title).toMatch(/^Evidence pack ready: /);
    expect((await notifications(await t.signInAs("pcqi"))).items.some((i) => i.key === ready!.key)).toBe(false);
  });
});
