import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { AppRole } from "../../../domain/roles";
import { organisations, users } from "./core";

/**
 * A user's TOTP secret. `confirmedAt` is null while enrolment waits for the first code; once
 * confirmed, the secret is never sent to a client again. `lastTimeStep` refuses a replayed code.
 */
export const userTwoFactor = pgTable("user_two_factor", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id),
  secret: text("secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastTimeStep: integer("last_time_step"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes: only the sha256 of each (high-entropy) code is stored. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("recovery_codes_user").on(t.userId)],
);

/** Password checked, second factor pending: the sha256 of a short-lived challenge token. */
export const signInChallenges = pgTable("sign_in_challenges", {
  tokenHash: text("token_hash").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id),
  organisationId: uuid("organisation_id")
    .notNull()
    .references(() => organisations.id),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** The organisation's rule: members with these roles must enrol two-factor authentication. */
export const twoFactorPolicies = pgTable("two_factor_policies", {
  organisationId: uuid("organisation_id")
    .primaryKey()
    .references(() => organisations.id),
  requiredRoles: jsonb("required_roles").$type<AppRole[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
