import { prefixTsQuery, type SearchHit, type SearchQuery } from "../../../domain/search";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { searchPassages } from "./passages";
import { searchSources } from "./sources";

/** Sources searched where they are (the app's pages, the organisation's few sites), not in the index. */
const searchedInPlace = new Set(["page", "site"]);

/**
 * The command palette (decision 139): pages and sites where they are; everything else from the
 * organisation's search index, every word matching as typed so far (a prefix) or by its stem, with the
 * reader's site restriction and role applied by the index. Each source then words the rows the index
 * found in the reader's language; a Spanish reader also finds things by their Spanish labels (the
 * index's Spanish passages). What people typed stays as typed. Best-ranked hits across all sources.
 */
export async function searchEverything(
  db: Db,
  actor: Actor,
  query: SearchQuery,
  locale: AppLocale = "en",
): Promise<{ hits: SearchHit[] }> {
  const tsQuery = prefixTsQuery(query.q);
  if (!tsQuery) return { hits: [] };
  const indexed = searchSources.filter((s) => !searchedInPlace.has(s.type));
  const passages = await searchPassages(db, actor, {
    query: query.q,
    kinds: indexed.map((s) => s.type),
    limit: query.limit,
    match: "all",
    // An English reader's words are stemmed in English only; a Spanish reader's in both languages.
    language: locale === "en" ? "en" : undefined,
    passageLanguages: locale === "en" ? ["en"] : ["en", locale],
  });
  const perSource = await Promise.all(
    searchSources.map((source) => {
      const found = passages.filter((p) => p.kind === source.type);
      if (!searchedInPlace.has(source.type) && !found.length) return [];
      // The index's weighted ranks, on the scale of the pages' and sites' ranks (ts_rank of a short text).
      const ranks = new Map(found.map((p) => [p.id, p.score * 0.1]));
      return source.search(db, actor, {
        q: query.q,
        tsQuery,
        limit: query.limit,
        locale,
        ids: [...ranks.keys()],
        ranks,
        passages: found,
      });
    }),
  );
  const hits = perSource.flat().sort((a, b) => b.rank - a.rank || a.title.localeCompare(b.title));
  return { hits: hits.slice(0, query.limit) };
}
