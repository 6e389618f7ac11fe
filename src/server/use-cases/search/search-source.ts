import type { AppLocale } from "../../../domain/i18n/locales";
import type { SearchHit } from "../../../domain/search";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import type { Passage } from "./passages";

export interface SearchRequest {
  /** What the user typed. */
  q: string;
  /** The same as a prefix tsquery ("temp:* & cool:*"); use with to_tsquery('simple', …). */
  tsQuery: string;
  limit: number;
  /** The reader's language, for the text a source builds (decision 112). */
  locale: AppLocale;
  /** The ids the search index found for this source's type, best first (decision 139). */
  ids: string[];
  /** The index's score of each of those ids. */
  ranks: Map<string, number>;
  /** The index's best passage of each of those ids (its quote and the link to the place it is in). */
  passages: Passage[];
}

/**
 * One kind of thing the command palette finds. A database source words the rows the search index found
 * (`ids`, ranked by the index) and MUST still scope by actor.organisationId (and by the actor's site
 * restriction where rows belong to a site). Pages and sites are searched where they are.
 */
export interface SearchSource {
  type: string;
  /** Its results' group name in English; a hit carries it in the reader's language (`typeLabelIn`). */
  typeLabel: string;
  search(db: Db, actor: Actor, request: SearchRequest): Promise<SearchHit[]>;
}
