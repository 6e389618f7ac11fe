import { clauseSearch, pageSearch, siteSearch } from "./core-sources";
import type { SearchSource } from "./search-source";

/** The one registration point of the command palette: each area adds its source here. */
export const searchSources: SearchSource[] = [pageSearch, siteSearch, clauseSearch];
