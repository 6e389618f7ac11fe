import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organisations, sites, users } from "./core";

const ts = (name: string) => timestamp(name, { withTimezone: true });
const fspStatus = { enum: ["completed", "in-progress", "needs-review", "needs-update"] as const };

export interface FspElementRow {
  name: string;
  status: (typeof fspStatus.enum)[number];
  lastReview: string | null;
}

/** One section of a site's Food Safety Plan; its elements live with it so a change is one row. */
export const fspSections = pgTable(
  "fsp_sections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    key: text("key").notNull(),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    status: text("status", fspStatus).notNull(),
    elements: jsonb("elements").$type<FspElementRow[]>().notNull(),
    reviewerUserId: uuid("reviewer_user_id").references(() => users.id),
    reviewerName: text("reviewer_name"),
    lastReviewedAt: ts("last_reviewed_at"),
    completedAt: ts("completed_at"),
    /** Bumped on every change; each value has its row in fsp_section_revisions. */
    revision: integer("revision").notNull().default(1),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("fsp_sections_site_key").on(t.siteId, t.key),
    index("fsp_sections_org_site").on(t.organisationId, t.siteId),
  ],
);

/** Every version of every section (append-only): the plan's change history. */
export const fspSectionRevisions = pgTable(
  "fsp_section_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    sectionId: uuid("section_id")
      .notNull()
      .references(() => fspSections.id),
    revision: integer("revision").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    status: text("status", fspStatus).notNull(),
    statusBefore: text("status_before", fspStatus),
    elements: jsonb("elements").$type<FspElementRow[]>().notNull(),
    note: text("note").notNull(),
    changedByUserId: uuid("changed_by_user_id").references(() => users.id),
    changedByName: text("changed_by_name").notNull(),
    changedAt: ts("changed_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("fsp_section_revisions_rev").on(t.sectionId, t.revision),
    index("fsp_section_revisions_site").on(t.organisationId, t.siteId),
  ],
);

/** PCQI e-signatures (append-only by trigger): printed name, time, meaning, and the hash signed. */
export const fspSignatures = pgTable(
  "fsp_signatures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    signerUserId: uuid("signer_user_id")
      .notNull()
      .references(() => users.id),
    printedName: text("printed_name").notNull(),
    signerRole: text("signer_role").notNull(),
    meaning: text("meaning").notNull(),
    /** sha256 of the canonical JSON of the plan at the moment of signing. */
    contentHash: text("content_hash").notNull(),
    timezone: text("timezone").notNull(),
    signedAt: ts("signed_at").notNull().defaultNow(),
  },
  (t) => [index("fsp_signatures_site").on(t.organisationId, t.siteId, t.signedAt)],
);

const sopStatus = { enum: ["active", "under-review", "draft", "archived"] as const };

/** An SOP and its working copy; published versions live in sop_versions. */
export const sops = pgTable(
  "sops",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    title: text("title").notNull(),
    category: text("category", { enum: ["Sanitation", "Operations", "Quality", "Safety", "Maintenance"] }).notNull(),
    status: text("status", sopStatus).notNull(),
    body: text("body").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull(),
    languages: jsonb("languages").$type<("EN" | "ES" | "HM")[]>().notNull(),
    clauseIds: jsonb("clause_ids").$type<string[]>().notNull(),
    reviewerUserId: uuid("reviewer_user_id").references(() => users.id),
    nextReview: date("next_review", { mode: "string" }),
    trainingRequired: boolean("training_required").notNull().default(false),
    /** Latest published version number, null until the first publication. */
    currentVersion: integer("current_version"),
    /**
     * Who wrote the working copy since the last publication (its author and every editor): none of them may
     * approve it (segregation of duties, src/domain/library/sop-status.ts). Emptied by each publication.
     */
    editorUserIds: jsonb("editor_user_ids").$type<string[]>().notNull().default([]),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("sops_org_site").on(t.organisationId, t.siteId)],
);

/** Published SOP versions: immutable once written (a trigger refuses UPDATE and DELETE). */
export const sopVersions = pgTable(
  "sop_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    sopId: uuid("sop_id")
      .notNull()
      .references(() => sops.id),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    body: text("body").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull(),
    languages: jsonb("languages").$type<string[]>().notNull(),
    clauseIds: jsonb("clause_ids").$type<string[]>().notNull(),
    changeSummary: text("change_summary").notNull(),
    approvedByUserId: uuid("approved_by_user_id").references(() => users.id),
    approvedByName: text("approved_by_name").notNull(),
    approvedAt: ts("approved_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sop_versions_sop_version").on(t.sopId, t.version)],
);

/** The organisation's copy of each built-in template, with its real download counter. */
export const documentTemplates = pgTable(
  "document_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    key: text("key").notNull(),
    status: text("status", { enum: ["active", "retired"] })
      .notNull()
      .default("active"),
    downloads: integer("downloads").notNull().default(0),
    lastModified: ts("last_modified").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("document_templates_org_key").on(t.organisationId, t.key)],
);
