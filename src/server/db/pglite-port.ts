import { parse, types, type PGlite, type Results } from "@electric-sql/pglite";
import type { MessagePort } from "node:worker_threads";
import { serialize } from "pg-protocol";
import { Parser } from "pg-protocol/dist/parser";
import { pgliteParsers } from "./pglite";

/**
 * The embedded database read from a worker thread (decision 174): PGlite lives in the server's thread, so
 * a thread that reads it sends each statement over a MessagePort and the server's thread runs it. Only
 * single statements: a transaction would hold the one connection across messages.
 *
 * The server's thread runs a statement as PGlite's own `query` does (parse, describe, bind, execute, sync,
 * under its two locks) but hands the thread the reply's protocol bytes as they are, moved, not copied: the
 * thread parses the rows (decision 178). Parsing them into objects and cloning those across the port was
 * most of what a pack's reads cost the server's thread, and of the garbage it collected.
 */

interface Statement {
  id: number;
  sql: string;
  params: unknown[];
}
/** The backend's messages for one statement, from Parse to ReadyForQuery. */
type Reply = { id: number; bytes: Uint8Array } | { id: number; failure: string };

type BackendMessage = Parameters<Parameters<Parser["parse"]>[1]>[0];

/**
 * The backend's messages in `bytes`, read by node-postgres's protocol parser: the same messages as PGlite's
 * own parser gives (PGlite's is a fork of it), but it decodes each field from the buffer in place, where
 * PGlite's copies it out first: a page of 500 records 1.3 ms instead of 8.9 ms (decision 178).
 */
function readMessages(bytes: Uint8Array): BackendMessage[] {
  const messages: BackendMessage[] = [];
  new Parser().parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), (message) =>
    messages.push(message),
  );
  return messages;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((length, part) => length + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.byteLength;
  }
  return all;
}

/**
 * The server's own statements on a PGlite instance, counted from the moment one asks for the connection
 * (`query`, `exec`, `transaction` and `listen` all ask through `_runExclusiveTransaction`) until it is done,
 * so that a thread's statement can wait until none is running or waiting (decision 179).
 */
class ServerStatements {
  running = 0;
  #idle: (() => void)[] = [];
  /** PGlite's own `_runExclusiveTransaction`, which a thread's statements use without being counted. */
  readonly runExclusiveTransaction: PGlite["_runExclusiveTransaction"];

  constructor(client: PGlite) {
    this.runExclusiveTransaction = client._runExclusiveTransaction.bind(client);
    client._runExclusiveTransaction = async (fn) => {
      this.running++;
      try {
        return await this.runExclusiveTransaction(fn);
      } finally {
        if (--this.running === 0) for (const wake of this.#idle.splice(0)) wake();
      }
    };
  }

  /** Resolves once no statement of the server's is running or waiting (at once if none is). */
  idle(): Promise<void> {
    return this.running === 0 ? Promise.resolve() : new Promise((resolve) => this.#idle.push(resolve));
  }
}
const serverStatements = new WeakMap<PGlite, ServerStatements>();
const serverStatementsOf = (client: PGlite) => {
  let statements = serverStatements.get(client);
  if (!statements) serverStatements.set(client, (statements = new ServerStatements(client)));
  return statements;
};

/**
 * The longest a thread's statement waits for the server's own to finish: a server kept busy without pause
 * still lets a pack go on, a statement at a time (at most one in this long).
 */
const MOST_WAITED_MS = 100;

/**
 * Waits until the server's thread has no statement of its own running or waiting, and then one more turn of
 * the event loop, in which a request whose statement just ended sends its next one (or MOST_WAITED_MS).
 * A thread's statement then holds up at most the requests that arrive while it runs.
 */
async function afterServerStatements(statements: ServerStatements) {
  const giveUpAt = performance.now() + MOST_WAITED_MS;
  for (;;) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    const left = giveUpAt - performance.now();
    if (statements.running === 0 || left <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([statements.idle(), new Promise<void>((resolve) => (timer = setTimeout(resolve, left)))]);
    clearTimeout(timer);
  }
}

/**
 * The backend's reply to `message`, its bytes only. PGlite's `execProtocolRawSync` also parses every message of
 * the reply with its own slow parser, on this thread, and keeps the parsed messages until the server's next query
 * (0.4 s of the server's thread over a pack's reads; decision 181). Its streaming form hands over the bytes as the
 * backend writes them, unparsed (copied here: they are a view of the database's memory).
 */
async function rawReply(client: PGlite, message: Uint8Array): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  await client.execProtocolRawStream(message, { syncToFs: false, onRawData: (bytes) => parts.push(bytes.slice()) });
  return parts.length === 1 ? parts[0]! : concat(parts);
}

/** One statement through the extended protocol, as PGlite's `query` sends it; its reply's bytes. */
async function runRaw(statements: ServerStatements, client: PGlite, sql: string, params: unknown[]) {
  return statements.runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const described = await rawReply(
        client,
        concat([serialize.parse({ text: sql }), serialize.describe({ type: "S" })]),
      );
      const describedMessages = readMessages(described);
      let bytes: Uint8Array;
      if (describedMessages.some((message) => message.name === "error"))
        bytes = concat([described, await rawReply(client, serialize.sync())]);
      else {
        // Parameters serialized by their declared types, as PGlite's `query` does (bytea stays bytes).
        const paramTypes = parse.parseDescribeStatementResults(describedMessages);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = client.serializers[paramTypes[i]!];
          return serializer ? serializer(value) : String(value);
        });
        bytes = await rawReply(
          client,
          concat([
            serialize.bind({ values }),
            serialize.describe({ type: "P" }),
            serialize.execute({}),
            serialize.sync(),
          ]),
        );
      }
      await client.syncToFs();
      return bytes;
    }),
  );
}

/**
 * Runs the statements a thread sends on `port` against `client`, one reply per statement, each only when the
 * server's own statements are done (`afterServerStatements`): a thread's work is background work, and the
 * one connection is the server's first. One statement at a time: a port delivers all its waiting messages at
 * once, and a burst of statements (a thread's reads run in parallel) would otherwise run back to back.
 */
export function servePgliteOn(client: PGlite, port: MessagePort) {
  const statements = serverStatementsOf(client);
  const waiting: Statement[] = [];
  let draining = false;
  const drain = async () => {
    draining = true;
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      await afterServerStatements(statements);
      try {
        const bytes = await runRaw(statements, client, next.sql, next.params);
        port.postMessage({ id: next.id, bytes } satisfies Reply, [bytes.buffer as ArrayBuffer]);
      } catch (error) {
        port.postMessage({ id: next.id, failure: (error as Error).message } satisfies Reply);
      }
    }
    draining = false;
  };
  port.on("message", (statement: Statement) => {
    waiting.push(statement);
    if (!draining) void drain();
  });
}

type Parsers = Record<number, (value: string, typeId?: number) => unknown>;
/** What drizzle passes with a statement: its row mode, and the parsers its columns expect (timestamps as text). */
type QueryOptions = { rowMode?: "array" | "object"; parsers?: Parsers };

/**
 * The client a worker thread gives drizzle-orm/pglite: `query` as PGlite's, each statement run by the
 * server's thread (`servePgliteOn`), its rows parsed here with the parsers the server's PGlite has (its
 * array types read once from pg_type, as PGlite reads them) and those the caller passes, as PGlite's `query`.
 */
export function pgliteThroughPort(port: MessagePort): PGlite {
  let next = 0;
  const pending = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }>();
  port.on("message", (reply: Reply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) port.unref();
    if ("failure" in reply) waiting?.reject(new Error(reply.failure));
    else waiting?.resolve(reply.bytes);
  });
  port.unref();
  const send = (sql: string, params: unknown[]) => {
    const id = next++;
    return new Promise<Uint8Array>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      port.ref(); // a statement under way keeps the thread alive until its reply
      // A byte parameter goes as a copy of its own bytes, moved: a view's structured clone copies the whole
      // buffer under it, and a pack's 128 KiB part of a 6 MB file cost the server's thread the 6 MB.
      const moved: ArrayBuffer[] = [];
      const sent = params.map((value) => {
        if (!(value instanceof Uint8Array)) return value;
        const own = new Uint8Array(value);
        moved.push(own.buffer);
        return own;
      });
      port.postMessage({ id, sql, params: sent } satisfies Statement, moved);
    });
  };
  const results = (bytes: Uint8Array, parsers: Parsers, options?: QueryOptions): Results => {
    const messages = readMessages(bytes);
    const error = messages.find((message) => message.name === "error");
    if (error) throw error;
    return parse.parseResults(messages, parsers, options)[0]!;
  };
  const baseParsers: Parsers = { ...types.parsers, ...pgliteParsers };
  let parsers: Promise<Parsers> | undefined;
  const serverParsers = () =>
    (parsers ??= send("select oid::int4 as oid, typarray::int4 as typarray from pg_type where typarray <> 0", []).then(
      (bytes) => {
        const all: Parsers = { ...baseParsers };
        for (const { oid, typarray } of results(bytes, baseParsers).rows as { oid: number; typarray: number }[])
          all[typarray] = (value) => types.arrayParser(value, all[oid] as types.Parser, typarray);
        return all;
      },
      (error: Error) => {
        parsers = undefined; // read again by the next statement
        throw error;
      },
    ));
  const client = {
    async query(sql: string, params: unknown[] = [], options?: QueryOptions) {
      const all = await serverParsers();
      return results(await send(sql, params), all, options);
    },
    transaction() {
      throw new Error("A worker thread reads the embedded database one statement at a time, without transactions");
    },
  };
  return client as unknown as PGlite;
}
