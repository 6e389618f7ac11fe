import { customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { organisations } from "./core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An administrator's export of the whole organisation (CSV per table plus its files, in one ZIP), built
 * by a background job. Progress is `stepsDone` of `stepsTotal` (one step per table and per file batch).
 */
export const organisationExports = pgTable(
  "organisation_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    requestedBy: uuid("requested_by"),
    requestedByName: text("requested_by_name").notNull(),
    status: text("status", { enum: ["queued", "running", "ready", "failed"] })
      .notNull()
      .default("queued"),
    stepsDone: integer("steps_done").notNull().default(0),
    stepsTotal: integer("steps_total").notNull().default(0),
    filename: text("filename"),
    size: integer("size"),
    /** A user-facing reason (src/domain/jobs/failure-reasons.ts) when it failed. */
    failureReason: text("failure_reason"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("organisation_exports_org_created").on(t.organisationId, t.createdAt)],
);

/** The export's ZIP, written as it is produced in parts of about a mebibyte and streamed back in order. */
export const organisationExportParts = pgTable(
  "organisation_export_parts",
  {
    exportId: uuid("export_id")
      .notNull()
      .references(() => organisationExports.id),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    part: integer("part").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [uniqueIndex("organisation_export_parts_export_part").on(t.exportId, t.part)],
);

/**
 * An organisation's deletion on request (decision 079). `scheduled` until `purgeAfter` (cancellable),
 * then the purge job removes every row of the organisation and marks this row `purged`: it is the
 * tombstone that remains (no foreign key, on purpose), with the chain head at the purge, signed.
 */
export const organisationDeletions = pgTable(
  "organisation_deletions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** No foreign key: the organisation row is gone once purged; this row stays as its tombstone. */
    organisationId: uuid("organisation_id").notNull(),
    requestedBy: uuid("requested_by"),
    requestedByName: text("requested_by_name").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    purgeAfter: timestamp("purge_after", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["scheduled", "cancelled", "purged"] })
      .notNull()
      .default("scheduled"),
    cancelledByName: text("cancelled_by_name"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    purgedAt: timestamp("purged_at", { withTimezone: true }),
    /** The audit chain's head when it was purged (0 and the genesis hash when it had no event). */
    finalSeq: integer("final_seq"),
    finalHash: text("final_hash"),
    /** How many rows the purge removed, per table (JSON object). */
    removedRows: text("removed_rows"),
    /** Ed25519 signature of the tombstone (see purge-organisation.ts) with the audit signing key. */
    keyId: text("key_id"),
    signature: text("signature"),
  },
  (t) => [
    index("organisation_deletions_org").on(t.organisationId),
    uniqueIndex("organisation_deletions_one_scheduled").on(t.organisationId).where(sql`${t.status} = 'scheduled'`),
  ],
);
