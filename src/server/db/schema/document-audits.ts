import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Passage } from "../../../domain/document-audit/contract";
import type { DocumentAuditReport, UnreadableFile } from "../../../domain/document-audit/report";
import { organisations, sites, users } from "./core";
import { attachments } from "./files";

/** A file the audit reads: its name in the upload (ZIP folders kept) and the stored file (decision 108). */
export interface DocumentAuditInput {
  name: string;
  attachmentId: string;
}

/**
 * One document audit (issue 17): queued by an upload, run by the `document-audit` job, which keeps
 * `stage` and `progress` current and stores the report as data when done (decisions 107, 108).
 */
export const documentAudits = pgTable(
  "document_audits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    stage: text("stage"),
    progress: real("progress").notNull().default(0),
    /** A server catalogue key (documentAudit:jobError.*) shown in the reader's language; null unless failed. */
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    /** The site's date when it was requested: a retry judges recency against the same day. */
    auditDate: date("audit_date").notNull(),
    inputs: jsonb("inputs").$type<DocumentAuditInput[]>().notNull(),
    /** Files of the upload refused when it was received; the report lists them beside the job's own. */
    unreadable: jsonb("unreadable").$type<UnreadableFile[]>().notNull(),
    report: jsonb("report").$type<DocumentAuditReport>(),
    createdBy: uuid("created_by").references(() => users.id),
    createdByName: text("created_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("document_audits_site").on(t.organisationId, t.siteId, t.createdAt)],
);

/** The documents a finished audit read, with their passages (for the citation viewer). */
export const documentAuditDocuments = pgTable(
  "document_audit_documents",
  {
    /** The id the report's citations name. */
    id: uuid("id").primaryKey(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    auditId: uuid("audit_id")
      .notNull()
      .references(() => documentAudits.id, { onDelete: "cascade" }),
    /** The stored original; null for records kept in Clausewise (source "clausewise"). */
    attachmentId: uuid("attachment_id").references(() => attachments.id),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    mediaType: text("media_type").notNull(),
    ocr: boolean("ocr").notNull(),
    source: text("source", { enum: ["upload", "clausewise"] }).notNull(),
    passageCount: integer("passage_count").notNull(),
    passages: jsonb("passages").$type<Passage[]>().notNull(),
  },
  (t) => [uniqueIndex("document_audit_documents_name").on(t.auditId, t.name)],
);
