import { sql } from "drizzle-orm";
import {
  bigint,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { CteType } from "../../../domain/traceability/kde";
import type { GrowingArea, Location, Product, TradingPartner } from "../../../domain/traceability/master-data";
import type { TracePlanContent } from "../../../domain/traceability/plan";
import { organisations, sites, users } from "./core";
import { suppliers } from "./suppliers";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * FSMA 204 master data and records (decision 133). Every table carries the organisation and the site:
 * master data is kept per site, as the traceability records are kept by the site that keeps them (1.1455).
 */

/** A product of the site's catalogue (`productSchema`), the product description its events name by id. */
export const traceProducts = pgTable(
  "trace_products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    product: jsonb("product").$type<Product>().notNull(),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("trace_products_site_idx").on(t.siteId)],
);

/** A location description (`locationSchema`); a farm's fields or growing areas live with it. */
export const traceLocations = pgTable(
  "trace_locations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    location: jsonb("location").$type<Location>().notNull(),
    growingAreas: jsonb("growing_areas").$type<Omit<GrowingArea, "farmLocationId">[]>().notNull().default([]),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("trace_locations_site_idx").on(t.siteId)],
);

/** A supplier or customer of the site and the stored locations it ships from or receives at. */
export const tradingPartners = pgTable(
  "trading_partners",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    partner: jsonb("partner").$type<TradingPartner>().notNull(),
    /** The approved-supplier programme's record of this business (decision 143): one per site at most. */
    supplierId: uuid("supplier_id").references(() => suppliers.id),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("trading_partners_site_idx").on(t.siteId),
    uniqueIndex("trading_partners_site_supplier").on(t.siteId, t.supplierId),
  ],
);

/**
 * One Critical Tracking Event with its KDEs as validated (`kdes`, the request body with the assigned TLC),
 * plus the columns trace, lists and the sortable spreadsheet filter on. Never updated or deleted.
 */
export const traceEvents = pgTable(
  "trace_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    type: text("type").$type<CteType>().notNull(),
    kdes: jsonb("kdes").$type<Record<string, unknown>>().notNull(),
    /** The event's own date KDE (`eventDateField`). */
    eventDate: date("event_date", { mode: "string" }).notNull(),
    /** The lot made, shipped or received, as written; `tlc_key` is its upper-case trimmed form. */
    tlc: text("tlc"),
    tlcKey: text("tlc_key"),
    /** The TLC source key of the lot it carries (`tlcSourceKey`, decision 155): the site's lot it named. */
    tlcSourceKey: text("tlc_source_key"),
    /** The lots a transformation used, upper-case trimmed. */
    inputTlcKeys: text("input_tlc_keys").array().notNull().default(sql`'{}'::text[]`),
    /** The TLC source key of each lot a transformation used, in the order of `input_tlc_keys`. */
    inputTlcSourceKeys: text("input_tlc_source_keys").array().notNull().default(sql`'{}'::text[]`),
    productId: uuid("product_id").references(() => traceProducts.id),
    quantity: numeric("quantity", { mode: "number" }),
    unit: text("unit"),
    capturedBy: uuid("captured_by").references(() => users.id),
    capturedAt: at("captured_at").notNull().defaultNow(),
  },
  (t) => [
    // The FDA spreadsheet reads a site's events by date in batches, keyset on (event date, id).
    index("trace_events_site_date_id_idx").on(t.siteId, t.eventDate, t.id),
    index("trace_events_org_tlc_idx").on(t.organisationId, t.tlcKey),
    // A trace forward finds the transformations that used a lot. Without GIN's pending list
    // (fastupdate), which every lookup scans until a vacuum merges it: PGlite never vacuums on its own,
    // and a bulk import left each step of the recursive walk reading it (decision 160).
    index("trace_events_input_tlcs_idx").using("gin", t.inputTlcKeys).with({ fastupdate: false }),
  ],
);

/**
 * A traceability lot the site holds: a code it assigned (initial packing, first land-based receiving,
 * transformation, receiving from an exempt source) or received. A lot is its code and its TLC source
 * (decision 155): unique per site by the code without regard to case and the source key, so the same
 * code received from two suppliers is two lots.
 */
export const traceLots = pgTable(
  "trace_lots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    tlc: text("tlc").notNull(),
    tlcKey: text("tlc_key").notNull(),
    /** `assigned` here, or `received` with the supplier's code. */
    origin: text("origin").$type<"assigned" | "received">().notNull(),
    /** The TLC source: its location reference or description and/or its reference, as the event gave them. */
    tlcSource: jsonb("tlc_source").$type<{ location?: unknown; reference?: string }>().notNull(),
    /** `tlcSourceKey` of the source: its location's business name and city, or its reference. */
    sourceKey: text("source_key").notNull(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => traceEvents.id),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("trace_lots_site_tlc_source").on(t.siteId, t.tlcKey, t.sourceKey)],
);

/** A site's TLC format (`tlcFormatSettingsSchema`); a site without a row uses the default of decision 133. */
export const siteTlcFormats = pgTable("site_tlc_formats", {
  siteId: uuid("site_id")
    .primaryKey()
    .references(() => sites.id),
  organisationId: uuid("organisation_id")
    .notNull()
    .references(() => organisations.id),
  siteCode: text("site_code").notNull(),
  template: text("template").notNull(),
  updatedBy: uuid("updated_by").references(() => users.id),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/** Who produced FDA's sortable spreadsheet, when, with which filters (1.1455(c)(3)(ii); decision 133). */
export const fdaRequestLog = pgTable(
  "fda_request_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    requestedBy: uuid("requested_by").references(() => users.id),
    requestedAt: at("requested_at").notNull().defaultNow(),
    from: date("from_date", { mode: "string" }).notNull(),
    to: date("to_date", { mode: "string" }).notNull(),
    format: text("format").$type<"csv" | "xlsx">().notNull(),
    tlc: text("tlc"),
    product: text("product"),
    rowCount: integer("row_count").notNull(),
  },
  (t) => [index("fda_request_log_site_idx").on(t.siteId, t.requestedAt)],
);

/** The point of contact a site's traceability plan names (1.1315(a)(4), `pointOfContactSchema`). */
export const siteTraceabilityContacts = pgTable("site_traceability_contacts", {
  siteId: uuid("site_id")
    .primaryKey()
    .references(() => sites.id),
  organisationId: uuid("organisation_id")
    .notNull()
    .references(() => organisations.id),
  name: text("name").notNull(),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  updatedBy: uuid("updated_by").references(() => users.id),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/**
 * An import of Critical Tracking Events from a spreadsheet (decision 144): the file, the CTE, the column
 * mapping used, and what it imported, row by row (the row number, the event made, the lot code).
 * All rows were imported in one transaction with the record, or none were.
 */
export const traceImports = pgTable(
  "trace_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    type: text("type").$type<CteType>().notNull(),
    fileName: text("file_name").notNull(),
    fileKind: text("file_kind").$type<"csv" | "xlsx">().notNull(),
    fileSha256: text("file_sha256").notNull(),
    mapping: jsonb("mapping").$type<Record<string, string>>().notNull(),
    rows: jsonb("rows").$type<{ row: number; eventId: string; tlc: string | null }[]>().notNull(),
    rowCount: integer("row_count").notNull(),
    importedBy: uuid("imported_by").references(() => users.id),
    importedAt: at("imported_at").notNull().defaultNow(),
  },
  (t) => [index("trace_imports_site_idx").on(t.siteId, t.importedAt)],
);

/**
 * A signed version of a site's traceability plan (1.1315), frozen: the plan's content as it was signed
 * (`TracePlanContent`), its sha256 and the e-signature. The unsigned draft is never stored: it is the plan
 * the configuration gives now. Versions are never deleted: 1.1315(b) keeps a plan two years after it is
 * superseded (by the next signed version).
 */
export const tracePlanVersions = pgTable(
  "trace_plan_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    version: integer("version").notNull(),
    content: jsonb("content").$type<TracePlanContent>().notNull(),
    contentHash: text("content_hash").notNull(),
    signerUserId: uuid("signer_user_id")
      .notNull()
      .references(() => users.id),
    printedName: text("printed_name").notNull(),
    signerRole: text("signer_role").notNull(),
    meaning: text("meaning").notNull(),
    timezone: text("timezone").notNull(),
    signedAt: at("signed_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("trace_plan_versions_site_version").on(t.siteId, t.version)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Every (site, event day) that holds or held trace events, with a version the database bumps (triggers on
 * trace_events, trace_products and trace_locations, in the writing transaction) whenever that day's FDA
 * spreadsheet rows may have changed (decision 170). A built piece counts only at the version it was built
 * from, so a piece built while a capture committed is never served stale.
 */
export const fdaSheetDays = pgTable(
  "fda_sheet_days",
  {
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    day: date("day", { mode: "string" }).notNull(),
    version: bigint("version", { mode: "number" }).notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day] })],
);

/**
 * One day's FDA spreadsheet rows built ahead of the request (decision 170): CSV lines, or the worksheet's
 * `<row>` XML, as raw deflate ending on a sync flush, so a sheet is the pieces of its days one after the
 * other; with the uncompressed length and CRC-32 the gzip trailer and the ZIP's data descriptor need.
 */
export const fdaSheetPieces = pgTable(
  "fda_sheet_pieces",
  {
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    day: date("day", { mode: "string" }).notNull(),
    format: text("format").$type<"csv" | "xlsx">().notNull(),
    /** The day's `fda_sheet_days.version` it was built from. */
    version: bigint("version", { mode: "number" }).notNull(),
    builtAt: at("built_at").notNull().defaultNow(),
    rowCount: integer("row_count").notNull(),
    rawLength: bigint("raw_length", { mode: "number" }).notNull(),
    crc32: bigint("crc32", { mode: "number" }).notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.format] })],
);
