import { date, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { RecallDrillStepRecord } from "../../../domain/traceability/recall-drill";
import { organisations, sites, users } from "./core";

const at = (name: string) => timestamp(name, { withTimezone: true });

export type { RecallDrillStepRecord };

/**
 * A mock recall drill at a site (decision 137): the starting lot (or product and date range), the clock
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
