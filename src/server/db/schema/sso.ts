import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { invitations, organisations } from "./core";

/**
 * An organisation's OpenID Connect provider (single sign-on). `clientSecret` is written by admins
 * and read only by the server to redeem codes: no API answer carries it.
 */
export const ssoConnections = pgTable("sso_connections", {
  organisationId: uuid("organisation_id")
    .primaryKey()
    .references(() => organisations.id),
  enabled: boolean("enabled").notNull().default(false),
  issuerUrl: text("issuer_url").notNull(),
  clientId: text("client_id").notNull(),
  clientSecret: text("client_secret").notNull(),
  /** Lower-cased e-mail domains whose users this provider signs in; no two organisations share one. */
  allowedDomains: jsonb("allowed_domains").$type<string[]>().notNull(),
  defaultRole: text("default_role", {
    enum: ["admin", "pcqi", "qa_manager", "qa_tech", "supervisor", "viewer"],
  }).notNull(),
  jitEnabled: boolean("jit_enabled").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One SSO sign-in on its way through the provider: the sha256 of the `state` sent, and of the
 * random value in the browser's cookie that started it (so a callback opened in another browser is
 * refused), with the PKCE verifier and nonce to check the answer. Used once; lives 10 minutes.
 */
export const ssoLoginStates = pgTable(
  "sso_login_states",
  {
    stateHash: text("state_hash").primaryKey(),
    browserHash: text("browser_hash").notNull(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    codeVerifier: text("code_verifier").notNull(),
    nonce: text("nonce").notNull(),
    redirectUri: text("redirect_uri").notNull(),
    invitationId: uuid("invitation_id").references(() => invitations.id),
    next: text("next"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sso_login_states_expires").on(t.expiresAt)],
);
