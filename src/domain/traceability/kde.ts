/**
 * The Key Data Elements (KDEs) of each Critical Tracking Event (CTE) of the Food Traceability Rule, 21 CFR
 * Part 1 Subpart S, as zod schemas: the body of `POST /api/sites/:siteId/trace-events`. Each field cites
 * its paragraph. Required KDEs are required here, so a missing one is a 400 whose issue path names the
 * field; KDEs the rule asks for "if applicable" are optional. `kdeFields` lists the same KDEs as data,
 * for KDE completeness and the sortable spreadsheet.
 *
 * Left out (decision 130): aquacultured food's container name (1.1325(a)(1)(vi), 1.1330(a)(6)), the seed
 * KDEs of sprouts (1.1330(b)), initial packing of food from an exempt farm (1.1330(c)), and the
 * information a harvester or cooler must pass on to the initial packer (1.1325(a)(2), (b)(2)).
 */
import { z } from "zod";
import { isIsoDate } from "../dates";
import { optionalText, text } from "../schemas/record-fields";
import { locationRefSchema, productRefSchema } from "./master-data";

export const cteTypes = [
  "harvesting",
  "cooling",
  "initial_packing",
  "first_land_based_receiving",
  "shipping",
  "receiving",
  "transformation",
] as const;
export type CteType = (typeof cteTypes)[number];

const isoDate = (label: string) =>
  z.string({ error: `${label} is required` }).refine(isIsoDate, "Use a real date (YYYY-MM-DD)");

/** The quantity and unit of measure, e.g. 75 bins, 200 pounds, 6 cases, 25 reusable plastic containers. */
export const quantitySchema = z.object(
  {
    value: z.number({ error: "Quantity must be a number" }).positive("Quantity must be more than 0"),
    unit: text("Unit of measure", 1, 40),
  },
  { error: "Quantity and unit of measure are required" },
);
export type Quantity = z.output<typeof quantitySchema>;

/**
 * The examples of "reference document" in 1.1310: business documents that may carry some of a CTE's
 * KDEs; `other` for anything else the business uses.
 */
export const referenceDocumentTypes = [
  "bill_of_lading",
  "purchase_order",
  "advance_ship_notice",
  "work_order",
  "invoice",
  "batch_log",
  "production_log",
  "field_tag",
  "catch_certificate",
  "receipt",
  "database_record",
  "other",
] as const;

export const referenceDocumentSchema = z.object(
  {
    type: z.enum(referenceDocumentTypes, "Choose the reference document type"),
    number: text("Reference document number", 1, 100),
  },
  { error: "Reference document type and number are required" },
);

export const tlcSchema = text("Traceability lot code", 1, 60);

/**
 * "The location description for the traceability lot code source, or the traceability lot code source
 * reference" (1.1340(a)(7), 1.1345(a)(7)): the place that assigned the TLC, or e.g. its FDA Food Facility
 * Registration Number or a web address giving FDA that description (1.1310).
 */
export const tlcSourceSchema = z
  .object(
    {
      location: locationRefSchema.optional(),
      reference: optionalText("Traceability lot code source reference", 200),
    },
    { error: "Name the traceability lot code source or its reference" },
  )
  .refine((source) => source.location !== undefined || source.reference !== "", {
    message: "Name the traceability lot code source or its reference",
  });

const tlcSourceReference = optionalText("Traceability lot code source reference", 200);

export const harvestingSchema = z.object({
  type: z.literal("harvesting"),
  subsequentRecipient: locationRefSchema, // 1.1325(a)(1)(i), other than a transporter
  commodity: text("Commodity", 1, 120), // 1.1325(a)(1)(ii)
  variety: optionalText("Variety", 120), // 1.1325(a)(1)(ii), if applicable
  quantity: quantitySchema, // 1.1325(a)(1)(iii)
  farm: locationRefSchema, // 1.1325(a)(1)(iv)
  growingArea: text("Field or growing area name", 1, 120), // 1.1325(a)(1)(v), the grower's own name for it
  harvestDate: isoDate("Harvest date"), // 1.1325(a)(1)(vii)
  referenceDocument: referenceDocumentSchema, // 1.1325(a)(1)(viii)
});

export const coolingSchema = z.object({
  type: z.literal("cooling"),
  subsequentRecipient: locationRefSchema, // 1.1325(b)(1)(i)
  commodity: text("Commodity", 1, 120), // 1.1325(b)(1)(ii)
  variety: optionalText("Variety", 120), // 1.1325(b)(1)(ii), if applicable
  quantity: quantitySchema, // 1.1325(b)(1)(iii)
  coolingLocation: locationRefSchema, // 1.1325(b)(1)(iv)
  coolingDate: isoDate("Cooling date"), // 1.1325(b)(1)(v)
  farm: locationRefSchema, // 1.1325(b)(1)(vi)
  referenceDocument: referenceDocumentSchema, // 1.1325(b)(1)(vii)
});

/** One harvest lot of the raw agricultural commodity received for packing (1.1330(a)(1)–(10)). */
export const receivedHarvestSchema = z.object({
  commodity: text("Commodity", 1, 120), // 1.1330(a)(1)
  variety: optionalText("Variety", 120), // 1.1330(a)(1), if applicable
  receivedDate: isoDate("Date received"), // 1.1330(a)(2)
  quantity: quantitySchema, // 1.1330(a)(3)
  farm: locationRefSchema, // 1.1330(a)(4)
  growingArea: text("Field or growing area name", 1, 120), // 1.1330(a)(5)
  harvester: z.object(
    {
      businessName: text("Harvester business name", 1, 200),
      phone: text("Harvester phone number", 7, 25),
    },
    { error: "Harvester business name and phone number are required" },
  ), // 1.1330(a)(7)
  harvestDate: isoDate("Harvest date"), // 1.1330(a)(8)
  coolingLocation: locationRefSchema.optional(), // 1.1330(a)(9), if applicable
  coolingDate: isoDate("Cooling date").optional(), // 1.1330(a)(10), if applicable
});

export const initialPackingSchema = z.object({
  type: z.literal("initial_packing"),
  received: z
    .array(receivedHarvestSchema, { error: "List the harvested food received" })
    .min(1, "List the harvested food received"),
  tlc: tlcSchema.optional(), // 1.1330(a)(11); assigned here (1.1320(a)), from the site's format when left out
  product: productRefSchema, // 1.1330(a)(12)
  quantity: quantitySchema, // 1.1330(a)(13)
  packingLocation: locationRefSchema, // 1.1330(a)(14), the TLC source
  tlcSourceReference, // 1.1330(a)(14), if applicable
  packingDate: isoDate("Packing date"), // 1.1330(a)(15)
  referenceDocument: referenceDocumentSchema, // 1.1330(a)(16)
});

export const firstLandBasedReceivingSchema = z.object({
  type: z.literal("first_land_based_receiving"),
  tlc: tlcSchema.optional(), // 1.1335(a); assigned here (1.1320(a)), from the site's format when left out
  product: productRefSchema, // 1.1335(b): species and/or market name, or the packaged food's product description
  quantity: quantitySchema, // 1.1335(c)
  harvestDates: z.object(
    { from: isoDate("First harvest date"), to: isoDate("Last harvest date") },
    { error: "The trip's harvest dates are required" },
  ), // 1.1335(d)
  harvestLocations: z
    .array(text("Harvest location", 1, 120), { error: "List the trip's harvest locations" })
    .min(1, "List the trip's harvest locations"), // 1.1335(d): NMFS Ocean Geographic Code or coordinates
  receivingLocation: locationRefSchema, // 1.1335(e), the TLC source
  tlcSourceReference, // 1.1335(e), if applicable
  receiveDate: isoDate("Date received"), // 1.1335(f)
  referenceDocument: referenceDocumentSchema, // 1.1335(g)
});

export const shippingSchema = z.object({
  type: z.literal("shipping"),
  tlc: tlcSchema, // 1.1340(a)(1); never a new one (1.1320(b))
  quantity: quantitySchema, // 1.1340(a)(2)
  product: productRefSchema, // 1.1340(a)(3)
  shipTo: locationRefSchema, // 1.1340(a)(4), the immediate subsequent recipient other than a transporter
  shipFrom: locationRefSchema, // 1.1340(a)(5)
  shipDate: isoDate("Ship date"), // 1.1340(a)(6)
  tlcSource: tlcSourceSchema, // 1.1340(a)(7)
  referenceDocument: referenceDocumentSchema, // 1.1340(a)(8)
});

export const receivingSchema = z.object({
  type: z.literal("receiving"),
  tlc: tlcSchema, // 1.1345(a)(1): the supplier's code, kept
  quantity: quantitySchema, // 1.1345(a)(2)
  product: productRefSchema, // 1.1345(a)(3)
  previousSource: locationRefSchema, // 1.1345(a)(4), the immediate previous source other than a transporter
  receivingLocation: locationRefSchema, // 1.1345(a)(5)
  receiveDate: isoDate("Date received"), // 1.1345(a)(6)
  tlcSource: tlcSourceSchema, // 1.1345(a)(7)
  referenceDocument: referenceDocumentSchema, // 1.1345(a)(8)
  /**
   * Received from a person the subpart does not apply to (1.1345(b)): the receiver assigns the TLC when
   * none was, and is then its source (see `tlc.ts`).
   */
  fromExemptSource: z.boolean().default(false),
});

/** One traceability lot used in a transformation (1.1350(a)(1)). */
export const transformationInputSchema = z.object({
  tlc: tlcSchema, // 1.1350(a)(1)(i)
  product: productRefSchema, // 1.1350(a)(1)(ii)
  quantity: quantitySchema, // 1.1350(a)(1)(iii), the quantity used from that lot
  /** Not a KDE: names which lot, where the site holds several of this code from different sources (decision 155). */
  tlcSource: tlcSourceSchema.optional(),
});

export const transformationSchema = z.object({
  type: z.literal("transformation"),
  inputs: z
    .array(transformationInputSchema, { error: "List the traceability lots used" })
    .min(1, "List the traceability lots used"),
  tlc: tlcSchema.optional(), // 1.1350(a)(2)(i), the new TLC (1.1320(a)); from the site's format when left out
  transformationLocation: locationRefSchema, // 1.1350(a)(2)(ii), the TLC source
  tlcSourceReference, // 1.1350(a)(2)(ii), if applicable
  completedDate: isoDate("Date the transformation was completed"), // 1.1350(a)(2)(iii)
  product: productRefSchema, // 1.1350(a)(2)(iv)
  quantity: quantitySchema, // 1.1350(a)(2)(v)
  referenceDocument: referenceDocumentSchema, // 1.1350(a)(2)(vi)
});

/** The body of `POST /api/sites/:siteId/trace-events`: one CTE with its KDEs, told apart by `type`. */
export const traceEventInputSchema = z.discriminatedUnion(
  "type",
  [
    harvestingSchema,
    coolingSchema,
    initialPackingSchema,
    firstLandBasedReceivingSchema,
    shippingSchema,
    receivingSchema,
    transformationSchema,
  ],
  { error: `Choose the event type (${cteTypes.join(", ")})` },
);
export type TraceEventInput = z.output<typeof traceEventInputSchema>;
export type TraceEventOf<T extends CteType> = Extract<TraceEventInput, { type: T }>;

/**
 * A KDE as data: its path in the event (`received[].farm`: in every element of the list), whether the
 * rule requires it or asks for it only "if applicable", the paragraph that asks for it, and the parts it
 * needs each of (a quantity without its unit is incomplete). `assigned`
 * marks the new TLC of the CTEs that create one: required in the record, left out of a request when the
 * server assigns it from the site's format.
 */
export type KdeField = { path: string; required: boolean; section: string; assigned?: true; parts?: readonly string[] };

/** KDEs made of parts that are each required: "the quantity and unit of measure", "type and number". */
const partsOf: Record<string, readonly string[]> = {
  quantity: ["value", "unit"],
  referenceDocument: ["type", "number"],
  harvester: ["businessName", "phone"],
  harvestDates: ["from", "to"],
};

const kde = (path: string, section: string, required = true): KdeField => {
  const parts = partsOf[path.split(".").at(-1)!];
  return parts ? { path, required, section, parts } : { path, required, section };
};
const assignedTlc = (section: string): KdeField => ({ path: "tlc", required: true, section, assigned: true });

export const kdeFields: Record<CteType, readonly KdeField[]> = {
  harvesting: [
    kde("subsequentRecipient", "1.1325(a)(1)(i)"),
    kde("commodity", "1.1325(a)(1)(ii)"),
    kde("variety", "1.1325(a)(1)(ii)", false),
    kde("quantity", "1.1325(a)(1)(iii)"),
    kde("farm", "1.1325(a)(1)(iv)"),
    kde("growingArea", "1.1325(a)(1)(v)"),
    kde("harvestDate", "1.1325(a)(1)(vii)"),
    kde("referenceDocument", "1.1325(a)(1)(viii)"),
  ],
  cooling: [
    kde("subsequentRecipient", "1.1325(b)(1)(i)"),
    kde("commodity", "1.1325(b)(1)(ii)"),
    kde("variety", "1.1325(b)(1)(ii)", false),
    kde("quantity", "1.1325(b)(1)(iii)"),
    kde("coolingLocation", "1.1325(b)(1)(iv)"),
    kde("coolingDate", "1.1325(b)(1)(v)"),
    kde("farm", "1.1325(b)(1)(vi)"),
    kde("referenceDocument", "1.1325(b)(1)(vii)"),
  ],
  initial_packing: [
    kde("received", "1.1330(a)(1)-(10)"),
    kde("received[].commodity", "1.1330(a)(1)"),
    kde("received[].variety", "1.1330(a)(1)", false),
    kde("received[].receivedDate", "1.1330(a)(2)"),
    kde("received[].quantity", "1.1330(a)(3)"),
    kde("received[].farm", "1.1330(a)(4)"),
    kde("received[].growingArea", "1.1330(a)(5)"),
    kde("received[].harvester", "1.1330(a)(7)"),
    kde("received[].harvestDate", "1.1330(a)(8)"),
    kde("received[].coolingLocation", "1.1330(a)(9)", false),
    kde("received[].coolingDate", "1.1330(a)(10)", false),
    assignedTlc("1.1330(a)(11)"),
    kde("product", "1.1330(a)(12)"),
    kde("quantity", "1.1330(a)(13)"),
    kde("packingLocation", "1.1330(a)(14)"),
    kde("tlcSourceReference", "1.1330(a)(14)", false),
    kde("packingDate", "1.1330(a)(15)"),
    kde("referenceDocument", "1.1330(a)(16)"),
  ],
  first_land_based_receiving: [
    assignedTlc("1.1335(a)"),
    kde("product", "1.1335(b)"),
    kde("quantity", "1.1335(c)"),
    kde("harvestDates", "1.1335(d)"),
    kde("harvestLocations", "1.1335(d)"),
    kde("receivingLocation", "1.1335(e)"),
    kde("tlcSourceReference", "1.1335(e)", false),
    kde("receiveDate", "1.1335(f)"),
    kde("referenceDocument", "1.1335(g)"),
  ],
  shipping: [
    kde("tlc", "1.1340(a)(1)"),
    kde("quantity", "1.1340(a)(2)"),
    kde("product", "1.1340(a)(3)"),
    kde("shipTo", "1.1340(a)(4)"),
    kde("shipFrom", "1.1340(a)(5)"),
    kde("shipDate", "1.1340(a)(6)"),
    kde("tlcSource", "1.1340(a)(7)"),
    kde("referenceDocument", "1.1340(a)(8)"),
  ],
  receiving: [
    kde("tlc", "1.1345(a)(1)"),
    kde("quantity", "1.1345(a)(2)"),
    kde("product", "1.1345(a)(3)"),
    kde("previousSource", "1.1345(a)(4)"),
    kde("receivingLocation", "1.1345(a)(5)"),
    kde("receiveDate", "1.1345(a)(6)"),
    kde("tlcSource", "1.1345(a)(7)"),
    kde("referenceDocument", "1.1345(a)(8)"),
  ],
  transformation: [
    kde("inputs", "1.1350(a)(1)"),
    kde("inputs[].tlc", "1.1350(a)(1)(i)"),
    kde("inputs[].product", "1.1350(a)(1)(ii)"),
    kde("inputs[].quantity", "1.1350(a)(1)(iii)"),
    assignedTlc("1.1350(a)(2)(i)"),
    kde("transformationLocation", "1.1350(a)(2)(ii)"),
    kde("tlcSourceReference", "1.1350(a)(2)(ii)", false),
    kde("completedDate", "1.1350(a)(2)(iii)"),
    kde("product", "1.1350(a)(2)(iv)"),
    kde("quantity", "1.1350(a)(2)(v)"),
    kde("referenceDocument", "1.1350(a)(2)(vi)"),
  ],
};

/** The date that dates each CTE: the day it happened, by its own KDE. */
export const eventDateField: Record<CteType, string> = {
  harvesting: "harvestDate",
  cooling: "coolingDate",
  initial_packing: "packingDate",
  first_land_based_receiving: "receiveDate",
  shipping: "shipDate",
  receiving: "receiveDate",
  transformation: "completedDate",
};
