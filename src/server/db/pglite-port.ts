import { parse, types, type PGlite, type Results, type Transaction } from "@electric-sql/pglite";
import type { MessagePort } from "node:worker_threads";
import { serialize } from "pg-protocol";
import type { NotificationResponseMessage } from "pg-protocol/dist/messages";
import { Parser } from "pg-protocol/dist/parser";
import { pgliteParsers } from "./pglite";

/**
 * The embedded database lives in a thread of its own (decision 185): the server's thread and the job threads
 * each talk to it over a MessagePort. Running PGlite in the server's thread cost other requests their p99
 * while a pack was built: its statements ran there, and the young-generation collections of a heap holding
 * PGlite's state lasted 3–26 ms (decision 182).
 *
 * The database thread runs a statement as PGlite's own `query` does (parse, describe, bind, execute, sync,
 * under its locks) but hands back the reply's protocol bytes as they are, moved, not copied: the asking
 * thread parses the rows with node-postgres's parser, several times faster than PGlite's (decision 178).
 */

/** Who asks: the server's statements run first; a job thread's are background work. */
export type PortPriority = "server" | "background";

type Request =
  | { id: number; kind: "query"; sql: string; params: unknown[]; tx?: number }
  | { id: number; kind: "exec"; sql: string; tx?: number }
  | { id: number; kind: "begin" }
  | { id: number; kind: "end"; tx: number; commit: boolean }
  | { id: number; kind: "listen" | "unlisten"; channel: string };

type Failure = { message: string } & Record<string, unknown>;
type Reply =
  | { id: number; bytes: Uint8Array }
  | { id: number; value: unknown }
  | { id: number; failure: Failure }
  | { channel: string; payload: string };

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

/** An error as it crosses a port: its message and its fields (a database error's `code`, `detail`…). */
const failureOf = (error: unknown): Failure =>
  error instanceof Error ? { ...error, message: error.message } : { message: String(error) };
const errorOf = (failure: Failure) => Object.assign(new Error(failure.message), failure);

/**
 * The backend's reply to `message`, its bytes only. PGlite's `execProtocolRawSync` also parses every message of
 * the reply with its own slow parser and keeps the parsed messages until the next query (decision 181). Its
 * streaming form hands over the bytes as the backend writes them, unparsed (copied here: they are a view of
 * the database's memory).
 */
async function rawReply(client: PGlite, message: Uint8Array): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  await client.execProtocolRawStream(message, { syncToFs: false, onRawData: (bytes) => parts.push(bytes.slice()) });
  return parts.length === 1 ? parts[0]! : concat(parts);
}

/**
 * One statement through the extended protocol, as PGlite's `query` sends it; its reply's bytes. Inside a
 * transaction the transaction already holds PGlite's transaction lock, as PGlite's own `tx.query` does.
 */
async function runRaw(client: PGlite, sql: string, params: unknown[], inTransaction: boolean) {
  const run = () =>
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
    });
  return inTransaction ? run() : client._runExclusiveTransaction(run);
}

/** NOTIFY messages in a raw reply (an autocommitted `pg_notify`): PGlite never parsed them, so never told its listeners. */
function* notificationsIn(bytes: Uint8Array): Generator<{ channel: string; payload: string }> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at + 5 <= bytes.byteLength; at += 1 + view.getUint32(at + 1)) {
    if (bytes[at] !== 0x41) continue; // 'A': NotificationResponse
    for (const message of readMessages(bytes.subarray(at, at + 1 + view.getUint32(at + 1))))
      if (message.name === "notification") {
        const { channel, payload } = message as NotificationResponseMessage;
        yield { channel, payload };
      }
  }
}

/**
 * The longest a background statement waits behind the server's: a server kept busy without pause still lets
 * a pack go on, a statement at a time.
 */
const MOST_WAITED_MS = 100;
/**
 * After a server statement, the time its request takes to send its next one (a reply parsed and a statement
 * built on the server's thread); a background statement waits this long, so it holds up only requests that
 * arrive while it runs.
 */
const SERVER_TURN_MS = 1;

interface Work {
  priority: PortPriority;
  queuedAt: number;
  run: () => Promise<void>;
}

/**
 * The database thread's side: runs what each attached port asks of `client`, one statement at a time, the
 * server's first (`PortPriority`). A transaction holds the one connection from its begin to its end; its
 * statements run as they come, the others wait for its end.
 */
export class PgliteHost {
  readonly #queues: Record<PortPriority, Work[]> = { server: [], background: [] };
  #draining = false;
  #lastServerStatement = 0;
  readonly #transactions = new Map<
    number,
    { port: MessagePort; tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }
  >();
  #nextTransaction = 0;
  readonly #listeners = new Map<string, { ports: Set<MessagePort>; unlisten: () => Promise<void> }>();

  constructor(private readonly client: PGlite) {}

  attach(port: MessagePort, priority: PortPriority) {
    const reply = (message: Reply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
    port.on("message", (request: Request) => {
      const answer = async (work: () => Promise<Reply>) => {
        try {
          const message = await work();
          reply(message, "bytes" in message ? [message.bytes.buffer as ArrayBuffer] : []);
        } catch (error) {
          reply({ id: request.id, failure: failureOf(error) });
        }
      };
      // A transaction's statements and its end run at once: it holds the connection meanwhile.
      if ((request.kind === "query" || request.kind === "exec") && request.tx !== undefined) {
        const open = this.#transactions.get(request.tx);
        void answer(async () => {
          if (!open) throw new Error("This transaction has already ended");
          return request.kind === "query"
            ? { id: request.id, bytes: this.#notified(await runRaw(this.client, request.sql, request.params, true)) }
            : { id: request.id, value: await open.tx.exec(request.sql) };
        });
        return;
      }
      if (request.kind === "end") {
        void answer(async () => {
          const open = this.#transactions.get(request.tx);
          if (!open) throw new Error("This transaction has already ended");
          open.end(request.commit);
          await open.done;
          return { id: request.id, value: null };
        });
        return;
      }
      this.#queue(priority, () =>
        answer(async () => {
          switch (request.kind) {
            case "query":
              return {
                id: request.id,
                bytes: this.#notified(await runRaw(this.client, request.sql, request.params, false)),
              };
            case "exec":
              return { id: request.id, value: await this.client.exec(request.sql) };
            case "begin":
              return { id: request.id, value: await this.#begin(port) };
            case "listen":
              await this.#listen(port, request.channel);
              return { id: request.id, value: null };
            case "unlisten":
              await this.#unlisten(port, request.channel);
              return { id: request.id, value: null };
          }
        }),
      );
    });
    // A thread that ended mid-transaction (terminated) would hold the connection for ever: rolled back.
    port.on("close", () => {
      for (const open of this.#transactions.values()) if (open.port === port) open.end(false);
      for (const channel of this.#listeners.keys()) void this.#unlisten(port, channel);
    });
  }

  /** Closes PGlite once the statements asked for before have run. */
  close(): Promise<void> {
    return new Promise((closed, failed) => this.#queue("background", () => this.client.close().then(closed, failed)));
  }

  #queue(priority: PortPriority, run: () => Promise<void>) {
    this.#queues[priority].push({ priority, queuedAt: performance.now(), run });
    if (!this.#draining) void this.#drain();
  }

  async #drain() {
    this.#draining = true;
    for (;;) {
      // While a transaction holds the connection, what waits is chosen only once it ends, the server's first.
      if (this.#transactions.size > 0) {
        await Promise.race([...this.#transactions.values()].map((open) => open.done.catch(() => {})));
        continue;
      }
      let work = this.#queues.server.shift();
      if (!work) {
        const background = this.#queues.background[0];
        if (!background) break;
        const now = performance.now();
        const waitFor = Math.min(
          this.#lastServerStatement + SERVER_TURN_MS - now,
          background.queuedAt + MOST_WAITED_MS - now,
        );
        if (waitFor > 0) {
          await new Promise((resolve) => setTimeout(resolve, waitFor));
          continue;
        }
        work = this.#queues.background.shift()!;
      }
      await work.run();
      if (work.priority === "server") this.#lastServerStatement = performance.now();
    }
    this.#draining = false;
  }

  /**
   * Opens a transaction for `port` and resolves to its number once it holds the connection; it ends on the
   * port's `end` (PGlite commits, or rolls back when told or when the commit fails).
   */
  #begin(port: MessagePort): Promise<number> {
    return new Promise((begun, failed) => {
      const id = this.#nextTransaction++;
      let end!: (commit: boolean) => void;
      const ended = new Promise<boolean>((resolve) => (end = resolve));
      const done = this.client
        .transaction(async (tx) => {
          this.#transactions.set(id, { port, tx, end, done });
          begun(id);
          if (!(await ended)) await tx.rollback();
        })
        .finally(() => this.#transactions.delete(id));
      done.catch(failed); // a BEGIN that failed; a later failure is the end's to report
    });
  }

  /** Tells the listening ports about the notifications in a raw reply; returns the reply. */
  #notified(bytes: Uint8Array) {
    for (const { channel, payload } of notificationsIn(bytes)) this.#tell(channel, payload);
    return bytes;
  }

  #tell(channel: string, payload: string) {
    for (const port of this.#listeners.get(channel)?.ports ?? [])
      port.postMessage({ channel, payload } satisfies Reply);
  }

  async #listen(port: MessagePort, channel: string) {
    const listening = this.#listeners.get(channel);
    if (listening) {
      listening.ports.add(port);
      return;
    }
    // PGlite tells its listeners of the notifications in the replies it parses itself (`exec`, a commit).
    const ports = new Set([port]);
    this.#listeners.set(channel, { ports, unlisten: async () => {} });
    const unlisten = await this.client.listen(channel, (payload) => this.#tell(channel, payload));
    this.#listeners.get(channel)!.unlisten = unlisten;
  }

  async #unlisten(port: MessagePort, channel: string) {
    const listening = this.#listeners.get(channel);
    if (!listening?.ports.delete(port) || listening.ports.size > 0) return;
    this.#listeners.delete(channel);
    if (!this.client.closed) await listening.unlisten();
  }
}

type Parsers = Record<number, (value: string, typeId?: number) => unknown>;
/** What drizzle passes with a statement: its row mode, and the parsers its columns expect (timestamps as text). */
type QueryOptions = { rowMode?: "array" | "object"; parsers?: Parsers };

/** What a PGlite client does that this project uses: drizzle-orm/pglite needs `query` and `transaction`, pg-boss `query` and `exec`. */
export interface PgliteClient {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(fn: (tx: Pick<PgliteClient, "query" | "exec">) => Promise<T>): Promise<T>;
  /** Resolves once listening; to a function that stops. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Closes the port: what is under way and what is asked later fails at once. */
  close(): void;
}

/**
 * The client a thread gives drizzle-orm/pglite and pg-boss: PGlite's `query`, `exec`, `transaction` and
 * `listen`, each run by the database thread (`PgliteHost`), the rows parsed here with the parsers the
 * project's PGlite has (its array types read once from pg_type, as PGlite reads them) and those the caller
 * passes, as PGlite's `query`. An idle port never keeps its thread alive.
 */
export function pgliteThroughPort(port: MessagePort): PgliteClient {
  let next = 0;
  const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  port.on("message", (reply: Reply) => {
    if ("channel" in reply) {
      for (const listener of listeners.get(reply.channel) ?? []) listener(reply.payload);
      return;
    }
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) port.unref();
    if ("failure" in reply) waiting?.reject(errorOf(reply.failure));
    else waiting?.resolve(reply);
  });
  const closedError = () => new Error("The embedded database has closed");
  let closed = false;
  const close = () => {
    closed = true;
    for (const waiting of pending.values()) waiting.reject(closedError());
    pending.clear();
  };
  port.on("close", close);
  port.unref();
  type Asked = Request extends infer R ? (R extends Request ? Omit<R, "id"> : never) : never;
  const ask = (request: Asked) => {
    const id = next++;
    return new Promise<Reply>((resolve, reject) => {
      if (closed) return reject(closedError()); // a closed port drops what is posted to it
      pending.set(id, { resolve, reject });
      port.ref(); // a statement under way keeps the thread alive until its reply
      // A byte parameter goes as a copy of its own bytes, moved: a view's structured clone copies the whole
      // buffer under it, and a pack's 128 KiB part of a 6 MB file cost the asking thread the 6 MB.
      const moved: ArrayBuffer[] = [];
      if (request.kind === "query")
        request = {
          ...request,
          params: request.params.map((value) => {
            if (!(value instanceof Uint8Array)) return value;
            const own = new Uint8Array(value);
            moved.push(own.buffer);
            return own;
          }),
        };
      port.postMessage({ ...request, id } as Request, moved);
    });
  };
  const bytesOf = (reply: Reply) => (reply as { bytes: Uint8Array }).bytes;
  const valueOf = <T>(reply: Reply) => (reply as { value: T }).value;
  const results = (bytes: Uint8Array, parsers: Parsers, options?: QueryOptions): Results => {
    const messages = readMessages(bytes);
    const error = messages.find((message) => message.name === "error");
    if (error) throw error;
    return parse.parseResults(messages, parsers, options)[0]!;
  };
  const baseParsers: Parsers = { ...types.parsers, ...pgliteParsers };
  let parsers: Promise<Parsers> | undefined;
  const allParsers = () =>
    (parsers ??= ask({
      kind: "query",
      sql: "select oid::int4 as oid, typarray::int4 as typarray from pg_type where typarray <> 0",
      params: [],
    }).then(
      (reply) => {
        const all: Parsers = { ...baseParsers };
        for (const { oid, typarray } of results(bytesOf(reply), baseParsers).rows as {
          oid: number;
          typarray: number;
        }[])
          all[typarray] = (value) => types.arrayParser(value, all[oid] as types.Parser, typarray);
        return all;
      },
      (error: Error) => {
        parsers = undefined; // read again by the next statement
        throw error;
      },
    ));
  const statements = (tx?: number) => ({
    async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions) {
      const all = await allParsers();
      return results(bytesOf(await ask({ kind: "query", sql, params, tx })), all, options) as Results<T>;
    },
    async exec(sql: string) {
      return valueOf<Results[]>(await ask({ kind: "exec", sql, tx }));
    },
  });
  return {
    ...statements(),
    async transaction(fn) {
      // The parsers are read outside the transaction: a statement of its own would wait for the transaction's end.
      await allParsers();
      const tx = valueOf<number>(await ask({ kind: "begin" }));
      let result;
      try {
        result = await fn(statements(tx));
      } catch (error) {
        await ask({ kind: "end", tx, commit: false });
        throw error;
      }
      await ask({ kind: "end", tx, commit: true });
      return result;
    },
    async listen(channel, onPayload) {
      let channelListeners = listeners.get(channel);
      if (!channelListeners) {
        listeners.set(channel, (channelListeners = new Set()));
        await ask({ kind: "listen", channel });
      }
      channelListeners.add(onPayload);
      return async () => {
        channelListeners.delete(onPayload);
        if (channelListeners.size > 0 || listeners.get(channel) !== channelListeners) return;
        listeners.delete(channel);
        await ask({ kind: "unlisten", channel });
      };
    },
    close() {
      close();
      port.close();
    },
  };
}
