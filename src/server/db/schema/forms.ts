import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { FormDefinition } from "../../../domain/forms/form-definition";
import { organisations, users } from "./core";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Log forms (decision 138). The four built-in forms have the log type as id and no organisation (shared,
 * never edited); a custom form has a UUID as id and belongs to one organisation.
 */
export const logForms = pgTable(
  "log_forms",
  {
    id: text("id").primaryKey(),
    organisationId: uuid("organisation_id").references(() => organisations.id),
    /** The version new records are made with: the latest published. */
    currentVersion: integer("current_version").notNull(),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("log_forms_organisation").on(t.organisationId)],
);

/**
 * Each published version of a form, never changed once written: records point at the one they were made
 * with. A version of a built-in form with an organisation is that organisation's own (decision 165).
 */
export const logFormVersions = pgTable(
  "log_form_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    formId: text("form_id")
      .notNull()
      .references(() => logForms.id),
    organisationId: uuid("organisation_id").references(() => organisations.id),
    version: integer("version").notNull(),
    definition: jsonb("definition").$type<FormDefinition>().notNull(),
    publishedBy: uuid("published_by").references(() => users.id),
    publishedByName: text("published_by_name").notNull(),
    publishedAt: at("published_at").notNull().defaultNow(),
  },
  // A built-in form's versions are numbered per organisation (decision 165): the shared version 1 has no
  // organisation, and each organisation's own versions of it go on from 2.
  (t) => [uniqueIndex("log_form_versions_form_organisation_version").on(t.formId, t.organisationId, t.version)],
);
