import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { RecallDrillStep } from "../../../domain/traceability/recall-drill";
import { organisations, sites, users } from "./core";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One recorded step of a drill: who did it, when, with what result (decision 135). */
export type RecallDrillStepRecord = {
  step: RecallDrillStep;
  at: string;
  byName: string;
  note: string;
  /** What the step found: lot codes traced, customers named, holds placed, lots out of balance. */
  result: Record<string, unknown>;
};

/**
 * A mock recall drill at a site (decision 135): the starting lot (or product and date range), the clock
 * (`started_at` to `closed_at`), the steps recorded and, once closed, the findings the report prints.
 */
export const recallDrills = pgTable(
  "recall_drills",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    /** The lot code the drill starts from, as entered; null when it starts from a product and dates. */
    tlc: text("tlc"),
    productId: uuid("product_id"),
    fromDate: date("from_date", { mode: "string" }),
    toDate: date("to_date", { mode: "string" }),
    /** The lots the drill starts from (the code entered, or the product's lots of the date range). */
    startLots: text("start_lots").array().notNull(),
    steps: jsonb("steps").$type<RecallDrillStepRecord[]>().notNull().default([]),
    holdIds: uuid("hold_ids").array().notNull().default([]),
    startedBy: uuid("started_by").references(() => users.id),
    startedByName: text("started_by_name").notNull(),
    startedAt: at("started_at").notNull(),
    closedBy: uuid("closed_by").references(() => users.id),
    closedByName: text("closed_by_name"),
    closedAt: at("closed_at"),
    conclusion: text("conclusion").notNull().default(""),
    /** The drill's findings frozen at closing: what the report prints. */
    findings: jsonb("findings").$type<Record<string, unknown>>(),
  },
  (t) => [index("recall_drills_site").on(t.organisationId, t.siteId, t.startedAt)],
);

/** The point of contact a site's traceability plan names (1.1315(a)(4)). */
export const traceabilityPlanContacts = pgTable("traceability_plan_contacts", {
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
 * A signed version of a site's traceability plan (1.1315): the content as generated from the
 * configuration when it was signed, its sha256 and the e-signature, as the Food Safety Plan is signed.
 */
export const traceabilityPlanVersions = pgTable(
  "traceability_plan_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    version: integer("version").notNull(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
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
  (t) => [uniqueIndex("traceability_plan_versions_site_version").on(t.siteId, t.version)],
);
