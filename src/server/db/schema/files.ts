import { customType, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
