import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organisations, sites, users } from "./core";
import { logFormVersions } from "./forms";
import { monitoringRecords } from "./records";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One import of existing logs from a CSV or XLSX file (issue 19, decision 145): committed all-or-nothing
 * and undone as a whole. The records it made are listed in record_import_rows.
 */
export const recordImports = pgTable(
  "record_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    formId: text("form_id").notNull(),
    formVersionId: uuid("form_version_id")
      .notNull()
      .references(() => logFormVersions.id),
    fileName: text("file_name").notNull(),
    /** SHA-256 of the file's bytes, to tell which file was imported. */
    fileSha256: text("file_sha256").notNull(),
    clauseId: text("clause_id").notNull(),
    rowCount: integer("row_count").notNull(),
    exceptionCount: integer("exception_count").notNull(),
    /** The column each field was read from, as the importer confirmed it. */
    mapping: jsonb("mapping").$type<Record<string, number | null>>().notNull(),
    status: text("status", { enum: ["active", "undone"] })
      .notNull()
      .default("active"),
    importedBy: uuid("imported_by").references(() => users.id),
    importedByName: text("imported_by_name").notNull(),
    importedAt: at("imported_at").notNull().defaultNow(),
    undoneBy: uuid("undone_by").references(() => users.id),
    undoneByName: text("undone_by_name"),
    undoneAt: at("undone_at"),
  },
  (t) => [index("record_imports_site").on(t.organisationId, t.siteId, t.importedAt)],
);

/** Each record an import made, with the row of the file it came from (removed with the record on undo). */
export const recordImportRows = pgTable(
  "record_import_rows",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => recordImports.id),
    recordId: uuid("record_id")
      .notNull()
      .references(() => monitoringRecords.id),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    rowNumber: integer("row_number").notNull(),
  },
  (t) => [uniqueIndex("record_import_rows_record").on(t.recordId), index("record_import_rows_import").on(t.importId)],
);

/**
 * The column mapping an organisation last confirmed for one file layout (its normalised headers) and
 * form: proposed again when a file with the same columns is uploaded.
 */
export const importMappings = pgTable(
  "import_mappings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    /** What is imported: `records:<formId>` (other importers use their own kind). */
    kind: text("kind").notNull(),
    layoutKey: text("layout_key").notNull(),
    mapping: jsonb("mapping").$type<Record<string, number | null>>().notNull(),
    updatedBy: uuid("updated_by").references(() => users.id),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("import_mappings_layout").on(t.organisationId, t.kind, t.layoutKey)],
);
