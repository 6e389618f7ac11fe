import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organisations } from "./core";

/**
 * Append-only, hash-chained per organisation. A trigger (migration 0001) refuses UPDATE, DELETE
 * and TRUNCATE, so not even a bug in the application can rewrite history. `hash_version` names the
 * hashing scheme an event was written with (1: time to the millisecond; 2: the stored microseconds).
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    seq: integer("seq").notNull(),
    actorUserId: uuid("actor_user_id"),
    actorName: text("actor_name").notNull(),
    siteId: uuid("site_id"),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
    hashVersion: smallint("hash_version").notNull().default(1),
  },
  (t) => [
    uniqueIndex("audit_events_org_seq").on(t.organisationId, t.seq),
    index("audit_events_entity").on(t.organisationId, t.entityType, t.entityId),
    index("audit_events_created").on(t.organisationId, t.createdAt),
  ],
);

/**
 * Signed heads of an organisation's chain (Ed25519; the private key never enters the database).
 * Append-only like the events (migration 0015); each is also appended to a file outside the database.
 */
export const auditCheckpoints = pgTable(
  "audit_checkpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    seq: integer("seq").notNull(),
    hash: text("hash").notNull(),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull(),
    /** First 16 hex digits of the SHA-256 of the signing key's public key (SPKI DER). */
    keyId: text("key_id").notNull(),
    /** Base64 Ed25519 signature of the checkpoint's canonical text. */
    signature: text("signature").notNull(),
  },
  (t) => [index("audit_checkpoints_org_seq").on(t.organisationId, t.seq)],
);

/** "Verify now" runs: queued by an admin, run as a background job, the result kept for the screen. */
export const auditVerifications = pgTable(
  "audit_verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    requestedBy: uuid("requested_by"),
    requestedByName: text("requested_by_name").notNull(),
    status: text("status", { enum: ["queued", "running", "passed", "failed", "error"] })
      .notNull()
      .default("queued"),
    /** What the run found (events and checkpoints checked, the first break); see AuditVerificationResult. */
    result: jsonb("result"),
    /** A user-facing reason when the run itself could not finish (status `error`). */
    failureReason: text("failure_reason"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("audit_verifications_org_created").on(t.organisationId, t.createdAt)],
);
