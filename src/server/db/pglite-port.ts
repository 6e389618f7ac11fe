import { types, type PGlite, type Results } from "@electric-sql/pglite";
import type { MessagePort } from "node:worker_threads";

/**
 * The embedded database read from a worker thread (decision 174): PGlite lives in the server's thread, so
 * a thread that reads it sends each statement over a MessagePort and the server's thread runs it. Only
 * single statements: a transaction would hold the one connection across messages.
 */

/** The types drizzle-orm/pglite reads as PostgreSQL's text (its columns parse them): the parsers it passes. */
const asText = (value: string) => value;
const drizzleParsers = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

interface Statement {
  id: number;
  sql: string;
  params: unknown[];
  rowMode: "array" | "object";
}
type Reply =
  | { id: number; result: Pick<Results<unknown>, "rows" | "fields" | "affectedRows"> }
  | { id: number; error: { message: string; code?: string; detail?: string } };

/**
 * Runs the statements a thread sends on `port` against `client`, one reply per statement. One statement per
 * turn of the event loop: a port delivers all its waiting messages at once, and a burst of statements (a
 * thread's reads run in parallel) would otherwise run back to back, holding other requests for a second.
 */
export function servePgliteOn(client: PGlite, port: MessagePort) {
  const waiting: Statement[] = [];
  let draining = false;
  const run = async ({ id, sql, params, rowMode }: Statement): Promise<Reply> => {
    try {
      const { rows, fields, affectedRows } = await client.query<unknown>(sql, params, {
        rowMode,
        parsers: drizzleParsers,
      });
      return { id, result: { rows, fields, affectedRows } };
    } catch (error) {
      const failure = error as Error & { code?: string; detail?: string };
      return { id, error: { message: failure.message, code: failure.code, detail: failure.detail } };
    }
  };
  const drain = async () => {
    draining = true;
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      port.postMessage(await run(next));
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    draining = false;
  };
  port.on("message", (statement: Statement) => {
    waiting.push(statement);
    if (!draining) void drain();
  });
}

/**
 * The client a worker thread gives drizzle-orm/pglite: `query` as PGlite's, each statement run by the
 * server's thread (`servePgliteOn`); the parsers drizzle passes are applied there.
 */
export function pgliteThroughPort(port: MessagePort): PGlite {
  let next = 0;
  const pending = new Map<number, { resolve: (result: Results) => void; reject: (error: Error) => void }>();
  port.on("message", (reply: Reply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) port.unref();
    if ("error" in reply) waiting?.reject(Object.assign(new Error(reply.error.message), reply.error));
    else waiting?.resolve(reply.result as Results);
  });
  port.unref();
  const client = {
    query(sql: string, params: unknown[] = [], options?: { rowMode?: "array" | "object" }) {
      const id = next++;
      return new Promise<Results>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        port.ref(); // a statement under way keeps the thread alive until its reply
        port.postMessage({ id, sql, params, rowMode: options?.rowMode ?? "object" } satisfies Statement);
      });
    },
    transaction() {
      throw new Error("A worker thread reads the embedded database one statement at a time, without transactions");
    },
  };
  return client as unknown as PGlite;
}
