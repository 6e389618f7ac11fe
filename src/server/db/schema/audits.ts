import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Citation } from "../../../domain/document-audit/contract";
import type { Message } from "../../../domain/i18n/message";
import { organisations, sites, users } from "./core";
import { documentAudits } from "./document-audits";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

const packBytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Internal audit: scheduled → in-progress → completed (src/domain/audits/internal-audit-status.ts). */
export const internalAudits = pgTable(
  "internal_audits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    type: text("type", { enum: ["full", "module", "focused", "follow_up"] }).notNull(),
    auditDate: date("audit_date").notNull(),
    auditorId: uuid("auditor_id")
      .notNull()
      .references(() => users.id),
    status: text("status", { enum: ["scheduled", "in-progress", "completed"] })
      .notNull()
      .default("scheduled"),
    scopeKind: text("scope_kind", { enum: ["modules", "clauses"] }).notNull(),
    scopeIds: jsonb("scope_ids").$type<string[]>().notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    scoreEarned: real("score_earned"),
    scorePossible: real("score_possible"),
    scorePercent: real("score_percent"),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("internal_audits_site").on(t.organisationId, t.siteId, t.auditDate)],
);

/** One checklist line per applicable clause in the audit's scope, saved as the auditor goes. */
export const internalAuditItems = pgTable(
  "internal_audit_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    auditId: uuid("audit_id")
      .notNull()
      .references(() => internalAudits.id),
    position: integer("position").notNull(),
    clauseId: text("clause_id").notNull(),
    module: text("module").notNull(),
    section: text("section").notNull(),
    requirement: text("requirement").notNull(),
    points: integer("points").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull(),
    answer: text("answer", { enum: ["compliant", "observation", "finding", "na"] }),
    notes: text("notes").notNull().default(""),
    /** The user's rationale for N/A: the item's own, or the site scope's when `naFromScope`. */
    naRationale: text("na_rationale"),
    /**
     * Marked N/A by the site's scope when the audit was scheduled: readers see "Marked N/A in the site
     * scope: <rationale>" in their language (the prefix is not stored; migration 0036 moved old rows).
     */
    naFromScope: boolean("na_from_scope").notNull().default(false),
    attachmentIds: jsonb("attachment_ids").$type<string[]>().notNull().default([]),
    updatedAt: updatedAt(),
    updatedBy: uuid("updated_by").references(() => users.id),
  },
  (t) => [
    uniqueIndex("internal_audit_items_clause").on(t.auditId, t.clauseId),
    index("internal_audit_items_audit").on(t.auditId, t.position),
  ],
);

export interface FindingClosureItem {
  label: string;
  note: string;
  attachmentIds: string[];
}

/**
 * A tracked finding (decision 118), from one of two sources: an internal audit's checklist item answered
 * "finding" (raised when the audit completes, owned by a role), or one finding of a document audit's
 * report that a member chose to track (owned by a person). Both are listed, closed and counted alike.
 */
export const auditFindings = pgTable(
  "audit_findings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    source: text("source", { enum: ["internal_audit", "document_audit"] })
      .notNull()
      .default("internal_audit"),
    /** Internal-audit findings: the audit and its checklist item. */
    auditId: uuid("audit_id").references(() => internalAudits.id),
    itemId: uuid("item_id").references(() => internalAuditItems.id),
    /** Document-audit findings: the audit, and the finding's position among its clause's findings. */
    documentAuditId: uuid("document_audit_id").references(() => documentAudits.id),
    findingIndex: integer("finding_index"),
    /** The finding's text and action as stored in the report (rendered in the reader's language). */
    sourceText: jsonb("source_text").$type<{ text: Message; action: Message }>(),
    citations: jsonb("citations").$type<Citation[]>().notNull().default([]),
    clauseId: text("clause_id").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /** Internal-audit findings are owned by a role, document-audit findings by a member. */
    ownerRole: text("owner_role", { enum: ["pcqi", "qa_manager", "supervisor"] }),
    ownerId: uuid("owner_id").references(() => users.id),
    dueDate: date("due_date").notNull(),
    evidenceToClose: jsonb("evidence_to_close").$type<string[]>().notNull(),
    status: text("status", { enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    closure: jsonb("closure").$type<FindingClosureItem[]>(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: uuid("closed_by").references(() => users.id),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("audit_findings_item").on(t.itemId),
    uniqueIndex("audit_findings_document_finding").on(t.documentAuditId, t.clauseId, t.findingIndex),
    index("audit_findings_site").on(t.organisationId, t.siteId, t.status),
    index("audit_findings_owner").on(t.organisationId, t.ownerId, t.status),
    check(
      "audit_findings_source",
      sql`(${t.source} = 'internal_audit' and ${t.auditId} is not null and ${t.itemId} is not null and ${t.ownerRole} is not null)
        or (${t.source} = 'document_audit' and ${t.documentAuditId} is not null and ${t.findingIndex} is not null and ${t.ownerId} is not null)`,
    ),
  ],
);

/** Certification-body audit: scheduled → preparing → pending-response | completed. */
export const externalAudits = pgTable(
  "external_audits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    certificationBody: text("certification_body").notNull(),
    auditType: text("audit_type").notNull(),
    scheme: text("scheme").notNull(),
    scheduledDate: date("scheduled_date").notNull(),
    auditor: text("auditor").notNull(),
    status: text("status", { enum: ["scheduled", "preparing", "pending-response", "completed"] })
      .notNull()
      .default("scheduled"),
    responseNotes: text("response_notes"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    respondedBy: uuid("responded_by").references(() => users.id),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("external_audits_site").on(t.organisationId, t.siteId, t.scheduledDate)],
);

/**
 * Every corrective-action response submitted for an external audit (append-only history): the text,
 * who submitted it and when; its files are attachments owned by the response's id.
 */
export const externalAuditResponses = pgTable(
  "external_audit_responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    externalAuditId: uuid("external_audit_id")
      .notNull()
      .references(() => externalAudits.id),
    notes: text("notes").notNull(),
    respondedBy: uuid("responded_by").references(() => users.id),
    respondedByName: text("responded_by_name").notNull(),
    respondedAt: timestamp("responded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("external_audit_responses_audit").on(t.organisationId, t.externalAuditId, t.respondedAt)],
);

/** The report of an external audit: score, files (attachments rows) and certificate expiry. */
export const externalAuditReports = pgTable(
  "external_audit_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    externalAuditId: uuid("external_audit_id")
      .notNull()
      .references(() => externalAudits.id),
    auditDate: date("audit_date").notNull(),
    score: real("score").notNull(),
    findings: integer("findings").notNull().default(0),
    observations: integer("observations").notNull().default(0),
    status: text("status", { enum: ["certified", "issued"] }).notNull(),
    reportFileId: uuid("report_file_id").notNull(),
    certificateFileId: uuid("certificate_file_id"),
    expiryDate: date("expiry_date"),
    uploadedBy: uuid("uploaded_by").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("external_audit_reports_audit").on(t.externalAuditId),
    index("external_audit_reports_expiry").on(t.organisationId, t.expiryDate),
  ],
);

/** An evidence pack: a background job (generating → ready | failed) and, once ready, its files. */
export const evidencePacks = pgTable(
  "evidence_packs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    name: text("name").notNull(),
    periodFrom: date("period_from").notNull(),
    periodTo: date("period_to").notNull(),
    rangeDays: integer("range_days"),
    clauses: jsonb("clauses").$type<string[]>().notNull(),
    format: text("format", { enum: ["pdf", "csv", "pdf_zip", "all"] }).notNull(),
    status: text("status", { enum: ["generating", "ready", "failed"] })
      .notNull()
      .default("generating"),
    failureReason: text("failure_reason"),
    attempts: integer("attempts").notNull().default(0),
    size: integer("size"),
    requestedBy: uuid("requested_by").references(() => users.id),
    requestedByName: text("requested_by_name").notNull(),
    /** The requester's language when she asked: the job writes the pack in it (decision 098). */
    locale: text("locale", { enum: ["en", "es"] })
      .notNull()
      .default("en"),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("evidence_packs_site").on(t.organisationId, t.siteId, t.createdAt),
    index("evidence_packs_status").on(t.status),
  ],
);

/** The generated files of a ready pack (PDF, CSVs, ZIP); their bytes are in `evidencePackFileParts`. */
export const evidencePackFiles = pgTable(
  "evidence_pack_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    packId: uuid("pack_id")
      .notNull()
      .references(() => evidencePacks.id),
    kind: text("kind", { enum: ["pdf", "csv", "zip"] }).notNull(),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("evidence_pack_files_name").on(t.packId, t.filename)],
);

/**
 * A pack file's bytes in parts of at most PACK_FILE_PART_BYTES, numbered from 0 (decision 174): stored and
 * sent one short statement at a time, so a 15 MB ZIP never holds the embedded database's thread for seconds.
 * The parts are written before their file's row, outside the transaction that marks the pack ready
 * (decision 175), so `file_id` has no foreign key: parts whose file row never came (an attempt that lost,
 * failed or died) are swept by pack.
 */
export const evidencePackFileParts = pgTable(
  "evidence_pack_file_parts",
  {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    packId: uuid("pack_id")
      .notNull()
      .references(() => evidencePacks.id, { onDelete: "cascade" }),
    fileId: uuid("file_id").notNull(),
    part: integer("part").notNull(),
    data: packBytes("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.part] }), index("evidence_pack_file_parts_pack").on(t.packId)],
);
