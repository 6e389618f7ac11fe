import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organisations } from "./core";

/**
 * Every e-mail the product sends, written in the transaction of the change that causes it; the
 * `email` job delivers it over SMTP and retries with back-off. Without SMTP_URL messages stay
 * `queued` and admins read them at GET /api/admin/outbox. Delivery bookkeeping is not audited.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The organisation the message is about (its admins may read it); null for system mail. */
    organisationId: uuid("organisation_id").references(() => organisations.id),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    status: text("status", { enum: ["queued", "sent", "failed"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** The SMTP server's id of the accepted message. */
    messageId: text("message_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("email_outbox_org_created").on(t.organisationId, t.createdAt)],
);
