import { index, jsonb, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Scope } from "../../../domain/schemas/scope";
import { organisations, sites, users } from "./core";

/**
 * The audit scope of a site: the draft being edited in the wizard and the last confirmed (applied)
 * scope that training, records, audits and scoring read. One row per site, created on first save.
 */
export const siteScopes = pgTable(
  "site_scopes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    /** The scope being edited (saved as the user edits). */
    draft: jsonb("draft").$type<Scope>().notNull(),
    /** The last confirmed scope; null until the first Save Scope & Apply. */
    applied: jsonb("applied").$type<Scope>(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmedBy: uuid("confirmed_by").references(() => users.id),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id),
  },
  (t) => [uniqueIndex("site_scopes_site").on(t.siteId), index("site_scopes_org").on(t.organisationId)],
);
