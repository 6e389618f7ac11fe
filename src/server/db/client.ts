import fs from "node:fs";
import path from "node:path";
import { openPglite } from "./pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema";
import { SerialClient } from "./serial-pg-client";
import type { Db } from "./db";
import { carryJobQueue } from "../jobs/enqueue";
import { JobQueue, type JobQueueOptions } from "../jobs/job-queue";
import { projectPath } from "../project-path";
import { runHooksBeforeCommit } from "./before-commit";

export type { Db };

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The background-job queue kept in this same database (pg-boss). */
  jobs: JobQueue;
  /**
   * LISTENs on a PostgreSQL channel: NOTIFYs sent by any server on this database (PGlite: this
   * process) arrive after their transaction commits. Resolves to a function that stops listening.
   * `onLost` / `onListening`: the connection dropped (NOTIFYs may be missed until it is back) / is back.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    connection?: ListenConnectionEvents,
  ): Promise<() => Promise<void>>;
  /** Applies the migrations, then installs or upgrades the job queue's schema. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface ListenConnectionEvents {
  onLost?: () => void;
  onListening?: () => void;
}

export const migrationsFolder = projectPath("drizzle");

/** PGlite under `dataDir` (or in memory when dataDir is null), or PostgreSQL when a URL is given. */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string | null;
  /** PGlite only: a dump (`dumpDataDir`) to start from instead of an empty database (tests' seeded template). */
  loadDataDir?: Blob;
  jobs?: JobQueueOptions;
}): Promise<Database> {
  if (options.url) {
    // JIT off (decision 161): the app's statements are short index reads, but the planner's cost estimates
    // grow with the tables (a million trace events put the trace's walk over `jit_above_cost`), and
    // compiling one costs 100 ms to over a second on every execution. `options` in DATABASE_URL wins.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, Client: SerialClient, options: "-c jit=off" });
    // An idle connection can be cut by the server (restart, admin shutdown): drop it and carry on;
    // the pool opens a new one for the next query instead of the process crashing.
    pool.on("error", (error: Error & { code?: string }) => {
      if (error.code !== "57P01") console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema });
    const jobs = new JobQueue({ url: options.url }, options.jobs);
    return {
      db: runHooksBeforeCommit(carryJobQueue(db, jobs)) as unknown as Db,
      kind: "postgres",
      jobs,
      listen: (channel, onPayload, connection) => listenPg(options.url!, channel, onPayload, connection),
      async migrate() {
        await migratePg(db, { migrationsFolder });
        await jobs.install();
      },
      async close() {
        await jobs.stop();
        await pool.end();
      },
    };
  }
  let dir: string | undefined;
  let unlock = () => {};
  if (options.dataDir) {
    dir = path.join(options.dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  const client = await openPglite(dir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite({ client, schema });
  // Once closed, PGlite refuses every statement, UNLISTEN included: stopping a listener is then a no-op.
  let closed = false;
  const jobs = new JobQueue({ pglite: client }, options.jobs);
  return {
    db: runHooksBeforeCommit(carryJobQueue(db, jobs)) as unknown as Db,
    kind: "pglite",
    jobs,
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return () => (closed ? Promise.resolve() : unlisten());
    },
    async migrate() {
      await migratePglite(db, { migrationsFolder });
      await jobs.install();
    },
    async close() {
      await jobs.stop();
      closed = true;
      await client.close();
      unlock();
    },
  };
}

/** Whether a process with this id is running (EPERM: it is, under another user). */
function processAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * One process at a time on an embedded data directory: two PGlite instances writing the same files
 * would corrupt them silently, so a second process is refused with a clear message. A lock left by a
 * killed process (kill -9) is taken over; PGlite then recovers from its write-ahead log.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, "pglite.lock");
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = Number(fs.readFileSync(file, "utf8").trim());
    if (owner === process.pid) return () => {}; // this process already holds it (tests reopen in process)
    if (owner > 0 && processAlive(owner))
      throw new Error(
        `The data directory ${dataDir} is in use by another Clausewise process (pid ${owner}). ` +
          "Stop that process first: two processes on one embedded database would corrupt it.",
      );
    fs.rmSync(file, { force: true }); // left behind by a process that was killed
  }
}

/**
 * A dedicated connection LISTENing on `channel`; when the connection drops (PostgreSQL restarted) it
 * connects again after a second, so a server keeps receiving other servers' events.
 */
async function listenPg(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  connection: ListenConnectionEvents = {},
) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on("error", () => {
      connection.onLost?.();
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), 1000);
    });
    await next.connect();
    await next.query(`listen "${channel.replace(/"/g, '""')}"`);
    client = next;
    connection.onListening?.();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** A round trip to the database (health check). */
export async function pingDatabase(db: Db) {
  await db.execute(sql`select 1`);
}
