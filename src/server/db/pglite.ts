import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The one way this project opens PGlite (the server, backups and restores, tests): with the extensions
 * the migrations create (pg_trgm, for the search index's trigram matching of codes and names; 0039).
 */
export function openPglite(dataDir?: string, options: Omit<PGliteOptions, "extensions"> = {}): Promise<PGlite> {
  return PGlite.create(dataDir, { ...options, extensions: { pg_trgm } });
}
