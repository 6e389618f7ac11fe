import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Passage } from "../../../domain/document-audit/contract";
import { organisations, sites, users } from "./core";

/** PostgreSQL bytea as a Node Buffer (both PGlite and node-postgres return bytes). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files, kept in the database itself so both PGlite and PostgreSQL hold them durably and
 * every backup includes them. `content_type` is what the bytes are (sniffed), never what the client said.
 */
export const attachments = pgTable(
  "attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id").references(() => sites.id),
    /** What the file belongs to, e.g. monitoring_record, incident, external_audit. */
    ownerType: text("owner_type").notNull(),
    ownerId: uuid("owner_id").notNull(),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    data: bytea("data").notNull(),
    uploadedBy: uuid("uploaded_by").references(() => users.id),
    uploadedByName: text("uploaded_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("attachments_owner").on(t.organisationId, t.ownerType, t.ownerId)],
);

/**
 * The text of a stored file that has none of its own (a scanned PDF or a photo filed into an SOP), read
 * by OCR in the `file-ocr` job (decision 157): `queued` → `running` (pages read so far) → `done` with
 * the passages, or `failed`. The search index reads a file's passages from here when it has no text layer.
 */
export const attachmentOcr = pgTable("attachment_ocr", {
  attachmentId: uuid("attachment_id")
    .primaryKey()
    .references(() => attachments.id, { onDelete: "cascade" }),
  organisationId: uuid("organisation_id")
    .notNull()
    .references(() => organisations.id),
  status: text("status", { enum: ["queued", "running", "done", "failed"] }).notNull(),
  pagesDone: integer("pages_done").notNull().default(0),
  pagesTotal: integer("pages_total").notNull().default(0),
  passages: jsonb("passages").$type<Passage[]>().notNull().default([]),
  attempts: integer("attempts").notNull().default(0),
  error: text("error"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});
