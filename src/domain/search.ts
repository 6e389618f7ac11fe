import { z } from "zod";

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, "Type something to search for").max(100, "Search for at most 100 characters"),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** One result of the command palette: what it is, where it lives, and how well it matched. */
export interface SearchHit {
  type: string;
  typeLabel: string;
  id: string;
  title: string;
  subtitle?: string;
  /** The passage of a document that matched (an SOP's file), plain text. */
  quote?: string;
  /** The screen that shows it (or a file under /api/files/, opened in a new tab). */
  url: string;
  /** Slug of the site it belongs to; opening it switches the current site to that one. */
  site?: string;
  rank: number;
}

/** Lower-cased words of letters and digits; everything else separates words. */
export function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

/**
 * A PostgreSQL tsquery where every word must match as a prefix ("temp cool" → "temp:* & cool:*"),
 * so results appear while the user is still typing. Null when nothing searchable remains.
 */
export function prefixTsQuery(q: string): string | null {
  const words = searchWords(q);
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

/**
 * Rank for things searched in memory (pages, catalogue clauses), comparable to ts_rank's 0–1 scale:
 * every word must start a word of the text; an exact id or title match ranks highest.
 */
export function textRank(q: string, title: string, extra = ""): number {
  const words = searchWords(q);
  if (words.length === 0) return 0;
  const titleWords = searchWords(title);
  const allWords = [...titleWords, ...searchWords(extra)];
  if (!words.every((w) => allWords.some((t) => t.startsWith(w)))) return 0;
  const inTitle = words.filter((w) => titleWords.some((t) => t.startsWith(w))).length / words.length;
  const exact = title.toLowerCase() === q.trim().toLowerCase() ? 0.5 : 0;
  return 0.1 + 0.4 * inTitle + exact;
}
