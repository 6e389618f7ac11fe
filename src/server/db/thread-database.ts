import type { MessagePort } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Db } from "./db";
import { pgliteThroughPort } from "./pglite-port";
import * as schema from "./schema";
import { SerialClient } from "./serial-pg-client";

/** Where the server's database is: PostgreSQL's URL, or the embedded PGlite instance (in this thread). */
export type DatabaseSource = { url: string } | { pglite: PGlite };

/** Where a worker thread finds the server's database: PostgreSQL's URL, or a port to the embedded PGlite. */
export type ThreadDatabase = { url: string } | { pglite: MessagePort };

/**
 * The database as a worker thread reads it (decision 174): on PostgreSQL a small pool of its own (JIT off,
 * as the server's); on PGlite drizzle over `pgliteThroughPort`, statements run by the server's thread.
 */
export function openThreadDatabase(database: ThreadDatabase): Db {
  if ("pglite" in database)
    return drizzlePglite({ client: pgliteThroughPort(database.pglite), schema }) as unknown as Db;
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 2,
    Client: SerialClient,
    options: "-c jit=off",
    allowExitOnIdle: true,
  });
  pool.on("error", (error: Error & { code?: string }) => {
    if (error.code !== "57P01") console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  return drizzlePg({ client: pool, schema }) as unknown as Db;
}
