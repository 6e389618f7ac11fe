import { sql } from "drizzle-orm";
import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Message } from "../../../domain/i18n/message";
import { organisations, sites, users } from "./core";
import { attachments } from "./files";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** PostgreSQL bytea as a Node Buffer (as in files.ts). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A site's secret inbox token (decision 132): the inbound e-mail address is `<slug>.<token>@<domain>`.
 * One row per site, made with the site (and for every existing site by migration 0035); 80 random bits
 * from gen_random_uuid, so an address cannot be guessed from the site's slug.
 */
export const siteInboxes = pgTable(
  "site_inboxes",
  {
    siteId: uuid("site_id")
      .primaryKey()
      .references(() => sites.id),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    token: text("token").notNull().default(sql`substr(replace(gen_random_uuid()::text, '-', ''), 1, 20)`),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("site_inboxes_token").on(t.token)],
);

/**
 * A document dropped into a site's inbox (uploaded or e-mailed) awaiting triage (decision 132). The file
 * is stored as attachments are (bytes, sniffed type, sha256); a refused e-mail attachment keeps its name
 * and `refusal` but no bytes. Status: new → filed | discarded; held (unknown sender) → new | discarded.
 * Each change is an audit event; the row keeps only the latest state.
 */
export const inboxItems = pgTable(
  "inbox_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    source: text("source", { enum: ["upload", "email"] }).notNull(),
    status: text("status", { enum: ["new", "held", "filed", "discarded"] }).notNull(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type"),
    size: integer("size").notNull(),
    sha256: text("sha256"),
    data: bytea("data"),
    /** Why an e-mailed attachment was not accepted (type, size): a message in the reader's language. */
    refusal: jsonb("refusal").$type<Message>(),
    senderEmail: text("sender_email"),
    subject: text("subject"),
    receivedAt: ts("received_at").notNull().defaultNow(),
    uploadedBy: uuid("uploaded_by").references(() => users.id),
    uploadedByName: text("uploaded_by_name"),
    triagedBy: uuid("triaged_by").references(() => users.id),
    triagedByName: text("triaged_by_name"),
    triagedAt: ts("triaged_at"),
    /** Where a filed item went: a monitoring record or an SOP (library), and the attachment made there. */
    filedToType: text("filed_to_type", { enum: ["monitoring_record", "sop"] }),
    filedToId: uuid("filed_to_id"),
    filedAttachmentId: uuid("filed_attachment_id").references(() => attachments.id),
    discardReason: text("discard_reason"),
  },
  (t) => [index("inbox_items_site_status").on(t.organisationId, t.siteId, t.status, t.receivedAt)],
);

/** Senders an administrator approved: their mail to any of the organisation's inboxes is not held. */
export const inboxApprovedSenders = pgTable(
  "inbox_approved_senders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    /** Lower-case. */
    email: text("email").notNull(),
    approvedBy: uuid("approved_by").references(() => users.id),
    approvedByName: text("approved_by_name").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("inbox_approved_senders_org_email").on(t.organisationId, t.email)],
);
