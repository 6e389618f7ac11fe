import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, siteToday } from "../src/domain/dates";
import { auditEvents, holds, recallDrills, sites } from "../src/server/db/schema";
import { DEMO_PASSWORD } from "../src/server/demo/demo-organisation";
import { recallDrillEvidence } from "../src/server/use-cases/traceability/recall-drill-evidence";
import { createTestApp, type TestApp } from "./support/test-app";

// Mock recall drills (issue 20, decision 137). oxnard packs DRILL-A (600 cases) and ships 200 to FreshMart's
// DC (a stored location of a trading partner), 150 to Valley Grocers (described in the event) and 50 to
// yuma, which cuts them into 40 cases of salad DRILL-C and ships 30 to Desert Deli. DRILL-B is packed the
// same day and never touched by the drill. Every expected figure below is worked out by hand from that.
const today = siteToday("America/Los_Angeles");
const d = (offset: number) => addCalendarDays(today, offset);

let t: TestApp;
let admin: string;
let viewer: string;
const ids: Record<string, string> = {};

const place = (
  businessName: string,
  kind: string,
  address: string,
  city: string,
  state: string,
  zip: string,
  phone: string,
) => ({
  kind,
  businessName,
  phone,
  address,
  city,
  state,
  postalCode: zip,
});
const romaine = { productName: "Romaine hearts", packagingSize: "24 ct", packagingStyle: "carton" };
const yumaDc = place("Yuma DC", "distribution_center", "9 Desert Rd", "Yuma", "AZ", "85364", "+1 928 555 0109");

async function created(site: string, body: Record<string, unknown>) {
  const response = await t.call("POST", `/api/sites/${site}/trace-events`, { cookie: admin, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; tlc?: string };
}
const packing = (tlc: string, cases: number) => ({
  type: "initial_packing",
  tlc,
  received: [
    {
      commodity: "Romaine lettuce",
      receivedDate: d(-5),
      quantity: { value: 75, unit: "bins" },
      farm: { locationId: ids.farm },
      growingArea: "Ranch 4",
      harvester: { businessName: "Rivera Harvest Crew", phone: "+1 831 555 0101" },
      harvestDate: d(-6),
    },
  ],
  product: { productId: ids.romaine },
  quantity: { value: cases, unit: "cases" },
  packingLocation: { locationId: ids.packhouse },
  packingDate: d(-5),
  referenceDocument: { type: "production_log", number: `PL-${tlc}` },
});
const shipping = (tlc: string, cases: number, shipTo: unknown, number: string) => ({
  type: "shipping",
  tlc,
  quantity: { value: cases, unit: "cases" },
  product: { productId: ids.romaine },
  shipTo,
  shipFrom: { locationId: ids.packhouse },
  shipDate: d(-4),
  tlcSource: { location: { locationId: ids.packhouse } },
  referenceDocument: { type: "bill_of_lading", number },
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
  viewer = await t.signInAs("viewer");
  const master = async (path: string, body: unknown) => {
    const response = await t.call("POST", `/api/sites/oxnard/${path}`, { cookie: admin, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  ids.romaine = await master("trace-products", {
    ...romaine,
    commodity: "Romaine lettuce",
    onFoodTraceabilityList: true,
    ftlCategory: "leafy_greens",
  });
  ids.farm = await master("trace-locations", {
    location: place("Rivera Family Farms", "farm", "1200 Abbott St", "Salinas", "CA", "93901", "+1 831 555 0100"),
    growingAreas: [{ name: "Ranch 4" }],
  });
  ids.packhouse = await master("trace-locations", {
    location: place("Oxnard Packhouse", "packinghouse", "100 Harbor Blvd", "Oxnard", "CA", "93030", "+1 805 555 0100"),
  });
  ids.freshmartDc = await master("trace-locations", {
    location: place(
      "FreshMart DC 4",
      "distribution_center",
      "77 Commerce Way",
      "Ontario",
      "CA",
      "91761",
      "+1 909 555 0144",
    ),
  });
  await master("trading-partners", { name: "FreshMart", roles: ["customer"], locationIds: [ids.freshmartDc] });

  await created("oxnard", packing("DRILL-A", 600));
  await created("oxnard", packing("DRILL-B", 100));
  await created("oxnard", shipping("DRILL-A", 200, { locationId: ids.freshmartDc }, "BOL-200"));
  await created(
    "oxnard",
    shipping(
      "DRILL-A",
      150,
      place("Valley Grocers", "other", "5 Main St", "Fresno", "CA", "93701", "+1 559 555 0150"),
      "BOL-150",
    ),
  );
  await created("oxnard", shipping("DRILL-A", 50, yumaDc, "BOL-50"));
  await created("oxnard", shipping("DRILL-B", 100, { locationId: ids.freshmartDc }, "BOL-B"));
  await created("yuma", {
    type: "receiving",
    tlc: "DRILL-A",
    quantity: { value: 50, unit: "cases" },
    product: romaine,
    previousSource: place(
      "Oxnard Packhouse",
      "packinghouse",
      "100 Harbor Blvd",
      "Oxnard",
      "CA",
      "93030",
      "+1 805 555 0100",
    ),
    receivingLocation: yumaDc,
    receiveDate: d(-3),
    tlcSource: { reference: "FDA FFRN 12345678901" },
    referenceDocument: { type: "advance_ship_notice", number: "ASN-50" },
  });
  const salad = { productName: "Chopped salad", packagingSize: "12 oz", packagingStyle: "bag" };
  await created("yuma", {
    type: "transformation",
    tlc: "DRILL-C",
    inputs: [{ tlc: "DRILL-A", product: romaine, quantity: { value: 50, unit: "cases" } }],
    transformationLocation: yumaDc,
    completedDate: d(-2),
    product: salad,
    quantity: { value: 40, unit: "cases" },
    referenceDocument: { type: "batch_log", number: "BL-1" },
  });
  await created("yuma", {
    type: "shipping",
    tlc: "DRILL-C",
    quantity: { value: 30, unit: "cases" },
    product: salad,
    shipTo: place("Desert Deli", "other", "3 Palm Ave", "Phoenix", "AZ", "85001", "+1 602 555 0130"),
    shipFrom: yumaDc,
    shipDate: d(-1),
    tlcSource: { location: yumaDc },
    referenceDocument: { type: "bill_of_lading", number: "BOL-C" },
  });
  // The master data above changed oxnard's traceability plan: signed again, so that the overview's
  // traceability area counts the drills alone (a plan changed since signing is a gap too, decision 153).
  const pcqi = await t.signInAs("pcqi");
  const { contentHash } = (await t.call("GET", "/api/sites/oxnard/traceability/plan", { cookie: pcqi })).json();
  const signed = await t.call("POST", "/api/sites/oxnard/traceability/plan/versions", {
    cookie: pcqi,
    body: { password: DEMO_PASSWORD, contentHash },
  });
  expect(signed.statusCode, signed.body).toBe(201);
});
afterAll(() => t.close());

const drills = "/api/sites/oxnard/recall-drills";
let drillId: string;

describe("starting a drill", () => {
  it("refuses a start without a lot or with an unknown one, naming the field, and a viewer", async () => {
    const none = await t.call("POST", drills, { cookie: admin, body: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({
      tlc: "Enter a traceability lot code, or choose a product and a date range",
    });
    const unknown = await t.call("POST", drills, { cookie: admin, body: { tlc: "NOPE-1" } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ tlc: "No traceability event carries this lot code" });
    const noRange = await t.call("POST", drills, { cookie: admin, body: { productId: ids.romaine, from: d(-9) } });
    expect(noRange.statusCode).toBe(400);
    expect(noRange.json().error.fields).toEqual({ to: "Enter the date range" });
    const emptyRange = await t.call("POST", drills, {
      cookie: admin,
      body: { productId: ids.romaine, from: d(-30), to: d(-20) },
    });
    expect(emptyRange.statusCode).toBe(400);
    expect(emptyRange.json().error.fields).toEqual({ productId: "No lot of this product in the date range" });
    expect((await t.call("POST", drills, { cookie: viewer, body: { tlc: "DRILL-A" } })).statusCode).toBe(403);
  });

  it("starts from a product and a date range with that product's lots of the range", async () => {
    const response = await t.call("POST", drills, {
      cookie: admin,
      body: { productId: ids.romaine, from: d(-6), to: d(-5) },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().startLots).toEqual(["DRILL-A", "DRILL-B"]);
  });

  it("starts from a lot code: the clock runs, and the trace, customers, balance and lots on hand are there", async () => {
    const response = await t.call("POST", drills, { cookie: admin, body: { tlc: "drill-a" } });
    expect(response.statusCode, response.body).toBe(201);
    const drill = response.json();
    drillId = drill.id;
    expect(drill).toMatchObject({ status: "open", startLots: ["DRILL-A"], steps: [], closedAt: null });
    expect(drill.elapsed).toEqual({ minutes: 0, withinTarget: true, targetMinutes: 240 });
    const [row] = await t.db.select().from(recallDrills).where(eq(recallDrills.id, drillId));
    expect(row!.startedAt.toISOString()).toBe(drill.startedAt);

    const { findings } = drill;
    expect(findings.lots).toEqual([
      { tlc: "DRILL-A", depth: 0, direction: "forward" },
      { tlc: "DRILL-C", depth: 1, direction: "forward" },
    ]);
    expect(
      findings.customers.map((c: { businessName: string; partnerName?: string; phone: string; totals: unknown }) => [
        c.businessName,
        c.partnerName ?? null,
        c.phone,
        c.totals,
      ]),
    ).toEqual([
      ["Desert Deli", null, "+1 602 555 0130", [{ tlc: "DRILL-C", value: 30, unit: "cases" }]],
      ["FreshMart DC 4", "FreshMart", "+1 909 555 0144", [{ tlc: "DRILL-A", value: 200, unit: "cases" }]],
      ["Valley Grocers", null, "+1 559 555 0150", [{ tlc: "DRILL-A", value: 150, unit: "cases" }]],
      ["Yuma DC", null, "+1 928 555 0109", [{ tlc: "DRILL-A", value: 50, unit: "cases" }]],
    ]);
    expect(findings.customers[1].address).toBe("77 Commerce Way, Ontario, CA 91761, US");
    // 600 packed, 400 shipped: 200 cases still at oxnard by the records; yuma's cases are not this site's.
    expect(findings.onHand).toEqual([{ tlc: "DRILL-A", value: 200, unit: "cases" }]);
    const balance = (site: string, tlc: string) =>
      findings.massBalance.find((b: { siteId: string; tlc: string }) => b.siteId === site && b.tlc === tlc);
    expect(balance("oxnard", "DRILL-A")).toMatchObject({ made: 600, shipped: 400, difference: 200 });
    expect(balance("yuma", "DRILL-A")).toMatchObject({ received: 50, used: 50, difference: 0, status: "balanced" });
    expect(balance("yuma", "DRILL-C")).toMatchObject({ made: 40, shipped: 30, difference: 10 });
    expect(findings.massBalance.some((b: { tlc: string }) => b.tlc === "DRILL-B")).toBe(false);

    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "recall_drill.start"), eq(auditEvents.entityId, drillId)));
    expect(audit).toHaveLength(1);
  });
});

describe("the drill's steps", () => {
  it("refuses an unknown step naming the field", async () => {
    const bad = await t.call("POST", `${drills}/${drillId}/steps`, { cookie: admin, body: { step: "call" } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(["step"]);
  });

  it("records each step; the holds step places one product hold per lot on hand, once", async () => {
    for (const step of ["trace", "customers"]) {
      const response = await t.call("POST", `${drills}/${drillId}/steps`, {
        cookie: admin,
        body: { step, note: step === "customers" ? "Called all four buyers" : "" },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const held = await t.call("POST", `${drills}/${drillId}/steps`, { cookie: admin, body: { step: "holds" } });
    expect(held.statusCode, held.body).toBe(200);
    const drill = held.json();
    expect(drill.steps.map((s: { step: string }) => s.step)).toEqual(["trace", "customers", "holds"]);
    expect(drill.steps[0].result).toEqual({ forward: ["DRILL-A", "DRILL-C"], backward: [], events: 7 });
    expect(drill.steps[1]).toMatchObject({ note: "Called all four buyers", byName: expect.any(String) });
    expect(drill.findings.holds).toHaveLength(1);
    expect(drill.findings.holds[0]).toMatchObject({
      lotCode: "DRILL-A",
      quantity: 200,
      unit: "cases",
      status: "on_hold",
    });

    const [oxnard] = await t.db.select().from(sites).where(eq(sites.slug, "oxnard"));
    const lotHolds = await t.db
      .select()
      .from(holds)
      .where(and(eq(holds.siteId, oxnard!.id), eq(holds.lotCode, "DRILL-A")));
    expect(lotHolds).toHaveLength(1);
    expect(lotHolds[0]).toMatchObject({
      type: "product",
      reason: "recall_investigation",
      quantity: 200,
      unit: "cases",
    });
    // The hold is an ordinary hold: the holds list shows it, with its own audit event.
    const list = await t.call("GET", "/api/sites/oxnard/holds?search=DRILL-A", { cookie: admin });
    expect(list.json().items.map((h: { id: string }) => h.id)).toEqual([lotHolds[0]!.id]);
    const holdEvents = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "hold.place"), eq(auditEvents.entityId, lotHolds[0]!.id)));
    expect(holdEvents).toHaveLength(1);

    // Holding again holds nothing more.
    const again = await t.call("POST", `${drills}/${drillId}/steps`, { cookie: admin, body: { step: "holds" } });
    expect(again.json().steps.at(-1).result).toEqual({ placed: [] });
    const after = await t.db.select().from(holds).where(eq(holds.lotCode, "DRILL-A"));
    expect(after).toHaveLength(1);

    const balance = await t.call("POST", `${drills}/${drillId}/steps`, {
      cookie: admin,
      body: { step: "mass_balance" },
    });
    expect(balance.json().steps.at(-1).result).toEqual({
      balanced: 1,
      outOfBalance: [
        { siteId: "oxnard", tlc: "DRILL-A", status: "unaccounted", difference: 200, unit: "cases" },
        { siteId: "yuma", tlc: "DRILL-C", status: "unaccounted", difference: 10, unit: "cases" },
      ],
    });
  });

  it("has no report until it is closed", async () => {
    const early = await t.call("GET", `${drills}/${drillId}/report`, { cookie: admin });
    expect(early.statusCode).toBe(409);
  });
});

describe("closing a drill", () => {
  it("stops the clock against the 4-hour target, then refuses steps; the report PDF says so in the reader's language", async () => {
    // The drill started five hours ago: over the target.
    const fiveHoursAgo = new Date(Date.now() - 5 * 60 * 60_000);
    await t.db.update(recallDrills).set({ startedAt: fiveHoursAgo }).where(eq(recallDrills.id, drillId));
    const closed = await t.call("POST", `${drills}/${drillId}/close`, {
      cookie: admin,
      body: { conclusion: "All four customers reached; the count of DRILL-A is due." },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const drill = closed.json();
    expect(drill.status).toBe("closed");
    expect(drill.elapsed.minutes).toBeGreaterThanOrEqual(300);
    expect(drill.elapsed.minutes).toBeLessThan(302);
    expect(drill.elapsed.withinTarget).toBe(false);
    expect(drill.findings.customers).toHaveLength(4);

    const late = await t.call("POST", `${drills}/${drillId}/steps`, { cookie: admin, body: { step: "trace" } });
    expect(late.statusCode).toBe(409);
    expect((await t.call("POST", `${drills}/${drillId}/close`, { cookie: admin, body: {} })).statusCode).toBe(409);

    const pdfText = async (language: string) => {
      const report = await t.call("GET", `${drills}/${drillId}/report`, {
        cookie: viewer,
        headers: { "accept-language": language },
      });
      expect(report.statusCode).toBe(200);
      expect(report.headers["content-type"]).toBe("application/pdf");
      const dir = mkdtempSync(join(tmpdir(), "drill-"));
      writeFileSync(join(dir, "report.pdf"), report.rawPayload);
      return {
        disposition: String(report.headers["content-disposition"]),
        text: execFileSync("pdftotext", ["-layout", join(dir, "report.pdf"), "-"], { encoding: "utf8" }),
      };
    };
    const en = await pdfText("en");
    expect(en.disposition).toContain("mock-recall-oxnard-");
    expect(en.text).toContain("Mock recall drill report");
    expect(en.text).toMatch(/Completed in 5 h 0[01] min: over the 4 h 00 min target/);
    for (const expected of [
      "FreshMart DC 4",
      "+1 909 555 0144",
      "DRILL-A: 200 cases",
      "Desert Deli",
      "DRILL-C: 30 cases",
    ])
      expect(en.text).toContain(expected);
    expect(en.text).toContain("Lots on hand held");
    const es = await pdfText("es");
    expect(es.text).toContain("Informe del simulacro de retiro");
    expect(es.text).toContain("por encima del objetivo de 4 h 00 min");
  });

  it("is evidence for the mock recall clause in the period it closed", async () => {
    const [oxnard] = await t.db.select().from(sites).where(eq(sites.slug, "oxnard"));
    const items = await recallDrillEvidence(t.db, {
      organisationId: oxnard!.organisationId,
      siteId: oxnard!.id,
      from: d(-1),
      to: d(1),
      timeZone: "America/Los_Angeles",
      locale: "en",
    });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: "recall_drill",
      clauseIds: ["1.13.01"],
      title: "Mock recall drill from DRILL-A",
    });
    expect(items[0]!.status).toMatch(/^5 h 0[01] min, over the 4-hour target$/);
    const before = await recallDrillEvidence(t.db, {
      organisationId: oxnard!.organisationId,
      siteId: oxnard!.id,
      from: d(-30),
      to: d(-2),
      timeZone: "America/Los_Angeles",
      locale: "en",
    });
    expect(before).toEqual([]);
  });

  it("lists the site's drills with their clock", async () => {
    const list = (await t.call("GET", drills, { cookie: viewer })).json();
    expect(list.items.map((i: { status: string; startLots: string[] }) => [i.status, i.startLots])).toEqual([
      // Newest start first: the closed drill's start was moved five hours back.
      ["open", ["DRILL-A", "DRILL-B"]],
      ["closed", ["DRILL-A"]],
    ]);
  });

  it("takes the mock recall clause out of standing on the overview while the latest drill is over target (decision 141)", async () => {
    type Overview = {
      metrics: { readinessScore: { value: number } };
      actionQueue: { tab: string; items: { kind: string; url: string; status: string; title: string }[] }[];
      byClause: { tag: string; status: string; overdue: number }[];
    };
    const overview = async () =>
      (await t.call("GET", "/api/sites/oxnard/overview?days=30", { cookie: admin })).json() as Overview;
    const trace = (o: Overview) => o.actionQueue.find((q) => q.tab === "trace")!.items;
    const late = await overview();
    expect(trace(late).filter((i) => i.kind.startsWith("recall_drill"))).toEqual([
      expect.objectContaining({
        kind: "recall_drill_late",
        url: `/app/records/recall-drills?drill=${drillId}`,
        title: `Mock recall over the 4-hour target · ${d(0)}`,
      }),
    ]);
    expect(late.byClause.find((r) => r.tag === "traceability")).toMatchObject({ status: "overdue", overdue: 1 });

    // A drill within the target, closed after it, is the clause's evidence now.
    const started = await t.call("POST", drills, { cookie: admin, body: { tlc: "DRILL-A" } });
    expect(started.statusCode, started.body).toBe(201);
    const closed = await t.call("POST", `${drills}/${started.json().id}/close`, { cookie: admin, body: {} });
    expect(closed.statusCode, closed.body).toBe(200);
    const within = await overview();
    expect(trace(within).filter((i) => i.kind.startsWith("recall_drill"))).toEqual([]);
    expect(within.byClause.find((r) => r.tag === "traceability")!.overdue).toBe(0);
    // 1.13.01's 20 points come back.
    expect(within.metrics.readinessScore.value).toBeGreaterThan(late.metrics.readinessScore.value);
  });
});
