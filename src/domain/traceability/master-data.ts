/**
 * Master data of the traceability records (21 CFR 1.1310 definitions): locations with their location
 * descriptions, products with their product descriptions, a farm's fields, trading partners. An event may
 * name a stored location or product by id, or describe one in full (a supplier's farm seen once): both
 * shapes are accepted wherever the rule asks for a location or product description.
 */
import { z } from "zod";
import { optionalText, text } from "../schemas/record-fields";
import { ftlProduceCategories } from "./food-traceability-list";
import { isValidGtin } from "./gs1";

/**
 * "Location description": business name, phone number, physical location address (or geographical
 * coordinates), and city, State and zip code for domestic locations, comparable information (with the
 * country) for foreign ones (1.1310).
 */
const locationDescriptionFields = z.object({
  businessName: text("Business name", 1, 200),
  phone: z
    .string({ error: "Phone number is required" })
    .trim()
    .regex(/^\+?[0-9 ().-]{7,25}$/, "Enter a phone number (digits, spaces, + ( ) - .)"),
  address: optionalText("Address", 300),
  coordinates: z
    .object({
      latitude: z.number().min(-90, "Latitude is between -90 and 90").max(90, "Latitude is between -90 and 90"),
      longitude: z
        .number()
        .min(-180, "Longitude is between -180 and 180")
        .max(180, "Longitude is between -180 and 180"),
    })
    .optional(),
  city: text("City", 1, 120),
  state: optionalText("State or province", 120),
  postalCode: optionalText("Postal code", 20),
  /** ISO 3166-1 alpha-2; "US" when left out. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Use a two-letter country code (US, MX)")
    .default("US"),
});

function checkLocationDescription(location: z.output<typeof locationDescriptionFields>, ctx: z.RefinementCtx) {
  if (!location.address && !location.coordinates)
    ctx.addIssue({ code: "custom", path: ["address"], message: "Enter the street address or the coordinates" });
  // Domestic locations carry the State and zip code (1.1310).
  if (location.country === "US" && !location.state)
    ctx.addIssue({ code: "custom", path: ["state"], message: "State or province is required" });
  if (location.country === "US" && !/^\d{5}(-\d{4})?$/.test(location.postalCode))
    ctx.addIssue({ code: "custom", path: ["postalCode"], message: "Enter a US zip code (12345 or 12345-6789)" });
}

export const locationDescriptionSchema = locationDescriptionFields.superRefine(checkLocationDescription);
export type LocationDescription = z.output<typeof locationDescriptionSchema>;

/**
 * Reads a reference that is either `{ locationId }` / `{ productId }` or a full description, and tags it
 * with `kind`, so a bad description names its own fields (a plain union would only say "invalid").
 */
const tagged = (idKey: string) => (value: unknown) => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  return { ...value, kind: idKey in value ? "stored" : "described" };
};

/**
 * Where a KDE asks for a location description: a stored location's id (the server replaces it by its
 * description and refuses an unknown id) or a full description.
 */
export const locationRefSchema = z.preprocess(
  tagged("locationId"),
  z.discriminatedUnion(
    "kind",
    [
      z.object({ kind: z.literal("stored"), locationId: z.uuid("Not a location id") }),
      locationDescriptionFields.extend({ kind: z.literal("described") }).superRefine(checkLocationDescription),
    ],
    { error: "Name a stored location or describe it" },
  ),
);
export type LocationRef = z.output<typeof locationRefSchema>;

/**
 * "Product description": the product name (with, if applicable, brand name, commodity and variety),
 * packaging size and packaging style (1.1310).
 */
export const productDescriptionSchema = z.object({
  productName: text("Product name", 1, 200),
  brand: optionalText("Brand", 120),
  commodity: optionalText("Commodity", 120),
  variety: optionalText("Variety", 120),
  /** e.g. "24 ct", "2 lb", "25 lb". */
  packagingSize: text("Packaging size", 1, 60),
  /** e.g. "carton", "clamshell", "RPC", "bag". */
  packagingStyle: text("Packaging style", 1, 60),
});
export type ProductDescription = z.output<typeof productDescriptionSchema>;

/** Where a KDE asks for a product description: a stored product's id or a full description. */
export const productRefSchema = z.preprocess(
  tagged("productId"),
  z.discriminatedUnion(
    "kind",
    [
      z.object({ kind: z.literal("stored"), productId: z.uuid("Not a product id") }),
      productDescriptionSchema.extend({ kind: z.literal("described") }),
    ],
    { error: "Name a stored product or describe it" },
  ),
);
export type ProductRef = z.output<typeof productRefSchema>;

const gtin = z.string().trim().refine(isValidGtin, "Enter a GTIN of 8, 12, 13 or 14 digits with its check digit");

/**
 * How long a packed case keeps (decision 149): days from packing to the date its label prints as
 * best before (AI 15, quality) or use by (AI 17, safety). A product without one prints only its pack date.
 */
export const shelfLifeSchema = z.object(
  {
    days: z
      .number({ error: "Shelf life must be a whole number of days" })
      .int("Shelf life must be a whole number of days")
      .min(1, "Shelf life is 1 to 365 days")
      .max(365, "Shelf life is 1 to 365 days"),
    dateKind: z.enum(["best_before", "use_by"], "Choose best before or use by"),
  },
  { error: "Give the shelf life in days and its date kind" },
);
export type ShelfLife = z.output<typeof shelfLifeSchema>;

/**
 * A product of the site's catalogue (issue #20): what the product description needs, an optional GTIN
 * for case labels, and whether it is on the Food Traceability List. A product on the list names its
 * category, so the traceability plan (1.1315(a)(2)) can list the FTL foods handled.
 */
export const productSchema = productDescriptionSchema
  .extend({
    commodity: text("Commodity", 1, 120),
    gtin: gtin.optional(),
    shelfLife: shelfLifeSchema.optional(),
    onFoodTraceabilityList: z.boolean({ error: "Say whether the product is on the Food Traceability List" }),
    ftlCategory: z.enum(ftlProduceCategories, "Choose a Food Traceability List category").nullable().default(null),
  })
  .superRefine((product, ctx) => {
    if (product.onFoodTraceabilityList && !product.ftlCategory)
      ctx.addIssue({ code: "custom", path: ["ftlCategory"], message: "Choose a Food Traceability List category" });
    if (!product.onFoodTraceabilityList && product.ftlCategory)
      ctx.addIssue({
        code: "custom",
        path: ["ftlCategory"],
        message: "A product off the Food Traceability List has no category",
      });
  });
export type Product = z.output<typeof productSchema>;

/** The kinds of stored location: a farm (with fields), a packinghouse, a cooler, a partner's site. */
export const locationKinds = ["farm", "packinghouse", "cooling_facility", "distribution_center", "other"] as const;

export const locationSchema = locationDescriptionFields
  .extend({
    kind: z.enum(locationKinds, "Choose the kind of location"),
    /** FDA Food Facility Registration Number or a web address: a TLC source reference (1.1310). */
    tlcSourceReference: optionalText("Traceability lot code source reference", 200),
  })
  .superRefine(checkLocationDescription);
export type Location = z.output<typeof locationSchema>;

/**
 * A field or other growing area of a farm: its name must be the one the grower uses (1.1325(a)(1)(v),
 * 1.1330(a)(5)); the traceability plan of a farm maps them (1.1315(a)(5)).
 */
export const growingAreaSchema = z.object({
  farmLocationId: z.uuid("Not a location id"),
  name: text("Field or growing area name", 1, 120),
  coordinates: locationDescriptionFields.shape.coordinates,
});
export type GrowingArea = z.output<typeof growingAreaSchema>;

/** A supplier or customer: the business and the locations it ships from or receives at. */
export const tradingPartnerSchema = z.object({
  name: text("Business name", 1, 200),
  roles: z.array(z.enum(["supplier", "customer"], "Choose supplier or customer")).min(1, "Choose supplier or customer"),
  locationIds: z.array(z.uuid("Not a location id")).default([]),
});
export type TradingPartner = z.output<typeof tradingPartnerSchema>;
