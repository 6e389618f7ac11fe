import { prefixTsQuery, type SearchHit, type SearchQuery } from "../../../domain/search";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { searchSources } from "./sources";

/**
 * Asks every registered source, then keeps the best-ranked hits across all of them; a source words what
 * it builds (types, statuses, labels, clause and page titles, dates) in the reader's language, and a
 * Spanish reader also finds things by their Spanish labels. What people typed stays as typed.
 */
export async function searchEverything(
  db: Db,
  actor: Actor,
  query: SearchQuery,
  locale: AppLocale = "en",
): Promise<{ hits: SearchHit[] }> {
  const tsQuery = prefixTsQuery(query.q);
  if (!tsQuery) return { hits: [] };
  const request = { q: query.q, tsQuery, limit: query.limit, locale };
  const perSource = await Promise.all(searchSources.map((source) => source.search(db, actor, request)));
  const hits = perSource.flat().sort((a, b) => b.rank - a.rank || a.title.localeCompare(b.title));
  return { hits: hits.slice(0, query.limit) };
}
