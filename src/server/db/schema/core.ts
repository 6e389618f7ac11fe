import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const organisations = pgTable("organisations", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  createdAt: createdAt(),
});

export const sites = pgTable(
  "sites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    /** The id users see in URLs (oxnard, yuma); unique within an organisation. */
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    timezone: text("timezone").notNull(),
    type: text("type", { enum: ["packhouse", "harvest", "grower", "cold_storage"] }).notNull(),
    scopeConfirmed: boolean("scope_confirmed").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sites_org_slug").on(t.organisationId, t.slug)],
);

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored lower-cased; one account per address across the product. */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  active: boolean("active").notNull().default(true),
  /** The language chosen in the profile (en, es); null: the browser's. */
  locale: text("locale", { enum: ["en", "es"] }),
  createdAt: createdAt(),
});

export const memberships = pgTable(
  "memberships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    role: text("role", { enum: ["admin", "pcqi", "qa_manager", "qa_tech", "supervisor", "viewer"] }).notNull(),
    /** The site chosen in the top bar, remembered per user. */
    currentSiteId: uuid("current_site_id").references(() => sites.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("memberships_user_org").on(t.userId, t.organisationId)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** sha256 of the cookie token: the token itself is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    /** What "Your sessions" names a session by: the token hash never leaves the server. */
    id: uuid("id").notNull().defaultRandom().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user").on(t.userId)],
);

/** Failed sign-in counters, per account (`account:<email>`) and per address (`ip:<addr>`). */
export const loginThrottle = pgTable("login_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/**
 * An invitation to join an organisation. The link carries a random token; only its SHA-256 is
 * stored. Pending while none of accepted/revoked is set and it has not expired.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    email: text("email").notNull(),
    role: text("role", { enum: ["admin", "pcqi", "qa_manager", "qa_tech", "supervisor", "viewer"] }).notNull(),
    /** The language of the invitation e-mail, chosen by the inviting administrator. */
    locale: text("locale", { enum: ["en", "es"] })
      .notNull()
      .default("en"),
    tokenHash: text("token_hash").notNull().unique(),
    invitedByUserId: uuid("invited_by_user_id")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedUserId: uuid("accepted_user_id").references(() => users.id),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("invitations_org_email").on(t.organisationId, t.email)],
);

/**
 * The sites a member is restricted to (decision 092): a member with rows here may read and write these
 * sites only; a member with none may use every site of the organisation.
 */
export const membershipSites = pgTable(
  "membership_sites",
  {
    membershipId: uuid("membership_id")
      .notNull()
      .references(() => memberships.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
  },
  (t) => [primaryKey({ columns: [t.membershipId, t.siteId] })],
);

/** The sites an invitation restricts its member to (none: every site); copied to membership_sites on accept. */
export const invitationSites = pgTable(
  "invitation_sites",
  {
    invitationId: uuid("invitation_id")
      .notNull()
      .references(() => invitations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
  },
  (t) => [primaryKey({ columns: [t.invitationId, t.siteId] })],
);
