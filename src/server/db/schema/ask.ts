import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { AskCitation } from "../../../domain/ask/understand";
import { organisations, sites, users } from "./core";

/**
 * Every question a user asked and the answer she got, with its citations as they were shown (titles,
 * quotes and links at the time): her history and its export read them back. Written with an
 * `ask.question` audit event in one transaction.
 */
export const askQuestions = pgTable(
  "ask_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    siteId: uuid("site_id").references(() => sites.id),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    citations: jsonb("citations").$type<AskCitation[]>().notNull(),
    /** "extractive" or "llm": who wrote the answer. */
    mode: text("mode", { enum: ["extractive", "llm"] }).notNull(),
    language: text("language", { enum: ["en", "es"] }).notNull(),
    askedAt: timestamp("asked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ask_questions_user").on(t.organisationId, t.userId, t.askedAt.desc())],
);
