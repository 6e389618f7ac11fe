import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, siteToday } from "../src/domain/dates";
import { sites, traceEvents, traceLots } from "../src/server/db/schema";
import { createTestApp, type TestApp } from "./support/test-app";

// A lot is its code and its TLC source (decision 155). Yuma receives lot SUP-100 from two suppliers: Valle
// Verde Farms (named by its location) and Sierra Growers (named by its FDA registration number). It cuts
// Valle Verde's into a salad lot and ships Sierra's on. Every expectation is worked out by hand.
const today = siteToday("America/Phoenix");
const d = (offset: number) => addCalendarDays(today, offset);

let t: TestApp;
let admin: string;

const place = (businessName: string, city: string, state: string, zip: string) => ({
  businessName,
  phone: "+1 831 555 0100",
  address: "1 Farm Rd",
  city,
  state,
  postalCode: zip,
});
const hearts = { productName: "Romaine hearts", packagingSize: "24 ct", packagingStyle: "carton" };
const yumaDc = place("Yuma DC", "Yuma", "AZ", "85364");
const valleVerde = place("Valle Verde Farms, Inc.", "Salinas", "CA", "93901");
const sierra = place("Sierra Growers", "Watsonville", "CA", "95076");
const receiving = (value: number, tlcSource: Record<string, unknown>, previousSource: Record<string, unknown>) => ({
  type: "receiving",
  tlc: "SUP-100",
  quantity: { value, unit: "cases" },
  product: hearts,
  previousSource,
  receivingLocation: yumaDc,
  receiveDate: d(-3),
  tlcSource,
  referenceDocument: { type: "advance_ship_notice", number: `ASN-${value}` },
});
const shipping = (tlcSource: Record<string, unknown>) => ({
  type: "shipping",
  tlc: "sup-100",
  quantity: { value: 30, unit: "cases" },
  product: hearts,
  shipTo: place("Market", "Phoenix", "AZ", "85001"),
  shipFrom: yumaDc,
  shipDate: d(-2),
  tlcSource,
  referenceDocument: { type: "bill_of_lading", number: "BOL-30" },
});
const cut = (input: Record<string, unknown>) => ({
  type: "transformation",
  inputs: [{ tlc: "SUP-100", product: hearts, quantity: { value: 10, unit: "cases" }, ...input }],
  tlc: "SALAD-7",
  transformationLocation: yumaDc,
  completedDate: d(-2),
  product: { productName: "Chopped salad", packagingSize: "12 oz", packagingStyle: "bag" },
  quantity: { value: 200, unit: "bags" },
  referenceDocument: { type: "batch_log", number: "BL-7" },
});
const post = (body: Record<string, unknown>) => t.call("POST", "/api/sites/yuma/trace-events", { cookie: admin, body });
const trace = (query: string) => t.call("GET", `/api/trace/lots/SUP-100?${query}`, { cookie: admin });
const ambiguous = "Several lots have this traceability lot code: name the lot's traceability lot code source";
const ambiguousAtSite =
  "The site holds lots with this traceability lot code from several sources: name the lot's traceability lot code source";

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
});
afterAll(() => t.close());

describe("two suppliers send the same traceability lot code", () => {
  it("keeps two lots, and the same code from the same source received again stays one", async () => {
    for (const body of [
      receiving(40, { location: valleVerde }, valleVerde),
      receiving(30, { reference: "FDA FFRN 555" }, sierra),
      receiving(5, { location: { ...valleVerde, businessName: "VALLE VERDE FARMS INC" } }, valleVerde),
    ]) {
      const response = await post(body);
      expect(response.statusCode, response.body).toBe(201);
    }
    const lots = await t.db
      .select({ tlc: traceLots.tlc, sourceKey: traceLots.sourceKey })
      .from(traceLots)
      .innerJoin(sites, eq(sites.id, traceLots.siteId))
      .where(and(eq(sites.slug, "yuma"), eq(traceLots.tlcKey, "SUP-100")));
    expect(lots.map((lot) => lot.sourceKey).sort()).toEqual(["loc:valleverdefarmsinc:salinas", "ref:fdaffrn555"]);
  });

  it("refuses a shipping whose source names neither lot, naming tlcSource, and ships the one it names", async () => {
    const neither = await post(shipping({ location: place("Desert Farms", "El Centro", "CA", "92243") }));
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.fields).toEqual({ tlcSource: ambiguousAtSite });
    const shipped = await post(shipping({ reference: "fda ffrn 555" }));
    expect(shipped.statusCode, shipped.body).toBe(201);
    const [row] = await t.db.select().from(traceEvents).where(eq(traceEvents.id, shipped.json().id));
    expect(row).toMatchObject({ type: "shipping", tlcKey: "SUP-100", tlcSourceKey: "ref:fdaffrn555" });
  });

  it("refuses a transformation input that does not say which lot, and records the one named", async () => {
    const unnamed = await post(cut({}));
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.fields).toEqual({ "inputs.0.tlcSource": ambiguousAtSite });
    const made = await post(cut({ tlcSource: { location: valleVerde } }));
    expect(made.statusCode, made.body).toBe(201);
    const [row] = await t.db.select().from(traceEvents).where(eq(traceEvents.id, made.json().id));
    expect(row!.inputTlcSourceKeys).toEqual(["loc:valleverdefarmsinc:salinas"]);
  });
});

describe("tracing a code two sources share", () => {
  const eventsOf = (body: { events: { type: string; lot: { quantity: { value: number } } }[] }) =>
    // Events of one day come in id order: sorted here.
    body.events.map((e) => `${e.type} ${e.lot.quantity.value}`).sort();

  it("answers 400 naming tlcSource when the code alone names two lots, and 404 for a source it has not", async () => {
    const alone = await trace("direction=forward");
    expect(alone.statusCode).toBe(400);
    expect(alone.json().error.fields).toEqual({ tlcSource: ambiguous });
    expect((await trace("direction=forward&tlcSource=Desert%20Farms")).statusCode).toBe(404);
  });

  it("follows Valle Verde's lot into the salad, and Sierra's to the market, each with its balance", async () => {
    const valley = await trace("direction=forward&tlcSource=Valle%20Verde%20Farms%20Inc");
    expect(valley.statusCode, valley.body).toBe(200);
    const body = valley.json();
    expect(body.lots.map((l: { tlc: string; tlcSource: string }) => [l.tlc, l.tlcSource])).toEqual([
      ["SUP-100", "loc:valleverdefarmsinc:salinas"],
      ["SALAD-7", "loc:yumadc:yuma"],
    ]);
    expect(eventsOf(body)).toEqual(["receiving 40", "receiving 5", "transformation 200"]);
    expect(body.lots[0].massBalance).toEqual([
      expect.objectContaining({ siteId: "yuma", received: 45, used: 10, shipped: 0, difference: 35 }),
    ]);
    const other = (await trace("direction=forward&tlcSource=FDA%20FFRN%20555")).json();
    expect(eventsOf(other)).toEqual(["receiving 30", "shipping 30"]);
    expect(other.lots[0].massBalance).toEqual([
      expect.objectContaining({ siteId: "yuma", received: 30, shipped: 30, difference: 0, status: "balanced" }),
    ]);
  });

  it("goes back from the salad only to the lot it was made from", async () => {
    const back = (await t.call("GET", "/api/trace/lots/SALAD-7?direction=backward", { cookie: admin })).json();
    expect(back.lots.map((l: { tlc: string; tlcSource: string }) => [l.tlc, l.tlcSource])).toEqual([
      ["SALAD-7", undefined],
      ["SUP-100", "loc:valleverdefarmsinc:salinas"],
    ]);
    expect(eventsOf(back)).toEqual(["receiving 40", "receiving 5", "transformation 200"]);
  });

  it("prints case labels of one lot only when its source is named", async () => {
    const labels = (query: string) =>
      t.call("GET", `/api/sites/yuma/traceability/lots/SUP-100/labels.pdf${query}`, { cookie: admin });
    const both = await labels("");
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields).toEqual({ tlcSource: ambiguousAtSite });
    // Named, the lot is found: its product is a described one, so no GTIN to print.
    const named = await labels("?tlcSource=FDA%20FFRN%20555");
    expect(named.statusCode).toBe(400);
    expect(Object.keys(named.json().error.fields)).toEqual(["product"]);
    expect((await labels("?tlcSource=Nobody")).statusCode).toBe(404);
  });
});

describe("listing a code's lots at a site, to pick one by its source", () => {
  const list = (code: string) =>
    t.call("GET", `/api/sites/yuma/traceability/lots?code=${encodeURIComponent(code)}`, { cookie: admin });

  it("lists both suppliers' lots with their sources, product, date, quantity and what is left on hand", async () => {
    const response = await list("sup-100");
    expect(response.statusCode, response.body).toBe(200);
    const { lots } = response.json();
    expect(lots).toEqual([
      {
        tlc: "SUP-100",
        sourceKey: "loc:valleverdefarmsinc:salinas",
        origin: "received",
        source: { businessName: "Valle Verde Farms, Inc.", city: "Salinas" },
        product: "Romaine hearts, 24 ct, carton",
        date: d(-3),
        quantity: { value: 40, unit: "cases" },
        // 40 + 5 received, 10 cut into the salad.
        onHand: { value: 35, unit: "cases" },
        select: { location: { ...valleVerde, country: "US" } },
      },
      {
        tlc: "SUP-100",
        sourceKey: "ref:fdaffrn555",
        origin: "received",
        source: { reference: "FDA FFRN 555" },
        product: "Romaine hearts, 24 ct, carton",
        date: d(-3),
        quantity: { value: 30, unit: "cases" },
        // 30 received, 30 shipped.
        onHand: { value: 0, unit: "cases" },
        select: { reference: "FDA FFRN 555" },
      },
    ]);
  });

  it("names each lot in a transformation input by what it lists", async () => {
    const { lots } = (await list("SUP-100")).json() as {
      lots: { sourceKey: string; select: Record<string, unknown> }[];
    };
    for (const [index, lot] of lots.entries()) {
      const made = await post({ ...cut({ tlcSource: lot.select }), tlc: `SALAD-PICK-${index}` });
      expect(made.statusCode, made.body).toBe(201);
      const [row] = await t.db.select().from(traceEvents).where(eq(traceEvents.id, made.json().id));
      expect(row!.inputTlcSourceKeys).toEqual([lot.sourceKey]);
    }
  });

  it("lists nothing for a code the site does not hold, and refuses a missing code naming it", async () => {
    const none = await list("NO-SUCH-LOT");
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ code: "NO-SUCH-LOT", lots: [] });
    const missing = await t.call("GET", "/api/sites/yuma/traceability/lots", { cookie: admin });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(["code"]);
  });
});
