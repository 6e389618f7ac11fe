import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, localDate, shiftInstant } from "../src/domain/dates";
import type { OverviewView } from "../src/domain/schemas/overview";
import { applicableClauses, defaultScope } from "../src/domain/scope";
import {
  auditEvents,
  capas,
  employees,
  incidents,
  monitoringRecords,
  organisations,
  overviewSnapshots,
  sites,
  trainingAssignments,
  trainingModules,
} from "../src/server/db/schema";
import { createTestApp, otherOrg, type TestApp } from "./support/test-app";
import { installWriteProbe } from "./support/write-probe";
import { demoFigures } from "../src/server/demo/demo-figures";
import { storeOverviewSnapshots } from "../src/server/use-cases/overview/store-snapshots";
import { builtinFormVersionIds } from "../src/server/use-cases/forms/form-versions";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
});
afterAll(() => t.close());

type Overview = OverviewView;
const ox = demoFigures.oxnard;

async function overview(site: string, cookie = admin, days = 30): Promise<Overview> {
  const response = await t.call("GET", `/api/sites/${site}/overview?days=${days}`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const tab = (o: Overview, name: string) => o.actionQueue.find((q) => q.tab === name)!;

describe("Overview: the demo figures of oxnard (spec §9)", () => {
  it("reads the demo figures (readiness against target and 30 days ago, records to verify, training, deviations)", async () => {
    const o = await overview("oxnard");
    expect(o.site).toEqual({ id: "oxnard", name: "Oxnard Packhouse" });
    expect(o.metrics.readinessScore).toEqual({
      value: ox.readiness,
      trend: ox.readiness - ox.readinessDaysAgo[30],
      target: ox.readinessTarget,
    });
    expect(o.metrics.recordsToVerify).toMatchObject({
      value: ox.recordsToVerify,
      dueWithin7Days: ox.recordsDueWithin7Days,
    });
    expect(o.metrics.trainingCoverage).toMatchObject({ value: ox.training.percent });
    expect(o.metrics.openDeviations).toMatchObject({ value: ox.openDeviations, overdue: ox.overdueDeviations });
  });

  it("has the six action-queue tabs with at most 3 items each, and clause areas of the applicable clauses only", async () => {
    const o = await overview("oxnard");
    expect(o.actionQueue.map((q) => q.tab)).toEqual(["verify", "training", "capas", "cal", "suppliers", "trace"]);
    // The demo's Valle Verde receipt lacks a KDE (decision 141).
    expect(tab(o, "trace").items.map((i) => [i.kind, i.url])).toEqual([
      ["kde_incomplete", "/app/traceability/completeness"],
    ]);
    for (const q of o.actionQueue) expect(q.items.length).toBeLessThanOrEqual(3);
    expect(tab(o, "verify").total).toBe(ox.recordsToVerify);
    expect(tab(o, "verify").items).toHaveLength(3);
    // oxnard's scope has processing and cold storage; yuma's default scope has FSMS only
    expect(o.byClause.map((r) => r.area)).toContain("Processing Operations");
    const yuma = await overview("yuma");
    expect(yuma.byClause.map((r) => r.area)).not.toContain("Processing Operations");
    expect(yuma.site.name).toBe("Yuma Harvest Operations");
  });

  it("compares with the snapshot of 7, 30 or 90 days ago and refuses other periods", async () => {
    const week = await overview("oxnard", admin, 7);
    expect(week.comparedWith).toBe(addCalendarDays(week.today, -7));
    expect(week.metrics.readinessScore.trend).toBe(ox.readiness - ox.readinessDaysAgo[7]);
    const quarter = await overview("oxnard", admin, 90);
    expect(quarter.metrics.readinessScore.trend).toBe(ox.readiness - ox.readinessDaysAgo[90]);
    const bad = await t.call("GET", "/api/sites/oxnard/overview?days=14", { cookie: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.days).toBe("Choose 7, 30 or 90 days");
  });

  it("moves when a record is verified and when the overdue CAPA is closed", async () => {
    const before = await overview("oxnard");
    const manager = await t.signInAs("qa_manager");
    const record = tab(before, "verify").items[0]!;
    const approved = await t.call("POST", `/api/records/${record.id}/approve`, {
      cookie: manager,
      body: { notes: "Checked against the log sheet" },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const afterVerify = await overview("oxnard");
    expect(afterVerify.metrics.recordsToVerify.value).toBe(ox.recordsToVerify - 1);
    expect(tab(afterVerify, "verify").items.map((i) => i.id)).not.toContain(record.id);

    const overdueCapa = tab(before, "capas").items.find((i) => i.status === "overdue")!;
    const closed = await t.call("POST", `/api/incidents/${overdueCapa.id}/status`, {
      cookie: manager,
      body: { status: "corrected", note: "Cooler 3 repaired and product evaluated" },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const afterClose = await overview("oxnard");
    expect(afterClose.metrics.openDeviations).toMatchObject({
      value: ox.openDeviations - 1,
      overdue: ox.overdueDeviations - 1,
    });
    expect(afterClose.metrics.readinessScore.value).toBeGreaterThan(before.metrics.readinessScore.value);
  });
});

describe("Overview formulas pinned on hand-built data (the other organisation's empty site)", () => {
  const tz = "America/Los_Angeles";
  let orgId: string;
  let siteId: string;
  let owner: string;
  const today = localDate(new Date(), tz);
  const day = (n: number) => addCalendarDays(today, n);
  const scored = applicableClauses(defaultScope()).filter((c) => !c.na);
  const total = scored.reduce((s, c) => s + c.points, 0);
  const points = (id: string) => scored.find((c) => c.id === id)!.points;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    owner = await t.signIn(otherOrg.email);
    const [org] = await t.db.select().from(organisations).where(eq(organisations.name, otherOrg.name));
    orgId = org!.id;
    const [site] = await t.db
      .select()
      .from(sites)
      .where(and(eq(sites.organisationId, orgId), eq(sites.slug, otherOrg.siteSlug)));
    siteId = site!.id;
    const base = { organisationId: orgId, siteId, formVersionId: (await builtinFormVersionIds(t.db)).temperature };
    const record = (clauseId: string, dueDate: string) => ({
      ...base,
      type: "temperature" as const,
      clauseId,
      occurredAt: new Date(),
      performedBy: "Test",
      readings: {},
      summary: "3 °C",
      submittedAt: new Date(),
      dueDate,
      createdByName: "Test",
    });
    const [overdue, soon] = await t.db
      .insert(monitoringRecords)
      .values([record("1.01.01", day(-1)), record("1.02.01", day(3))])
      .returning();
    ids.overdueRecord = overdue!.id;
    ids.soonRecord = soon!.id;
    const [incident] = await t.db
      .insert(incidents)
      .values({
        ...base,
        title: "Cooler door left open",
        severity: "high",
        status: "investigating",
        clauseId: "1.03.01",
        description: "Door open overnight",
        immediateAction: "Closed",
        capaRequired: true,
        reportedByName: "Test",
        reportedAt: shiftInstant(new Date(), { days: -10 }),
      })
      .returning();
    ids.incident = incident!.id;
    await t.db.insert(capas).values({
      ...base,
      incidentId: incident!.id,
      rootCause: "Latch worn",
      correctiveAction: "Replace latch",
      preventiveAction: "Weekly check",
      responsiblePerson: "Olivia Stone",
      dueDate: day(-2),
      createdByName: "Test",
    });
    const [module] = await t.db
      .insert(trainingModules)
      .values({
        organisationId: orgId,
        title: "Training program basics",
        clauses: ["4.01.01"],
        languages: ["EN"],
        durationMinutes: 15,
        passMark: 80,
        answerKey: [0],
        content: {},
      })
      .returning();
    const people = await t.db
      .insert(employees)
      .values(
        [1, 2, 3, 4].map((n) => ({
          ...base,
          employeeCode: `DB-00${n}`,
          name: `Worker ${n}`,
          jobRole: "harvest_crew" as const,
          hireDate: "2024-01-01",
        })),
      )
      .returning();
    await t.db.insert(trainingAssignments).values(
      people.map((p, i) => ({
        ...base,
        employeeId: p.id,
        moduleId: module!.id,
        dueDate: day(20),
        completedAt: i < 3 ? new Date() : null,
      })),
    );
    await t.db
      .insert(overviewSnapshots)
      .values({ ...base, day: day(-30), readiness: 50, recordsToVerify: 7, trainingCoverage: 40, openDeviations: 0 });
  });

  it("computes each card from the stored rows", async () => {
    const o = await overview(otherOrg.siteSlug, owner);
    // readiness: 1.01.01 (overdue record) and 1.03.01 (overdue CAPA) earn nothing; 4.01.01 earns 3/4 of its points
    const expected = Math.round(
      (100 * (total - points("1.01.01") - points("1.03.01") - points("4.01.01") / 4)) / total,
    );
    expect(o.metrics.readinessScore).toEqual({ value: expected, trend: expected - 50, target: 95 });
    expect(o.metrics.recordsToVerify).toEqual({ value: 2, trend: 2 - 7, dueWithin7Days: 1, overdue: 1 });
    expect(o.metrics.trainingCoverage).toEqual({ value: 75, trend: 75 - 40, required: 4, completed: 3 });
    expect(o.metrics.openDeviations).toEqual({ value: 1, trend: 1, overdue: 1 });
    expect(o.trainingByRole).toEqual([
      { role: "harvest_crew", label: "Harvest Crew", required: 4, completed: 3, percent: 75 },
    ]);
  });

  it("rolls clauses into areas and fills the action queue, most overdue first", async () => {
    const o = await overview(otherOrg.siteSlug, owner);
    expect(o.byClause.find((r) => r.tag === "fsms")).toMatchObject({ status: "overdue", overdue: 2, due: 1 });
    expect(o.byClause.find((r) => r.tag === "training")).toMatchObject({ status: "onTime", overdue: 0, due: 0 });
    expect(o.byClause.find((r) => r.tag === "water")).toMatchObject({ status: "onTime", overdue: 0, due: 0 });
    expect(tab(o, "verify")).toMatchObject({
      total: 2,
      items: [
        { id: ids.overdueRecord, status: "overdue", action: "Verify" },
        { id: ids.soonRecord, status: "dueSoon" },
      ],
    });
    expect(tab(o, "capas").items).toEqual([
      expect.objectContaining({
        id: ids.incident,
        kind: "capa",
        status: "overdue",
        url: `/app/records/incidents?incident=${ids.incident}`,
      }),
    ]);
    expect(tab(o, "training").total).toBe(1);
    expect(o.recentIncidents.map((i) => i.title)).toEqual(["Cooler door left open"]);
    const week = await overview(otherOrg.siteSlug, owner, 7);
    expect(week.recentIncidents).toEqual([]);
    expect(week.metrics.readinessScore.trend).toBeNull();
  });

  it("recovers the points when the record is verified and the CAPA closed", async () => {
    const before = await overview(otherOrg.siteSlug, owner);
    expect(
      (await t.call("POST", `/api/records/${ids.overdueRecord}/approve`, { cookie: owner, body: {} })).statusCode,
    ).toBe(200);
    const verified = await overview(otherOrg.siteSlug, owner);
    expect(verified.metrics.readinessScore.value).toBe(
      Math.round((100 * (total - points("1.03.01") - points("4.01.01") / 4)) / total),
    );
    expect(verified.metrics.recordsToVerify).toMatchObject({ value: 1, overdue: 0 });
    expect(
      (
        await t.call("POST", `/api/incidents/${ids.incident}/status`, {
          cookie: owner,
          body: { status: "corrected", note: "" },
        })
      ).statusCode,
    ).toBe(200);
    const closed = await overview(otherOrg.siteSlug, owner);
    expect(closed.metrics.readinessScore.value).toBe(Math.round((100 * (total - points("4.01.01") / 4)) / total));
    expect(closed.metrics.openDeviations).toMatchObject({ value: 0, overdue: 0 });
    expect(closed.metrics.readinessScore.value).toBeGreaterThan(before.metrics.readinessScore.value);
  });

  it("leaves the database untouched on GET: no snapshot, no audit event, no statement that wrote", async () => {
    await overview(otherOrg.siteSlug, owner);
    const snapshotsBefore = await t.db.$count(overviewSnapshots);
    const eventsBefore = await t.db.$count(auditEvents);
    const probe = await installWriteProbe(t.db);
    try {
      // Straight to the app: the test harness's wait before a read (`settle`) sends a NOTIFY on PostgreSQL.
      const get = (site: string, cookie: string, days: number) =>
        t.app.inject({ method: "GET", url: `/api/sites/${site}/overview?days=${days}`, headers: { cookie } });
      for (const days of [7, 30, 90]) expect((await get(otherOrg.siteSlug, owner, days)).statusCode).toBe(200);
      expect((await get("oxnard", admin, 30)).statusCode).toBe(200);
      expect(await probe.count()).toBe(0);
      expect(await t.db.$count(overviewSnapshots)).toBe(snapshotsBefore);
      expect(await t.db.$count(auditEvents)).toBe(eventsBefore);
      // The probe sees a write: the snapshot job's.
      await storeOverviewSnapshots(t.db);
      expect(await probe.count()).toBeGreaterThan(0);
    } finally {
      await probe.remove();
    }
  });

  it("stores today's figures of every site as its daily snapshot in the overview-snapshots job", async () => {
    const o = await overview(otherOrg.siteSlug, owner);
    const [site] = await t.db.select().from(sites).where(eq(sites.id, siteId));
    const stored = await storeOverviewSnapshots(t.db);
    expect(stored).toBe(await t.db.$count(sites));
    const [snapshot] = await t.db
      .select()
      .from(overviewSnapshots)
      .where(and(eq(overviewSnapshots.siteId, site!.id), eq(overviewSnapshots.day, o.today)));
    expect(snapshot).toMatchObject({
      readiness: o.metrics.readinessScore.value,
      recordsToVerify: o.metrics.recordsToVerify.value,
      trainingCoverage: o.metrics.trainingCoverage.value,
      openDeviations: o.metrics.openDeviations.value,
    });
  });
});

describe("Readiness target", () => {
  it("is a stored per-site setting a PCQI may change, with an audit event", async () => {
    const pcqi = await t.signInAs("pcqi");
    const set = await t.call("PUT", "/api/sites/yuma/readiness-target", { cookie: pcqi, body: { target: 90 } });
    expect(set.statusCode, set.body).toBe(200);
    expect((await overview("yuma")).metrics.readinessScore.target).toBe(90);
    expect((await overview("oxnard")).metrics.readinessScore.target).toBe(ox.readinessTarget);
    const log = await t.call("GET", "/api/audit-log?action=readiness_target.update", { cookie: admin });
    expect(JSON.stringify(log.json())).toContain("readiness_target.update");
  });

  it("refuses a target outside 1–100 naming the field", async () => {
    const bad = await t.call("PUT", "/api/sites/yuma/readiness-target", { cookie: admin, body: { target: 140 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.target).toBe("The target must be between 1 and 100");
  });

  it("answers 404 for an unknown site and 403 outside a site restriction", async () => {
    expect((await t.call("GET", "/api/sites/nowhere/overview", { cookie: admin })).statusCode).toBe(404);
    const supervisor = await t.signInAs("supervisor");
    expect((await t.call("GET", "/api/sites/oxnard/overview", { cookie: supervisor })).statusCode).toBe(403);
    expect((await t.call("GET", "/api/sites/yuma/overview", { cookie: supervisor })).statusCode).toBe(200);
  });
});
