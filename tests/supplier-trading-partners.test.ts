import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, siteToday } from "../src/domain/dates";
import { auditEvents } from "../src/server/db/schema";
import { DEMO_LAPSED_SUPPLIER } from "../src/server/demo/suppliers/seed-demo-suppliers";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Decision 143: a supplier and its FSMA 204 trading partner are one business. Its products are rows of
 * the product master data, its partner record at a site is tied to it, and the receipts whose previous
 * source is one of that partner's locations show on the supplier.
 */
let t: TestApp;
const cookies = {} as Record<"admin" | "qa_manager" | "qa_tech" | "viewer", string>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["admin", "qa_manager", "qa_tech", "viewer"] as const) cookies[role] = await t.signInAs(role);
});
afterAll(() => t.close());

type Supplier = {
  id: string;
  name: string;
  status: string;
  products: { id: string; siteId: string; productName: string }[];
  tradingPartners: { id: string; siteId: string; name: string; locationCount: number }[];
  receipts: { id: string; siteId: string; receiveDate: string; tlc: string; productName: string; quantity: number }[];
};
type Partner = {
  id: string;
  name: string;
  roles: string[];
  locationIds: string[];
  supplierId: string | null;
  supplierName: string | null;
};

const get = async (id: string) => {
  const response = await t.call("GET", `/api/suppliers/${id}`, { cookie: cookies.viewer });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().supplier as Supplier;
};
const partnersAt = async (site: string) =>
  (await t.call("GET", `/api/sites/${site}/trading-partners`, { cookie: cookies.viewer })).json().items as Partner[];
const productsAt = async (site: string) =>
  (await t.call("GET", `/api/sites/${site}/trace-products`, { cookie: cookies.viewer })).json().items as {
    id: string;
    productName: string;
  }[];
const create = async (name: string, extra: object = {}) => {
  const response = await t.call("POST", "/api/suppliers", {
    cookie: cookies.qa_manager,
    body: { name, category: "grower", riskLevel: "medium", siteIds: ["oxnard"], ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().supplier as Supplier;
};
const link = (supplierId: string, body: object, cookie = cookies.qa_manager) =>
  t.call("POST", `/api/suppliers/${supplierId}/trading-partners`, { cookie, body });

describe("the demo supplier whose receipt is in the FSMA 204 records", () => {
  it("lists its product from the master data, its Oxnard partner record and that receipt", async () => {
    const list = (await t.call("GET", "/api/suppliers", { cookie: cookies.viewer })).json().suppliers as Supplier[];
    const valleVerde = await get(list.find((s) => s.name === DEMO_LAPSED_SUPPLIER)!.id);
    expect(valleVerde.products).toEqual([
      expect.objectContaining({ siteId: "oxnard", productName: "Green leaf lettuce" }),
    ]);
    expect(valleVerde.tradingPartners).toEqual([
      expect.objectContaining({ siteId: "oxnard", name: DEMO_LAPSED_SUPPLIER, locationCount: 1 }),
    ]);
    const oxnardToday = siteToday("America/Los_Angeles");
    expect(valleVerde.receipts).toEqual([
      expect.objectContaining({
        siteId: "oxnard",
        tlc: "VV-GL-2611-07",
        productName: "Green leaf lettuce",
        quantity: 240,
        receiveDate: addCalendarDays(oxnardToday, -2),
      }),
    ]);
    // The master data's partner says whose record it is: one business, not two copies.
    const partner = (await partnersAt("oxnard")).find((p) => p.name === DEMO_LAPSED_SUPPLIER)!;
    expect(partner).toMatchObject({ supplierId: valleVerde.id, supplierName: DEMO_LAPSED_SUPPLIER });
    // A partner with no supplier record says so.
    expect((await partnersAt("oxnard")).find((p) => !p.supplierId)).toMatchObject({ supplierName: null });
  });
});

describe("a supplier's products", () => {
  it("are products of the master data by id, replaced by an edit, and an unknown id is refused naming it", async () => {
    const [first, second] = await productsAt("oxnard");
    const supplier = await create("Ventura Leafy Co", { productIds: [first!.id] });
    expect(supplier.products.map((p) => p.productName)).toEqual([first!.productName]);

    const edited = await t.call("PATCH", `/api/suppliers/${supplier.id}`, {
      cookie: cookies.qa_tech,
      body: { productIds: [second!.id, first!.id] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json().supplier as Supplier).products.map((p) => p.id).sort()).toEqual(
      [first!.id, second!.id].sort(),
    );

    const unknown = await t.call("PATCH", `/api/suppliers/${supplier.id}`, {
      cookie: cookies.qa_tech,
      body: { productIds: [first!.id, "6f1c2a52-3b9d-4c55-9d7e-0a1b2c3d4e5f"] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields["productIds.1"]).toMatch(/master data/);
    // Nothing of the refused edit was kept.
    expect((await get(supplier.id)).products).toHaveLength(2);

    const [event] = await t.db
      .select({ after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, supplier.id), eq(auditEvents.action, "supplier.create")));
    expect(event!.after).toMatchObject({ productIds: [first!.id] });
  });
});

describe("renaming a supplier", () => {
  it("renames the partner records still under its old name, audited, and leaves a record with its own trading name", async () => {
    const supplier = await create("Santa Paula Greens");
    expect((await link(supplier.id, { siteId: "oxnard" })).statusCode).toBe(201);
    const made = await t.call("POST", "/api/sites/yuma/trading-partners", {
      cookie: cookies.qa_manager,
      body: { name: "SP Greens Yuma Receiving", roles: ["supplier"], locationIds: [] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const own = made.json() as Partner;
    const tiedOwn = await link(supplier.id, { siteId: "yuma", partnerId: own!.id });
    expect(tiedOwn.statusCode, tiedOwn.body).toBe(201);

    const renamed = await t.call("PATCH", `/api/suppliers/${supplier.id}`, {
      cookie: cookies.qa_manager,
      body: { name: "Santa Paula Greens LLC" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const oxnard = (await partnersAt("oxnard")).find((p) => p.supplierId === supplier.id)!;
    expect(oxnard).toMatchObject({ name: "Santa Paula Greens LLC", supplierName: "Santa Paula Greens LLC" });
    expect((await partnersAt("yuma")).find((p) => p.id === own!.id)).toMatchObject({
      name: own!.name,
      supplierName: "Santa Paula Greens LLC",
    });
    const events = await t.db
      .select({ before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, oxnard.id), eq(auditEvents.action, "trading_partner.update")));
    expect(events).toEqual([
      {
        before: expect.objectContaining({ name: "Santa Paula Greens" }),
        after: expect.objectContaining({ name: "Santa Paula Greens LLC" }),
      },
    ]);
  });
});

describe("tying a supplier to its trading partner record", () => {
  it("creates the record under the supplier's name, once per site, and unties it without deleting it", async () => {
    const supplier = await create("Camarillo Herb Growers");
    const response = await link(supplier.id, { siteId: "oxnard" });
    expect(response.statusCode, response.body).toBe(201);
    const [tied] = (response.json().supplier as Supplier).tradingPartners;
    expect(tied).toMatchObject({ siteId: "oxnard", name: "Camarillo Herb Growers", locationCount: 0 });
    expect((await partnersAt("oxnard")).find((p) => p.id === tied!.id)).toMatchObject({
      name: "Camarillo Herb Growers",
      roles: ["supplier"],
      supplierId: supplier.id,
      supplierName: "Camarillo Herb Growers",
    });

    const again = await link(supplier.id, { siteId: "oxnard" });
    expect(again.statusCode).toBe(409);

    const untied = await t.call("DELETE", `/api/suppliers/${supplier.id}/trading-partners/${tied!.id}`, {
      cookie: cookies.qa_manager,
    });
    expect(untied.statusCode, untied.body).toBe(200);
    expect((untied.json().supplier as Supplier).tradingPartners).toEqual([]);
    expect((await partnersAt("oxnard")).find((p) => p.id === tied!.id)?.supplierId).toBeNull();

    const actions = await t.db
      .select({ before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, supplier.id), eq(auditEvents.action, "supplier.trading_partner_link")));
    expect(actions).toEqual(
      expect.arrayContaining([
        { before: null, after: { partnerId: tied!.id, siteId: "oxnard", created: true } },
        { before: { partnerId: tied!.id, siteId: "oxnard" }, after: null },
      ]),
    );
  });

  it("ties an existing customer record, adding the supplier role, and refuses another supplier's record", async () => {
    const customer = (await partnersAt("oxnard")).find((p) => p.roles.includes("customer") && !p.supplierId)!;
    const supplier = await create(customer.name);
    const response = await link(supplier.id, { siteId: "oxnard", partnerId: customer.id });
    expect(response.statusCode, response.body).toBe(201);
    expect((await partnersAt("oxnard")).find((p) => p.id === customer.id)).toMatchObject({
      roles: ["customer", "supplier"],
      supplierId: supplier.id,
      locationIds: customer.locationIds,
    });

    const other = await create("Somebody Else Farms");
    const taken = await link(other.id, { siteId: "oxnard", partnerId: customer.id });
    expect(taken.statusCode).toBe(409);
    // A partner of another site is not found at this one.
    const elsewhere = await link(other.id, { siteId: "yuma", partnerId: customer.id });
    expect(elsewhere.statusCode).toBe(404);
    const noSite = await link(other.id, { partnerId: customer.id });
    expect(noSite.statusCode).toBe(400);
    expect(noSite.json().error.fields.siteId).toBeDefined();
  });

  it("is for those who keep the traceability master data: a QA technician is refused", async () => {
    const supplier = await create("Oxnard Sprouts");
    expect((await link(supplier.id, { siteId: "oxnard" }, cookies.qa_tech)).statusCode).toBe(403);
    expect((await link(supplier.id, { siteId: "oxnard" }, cookies.viewer)).statusCode).toBe(403);
    expect((await get(supplier.id)).tradingPartners).toEqual([]);
  });
});

describe("receipts from a supplier", () => {
  it("are the receiving events whose previous source is a location of its partner record", async () => {
    const supplier = await create("Santa Paula Greens");
    const partner = ((await link(supplier.id, { siteId: "oxnard" })).json().supplier as Supplier).tradingPartners[0]!;
    const location = async (businessName: string) => {
      const response = await t.call("POST", "/api/sites/oxnard/trace-locations", {
        cookie: cookies.admin,
        body: {
          location: {
            kind: "farm",
            businessName,
            phone: "+1 805 555 0199",
            address: "1 Farm Rd",
            city: "Santa Paula",
            state: "CA",
            postalCode: "93060",
          },
          growingAreas: [],
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as string;
    };
    const farm = await location("Santa Paula Greens Ranch");
    const strangers = await location("Some Other Ranch");
    const updated = await t.call("PUT", `/api/sites/oxnard/trading-partners/${partner.id}`, {
      cookie: cookies.admin,
      body: { name: "Santa Paula Greens", roles: ["supplier"], locationIds: [farm] },
    });
    expect(updated.statusCode, updated.body).toBe(200);

    const [product] = await productsAt("oxnard");
    const packhouse = (
      (await t.call("GET", "/api/sites/oxnard/trace-locations", { cookie: cookies.viewer })).json().items as {
        id: string;
        location: { kind: string };
      }[]
    ).find((l) => l.location.kind === "packinghouse")!;
    const today = siteToday("America/Los_Angeles");
    const receive = async (tlc: string, from: string, daysAgo: number) => {
      const response = await t.call("POST", "/api/sites/oxnard/trace-events", {
        cookie: cookies.admin,
        body: {
          type: "receiving",
          tlc,
          quantity: { value: 50, unit: "cases" },
          product: { productId: product!.id },
          previousSource: { locationId: from },
          receivingLocation: { locationId: packhouse.id },
          receiveDate: addCalendarDays(today, -daysAgo),
          tlcSource: { location: { locationId: from } },
          referenceDocument: { type: "bill_of_lading", number: `BOL-${tlc}` },
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await receive("SPG-0001", farm, 3);
    await receive("SPG-0002", farm, 1);
    await receive("OTHER-0001", strangers, 1);

    const receipts = (await get(supplier.id)).receipts;
    expect(receipts.map((r) => [r.tlc, r.receiveDate, r.productName, r.quantity])).toEqual([
      ["SPG-0002", addCalendarDays(today, -1), product!.productName, 50],
      ["SPG-0001", addCalendarDays(today, -3), product!.productName, 50],
    ]);
  });
});
