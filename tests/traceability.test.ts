import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, siteToday } from "../src/domain/dates";
import {
  auditEvents,
  fdaRequestLog,
  sites,
  traceEvents,
  traceLocations,
  traceLots,
  traceProducts,
  supplierProducts,
  tradingPartners,
  users,
} from "../src/server/db/schema";
import { fdaSheetOpenedByCalc } from "./support/fda-sheet";
import { LIBREOFFICE_TIMEOUT_MS } from "./support/libreoffice";
import { createTestApp, demoEmail, otherOrg, type TestApp } from "./support/test-app";

// FSMA 204 server (issue 20, decision 133). A romaine packhouse at oxnard packs two lots, ships both to
// yuma, which receives them under the packer's codes and cuts them into one salad lot it ships on. Every
// date is computed from oxnard's today; the expected codes, cells and balances are worked out by hand.
const today = siteToday("America/Los_Angeles");
const d = (offset: number) => addCalendarDays(today, offset);
const compact = (date: string) => date.replaceAll("-", "");
const harvestDay = d(-6);
const packDay = d(-5);
const shipDay = d(-4);
const receiveDay = d(-3);
const cutDay = d(-2);

let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};

const romaine = {
  productName: "Romaine hearts",
  brand: "Rivera",
  commodity: "Romaine lettuce",
  packagingSize: "24 ct",
  packagingStyle: "carton",
  onFoodTraceabilityList: true,
  ftlCategory: "leafy_greens",
};
const place = (businessName: string, kind: string, address: string, city: string, state: string, zip: string) => ({
  kind,
  businessName,
  phone: "+1 805 555 0100",
  address,
  city,
  state,
  postalCode: zip,
});
const reference = (number: string) => ({ type: "production_log", number });

async function post(site: string, body: Record<string, unknown>, cookie = admin) {
  return t.call("POST", `/api/sites/${site}/trace-events`, { cookie, body });
}
async function created(site: string, body: Record<string, unknown>) {
  const response = await post(site, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; tlc?: string };
}

const packing = (extra: Record<string, unknown> = {}) => ({
  type: "initial_packing",
  received: [
    {
      commodity: "Romaine lettuce",
      receivedDate: packDay,
      quantity: { value: 75, unit: "bins" },
      farm: { locationId: ids.farm },
      growingArea: "Ranch 4 Block B",
      harvester: { businessName: "Rivera Harvest Crew", phone: "+1 831 555 0101" },
      harvestDate: harvestDay,
    },
  ],
  product: { productId: ids.romaine },
  quantity: { value: 600, unit: "cases" },
  packingLocation: { locationId: ids.packhouse },
  packingDate: packDay,
  referenceDocument: reference("PL-1"),
  ...extra,
});
const shipping = (tlc: string, value: number, extra: Record<string, unknown> = {}) => ({
  type: "shipping",
  tlc,
  quantity: { value, unit: "cases" },
  product: { productId: ids.romaine },
  shipTo: { locationId: ids.dc },
  shipFrom: { locationId: ids.packhouse },
  shipDate: shipDay,
  tlcSource: { location: { locationId: ids.packhouse } },
  referenceDocument: { type: "bill_of_lading", number: `BOL-${value}` },
  ...extra,
});
/** yuma's receipt, described in full: its master data is its own (`kind` is replaced by the schema's tag). */
const receiving = (tlc: string, value: number) => ({
  type: "receiving",
  tlc,
  quantity: { value, unit: "cases" },
  product: { productName: "Romaine hearts", packagingSize: "24 ct", packagingStyle: "carton" },
  previousSource: place("Oxnard Packhouse", "packinghouse", "100 Harbor Blvd", "Oxnard", "CA", "93030"),
  receivingLocation: place("Yuma DC", "distribution_center", "9 Desert Rd", "Yuma", "AZ", "85364"),
  receiveDate: receiveDay,
  tlcSource: { reference: "FDA FFRN 12345678901" },
  referenceDocument: { type: "advance_ship_notice", number: `ASN-${value}` },
});
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
  // This file builds its own FSMA 204 world from empty sites: the demo season (seed-demo-traceability,
  // checked in tests/traceability-demo.test.ts) is cleared first. Its audit events stay (append-only).
  await t.db.delete(traceLots);
  await t.db.delete(traceEvents);
  await t.db.delete(tradingPartners);
  await t.db.delete(traceLocations);
  // A demo supplier supplies one of the demo products (decision 143): that tie goes with them.
  await t.db.delete(supplierProducts);
  await t.db.delete(traceProducts);
  const master = async (path: string, body: unknown) => {
    const response = await t.call("POST", `/api/sites/oxnard/${path}`, { cookie: admin, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  ids.romaine = await master("trace-products", romaine);
  ids.farm = await master("trace-locations", {
    location: place("Rivera Family Farms", "farm", "1200 Abbott St", "Salinas", "CA", "93901"),
    growingAreas: [{ name: "Ranch 4 Block B" }],
  });
  ids.cooler = await master("trace-locations", {
    location: place("Salinas Vacuum Cooling", "cooling_facility", "5 Cold Rd", "Salinas", "CA", "93901"),
  });
  ids.packhouse = await master("trace-locations", {
    location: place("Oxnard Packhouse", "packinghouse", "100 Harbor Blvd", "Oxnard", "CA", "93030"),
  });
  ids.dc = await master("trace-locations", {
    location: place("Yuma DC", "distribution_center", "9 Desert Rd", "Yuma", "AZ", "85364"),
  });
});
afterAll(() => t.close());

describe("master data", () => {
  it("lists, updates and refuses what the rule does not allow, naming the field", async () => {
    const list = (await t.call("GET", "/api/sites/oxnard/trace-products", { cookie: admin })).json();
    expect(list.items.map((p: { id: string; productName: string }) => [p.id, p.productName])).toEqual([
      [ids.romaine, "Romaine hearts"],
    ]);
    const updated = await t.call("PUT", `/api/sites/oxnard/trace-products/${ids.romaine}`, {
      cookie: admin,
      body: { ...romaine, gtin: "10614141000415" },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().gtin).toBe("10614141000415");
    // The other site has none: master data is kept per site.
    expect((await t.call("GET", "/api/sites/yuma/trace-products", { cookie: admin })).json().items).toEqual([]);

    const offList = await t.call("POST", "/api/sites/oxnard/trace-products", {
      cookie: admin,
      body: { ...romaine, ftlCategory: null },
    });
    expect(offList.statusCode).toBe(400);
    expect(offList.json().error.fields).toEqual({ ftlCategory: "Choose a Food Traceability List category" });
    const fields = await t.call("POST", "/api/sites/oxnard/trace-locations", {
      cookie: admin,
      body: {
        location: place("Cooler 2", "cooling_facility", "1 Rd", "Oxnard", "CA", "93030"),
        growingAreas: [{ name: "A" }],
      },
    });
    expect(fields.statusCode).toBe(400);
    expect(fields.json().error.fields).toEqual({ growingAreas: "Only a farm has fields or growing areas" });
    const partner = await t.call("POST", "/api/sites/oxnard/trading-partners", {
      cookie: admin,
      body: {
        name: "Rivera Family Farms",
        roles: ["supplier"],
        locationIds: [ids.farm, "00000000-0000-4000-8000-000000000001"],
      },
    });
    expect(partner.statusCode).toBe(400);
    expect(partner.json().error.fields).toEqual({ "locationIds.1": "No location of this site has this id" });
    const good = await t.call("POST", "/api/sites/oxnard/trading-partners", {
      cookie: admin,
      body: { name: "Rivera Family Farms", roles: ["supplier"], locationIds: [ids.farm] },
    });
    expect(good.statusCode, good.body).toBe(201);
    expect((await t.call("GET", "/api/sites/oxnard/trading-partners", { cookie: admin })).json().items).toHaveLength(1);
  });

  it("keeps the TLC format: the default until one is set, a bad template refused by its field", async () => {
    expect((await t.call("GET", "/api/sites/oxnard/tlc-format", { cookie: admin })).json()).toEqual({
      siteCode: "OXNARD",
      template: "{SITE}-{YYMMDD}-{SEQ}",
      isDefault: true,
      updatedAt: null,
    });
    const bad = await t.call("PUT", "/api/sites/oxnard/tlc-format", {
      cookie: admin,
      body: { siteCode: "OXN", template: "{SITE}-{MM}{DD}" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ template: "Put exactly one {SEQ} in the format" });
    const saved = await t.call("PUT", "/api/sites/oxnard/tlc-format", {
      cookie: admin,
      body: { siteCode: "oxn", template: "{SITE}-{YYYYMMDD}-{SEQ}" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ siteCode: "OXN", template: "{SITE}-{YYYYMMDD}-{SEQ}", isDefault: false });
  });
});

const lotA = `OXN-${compact(packDay)}-001`;
const lotB = `OXN-${compact(packDay)}-002`;
const lotC = `YUMA-${compact(cutDay).slice(2)}-001`;

describe("capturing the CTEs", () => {
  it("records harvesting and cooling without a TLC (no lot exists before packing)", async () => {
    const harvest = await created("oxnard", {
      type: "harvesting",
      subsequentRecipient: { locationId: ids.cooler },
      commodity: "Romaine lettuce",
      variety: "Green Towers",
      quantity: { value: 75, unit: "bins" },
      farm: { locationId: ids.farm },
      growingArea: "Ranch 4 Block B",
      harvestDate: harvestDay,
      referenceDocument: { type: "field_tag", number: "FT-0451" },
    });
    expect(Object.keys(harvest)).toEqual(["id"]);
    const cooling = await created("oxnard", {
      type: "cooling",
      subsequentRecipient: { locationId: ids.packhouse },
      commodity: "Romaine lettuce",
      quantity: { value: 75, unit: "bins" },
      coolingLocation: { locationId: ids.cooler },
      coolingDate: harvestDay,
      farm: { locationId: ids.farm },
      referenceDocument: reference("VAC-1"),
    });
    expect(Object.keys(cooling)).toEqual(["id"]);
    const [row] = await t.db.select().from(traceEvents).where(eq(traceEvents.id, cooling.id));
    expect(row).toMatchObject({ type: "cooling", eventDate: harvestDay, tlc: null, quantity: 75, unit: "bins" });
  });

  it("assigns the next code of the site's format at initial packing, and keeps a code that follows it", async () => {
    expect(await created("oxnard", packing())).toEqual({ id: expect.any(String), tlc: lotA });
    expect(await created("oxnard", packing({ quantity: { value: 300, unit: "cases" } }))).toEqual({
      id: expect.any(String),
      tlc: lotB,
    });
    const own = `OXN-${compact(packDay)}-010`;
    expect((await created("oxnard", packing({ tlc: own }))).tlc).toBe(own);
    // Two requests at once take two codes, each one past the highest of the period.
    const both = await Promise.all([created("oxnard", packing()), created("oxnard", packing())]);
    expect(both.map((b) => b.tlc).sort()).toEqual([`OXN-${compact(packDay)}-011`, `OXN-${compact(packDay)}-012`]);
    const [lot] = await t.db.select().from(traceLots).where(eq(traceLots.tlc, own));
    expect(lot).toMatchObject({
      origin: "assigned",
      tlcKey: own,
      tlcSource: { location: { kind: "stored", locationId: ids.packhouse } },
    });
  });

  it("refuses a code taken at the site in any case, or off the site's format, naming tlc", async () => {
    const taken = await post("oxnard", packing({ tlc: lotA.toLowerCase() }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields).toEqual({ tlc: "This traceability lot code is already used at this site" });
    const inSpanish = await t.call("POST", "/api/sites/oxnard/trace-events", {
      cookie: admin,
      body: packing({ tlc: lotA }),
      headers: { "accept-language": "es" },
    });
    expect(inSpanish.json().error.fields).toEqual({
      tlc: "Este código de lote de trazabilidad ya se usa en esta instalación",
    });
    const offFormat = await post("oxnard", packing({ tlc: "PACK-1" }));
    expect(offFormat.statusCode).toBe(400);
    expect(offFormat.json().error.fields).toEqual({
      tlc: "This traceability lot code does not follow the site's format",
    });
  });

  it("records first land-based receiving with a code from the format", async () => {
    const landed = await created("oxnard", {
      type: "first_land_based_receiving",
      product: { productName: "Whole yellowfin tuna", packagingSize: "bulk", packagingStyle: "tote" },
      quantity: { value: 900, unit: "pounds" },
      harvestDates: { from: d(-12), to: d(-8) },
      harvestLocations: ["21.5N 158.2W"],
      receivingLocation: { locationId: ids.packhouse },
      receiveDate: d(-7),
      referenceDocument: { type: "catch_certificate", number: "CC-77" },
    });
    expect(landed.tlc).toBe(`OXN-${compact(d(-7))}-001`);
  });

  it("ships only a lot the site holds and never assigns one at shipping", async () => {
    expect(await created("oxnard", shipping(lotA, 400))).toEqual({ id: expect.any(String), tlc: lotA });
    expect((await created("oxnard", shipping(lotB, 300))).tlc).toBe(lotB);
    const unknown = await post("oxnard", shipping("OXN-20990101-001", 10));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ tlc: "The site holds no lot with this traceability lot code" });
    const { tlc: _dropped, ...withoutTlc } = shipping(lotA, 10);
    const missing = await post("oxnard", withoutTlc);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(["tlc"]);
  });

  it("names the missing KDE, and an unknown stored location by its field", async () => {
    const { shipDate: _s, ...noDate } = shipping(lotA, 10);
    const noShipDate = await post("oxnard", noDate);
    expect(noShipDate.statusCode).toBe(400);
    expect(noShipDate.json().error.fields).toEqual({ shipDate: "Ship date is required" });
    const body = packing();
    const harvest = { ...(body.received as Record<string, unknown>[])[0] };
    delete harvest.harvestDate;
    const noHarvestDate = await post("oxnard", { ...body, received: [harvest] });
    expect(noHarvestDate.statusCode).toBe(400);
    expect(noHarvestDate.json().error.fields).toEqual({ "received.0.harvestDate": "Harvest date is required" });
    const strangeFarm = await post(
      "oxnard",
      packing({ packingLocation: { locationId: "00000000-0000-4000-8000-00000000000a" } }),
    );
    expect(strangeFarm.statusCode).toBe(400);
    expect(strangeFarm.json().error.fields).toEqual({ packingLocation: "No location of this site has this id" });
    // yuma cannot name oxnard's master data.
    const otherSite = await post("yuma", shipping(lotA, 1));
    expect(otherSite.statusCode).toBe(400);
    expect(Object.keys(otherSite.json().error.fields).sort()).toEqual([
      "product",
      "shipFrom",
      "shipTo",
      "tlcSource.location",
    ]);
  });

  it("receives under the supplier's code, then makes a new lot from two received lots", async () => {
    expect(await created("yuma", receiving(lotA, 400))).toEqual({ id: expect.any(String), tlc: lotA });
    expect((await created("yuma", receiving(lotB, 300))).tlc).toBe(lotB);
    const [held] = await t.db
      .select()
      .from(traceLots)
      .innerJoin(sites, eq(sites.id, traceLots.siteId))
      .where(and(eq(sites.slug, "yuma"), eq(traceLots.tlcKey, lotA)));
    expect(held!.trace_lots).toMatchObject({ origin: "received", tlcSource: { reference: "FDA FFRN 12345678901" } });
    const salad = { productName: "Chopped salad", packagingSize: "12 oz", packagingStyle: "bag" };
    const cut = await created("yuma", {
      type: "transformation",
      inputs: [
        {
          tlc: lotA,
          product: { productName: "Romaine hearts", packagingSize: "24 ct", packagingStyle: "carton" },
          quantity: { value: 50, unit: "cases" },
        },
        {
          tlc: lotB,
          product: { productName: "Romaine hearts", packagingSize: "24 ct", packagingStyle: "carton" },
          quantity: { value: 30, unit: "cases" },
        },
      ],
      transformationLocation: { ...receiving("x", 1).receivingLocation },
      completedDate: cutDay,
      product: salad,
      quantity: { value: 1200, unit: "bags" },
      referenceDocument: { type: "batch_log", number: "BL-1" },
    });
    expect(cut.tlc).toBe(lotC);
    const shipped = await created("yuma", {
      ...shipping(lotC, 1000),
      quantity: { value: 1000, unit: "bags" },
      product: salad,
      shipTo: place("Market", "other", "2 Main St", "Phoenix", "AZ", "85001"),
      shipFrom: receiving("x", 1).receivingLocation,
      shipDate: d(-1),
      tlcSource: { reference: "FDA FFRN 99999999999" },
    });
    expect(shipped.tlc).toBe(lotC);
    const [adminUser] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail("admin")));
    const captured = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "trace_event.capture"), eq(auditEvents.actorUserId, adminUser!.id)));
    // harvesting, cooling, five packings, landing, two shipments at oxnard; two receipts, a cut, a shipment at yuma.
    expect(captured).toHaveLength(14);
    expect(captured.find((e) => e.entityId === cut.id)?.after).toEqual({
      type: "transformation",
      eventDate: cutDay,
      tlc: lotC,
      tlcAssigned: true,
    });
  });

  it("lists a site's events by type, date and lot", async () => {
    const byLot = (
      await t.call("GET", `/api/sites/yuma/trace-events?tlc=${lotB.toLowerCase()}`, { cookie: admin })
    ).json();
    expect(byLot.items.map((e: { type: string }) => e.type)).toEqual(["transformation", "receiving"]);
    const shipments = await t.call(
      "GET",
      `/api/sites/oxnard/trace-events?type=shipping&from=${shipDay}&to=${shipDay}`,
      {
        cookie: admin,
      },
    );
    expect(
      shipments
        .json()
        .items.map((e: { tlc: string }) => e.tlc)
        .sort(),
    ).toEqual([lotA, lotB]);
    const backwards = await t.call("GET", `/api/sites/oxnard/trace-events?from=${shipDay}&to=${packDay}`, {
      cookie: admin,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toEqual({ to: "Ends before it starts" });
  });

  it("lets a viewer read but not capture", async () => {
    const viewer = await t.signInAs("viewer");
    expect((await post("oxnard", shipping(lotA, 1), viewer)).statusCode).toBe(403);
    expect((await t.call("GET", "/api/sites/oxnard/trace-events", { cookie: viewer })).statusCode).toBe(200);
  });
});

describe("tracing", () => {
  const eventsOf = (body: { events: { type: string; siteId: string; lot: { tlc: string } }[] }) =>
    body.events.map((e) => `${e.siteId} ${e.type} ${e.lot.tlc}`);

  it("follows a lot forward through the transformation to the lot made from it", async () => {
    const response = await t.call("GET", `/api/trace/lots/${lotA}?direction=forward`, { cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.lots.map((l: { tlc: string; depth: number }) => [l.tlc, l.depth])).toEqual([
      [lotA, 0],
      [lotC, 1],
    ]);
    expect(eventsOf(body)).toEqual([
      `oxnard initial_packing ${lotA}`,
      `oxnard shipping ${lotA}`,
      `yuma receiving ${lotA}`,
      `yuma transformation ${lotC}`,
      `yuma shipping ${lotC}`,
    ]);
    // Who is on the other side: the customer each shipment went to, the source each receipt came from.
    expect(body.events.map((e: { type: string; partner: string | null }) => [e.type, e.partner])).toEqual([
      ["initial_packing", null],
      ["shipping", "Yuma DC"],
      ["receiving", "Oxnard Packhouse"],
      ["transformation", null],
      ["shipping", "Market"],
    ]);
    // Oxnard packed 600 and shipped 400: 200 unaccounted (no count on hand yet). Yuma received 400, used 50.
    const balance = body.lots[0].massBalance.map((b: Record<string, unknown>) => [
      b.siteId,
      b.made,
      b.received,
      b.shipped,
      b.used,
      b.difference,
      b.status,
    ]);
    expect(balance).toEqual([
      ["oxnard", 600, 0, 400, 0, 200, "unaccounted"],
      ["yuma", 0, 400, 0, 50, 350, "unaccounted"],
    ]);
    expect(body.lots[1].massBalance).toEqual([
      expect.objectContaining({ siteId: "yuma", tlc: lotC, unit: "bags", made: 1200, shipped: 1000, difference: 200 }),
    ]);
  });

  it("follows the made lot backward to both lots it came from", async () => {
    const body = (
      await t.call("GET", `/api/trace/lots/${lotC.toLowerCase()}?direction=backward`, { cookie: admin })
    ).json();
    expect(body.lots.map((l: { tlc: string; depth: number }) => [l.tlc.toUpperCase(), l.depth])).toEqual([
      [lotC, 0],
      [lotA, 1],
      [lotB, 1],
    ]);
    expect(eventsOf(body).sort()).toEqual(
      [
        `oxnard initial_packing ${lotA}`,
        `oxnard initial_packing ${lotB}`,
        `oxnard shipping ${lotA}`,
        `oxnard shipping ${lotB}`,
        `yuma receiving ${lotA}`,
        `yuma receiving ${lotB}`,
        `yuma transformation ${lotC}`,
        `yuma shipping ${lotC}`,
      ].sort(),
    );
  });

  it("reads only the sites the caller may read, and nothing of another organisation", async () => {
    // The demo supervisor is restricted to yuma: oxnard's packing and shipping are not hers to see.
    const supervisor = await t.signInAs("supervisor");
    const body = (await t.call("GET", `/api/trace/lots/${lotA}?direction=forward`, { cookie: supervisor })).json();
    expect(eventsOf(body)).toEqual([`yuma receiving ${lotA}`, `yuma transformation ${lotC}`, `yuma shipping ${lotC}`]);
    const other = await t.signIn(otherOrg.email);
    expect((await t.call("GET", `/api/trace/lots/${lotA}`, { cookie: other })).statusCode).toBe(404);
    expect((await t.call("GET", "/api/trace/lots/NO-SUCH-LOT", { cookie: admin })).statusCode).toBe(404);
  });
});

describe("FDA's sortable spreadsheet", () => {
  const packhouse = "Oxnard Packhouse, 100 Harbor Blvd, Oxnard, CA 93030, US, +1 805 555 0100";
  const dc = "Yuma DC, 9 Desert Rd, Yuma, AZ 85364, US, +1 805 555 0100";
  const farm = "Rivera Family Farms, 1200 Abbott St, Salinas, CA 93901, US, +1 805 555 0100";
  const product = "Rivera, Romaine hearts, 24 ct, carton";

  it("writes lot A's rows as CSV with the rule's columns, and logs who asked", async () => {
    const url = `/api/sites/oxnard/traceability/fda-spreadsheet?from=${harvestDay}&to=${today}&format=csv&tlc=${lotA}`;
    const response = await t.call("GET", url, { cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename=fsma204-oxnard-${harvestDay}-to-${today}.csv`,
    );
    const [header, ...rows] = parse(response.body, { bom: true }) as string[][];
    expect(header!.slice(0, 7)).toEqual([
      "Event ID",
      "Critical Tracking Event",
      "Event Date",
      "Traceability Lot Code",
      "Product Description",
      "Quantity",
      "Unit of Measure",
    ]);
    expect(header).toHaveLength(32);
    const cells = (row: string[]) =>
      Object.fromEntries(header!.map((title, i) => [title, row[i]]).filter(([, v]) => v));
    expect(rows.map((row) => cells(row))).toEqual([
      {
        "Event ID": expect.any(String),
        "Critical Tracking Event": "Initial Packing",
        "Event Date": packDay,
        "Traceability Lot Code": lotA,
        "Product Description": product,
        Quantity: "600",
        "Unit of Measure": "cases",
        Commodity: "Romaine lettuce",
        "Traceability Lot Code Source Location Description": packhouse,
        "Location Description of the Event": packhouse,
        "Harvest Farm Location Description": farm,
        "Field or Growing Area Name": "Ranch 4 Block B",
        "Harvest Date": harvestDay,
        "Harvester Business Name": "Rivera Harvest Crew",
        // The one CSV writer's formula guard (decision 051): a cell starting with + gets an apostrophe.
        "Harvester Phone Number": "'+1 831 555 0101",
        "Date Received": packDay,
        "Quantity Received": "75",
        "Unit of Measure Received": "bins",
        "Reference Document Type": "Production Log",
        "Reference Document Number": "PL-1",
      },
      {
        "Event ID": expect.any(String),
        "Critical Tracking Event": "Shipping",
        "Event Date": shipDay,
        "Traceability Lot Code": lotA,
        "Product Description": product,
        Quantity: "400",
        "Unit of Measure": "cases",
        "Traceability Lot Code Source Location Description": packhouse,
        "Location Description of the Event": packhouse,
        "Immediate Subsequent Recipient Location Description": dc,
        "Reference Document Type": "Bill of Lading",
        "Reference Document Number": "BOL-400",
      },
    ]);
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail("admin")));
    const log = await t.db.select().from(fdaRequestLog);
    expect(log.map((l) => [l.requestedBy, l.from, l.to, l.format, l.tlc, l.rowCount])).toEqual([
      [user!.id, harvestDay, today, "csv", lotA, 2],
    ]);
    // The request log as the screen reads it: who, when, which filters, how many rows.
    const listed = await t.call("GET", "/api/sites/oxnard/traceability/fda-requests", { cookie: admin });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toEqual([
      {
        id: log[0]!.id,
        requestedAt: log[0]!.requestedAt.toISOString(),
        requestedBy: user!.name,
        from: harvestDay,
        to: today,
        format: "csv",
        tlc: lotA,
        product: null,
        rowCount: 2,
      },
    ]);
  });

  it(
    "writes XLSX with the header frozen and filtered, and filters by product text",
    async () => {
      const url = `/api/sites/oxnard/traceability/fda-spreadsheet?from=${shipDay}&to=${shipDay}&format=xlsx&product=romaine`;
      const response = await t.call("GET", url, { cookie: admin });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename=fsma204-oxnard-${shipDay}-to-${shipDay}.xlsx`,
      );
      const sheet = await fdaSheetOpenedByCalc(response.rawPayload as unknown as Buffer);
      expect(sheet.getRow(1).getCell(1).value).toBe("Event ID");
      expect(sheet.getRow(1).getCell(32).value).toBe("Reference Document Number");
      const lots = [2, 3].map((r) => sheet.getRow(r).getCell(4).value).sort();
      expect(lots).toEqual([lotA, lotB]);
      expect(sheet.rowCount).toBe(3);
      expect(sheet.getCell("A1").font?.bold).toBe(true);
      expect((await t.db.select().from(fdaRequestLog)).map((l) => l.format)).toEqual(["csv", "xlsx"]);
      // The same columns and rows, cell for cell, as the CSV of the same request.
      const csv = await t.call("GET", url.replace("format=xlsx", "format=csv"), { cookie: admin });
      const [csvHeader, ...csvRows] = parse(csv.body, { bom: true }) as string[][];
      const cells = (r: number) =>
        csvHeader!.map((_, c) => {
          const value = sheet.getRow(r).getCell(c + 1).value;
          return value === null || value === undefined ? "" : String(value);
        });
      expect(cells(1)).toEqual(csvHeader);
      expect([cells(2), cells(3)]).toEqual(csvRows);
      expect(csvRows.flat().filter((cell) => cell !== "").length).toBeGreaterThan(20);
    },
    LIBREOFFICE_TIMEOUT_MS,
  );

  it("refuses a supervisor, and a range that ends before it starts", async () => {
    const supervisor = await t.signInAs("supervisor");
    const url = `/api/sites/yuma/traceability/fda-spreadsheet?from=${shipDay}&to=${shipDay}`;
    expect((await t.call("GET", url, { cookie: supervisor })).statusCode).toBe(403);
    const log = "/api/sites/yuma/traceability/fda-requests";
    expect((await t.call("GET", log, { cookie: supervisor })).statusCode).toBe(403);
    const backwards = `/api/sites/oxnard/traceability/fda-spreadsheet?from=${today}&to=${shipDay}`;
    const response = await t.call("GET", backwards, { cookie: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ to: "Ends before it starts" });
    // A day that does not exist is named on its own field only, in the spreadsheet's and EPCIS's queries.
    for (const path of ["traceability/fda-spreadsheet", "traceability/epcis", "trace-events"]) {
      const unreal = await t.call("GET", `/api/sites/oxnard/${path}?from=2026-13-01&to=2026-02-01`, { cookie: admin });
      expect(unreal.statusCode, path).toBe(400);
      expect(unreal.json().error.fields, path).toEqual({ from: "Use a real date (YYYY-MM-DD)" });
    }
  });
});

describe("KDE completeness", () => {
  it("counts complete events per CTE and names what an imported event lacks", async () => {
    const [oxnard] = await t.db.select().from(sites).where(eq(sites.slug, "oxnard"));
    // An event imported as it came: a shipment without its ship date or reference document number.
    const [imported] = await t.db
      .insert(traceEvents)
      .values({
        organisationId: oxnard!.organisationId,
        siteId: oxnard!.id,
        type: "shipping",
        kdes: { ...shipping(lotA, 5), shipDate: undefined, referenceDocument: { type: "invoice" } },
        eventDate: shipDay,
        tlc: lotA,
        tlcKey: lotA,
      })
      .returning();
    const body = (await t.call("GET", "/api/sites/oxnard/traceability/completeness", { cookie: admin })).json();
    expect(
      body.groups.map((g: { type: string; total: number; complete: number }) => [g.type, g.total, g.complete]),
    ).toEqual([
      ["harvesting", 1, 1],
      ["cooling", 1, 1],
      ["initial_packing", 5, 5],
      ["first_land_based_receiving", 1, 1],
      ["shipping", 3, 2],
    ]);
    expect(body.groups[4].incomplete).toEqual([
      { id: imported!.id, missing: ["shipDate", "referenceDocument.number"] },
    ]);
    const bySupplier = (
      await t.call("GET", "/api/sites/yuma/traceability/completeness?by=supplier", { cookie: admin })
    ).json();
    expect(
      bySupplier.groups.map((g: { type: string; key?: string; total: number }) => [g.type, g.key ?? null, g.total]),
    ).toEqual([
      ["shipping", null, 1],
      ["receiving", "Oxnard Packhouse", 2],
      ["transformation", null, 1],
    ]);
  });
});
