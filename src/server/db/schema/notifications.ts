import { pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
