import { date, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { AppRole } from "../../../domain/roles";
import type { ScheduleFrequency } from "../../../domain/schedules/schedule";
import type { Closure } from "../../../domain/schedules/working-calendar";
import { organisations, sites, users } from "./core";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A site's working calendar (decision 126); a site without a row works Monday–Friday with no closures. */
export const siteWorkingCalendars = pgTable("site_working_calendars", {
  siteId: uuid("site_id")
    .primaryKey()
    .references(() => sites.id),
  organisationId: uuid("organisation_id")
    .notNull()
    .references(() => organisations.id),
  /** ISO weekdays, Monday 1 … Sunday 7. */
  operatingWeekdays: jsonb("operating_weekdays").$type<number[]>().notNull(),
  closures: jsonb("closures").$type<Closure[]>().notNull(),
  updatedBy: uuid("updated_by").references(() => users.id),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/**
 * "This log form is expected at this site on this rhythm, owned by this role" (decision 126). A schedule is
 * never deleted: it ends (endsOn), so the logs it expected before stay answerable.
 */
export const logSchedules = pgTable(
  "log_schedules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    /** The log form expected (the built-in forms are the four log types). */
    formId: text("form_id").notNull(),
    frequency: jsonb("frequency").$type<ScheduleFrequency>().notNull(),
    ownerRole: text("owner_role").$type<AppRole>().notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("log_schedules_site_idx").on(t.siteId, t.startsOn)],
);
