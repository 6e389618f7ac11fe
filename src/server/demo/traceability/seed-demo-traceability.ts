import { and, eq } from "drizzle-orm";
import { addCalendarDays, type IsoDate, siteToday, shiftInstant } from "../../../domain/dates";
import type { TraceEventInput } from "../../../domain/traceability/kde";
import type { Product } from "../../../domain/traceability/master-data";
import type { Db } from "../../db/client";
import { captureTraceEvent } from "../../use-cases/traceability/capture-trace-event";
import { getTracePlan, savePlanContact, signTracePlan } from "../../use-cases/traceability/traceability-plan";
import {
  createTraceLocation,
  createTraceProduct,
  createTradingPartner,
} from "../../use-cases/traceability/master-data";
import { suppliers } from "../../db/schema";
import { linkSupplierTradingPartner } from "../../use-cases/suppliers/link-trading-partner";
import { updateSupplier } from "../../use-cases/suppliers/update-supplier";
import { demoActor } from "../demo-actor";
import { DEMO_PASSWORD, demoSites, type DemoSeedContext } from "../demo-organisation";

/** The Yuma ranch's fields, named as the crew names them (1.1325(a)(1)(v)). */
export const DEMO_YUMA_FIELDS = ["Block 7 North", "Block 7 South", "Gila Bend 3"] as const;
/** The three customers the packed lots ship to. */
export const DEMO_TRACE_CUSTOMERS = [
  "FreshMart DC Ontario",
  "Sunrise Grocers Phoenix",
  "Bay Foodservice Hayward",
] as const;
/** The supplier whose receipt arrived without its reference document number: the completeness gap. */
export const DEMO_INCOMPLETE_SUPPLIER = "Valle Verde Farms";

type LocationSeed = {
  key: string;
  kind: "farm" | "packinghouse" | "cooling_facility" | "distribution_center" | "other";
  businessName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  tlcSourceReference?: string;
  fields?: readonly string[];
};

const ranch: LocationSeed = {
  key: "ranch",
  kind: "farm",
  businessName: "Pacific Fresh Yuma Ranch",
  phone: "+1 928 555 0110",
  address: "4200 S Avenue 3E",
  city: "Yuma",
  state: "AZ",
  postalCode: "85365",
  fields: DEMO_YUMA_FIELDS,
};
const cooler: LocationSeed = {
  key: "cooler",
  kind: "cooling_facility",
  businessName: "Pacific Fresh Yuma Hydrocooler",
  phone: "+1 928 555 0120",
  address: "4250 S Avenue 3E",
  city: "Yuma",
  state: "AZ",
  postalCode: "85365",
};
const packhouse: LocationSeed = {
  key: "packhouse",
  kind: "packinghouse",
  businessName: "Pacific Fresh Oxnard Packhouse",
  phone: "+1 805 555 0150",
  address: "2150 E Vineyard Ave",
  city: "Oxnard",
  state: "CA",
  postalCode: "93036",
  tlcSourceReference: "FDA FFRN 10428837261",
};
const customers: LocationSeed[] = [
  {
    key: "freshmart",
    kind: "distribution_center",
    businessName: DEMO_TRACE_CUSTOMERS[0],
    phone: "+1 909 555 0170",
    address: "3900 E Airport Dr",
    city: "Ontario",
    state: "CA",
    postalCode: "91761",
  },
  {
    key: "sunrise",
    kind: "distribution_center",
    businessName: DEMO_TRACE_CUSTOMERS[1],
    phone: "+1 602 555 0180",
    address: "1500 S 35th Ave",
    city: "Phoenix",
    state: "AZ",
    postalCode: "85009",
  },
  {
    key: "bay",
    kind: "distribution_center",
    businessName: DEMO_TRACE_CUSTOMERS[2],
    phone: "+1 510 555 0190",
    address: "24500 Industrial Blvd",
    city: "Hayward",
    state: "CA",
    postalCode: "94545",
  },
];
const valleVerde: LocationSeed = {
  key: "valleVerde",
  kind: "farm",
  businessName: DEMO_INCOMPLETE_SUPPLIER,
  phone: "+1 805 555 0141",
  address: "18 Old Stage Rd",
  city: "Salinas",
  state: "CA",
  postalCode: "93908",
  fields: ["Ranch 2"],
};

const products: Record<string, Product> = {
  romaine: {
    productName: "Romaine hearts",
    brand: "Pacific Fresh",
    commodity: "Romaine lettuce",
    variety: "Green Towers",
    packagingSize: "3 ct x 12",
    packagingStyle: "carton",
    gtin: "10614141000415",
    onFoodTraceabilityList: true,
    ftlCategory: "leafy_greens",
  },
  iceberg: {
    productName: "Iceberg lettuce",
    brand: "Pacific Fresh",
    commodity: "Iceberg lettuce",
    variety: "",
    packagingSize: "24 ct",
    packagingStyle: "carton",
    onFoodTraceabilityList: true,
    ftlCategory: "leafy_greens",
  },
  salad: {
    productName: "Chopped romaine salad",
    brand: "Pacific Fresh",
    commodity: "Romaine lettuce",
    variety: "",
    packagingSize: "12 oz",
    packagingStyle: "bag",
    onFoodTraceabilityList: true,
    ftlCategory: "leafy_greens_fresh_cut",
  },
  greenLeaf: {
    productName: "Green leaf lettuce",
    brand: "Valle Verde",
    commodity: "Green leaf lettuce",
    variety: "",
    packagingSize: "24 ct",
    packagingStyle: "carton",
    onFoodTraceabilityList: true,
    ftlCategory: "leafy_greens",
  },
};

/**
 * A Yuma-to-Oxnard romaine season for FSMA 204 (issue 20), through the use-cases: master data at both
 * sites, harvests of named Yuma fields and their cooling (at yuma), initial packing at Oxnard with TLCs
 * assigned from the site's format, shipments to three customers, one transformation into a fresh-cut
 * salad, and a supplier's receipt that arrived without its reference document number, so the KDE
 * completeness dashboard shows a gap. Dates are days before the seed's today at Oxnard. The packhouse's
 * traceability plan (1.1315) names its point of contact and is signed once by the PCQI, as version 1,
 * through the same e-signature a person gives (decision 153: it is the evidence of 1.10.01). Yuma keeps
 * records without a signed plan, which the overview shows as a gap.
 */
export async function seedDemoTraceability(tx: Db, ctx: DemoSeedContext) {
  const oxnardZone = demoSites.find((s) => s.slug === "oxnard")!.timezone;
  const today = siteToday(oxnardZone, ctx.now);
  const day = (offset: number): IsoDate => addCalendarDays(today, offset);
  const at = (hoursAgo: number) => shiftInstant(ctx.now, { hours: -hoursAgo });
  const manager = (hoursAgo: number) => demoActor(ctx, "qa_manager", at(hoursAgo));
  const tech = (hoursAgo: number) => demoActor(ctx, "qa_tech", at(hoursAgo));

  const locationsAt = async (siteSlug: string, seeds: LocationSeed[]) => {
    const ids: Record<string, string> = {};
    for (const [i, seed] of seeds.entries()) {
      const { key, fields, tlcSourceReference, ...description } = seed;
      const created = await createTraceLocation(tx, manager(24 * 30 - i), {
        siteSlug,
        input: {
          location: { ...description, country: "US", tlcSourceReference: tlcSourceReference ?? "" },
          growingAreas: (fields ?? []).map((name) => ({ name })),
        },
      });
      ids[key] = created.id;
    }
    return ids;
  };
  const yuma = await locationsAt("yuma", [ranch, cooler, packhouse]);
  const ox = await locationsAt("oxnard", [packhouse, ranch, cooler, ...customers, valleVerde]);
  const product: Record<string, string> = {};
  for (const [key, value] of Object.entries(products))
    product[key] = (await createTraceProduct(tx, manager(24 * 29), { siteSlug: "oxnard", product: value })).id;
  for (const [i, customer] of customers.entries())
    await createTradingPartner(tx, manager(24 * 29 - i), {
      siteSlug: "oxnard",
      partner: { name: customer.businessName, roles: ["customer"], locationIds: [ox[customer.key]!] },
    });
  const valleVerdePartner = await createTradingPartner(tx, manager(24 * 29 - 5), {
    siteSlug: "oxnard",
    partner: { name: DEMO_INCOMPLETE_SUPPLIER, roles: ["supplier"], locationIds: [ox.valleVerde!] },
  });
  // The same business in the approved-supplier programme (decision 143): its partner record and the
  // product it supplies are the master data's, so its receipts show on the supplier's page.
  const [valleVerdeSupplier] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.organisationId, ctx.organisationId), eq(suppliers.name, DEMO_INCOMPLETE_SUPPLIER)));
  if (valleVerdeSupplier) {
    await linkSupplierTradingPartner(tx, manager(24 * 29 - 6), {
      supplierId: valleVerdeSupplier.id,
      siteId: "oxnard",
      partnerId: valleVerdePartner.id,
    });
    await updateSupplier(tx, manager(24 * 29 - 6), {
      supplierId: valleVerdeSupplier.id,
      productIds: [product.greenLeaf!],
    });
  }

  const loc = (id: string) => ({ kind: "stored" as const, locationId: id });
  const prod = (key: string) => ({ kind: "stored" as const, productId: product[key]! });
  const capture = (siteSlug: string, hoursAgo: number, event: TraceEventInput) =>
    captureTraceEvent(tx, tech(hoursAgo), { siteSlug, event });

  // Yuma: two fields harvested, cooled the same day, sent to Oxnard.
  const harvests = [
    { field: DEMO_YUMA_FIELDS[0], commodity: "Romaine lettuce", variety: "Green Towers", bins: 80, tag: "FT-7N-0412" },
    { field: DEMO_YUMA_FIELDS[2], commodity: "Iceberg lettuce", variety: "", bins: 60, tag: "FT-GB3-0413" },
  ];
  for (const [i, h] of harvests.entries()) {
    await capture("yuma", 24 * 6 + 4 - i, {
      type: "harvesting",
      subsequentRecipient: loc(yuma.cooler!),
      commodity: h.commodity,
      variety: h.variety,
      quantity: { value: h.bins, unit: "bins" },
      farm: loc(yuma.ranch!),
      growingArea: h.field,
      harvestDate: day(-6),
      referenceDocument: { type: "field_tag", number: h.tag },
    });
    await capture("yuma", 24 * 6 - i, {
      type: "cooling",
      subsequentRecipient: loc(yuma.packhouse!),
      commodity: h.commodity,
      variety: h.variety,
      quantity: { value: h.bins, unit: "bins" },
      coolingLocation: loc(yuma.cooler!),
      coolingDate: day(-6),
      farm: loc(yuma.ranch!),
      referenceDocument: { type: "batch_log", number: `HC-${h.tag.slice(3)}` },
    });
  }

  // Oxnard: each harvest lot packed under a new TLC of the site's format.
  const pack = async (h: (typeof harvests)[number], productKey: string, cases: number, hoursAgo: number) => {
    const { tlc } = await capture("oxnard", hoursAgo, {
      type: "initial_packing",
      received: [
        {
          commodity: h.commodity,
          variety: h.variety,
          receivedDate: day(-5),
          quantity: { value: h.bins, unit: "bins" },
          farm: loc(ox.ranch!),
          growingArea: h.field,
          harvester: { businessName: "Pacific Fresh Harvest Crew 2", phone: "+1 928 555 0111" },
          harvestDate: day(-6),
          coolingLocation: loc(ox.cooler!),
          coolingDate: day(-6),
        },
      ],
      product: prod(productKey),
      quantity: { value: cases, unit: "cases" },
      packingLocation: loc(ox.packhouse!),
      tlcSourceReference: packhouse.tlcSourceReference ?? "",
      packingDate: day(-5),
      referenceDocument: { type: "production_log", number: `PL-${h.tag.slice(3)}` },
    });
    return tlc!;
  };
  const romaineLot = await pack(harvests[0]!, "romaine", 1200, 24 * 5);
  const icebergLot = await pack(harvests[1]!, "iceberg", 900, 24 * 5 - 2);

  const ship = (
    tlc: string,
    productKey: string,
    value: number,
    unit: string,
    to: string,
    offset: number,
    bol: string,
  ) =>
    capture("oxnard", -offset * 24 - 6, {
      type: "shipping",
      tlc,
      quantity: { value, unit },
      product: prod(productKey),
      shipTo: loc(ox[to]!),
      shipFrom: loc(ox.packhouse!),
      shipDate: day(offset),
      tlcSource: { location: loc(ox.packhouse!), reference: packhouse.tlcSourceReference ?? "" },
      referenceDocument: { type: "bill_of_lading", number: bol },
    });
  await ship(romaineLot, "romaine", 400, "cases", "freshmart", -4, "BOL-88121");
  await ship(romaineLot, "romaine", 300, "cases", "sunrise", -4, "BOL-88122");
  await ship(icebergLot, "iceberg", 500, "cases", "bay", -3, "BOL-88130");

  // 200 cases of romaine cut into bagged salad, part of it shipped on.
  const { tlc: saladLot } = await capture("oxnard", 24 * 3, {
    type: "transformation",
    inputs: [{ tlc: romaineLot, product: prod("romaine"), quantity: { value: 200, unit: "cases" } }],
    transformationLocation: loc(ox.packhouse!),
    tlcSourceReference: packhouse.tlcSourceReference ?? "",
    completedDate: day(-3),
    product: prod("salad"),
    quantity: { value: 2400, unit: "bags" },
    referenceDocument: { type: "batch_log", number: "FC-2291" },
  });
  await ship(saladLot!, "salad", 1500, "bags", "freshmart", -2, "BOL-88141");

  // A supplier's receipt recorded as its advance ship notice came: without the notice's number. The
  // capture API refuses such an event (400 naming referenceDocument.number); an event imported from a
  // partner is stored as it came (decision 130), which is what the completeness dashboard is for.
  const asSent = {
    type: "receiving",
    tlc: "VV-GL-2611-07",
    quantity: { value: 240, unit: "cases" },
    product: prod("greenLeaf"),
    previousSource: loc(ox.valleVerde!),
    receivingLocation: loc(ox.packhouse!),
    receiveDate: day(-2),
    tlcSource: { location: loc(ox.valleVerde!), reference: "" },
    referenceDocument: { type: "advance_ship_notice" },
    fromExemptSource: false,
  };
  await capture("oxnard", 24 * 2, asSent as unknown as TraceEventInput);

  // Oxnard's traceability plan: its point of contact, then version 1 signed by the PCQI (the plan as the
  // master data above gives it; the captures do not change it).
  await savePlanContact(tx, manager(24 * 28), {
    siteSlug: "oxnard",
    contact: { name: "Daniel Kim", phone: "+1 805 555 0147", email: "qa.manager@clausewise.demo" },
  });
  const pcqi = demoActor(ctx, "pcqi", at(24 * 27));
  const { contentHash } = await getTracePlan(tx, pcqi, { siteSlug: "oxnard", locale: "en" });
  await signTracePlan(tx, pcqi, { siteSlug: "oxnard", contentHash, password: DEMO_PASSWORD, ip: "127.0.0.1" });
}
