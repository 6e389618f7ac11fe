import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  supplierDocumentStates,
  supplierDocumentTypes,
  type SupplierDocumentType,
} from "../../../domain/suppliers/requirements";
import { supplierCategories, supplierRiskLevels, supplierStatuses } from "../../../domain/suppliers/suppliers";
import { organisations, sites, users } from "./core";
import { attachments } from "./files";

/**
 * The approved-supplier programme (issue 21, decision 134). A supplier belongs to the organisation and
 * supplies some of its sites; its approval status changes only by a decision (who, when, why).
 */
export const suppliers = pgTable(
  "suppliers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    name: text("name").notNull(),
    category: text("category", { enum: supplierCategories }).notNull(),
    riskLevel: text("risk_level", { enum: supplierRiskLevels }).notNull(),
    status: text("status", { enum: supplierStatuses }).notNull().default("pending"),
    statusReason: text("status_reason"),
    statusChangedBy: uuid("status_changed_by").references(() => users.id),
    statusChangedByName: text("status_changed_by_name"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    /** Told ahead of this supplier's expiries; null: the organisation's QA managers. */
    ownerId: uuid("owner_id").references(() => users.id),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list: the organisation's suppliers by name, optionally by status or category.
    index("suppliers_org_name").on(t.organisationId, t.name),
    index("suppliers_org_status").on(t.organisationId, t.status, t.name),
  ],
);

export const supplierSites = pgTable(
  "supplier_sites",
  {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.siteId] }),
    index("supplier_sites_site").on(t.organisationId, t.siteId),
  ],
);

export const supplierContacts = pgTable(
  "supplier_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    role: text("role"),
  },
  (t) => [index("supplier_contacts_supplier").on(t.supplierId, t.position)],
);

/**
 * The organisation's own document requirements per category and risk level; an organisation with none
 * stored uses the built-in ones (src/domain/suppliers/requirements.ts).
 */
export const supplierRequirements = pgTable(
  "supplier_requirements",
  {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    category: text("category", { enum: supplierCategories }).notNull(),
    riskLevel: text("risk_level", { enum: supplierRiskLevels }).notNull(),
    documentType: text("document_type", { enum: supplierDocumentTypes }).notNull(),
    renewalMonths: integer("renewal_months"),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.category, t.riskLevel, t.documentType] })],
);

/**
 * A tokenised, expiring link through which a supplier's contact uploads documents without an account.
 * Only the token's sha256 is stored; uploads through it are counted per window (rate limit).
 */
export const supplierUploadLinks = pgTable(
  "supplier_upload_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id),
    tokenHash: text("token_hash").notNull().unique(),
    /** The documents asked for; empty: any type. */
    documentTypes: jsonb("document_types").$type<SupplierDocumentType[]>().notNull().default([]),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    uploadsInWindow: integer("uploads_in_window").notNull().default(0),
    uploadWindowStartedAt: timestamp("upload_window_started_at", { withTimezone: true }),
  },
  (t) => [index("supplier_upload_links_supplier").on(t.organisationId, t.supplierId)],
);

/**
 * One uploaded version of a supplier's document. Versions are never replaced: a renewal is a new version
 * of the same type; its file is an attachment (owner type `supplier_document`), sniffed and stored as bytea.
 */
export const supplierDocuments = pgTable(
  "supplier_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id),
    type: text("type", { enum: supplierDocumentTypes }).notNull(),
    version: integer("version").notNull(),
    state: text("state", { enum: supplierDocumentStates }).notNull().default("to_review"),
    issuedOn: date("issued_on"),
    expiresOn: date("expires_on"),
    score: text("score"),
    notes: text("notes").notNull().default(""),
    attachmentId: uuid("attachment_id")
      .notNull()
      .references(() => attachments.id),
    uploadedBy: uuid("uploaded_by").references(() => users.id),
    uploadedByName: text("uploaded_by_name").notNull(),
    uploadLinkId: uuid("upload_link_id").references(() => supplierUploadLinks.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: uuid("reviewed_by").references(() => users.id),
    reviewedByName: text("reviewed_by_name"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewReason: text("review_reason"),
  },
  (t) => [
    uniqueIndex("supplier_documents_version").on(t.supplierId, t.type, t.version),
    index("supplier_documents_org_supplier").on(t.organisationId, t.supplierId),
  ],
);

/**
 * Each required document a supplier's contact was reminded of, by reminder period (the week starting
 * `period_start`, in the supplier's today): written in the transaction that queues the reminder e-mail, so
 * a document is reminded of at most once a period, however often the job runs or is retried.
 */
export const supplierReminders = pgTable(
  "supplier_reminders",
  {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id),
    documentType: text("document_type", { enum: supplierDocumentTypes }).notNull(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    /** The document's state when reminded: missing, expiring or expired. */
    state: text("state").notNull(),
    uploadLinkId: uuid("upload_link_id")
      .notNull()
      .references(() => supplierUploadLinks.id),
    outboxId: uuid("outbox_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.documentType, t.periodStart] })],
);
