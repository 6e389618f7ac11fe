import { date, index, integer, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organisations, sites, users } from "./core";

/**
 * One row per site and site-local day: the dashboard's four figures as last computed that day. The
 * overview's trends compare today's figures with the snapshot of N days ago.
 */
export const overviewSnapshots = pgTable(
  "overview_snapshots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    day: date("day", { mode: "string" }).notNull(),
    readiness: integer("readiness").notNull(),
    recordsToVerify: integer("records_to_verify").notNull(),
    trainingCoverage: integer("training_coverage").notNull(),
    openDeviations: integer("open_deviations").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("overview_snapshots_site_day").on(t.siteId, t.day),
    index("overview_snapshots_org").on(t.organisationId, t.siteId, t.day),
  ],
);

/** The readiness target of a site (the Readiness Score card's "target"); 95 unless set. */
export const readinessTargets = pgTable(
  "readiness_targets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    target: integer("target").notNull().default(95),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id),
  },
  (t) => [uniqueIndex("readiness_targets_site").on(t.siteId)],
);
