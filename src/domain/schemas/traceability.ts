/**
 * The traceability API's own inputs (decision 133): ids, list filters and export queries. The KDE bodies,
 * master data and TLC format are the schemas of `src/domain/traceability/` (decision 130).
 */
import { z } from "zod";
import { isIsoDate } from "../dates";
import { columnMappingSchema } from "../imports/column-mapping";
import { cteTypes } from "../traceability/kde";
import { growingAreaSchema, locationSchema } from "../traceability/master-data";

const isoDate = z.string({ error: "Use a real date (YYYY-MM-DD)" }).refine(isIsoDate, "Use a real date (YYYY-MM-DD)");
/** A range is judged only between two real dates: a bad date is named on its own field, not as a range. */
const inOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || !isIsoDate(q.from) || !isIsoDate(q.to) || q.from <= q.to;
const optionalCode = z.string().trim().max(60, "Use at most 60 characters").optional();

export const traceProductParamsSchema = z.object({ productId: z.uuid("Not a product id") });
export const traceLocationParamsSchema = z.object({ locationId: z.uuid("Not a location id") });
export const tradingPartnerParamsSchema = z.object({ partnerId: z.uuid("Not a trading partner id") });

/** A stored location with the farm's fields or growing areas (names as the grower uses them). */
export const traceLocationInputSchema = z.object({
  location: locationSchema,
  growingAreas: z
    .array(growingAreaSchema.omit({ farmLocationId: true }))
    .max(200, "At most 200 growing areas")
    .default([]),
});
export type TraceLocationInput = z.output<typeof traceLocationInputSchema>;

/** `GET /api/sites/:siteId/trace-events`: by CTE, event date range (inclusive) and TLC (any case). */
export const traceEventListQuerySchema = z
  .object({
    type: z.enum(cteTypes, "Choose an event type").optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    tlc: optionalCode,
  })
  .refine(inOrder, { path: ["to"], message: "Ends before it starts" });

export const traceLotParamsSchema = z.object({
  tlc: z.string().trim().min(1, "Enter a traceability lot code").max(60, "Use at most 60 characters"),
});
/**
 * A lot's TLC source as a query parameter names it (decision 155): its source key as a trace returns it,
 * its location's business name (and city), or its TLC source reference. Needed when the code alone names
 * several lots.
 */
const tlcSourceParam = z.string().trim().max(200, "Use at most 200 characters").optional();
/** `GET /api/sites/:siteId/traceability/lots/:tlc/labels.pdf?count=&tlcSource=`: how many case labels to print, of which lot. */
export const caseLabelsQuerySchema = z.object({
  tlcSource: tlcSourceParam,
  count: z.coerce
    .number("Enter a number of labels")
    .int("Enter a whole number of labels")
    .min(1, "Print at least one label")
    .max(500, "Print at most 500 labels at a time")
    .optional(),
});
export const traceLotQuerySchema = z.object({
  direction: z.enum(["forward", "backward"], "Choose forward or backward").default("forward"),
  tlcSource: tlcSourceParam,
});

/** The sortable spreadsheet of 1.1455(c)(3)(ii): a date range, the file type, optionally one lot or product. */
export const fdaSpreadsheetQuerySchema = z
  .object({
    from: isoDate,
    to: isoDate,
    format: z.enum(["csv", "xlsx"], "Choose csv or xlsx").default("csv"),
    tlc: optionalCode,
    product: z.string().trim().max(200, "Use at most 200 characters").optional(),
  })
  .refine(inOrder, { path: ["to"], message: "Ends before it starts" });
export type FdaSpreadsheetQuery = z.output<typeof fdaSpreadsheetQuerySchema>;

/** `GET …/traceability/epcis`: a site's events of a date range, or of one lot (decision 150). */
export const epcisExportQuerySchema = z
  .object({ from: isoDate, to: isoDate, tlc: optionalCode })
  .refine(inOrder, { path: ["to"], message: "Ends before it starts" });
export type EpcisExportQuery = z.output<typeof epcisExportQuerySchema>;

export const completenessQuerySchema = z.object({
  by: z.enum(["type", "product", "supplier"], "Group by type, product or supplier").default("type"),
});

/**
 * `POST /api/sites/:siteId/trace-imports[/preview]` (multipart, decision 144): the CTE the file's rows
 * are, and the column mapping (field key → column index; left out, the proposal from the headers is used).
 * The file itself is the `file` part.
 */
export const traceImportRequestSchema = z.object({
  type: z.enum(cteTypes, `Choose the event type (${cteTypes.join(", ")})`),
  mapping: columnMappingSchema.optional(),
});
export type TraceImportRequest = z.output<typeof traceImportRequestSchema>;

/** `GET /api/sites/:siteId/traceability/lots?code=`: the site's lots of one code, to pick one by its source. */
export const siteLotsQuerySchema = z.object({
  code: z.string().trim().min(1, "Enter a traceability lot code").max(60, "Use at most 60 characters"),
});

/**
 * One lot of the site with the code asked for (decision 155): its source as people know it (the business
 * name and city of its location, or its TLC source reference) and its key, what the event that gave the
 * site the lot says of it (product, date, quantity), what the records say is still on hand (null when its
 * units are mixed), and `select`: the TLC source a transformation input sends to name this lot.
 */
export const siteLotSchema = z.object({
  tlc: z.string(),
  sourceKey: z.string(),
  origin: z.enum(["assigned", "received"]),
  source: z.object({
    businessName: z.string().optional(),
    city: z.string().optional(),
    reference: z.string().optional(),
  }),
  product: z.string().nullable(),
  date: z.string(),
  quantity: z.object({ value: z.number(), unit: z.string() }),
  onHand: z.object({ value: z.number(), unit: z.string() }).nullable(),
  select: z.object({
    location: z.union([z.object({ locationId: z.string() }), z.record(z.string(), z.unknown())]).optional(),
    reference: z.string().optional(),
  }),
});
export type SiteLotView = z.output<typeof siteLotSchema>;
export const siteLotsSchema = z.object({ code: z.string(), lots: z.array(siteLotSchema) });
export type SiteLotsView = z.output<typeof siteLotsSchema>;
