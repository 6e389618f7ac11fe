import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, siteToday } from "../src/domain/dates";
import {
  organisations,
  supplierProducts,
  traceEvents,
  traceLocations,
  traceLots,
  traceProducts,
  tradingPartners,
} from "../src/server/db/schema";
import { createTestApp, otherOrg, type TestApp } from "./support/test-app";

// GS1 EPCIS 2.0 JSON interchange (issue 20, decision 150). The demo organisation's oxnard records a season
// (harvest, cooling, packing, a shipment, a receipt from a partner, a cut into salad and its shipment),
// exports it, and Desert Bloom (another organisation) imports it into its own site: its export then
// carries the same events and KDEs. Bad documents are refused whole, naming the event and the field.
const today = siteToday("America/Los_Angeles");
const d = (offset: number) => addCalendarDays(today, offset);

let t: TestApp;
let admin: string;
let other: string;
const ids: Record<string, string> = {};

const place = (businessName: string, kind: string, city: string) => ({
  kind,
  businessName,
  phone: "+1 805 555 0100",
  address: "100 Harbor Blvd",
  city,
  state: "CA",
  postalCode: "93030",
});
type Doc = { epcisBody: { eventList: Record<string, unknown>[] } } & Record<string, unknown>;

const exportDoc = async (cookie: string, query = `?from=${d(-10)}&to=${today}`) => {
  const response = await t.call("GET", `/api/sites/oxnard/traceability/epcis${query}`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const importDoc = (cookie: string, document: unknown) =>
  t.call("POST", "/api/sites/oxnard/trace-events/epcis", { cookie, body: document });
const siteEvents = async (organisationName: string) => {
  const [org] = await t.db.select().from(organisations).where(eq(organisations.name, organisationName));
  return t.db.select().from(traceEvents).where(eq(traceEvents.organisationId, org!.id));
};
/** The events without their ids: what must survive a round trip. */
const withoutIds = (doc: Doc) => doc.epcisBody.eventList.map(({ eventID: _id, ...event }) => event);
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
  other = await t.signIn(otherOrg.email);
  await t.db.delete(traceLots);
  await t.db.delete(traceEvents);
  // The demo suppliers supply demo products (decision 143): that tie goes with them.
  await t.db.delete(supplierProducts);
  await t.db.delete(tradingPartners);
  await t.db.delete(traceLocations);
  await t.db.delete(traceProducts);
  const create = async (path: string, body: unknown) => {
    const response = await t.call("POST", `/api/sites/oxnard/${path}`, { cookie: admin, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; tlc?: string };
  };
  const romaine = {
    productName: "Romaine hearts",
    brand: "Rivera",
    commodity: "Romaine lettuce",
    packagingSize: "24 ct",
    packagingStyle: "carton",
    gtin: "10614141000415",
    onFoodTraceabilityList: true,
    ftlCategory: "leafy_greens",
  };
  ids.romaine = (await create("trace-products", romaine)).id;
  ids.salad = (
    await create("trace-products", {
      ...romaine,
      productName: "Chopped romaine salad",
      gtin: undefined,
      packagingSize: "12 x 10 oz",
    })
  ).id;
  ids.farm = (
    await create("trace-locations", {
      location: place("Rivera Family Farms", "farm", "Salinas"),
      growingAreas: [{ name: "Ranch 4 Block B" }],
    })
  ).id;
  ids.packhouse = (
    await create("trace-locations", { location: place("Oxnard Packhouse", "packinghouse", "Oxnard") })
  ).id;
  ids.customer = (
    await create("trace-locations", { location: place("FreshMart DC", "distribution_center", "Ontario") })
  ).id;
  const reference = (type: string, number: string) => ({ type, number });
  const quantity = (value: number, unit: string) => ({ value, unit });
  await create("trace-events", {
    type: "harvesting",
    subsequentRecipient: { locationId: ids.packhouse },
    commodity: "Romaine lettuce",
    quantity: quantity(75, "bins"),
    farm: { locationId: ids.farm },
    growingArea: "Ranch 4 Block B",
    harvestDate: d(-6),
    referenceDocument: reference("field_tag", "FT-1"),
  });
  await create("trace-events", {
    type: "cooling",
    subsequentRecipient: { locationId: ids.packhouse },
    commodity: "Romaine lettuce",
    quantity: quantity(75, "bins"),
    coolingLocation: { locationId: ids.packhouse },
    coolingDate: d(-6),
    farm: { locationId: ids.farm },
    referenceDocument: reference("batch_log", "CL-1"),
  });
  ids.packed = (
    await create("trace-events", {
      type: "initial_packing",
      tlc: "OX-EPC-001",
      received: [
        {
          commodity: "Romaine lettuce",
          receivedDate: d(-5),
          quantity: quantity(75, "bins"),
          farm: { locationId: ids.farm },
          growingArea: "Ranch 4 Block B",
          harvester: { businessName: "Rivera Harvest Crew", phone: "+1 831 555 0101" },
          harvestDate: d(-6),
        },
      ],
      product: { productId: ids.romaine },
      quantity: quantity(600, "cases"),
      packingLocation: { locationId: ids.packhouse },
      packingDate: d(-5),
      referenceDocument: reference("production_log", "PL-1"),
    })
  ).tlc!;
  await create("trace-events", {
    type: "shipping",
    tlc: "OX-EPC-001",
    quantity: quantity(400, "cases"),
    product: { productId: ids.romaine },
    shipTo: { locationId: ids.customer },
    shipFrom: { locationId: ids.packhouse },
    shipDate: d(-4),
    tlcSource: { location: { locationId: ids.packhouse } },
    referenceDocument: reference("bill_of_lading", "BOL-400"),
  });
  await create("trace-events", {
    type: "receiving",
    tlc: "VV-77",
    quantity: quantity(50, "cases"),
    product: { productName: "Romaine hearts", packagingSize: "24 ct", packagingStyle: "carton" },
    previousSource: place("Valle Verde Farms", "farm", "Santa Maria"),
    receivingLocation: { locationId: ids.packhouse },
    receiveDate: d(-4),
    tlcSource: { reference: "FDA FFRN 12345678901" },
    referenceDocument: reference("advance_ship_notice", "ASN-50"),
  });
  await create("trace-events", {
    type: "transformation",
    tlc: "OX-SAL-001",
    inputs: [
      { tlc: "OX-EPC-001", product: { productId: ids.romaine }, quantity: quantity(200, "cases") },
      {
        tlc: "VV-77",
        product: { productName: "Romaine hearts", packagingSize: "24 ct", packagingStyle: "carton" },
        quantity: quantity(50, "cases"),
      },
    ],
    transformationLocation: { locationId: ids.packhouse },
    completedDate: d(-3),
    product: { productId: ids.salad },
    quantity: quantity(900, "cases"),
    referenceDocument: reference("work_order", "WO-9"),
  });
  await create("trace-events", {
    type: "shipping",
    tlc: "OX-SAL-001",
    quantity: quantity(300, "cases"),
    product: { productId: ids.salad },
    shipTo: { locationId: ids.customer },
    shipFrom: { locationId: ids.packhouse },
    shipDate: d(-2),
    tlcSource: { location: { locationId: ids.packhouse } },
    referenceDocument: reference("bill_of_lading", "BOL-300"),
  });
});
afterAll(() => t.close());

describe("EPCIS 2.0 export", () => {
  it("writes each CTE as the EPCIS event, business step and lot class a partner reads, oldest first", async () => {
    const response = await exportDoc(admin);
    expect(response.headers["content-type"]).toContain("application/ld+json");
    expect(response.headers["content-disposition"]).toContain(`epcis-oxnard-${d(-10)}-${today}.json`);
    const doc = response.json() as Doc;
    expect(doc.type).toBe("EPCISDocument");
    expect(doc.schemaVersion).toBe("2.0");
    expect(doc["@context"]).toEqual([
      "https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld",
      { cwfsma: "https://clausewise.app/ns/fsma204/" },
    ]);
    const events = doc.epcisBody.eventList;
    expect(events.map((e) => [e.type, e.action, e.bizStep, e["cwfsma:cte"]])).toEqual([
      ["ObjectEvent", "ADD", "commissioning", "harvesting"],
      ["ObjectEvent", "OBSERVE", "storing", "cooling"],
      ["ObjectEvent", "ADD", "commissioning", "initial_packing"],
      ["ObjectEvent", "OBSERVE", "shipping", "shipping"],
      ["ObjectEvent", "OBSERVE", "receiving", "receiving"],
      ["TransformationEvent", undefined, "commissioning", "transformation"],
      ["ObjectEvent", "OBSERVE", "shipping", "shipping"],
    ]);
    const [harvest, cooling, packing, shipping, , transformation] = events;
    // ILMD on the events that bring a lot or a harvest into being; an extension field on the others.
    expect((harvest!.ilmd as Record<string, unknown>)["cwfsma:kdes"]).toMatchObject({ growingArea: "Ranch 4 Block B" });
    expect(cooling!.ilmd).toBeUndefined();
    expect(cooling!["cwfsma:kdes"]).toMatchObject({ coolingDate: d(-6) });
    // The packed lot as a GS1 Digital Link of its GTIN and lot; stored places written out in full.
    expect(packing!.quantityList).toEqual([
      { epcClass: "https://id.gs1.org/01/10614141000415/10/OX-EPC-001", quantity: 600 },
    ]);
    const packingKdes = (packing!.ilmd as Record<string, Record<string, unknown>>)["cwfsma:kdes"]!;
    expect(packingKdes.packingLocation).toEqual({
      businessName: "Oxnard Packhouse",
      phone: "+1 805 555 0100",
      address: "100 Harbor Blvd",
      city: "Oxnard",
      state: "CA",
      postalCode: "93030",
      country: "US",
    });
    expect(packingKdes.product).toMatchObject({ productName: "Romaine hearts", packagingSize: "24 ct" });
    expect(JSON.stringify(doc)).not.toContain(ids.packhouse);
    expect(shipping!.bizTransactionList).toEqual([
      { type: "bol", bizTransaction: "https://clausewise.app/ns/fsma204/document/bill_of_lading/BOL-400" },
    ]);
    expect(shipping!.eventTime).toBe(`${d(-4)}T00:00:00.000Z`);
    // The salad product has no GTIN: its lot class is in the namespace.
    expect(transformation!.inputQuantityList).toEqual([
      { epcClass: "https://clausewise.app/ns/fsma204/lot/OX-EPC-001", quantity: 200 },
      { epcClass: "https://clausewise.app/ns/fsma204/lot/VV-77", quantity: 50 },
    ]);
    expect(transformation!.outputQuantityList).toEqual([
      { epcClass: "https://clausewise.app/ns/fsma204/lot/OX-SAL-001", quantity: 900 },
    ]);
  });

  it("narrows to one lot and refuses a range that ends before it starts", async () => {
    const lot = (await exportDoc(admin, `?from=${d(-10)}&to=${today}&tlc=vv-77`)).json() as Doc;
    expect(lot.epcisBody.eventList.map((e) => e["cwfsma:cte"])).toEqual(["receiving", "transformation"]);
    const backwards = await t.call("GET", `/api/sites/oxnard/traceability/epcis?from=${today}&to=${d(-1)}`, {
      cookie: admin,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toEqual({ to: "Ends before it starts" });
    const viewer = await t.signInAs("viewer");
    expect(
      (await t.call("GET", `/api/sites/oxnard/traceability/epcis?from=${d(-1)}&to=${today}`, { cookie: viewer }))
        .statusCode,
    ).toBe(403);
  });
});

describe("EPCIS 2.0 import", () => {
  it("round trip: another organisation imports the document and exports the same events and KDEs", async () => {
    const original = (await exportDoc(admin)).json() as Doc;
    const response = await importDoc(other, original);
    expect(response.statusCode, response.body).toBe(201);
    const { imported } = response.json() as { imported: { index: number; type: string; tlc?: string }[] };
    expect(imported.map((e) => [e.index, e.type, e.tlc])).toEqual([
      [0, "harvesting", undefined],
      [1, "cooling", undefined],
      [2, "initial_packing", "OX-EPC-001"],
      [3, "shipping", "OX-EPC-001"],
      [4, "receiving", "VV-77"],
      [5, "transformation", "OX-SAL-001"],
      [6, "shipping", "OX-SAL-001"],
    ]);
    const stored = await siteEvents(otherOrg.name);
    expect(stored).toHaveLength(7);
    const again = (await exportDoc(other)).json() as Doc;
    // The GTIN was the sender's master data: the receiver's lot classes are in the namespace.
    const gtinFree = (doc: Doc) =>
      JSON.parse(
        JSON.stringify(withoutIds(doc)).replaceAll(
          "https://id.gs1.org/01/10614141000415/10/",
          "https://clausewise.app/ns/fsma204/lot/",
        ),
      );
    // Events of one day come out in capture order, and an import captures a document in one transaction
    // (one capture time): compared as a set of events.
    const canonical = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(canonical)
        : value && typeof value === "object"
          ? Object.fromEntries(
              Object.entries(value)
                .sort(([a], [b]) => (a < b ? -1 : 1))
                .map(([k, v]) => [k, canonical(v)]),
            )
          : value;
    const bySameDay = (events: unknown[]) => events.map((e) => JSON.stringify(canonical(e))).sort();
    expect(bySameDay(gtinFree(again))).toEqual(bySameDay(gtinFree(original)));
    // The lots the importer now holds trace as its own: the salad back to both romaine lots.
    const trace = await t.call("GET", "/api/trace/lots/OX-SAL-001?direction=backward", { cookie: other });
    expect(trace.statusCode, trace.body).toBe(200);
    expect((trace.json().lots as { tlc: string }[]).map((l) => l.tlc).sort()).toEqual([
      "OX-EPC-001",
      "OX-SAL-001",
      "VV-77",
    ]);
  });

  it("refuses the same document twice: the packed lot's code is taken, and nothing is kept", async () => {
    const before = (await siteEvents(otherOrg.name)).length;
    const original = (await exportDoc(admin)).json() as Doc;
    const response = await importDoc(other, original);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      "eventList.2.tlc": "This traceability lot code is already used at this site",
    });
    expect((await siteEvents(otherOrg.name)).length).toBe(before);
  });

  it("names the event and KDE the capture schema refuses, after good events, and keeps none of them", async () => {
    await t.db
      .delete(traceLots)
      .where(eq(traceLots.organisationId, (await siteEvents(otherOrg.name))[0]!.organisationId));
    const doc = clone((await exportDoc(admin)).json() as Doc);
    const cooling = doc.epcisBody.eventList[1]!["cwfsma:kdes"] as Record<string, unknown>;
    delete cooling.coolingDate;
    (cooling.quantity as Record<string, unknown>).value = -3;
    const before = (await siteEvents(otherOrg.name)).length;
    const response = await importDoc(other, doc);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      "eventList.1.coolingDate": "Cooling date is required",
      "eventList.1.quantity.value": "Quantity must be more than 0",
    });
    expect((await siteEvents(otherOrg.name)).length).toBe(before);
    const spanish = await t.call("POST", "/api/sites/oxnard/trace-events/epcis", {
      cookie: other,
      body: doc,
      headers: { "accept-language": "es" },
    });
    expect(Object.keys(spanish.json().error.fields).sort()).toEqual([
      "eventList.1.coolingDate",
      "eventList.1.quantity.value",
    ]);
    expect(spanish.json().error.fields["eventList.1.coolingDate"]).not.toBe("Cooling date is required");
  });

  it("applies the TLC rules: a shipment of a lot the site does not hold is refused", async () => {
    const doc = clone((await exportDoc(admin, `?from=${d(-4)}&to=${d(-4)}&tlc=OX-EPC-001`)).json() as Doc);
    expect(doc.epcisBody.eventList.map((e) => e["cwfsma:cte"])).toEqual(["shipping"]);
    const response = await t.call("POST", "/api/sites/yuma/trace-events/epcis", { cookie: admin, body: doc });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      "eventList.0.tlc": "The site holds no lot with this traceability lot code",
    });
  });

  it("refuses a document that is not EPCIS 2.0 or carries no FSMA 204 event, naming the event and field", async () => {
    const good = (await exportDoc(admin)).json() as Doc;
    const noTime = clone(good);
    delete noTime.epcisBody.eventList[3]!.eventTime;
    noTime.epcisBody.eventList[0]!.action = "OBSERVE"; // ILMD only on an ADD
    let response = await importDoc(other, noTime);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      "eventList.0.action": "Not a value EPCIS 2.0 allows here",
      "eventList.3.eventTime": "EPCIS 2.0 requires this field",
    });
    const version = clone(good);
    version.schemaVersion = "1.2";
    response = await importDoc(other, version);
    expect(response.json().error.fields).toEqual({ schemaVersion: "Not a value EPCIS 2.0 allows here" });
    const foreign = clone(good);
    delete foreign.epcisBody.eventList[4]!["cwfsma:cte"];
    foreign.epcisBody.eventList[5]!.type = "ObjectEvent";
    foreign.epcisBody.eventList[5]!.action = "ADD";
    response = await importDoc(other, foreign);
    expect(response.json().error.fields).toEqual({
      "eventList.4.cwfsma:cte": "Not an FSMA 204 event: it names no critical tracking event (cwfsma:cte)",
      "eventList.5.type": "The EPCIS event type does not match its critical tracking event",
    });
    response = await importDoc(other, { type: "EPCISDocument" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      "@context",
      "creationDate",
      "epcisBody",
      "schemaVersion",
    ]);
    const ldJson = await t.call("POST", "/api/sites/oxnard/trace-events/epcis", {
      cookie: other,
      body: JSON.stringify(version),
      headers: { "content-type": "application/ld+json" },
    });
    expect(ldJson.statusCode).toBe(400);
    expect(ldJson.json().error.fields).toEqual({ schemaVersion: "Not a value EPCIS 2.0 allows here" });
  });
});
