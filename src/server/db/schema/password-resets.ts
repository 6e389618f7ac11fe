import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./core";

/**
 * A "Forgot password?" link: single-use, valid 30 minutes. The link carries a random token; only its
 * SHA-256 is stored, so a database leak opens no account. `usedAt` is set when the password is reset
 * with it, and on every other open link of the user at that moment.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_resets_user").on(t.userId)],
);
