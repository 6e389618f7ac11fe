import { date, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organisations, users } from "./core";

/**
 * Notifications are derived from stored data on every read (nothing to go stale); only the fact that
 * a user has read one is stored, under the notification's stable key (e.g. `capa-overdue:<id>`).
 */
export const notificationReads = pgTable(
  "notification_reads",
  {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    key: text("key").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * How each kind of notification reaches a member by e-mail (decision 116); a kind without a row takes
 * its default (`defaultNotificationDelivery`).
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind").notNull(),
    delivery: text("delivery", { enum: ["immediately", "digest", "off"] }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.userId, t.kind] })],
);

/**
 * Each notification a member was e-mailed, under its stable key, written in the transaction that puts
 * the e-mail in the outbox: a notification is e-mailed once, however often the jobs run or are retried.
 */
export const notificationEmails = pgTable(
  "notification_emails",
  {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    key: text("key").notNull(),
    delivery: text("delivery", { enum: ["immediately", "digest"] }).notNull(),
    outboxId: uuid("outbox_id").notNull(),
    emailedAt: timestamp("emailed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.userId, t.key] })],
);

/** The daily digest sent to a member, by her local date: at most one a day. */
export const notificationDigests = pgTable(
  "notification_digests",
  {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    localDate: date("local_date", { mode: "string" }).notNull(),
    outboxId: uuid("outbox_id").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.userId, t.localDate] })],
);
