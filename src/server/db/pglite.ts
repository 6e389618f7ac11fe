import { PGlite, protocol, types, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { serialize as writeMessage } from "pg-protocol";

/**
 * PGlite builds the messages a statement sends with node-postgres's writer, not its own. Its own (a fork of
 * it, bundled by esbuild) counts each string's terminating byte with `this.#offset++`, which esbuild compiles
 * to a fresh object with a getter and a setter; V8 kept megabytes of them alive through every young-generation
 * collection, and those collections, on the server's thread, are what other requests waited on during a pack
 * (decision 183). PGlite calls these through the object it exports, so replacing them here covers `query`
 * (Parse, Bind) and `exec` (Query); the others it sends are constants or rare.
 */
protocol.serialize.parse = writeMessage.parse;
protocol.serialize.bind = writeMessage.bind;
protocol.serialize.query = writeMessage.query;

/**
 * A bytea parameter is sent as its bytes: the message writer binds a Buffer in binary format (a view of the
 * value's bytes, not a copy). PGlite's own serializer converts it to hex text byte by byte in JavaScript (an 8 MB file
 * took 4.9 s to store, holding the event loop; decision 174), and even Node's hex codec left PGlite measuring
 * and copying twice the bytes as text a character at a time: 1.5 s of the server's thread for a pack's 13 MB of
 * parts (decision 177). Results still arrive as hex text (below).
 */
const byteaSerializer = (value: unknown) => {
  if (!(value instanceof Uint8Array)) throw new Error("Invalid input for bytea type");
  return Buffer.from(value.buffer, value.byteOffset, value.byteLength) as unknown as string;
};
const byteaParser = (text: string) => {
  const bytes = Buffer.from(text.slice(2), "hex");
  // A small Buffer is a slice of Node's shared pool: copied, so its `buffer` holds only these bytes.
  return bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength
    ? new Uint8Array(bytes.buffer)
    : new Uint8Array(bytes);
};

/**
 * A lock whose holders run one at a time, in the order they asked. PGlite's own locks are async-mutex 0.4.1
 * with its `async` functions compiled to generators, which V8 keeps alive through young-generation
 * collections by the hundred kilobytes; PGlite takes three of them for every statement (decision 183).
 */
class Lock {
  #tail: Promise<void> = Promise.resolve();

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const before = this.#tail;
    let release!: () => void;
    this.#tail = new Promise<void>((resolve) => (release = resolve));
    await before;
    try {
      return await fn();
    } finally {
      release();
    }
  }
}

/**
 * Native locks in place of PGlite's own, everywhere PGlite takes them: its statements ask through
 * `_runExclusiveQuery` and `_runExclusiveTransaction`, which it calls as methods; `close` and `dumpDataDir`
 * take its private locks directly, so they run inside the new ones (close in the order PGlite's takes its
 * own, after the statements asked for before it); `syncToFs` is PGlite's own with its lock replaced: a sync
 * asked for while one waits is that one.
 */
function withNativeLocks(client: PGlite): PGlite {
  const queries = new Lock();
  const transactions = new Lock();
  const fsSync = new Lock();
  const close = client.close.bind(client);
  const dumpDataDir = client.dumpDataDir.bind(client);
  let syncWaiting = false;
  client._runExclusiveQuery = (fn) => queries.run(fn);
  client._runExclusiveTransaction = (fn) => transactions.run(fn);
  client.close = async () => {
    // As PGlite's own close: after the same wait as a statement's, so that those asked for first run first.
    await client._checkReady();
    return transactions.run(() => queries.run(close));
  };
  client.dumpDataDir = (compression) => queries.run(() => dumpDataDir(compression));
  client.syncToFs = async () => {
    if (syncWaiting) return;
    syncWaiting = true;
    await fsSync.run(async () => {
      syncWaiting = false;
      await client.fs!.syncToFs(false);
    });
  };
  return client;
}

/** The parsers this project's PGlite uses besides PGlite's defaults; a thread reading through a port uses them too. */
export const pgliteParsers = { [types.BYTEA]: byteaParser };

/**
 * The one way this project opens PGlite (the server, backups and restores, tests): with the extensions
 * the migrations create (pg_trgm, for the search index's trigram matching of codes and names; 0039),
 * a fast bytea codec, and native locks (decision 183).
 */
export async function openPglite(
  dataDir?: string,
  options: Omit<PGliteOptions, "extensions" | "relaxedDurability"> = {},
): Promise<PGlite> {
  const client = await PGlite.create(dataDir, {
    ...options,
    serializers: { [types.BYTEA]: byteaSerializer, ...options.serializers },
    parsers: { ...pgliteParsers, ...options.parsers },
    extensions: { pg_trgm },
  });
  return withNativeLocks(client);
}
