import { PGlite, types, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * bytea as PostgreSQL's hex text, converted by Node's native hex codec: PGlite's own converts byte by byte
 * in JavaScript (an 8 MB file took 4.9 s to store and 1.4 s to read, holding the event loop; decision 174).
 */
const byteaSerializer = (value: unknown) => {
  if (!(value instanceof Uint8Array)) throw new Error("Invalid input for bytea type");
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`;
};
const byteaParser = (text: string) => {
  const bytes = Buffer.from(text.slice(2), "hex");
  // A small Buffer is a slice of Node's shared pool: copied, so its `buffer` holds only these bytes.
  return bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength
    ? new Uint8Array(bytes.buffer)
    : new Uint8Array(bytes);
};

/**
 * The one way this project opens PGlite (the server, backups and restores, tests): with the extensions
 * the migrations create (pg_trgm, for the search index's trigram matching of codes and names; 0039)
 * and a fast bytea codec.
 */
export function openPglite(dataDir?: string, options: Omit<PGliteOptions, "extensions"> = {}): Promise<PGlite> {
  return PGlite.create(dataDir, {
    ...options,
    serializers: { [types.BYTEA]: byteaSerializer, ...options.serializers },
    parsers: { [types.BYTEA]: byteaParser, ...options.parsers },
    extensions: { pg_trgm },
  });
}
