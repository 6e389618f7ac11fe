import { sql } from "drizzle-orm";
import {
  boolean,
  type ExtraConfigColumn,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { recordKinds, recordTypeSearchWords } from "../../../domain/records/catalogue";
import { organisations, sites, users } from "./core";
import { logFormVersions } from "./forms";

const at = (name: string) => timestamp(name, { withTimezone: true });

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The text search finds a record by: its type in both languages, clause, summary, who made it, notes. A
 * custom form's record has no type words: its summary starts with the form's name.
 */
const recordSearchText = sql.raw(
  `case "type" ${Object.entries(recordTypeSearchWords)
    .map(([type, words]) => `when '${type}' then '${words}'`)
    .join(" ")} else '' end || ' ' || "clause_id" || ' ' || "summary" || ' ' || "performed_by" || ' ' || "notes"`,
);

/** The records list's "recent" order as index columns: occurred, then received, then id, newest first. */
const recentKey = (t: { occurredAt: ExtraConfigColumn; createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) =>
  [t.occurredAt.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;

/**
 * Monitoring logs (sanitation, water, temperature, pest). The current content lives here; every
 * earlier content is kept in record_versions, every verification decision in record_reviews.
 */
export const monitoringRecords = pgTable(
  "monitoring_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    /** A built-in type, or "custom" for a record of an organisation's own form (its form version says which). */
    type: text("type", { enum: recordKinds }).notNull(),
    clauseId: text("clause_id").notNull(),
    /** When the activity happened (the record is made then). */
    occurredAt: at("occurred_at").notNull(),
    performedBy: text("performed_by").notNull(),
    readings: jsonb("readings").notNull(),
    /**
     * The form version the record was made with (decision 138): its limits judged the readings, and a
     * correction is judged by the same version.
     */
    formVersionId: uuid("form_version_id")
      .notNull()
      .references(() => logFormVersions.id),
    summary: text("summary").notNull(),
    exception: boolean("exception").notNull().default(false),
    notes: text("notes").notNull().default(""),
    status: text("status", { enum: ["pending", "verified", "rejected"] })
      .notNull()
      .default("pending"),
    version: integer("version").notNull().default(1),
    /** When the current version was submitted for verification; the due date counts from it. */
    submittedAt: at("submitted_at").notNull(),
    /** Site-local date by which the current version must be verified (7 working days). */
    dueDate: date("due_date", { mode: "string" }).notNull(),
    createdBy: uuid("created_by").references(() => users.id),
    createdByName: text("created_by_name").notNull(),
    /**
     * Who made the current version when it is a correction (null for the first version). An author of
     * that version like the creator: neither may verify it.
     */
    correctedBy: uuid("corrected_by").references(() => users.id),
    reviewedBy: uuid("reviewed_by").references(() => users.id),
    reviewedByName: text("reviewed_by_name"),
    reviewedAt: at("reviewed_at"),
    reviewNotes: text("review_notes"),
    /** When the server received the record (its time of receipt; a log sent from an offline queue arrives late). */
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    /**
     * The id the device gave the log when it was filled (offline queue): the create's idempotency key,
     * unique per organisation. Null for records made without one.
     */
    clientId: uuid("client_id"),
    /** SHA-256 of the create request that used clientId: a retry must send the same content. */
    clientRequestHash: text("client_request_hash"),
    /** The device's clock when the log was filled on it (as the device told it); null when not sent. */
    deviceRecordedAt: at("device_recorded_at"),
    /**
     * Kept by PostgreSQL from the row itself, GIN-indexed: search reads it instead of building a vector
     * per row per query (a year of logs is 100,000 rows). Never written by the app.
     */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, ${recordSearchText})`,
    ),
  },
  (t) => [
    // One index per list filter (none, status, type, clause), each ending in the list's whole sort key
    // (list-records.ts) so a page, and a keyset cursor, reads its 25 rows off the index with no sort.
    // "recent" is ORDER BY … DESC, which PostgreSQL orders NULLS FIRST: an index must say so to serve it
    // (Drizzle's bare .desc() writes NULLS LAST; decision 129). "due" ascends.
    index("monitoring_records_site").on(t.organisationId, t.siteId, t.status, ...recentKey(t)),
    index("monitoring_records_due").on(t.organisationId, t.siteId, t.status, t.dueDate, t.submittedAt, t.id),
    uniqueIndex("monitoring_records_client_id").on(t.organisationId, t.clientId),
    index("monitoring_records_recent").on(t.organisationId, t.siteId, ...recentKey(t)),
    index("monitoring_records_type_recent").on(t.organisationId, t.siteId, t.type, ...recentKey(t)),
    index("monitoring_records_clause_recent").on(t.organisationId, t.siteId, t.clauseId, ...recentKey(t)),
    index("monitoring_records_due_order").on(t.organisationId, t.siteId, t.dueDate, t.submittedAt, t.id),
    index("monitoring_records_search").using("gin", t.searchVector),
    // Search is organisation-wide and newest first (search/records-source.ts): a common word is read off
    // this index, the newest 20 matches first; a rare one off the GIN index.
    index("monitoring_records_org_recent").on(t.organisationId, t.occurredAt.desc().nullsFirst()),
  ],
);

/**
 * How many monitoring records a site has per status, exception flag and (verified ones) UTC day of
 * verification: the records screens' summary cards without counting the site's history on every page.
 * Kept by a trigger on monitoring_records (a custom migration beside this table's) in the transaction
 * of each write, so every server reads it exact; `reviewedDay` is 1970-01-01 for records not verified.
 */
export const monitoringRecordCounts = pgTable(
  "monitoring_record_counts",
  {
    organisationId: uuid("organisation_id").notNull(),
    siteId: uuid("site_id").notNull(),
    status: text("status").notNull(),
    exception: boolean("exception").notNull(),
    reviewedDay: date("reviewed_day", { mode: "string" }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [uniqueIndex("monitoring_record_counts_key").on(t.siteId, t.status, t.exception, t.reviewedDay)],
);

/**
 * How many pending monitoring records a site has per clause and due date: the overview's per-clause
 * pending counts and earliest due dates, and the pending / due-within-7-days / overdue figures, read from
 * a few hundred rows instead of every pending record (decision 168). Kept by a trigger on
 * monitoring_records (migration beside this table's) in the transaction of each write, so every server
 * reads it exact; a row whose count falls to zero is removed.
 */
export const monitoringRecordPending = pgTable(
  "monitoring_record_pending",
  {
    organisationId: uuid("organisation_id").notNull(),
    siteId: uuid("site_id").notNull(),
    clauseId: text("clause_id").notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [uniqueIndex("monitoring_record_pending_key").on(t.siteId, t.clauseId, t.dueDate)],
);

/** The content of a record before each correction, with who changed it, when and why. Append-only. */
export const recordVersions = pgTable(
  "record_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    recordId: uuid("record_id")
      .notNull()
      .references(() => monitoringRecords.id),
    /** The version number this content had. */
    version: integer("version").notNull(),
    content: jsonb("content").notNull(),
    statusBefore: text("status_before").notNull(),
    kind: text("kind", { enum: ["resubmit", "amend"] }).notNull(),
    changes: jsonb("changes").notNull(),
    reason: text("reason").notNull(),
    changedBy: uuid("changed_by").references(() => users.id),
    changedByName: text("changed_by_name").notNull(),
    changedAt: at("changed_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("record_versions_record_version").on(t.recordId, t.version)],
);

/** Each approval or rejection, bound to the exact content reviewed (sha256). */
export const recordReviews = pgTable(
  "record_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    recordId: uuid("record_id")
      .notNull()
      .references(() => monitoringRecords.id),
    version: integer("version").notNull(),
    decision: text("decision", { enum: ["approved", "rejected"] }).notNull(),
    notes: text("notes").notNull().default(""),
    contentHash: text("content_hash").notNull(),
    reviewerId: uuid("reviewer_id").references(() => users.id),
    reviewerName: text("reviewer_name").notNull(),
    reviewerRole: text("reviewer_role").notNull(),
    reviewedAt: at("reviewed_at").notNull().defaultNow(),
  },
  (t) => [
    index("record_reviews_record").on(t.recordId),
    // An evidence pack reads a period's verifications in keyset pages in this order (decision 174).
    index("record_reviews_reviewed").on(t.organisationId, t.reviewedAt, t.id),
  ],
);

export const incidents = pgTable(
  "incidents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    title: text("title").notNull(),
    severity: text("severity", { enum: ["low", "medium", "high", "critical"] }).notNull(),
    status: text("status", { enum: ["pending", "investigating", "corrected"] })
      .notNull()
      .default("pending"),
    clauseId: text("clause_id").notNull(),
    description: text("description").notNull(),
    immediateAction: text("immediate_action").notNull(),
    capaRequired: boolean("capa_required").notNull(),
    reportedBy: uuid("reported_by").references(() => users.id),
    reportedByName: text("reported_by_name").notNull(),
    reportedAt: at("reported_at").notNull().defaultNow(),
    investigatingAt: at("investigating_at"),
    correctedAt: at("corrected_at"),
    correctedByName: text("corrected_by_name"),
    statusNote: text("status_note"),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("incidents_site").on(t.organisationId, t.siteId, t.status, t.reportedAt)],
);

/** Corrective and preventive action of an incident (one per incident). */
export const capas = pgTable(
  "capas",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    incidentId: uuid("incident_id")
      .notNull()
      .references(() => incidents.id),
    rootCause: text("root_cause").notNull(),
    correctiveAction: text("corrective_action").notNull(),
    preventiveAction: text("preventive_action").notNull(),
    responsiblePerson: text("responsible_person").notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    createdBy: uuid("created_by").references(() => users.id),
    createdByName: text("created_by_name").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    completedAt: at("completed_at"),
  },
  (t) => [
    uniqueIndex("capas_incident").on(t.incidentId),
    index("capas_site_due").on(t.organisationId, t.siteId, t.dueDate),
  ],
);

export const holds = pgTable(
  "holds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    type: text("type", { enum: ["product", "material", "equipment"] }).notNull(),
    itemName: text("item_name").notNull(),
    quantity: numeric("quantity", { precision: 12, scale: 2, mode: "number" }).notNull(),
    unit: text("unit").notNull(),
    reason: text("reason").notNull(),
    notes: text("notes").notNull().default(""),
    lotCode: text("lot_code"),
    status: text("status", { enum: ["on_hold", "released"] })
      .notNull()
      .default("on_hold"),
    holdBy: uuid("hold_by").references(() => users.id),
    holdByName: text("hold_by_name").notNull(),
    holdAt: at("hold_at").notNull().defaultNow(),
    releasedBy: uuid("released_by").references(() => users.id),
    releasedByName: text("released_by_name"),
    releasedAt: at("released_at"),
    authorizationLevel: text("authorization_level"),
    releaseNotes: text("release_notes"),
  },
  (t) => [index("holds_site").on(t.organisationId, t.siteId, t.status, t.holdAt)],
);
