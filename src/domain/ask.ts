import { z } from "zod";

/**
 * Ask (issue 18): a question about the organisation's audit readiness, answered from its own documents and
 * records with the sources cited. One schema for the server's request parsing and the web's form.
 */
export const askRequestSchema = z.object({
  question: z
    .string("Type a question")
    .trim()
    .min(3, "Type a question of at least 3 characters")
    .max(500, "Ask in at most 500 characters"),
  /** The site the asker is looking at; answers prefer its passages (and never use one she cannot open). */
  siteId: z.string().min(1).max(60).optional(),
});
export type AskRequest = z.infer<typeof askRequestSchema>;

/** Where a statement of the answer came from: a passage of a document, or a record. */
export const askCitationSchema = z.object({
  /** What the source is (e.g. "sop", "record", "incident"): named in the reader's language by the web. */
  kind: z.string(),
  id: z.string(),
  title: z.string(),
  /** The passage or the fact quoted from the source. */
  quote: z.string(),
  /** The screen (or file) that shows the source — the document at the passage, or the record. */
  url: z.string(),
});
export type AskCitation = z.infer<typeof askCitationSchema>;

/** The answer: its first line is the lead that names the fact; `citations` is empty when nothing was found. */
export const askResponseSchema = z.object({
  answer: z.string(),
  citations: z.array(askCitationSchema),
});
export type AskResponse = z.infer<typeof askResponseSchema>;

/** One question the user asked, with the answer she got (GET /api/ask/history). */
export const askHistoryEntrySchema = askResponseSchema.extend({
  id: z.string(),
  question: z.string(),
  askedAt: z.string(),
  siteId: z.string().nullable().optional(),
});
export type AskHistoryEntry = z.infer<typeof askHistoryEntrySchema>;

/** The lead line of an answer (its first line) and the rest. */
export function splitAnswer(answer: string): { lead: string; rest: string[] } {
  const lines = answer
    .split(/\n+/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  return { lead: lines[0] ?? "", rest: lines.slice(1) };
}

/** GET /api/ask/history: the user's questions, newest first. */
export interface AskHistoryResponse {
  entries: AskHistoryEntry[];
}
