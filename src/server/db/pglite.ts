import { PGlite, types, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * A bytea parameter is sent as its bytes: PGlite binds a value its serializer leaves as a Uint8Array in
 * binary format. PGlite's own serializer converts it to hex text byte by byte in JavaScript (an 8 MB file
 * took 4.9 s to store, holding the event loop; decision 174), and even Node's hex codec left PGlite measuring
 * and copying twice the bytes as text a character at a time: 1.5 s of the server's thread for a pack's 13 MB of
 * parts (decision 177). Results still arrive as hex text (below).
 */
const byteaSerializer = (value: unknown) => {
  if (!(value instanceof Uint8Array)) throw new Error("Invalid input for bytea type");
  return value as unknown as string;
};
const byteaParser = (text: string) => {
  const bytes = Buffer.from(text.slice(2), "hex");
  // A small Buffer is a slice of Node's shared pool: copied, so its `buffer` holds only these bytes.
  return bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength
    ? new Uint8Array(bytes.buffer)
    : new Uint8Array(bytes);
};

/** The parsers this project's PGlite uses besides PGlite's defaults; a thread reading through a port uses them too. */
export const pgliteParsers = { [types.BYTEA]: byteaParser };

/**
 * The one way this project opens PGlite (the server, backups and restores, tests): with the extensions
 * the migrations create (pg_trgm, for the search index's trigram matching of codes and names; 0039)
 * and a fast bytea codec.
 */
export function openPglite(dataDir?: string, options: Omit<PGliteOptions, "extensions"> = {}): Promise<PGlite> {
  return PGlite.create(dataDir, {
    ...options,
    serializers: { [types.BYTEA]: byteaSerializer, ...options.serializers },
    parsers: { ...pgliteParsers, ...options.parsers },
    extensions: { pg_trgm },
  });
}
