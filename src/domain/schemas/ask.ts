import { z } from "zod";

/** POST /api/ask: one question, optionally about one site (its id: the slug the app's site URLs carry, or its uuid) or one evidence pack. */
export const askInputSchema = z.object({
  question: z
    .string()
    .trim()
    .min(3, "Ask a question of at least 3 characters")
    .max(500, "Ask in at most 500 characters"),
  siteId: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/i, "Choose a site by its id")
    .optional(),
  /**
   * Ask about one evidence pack: its site, its period (dated sources outside it are left out, a question
   * naming no period is about the pack's) and its clauses (their sources rank first).
   */
  packId: z.string().uuid("Choose an evidence pack by its id").optional(),
});
export type AskInput = z.infer<typeof askInputSchema>;

/** GET /api/ask/history: a page of the asker's questions, newest first. */
export const askHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

/** One source an answer shows; `url` opens it (the record, or the document at the passage). */
export interface AskCitation {
  kind: string;
  id: string;
  title: string;
  quote: string;
  url: string;
}
export interface AskAnswer {
  answer: string;
  citations: AskCitation[];
}

/** One question of the asker's history (`GET /api/ask/history` → `{ items, total }`). */
export interface AskHistoryItem {
  id: string;
  question: string;
  answer: string;
  citations: AskCitation[];
  siteId: string | null;
  /** ISO instant. */
  askedAt: string;
}
