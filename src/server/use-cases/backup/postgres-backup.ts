import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { migrationsFolder, type Db } from "../../db/client";
import * as schema from "../../db/schema";
import { BackupError } from "./backup-errors";

const run = promisify(execFile);

/**
 * The PostgreSQL client programs, found the way scripts/with-postgres.sh finds the server's: PG_BIN, else
 * the directory `initdb` on the PATH really lives in (a link is followed: /usr/local/bin/initdb may be a
 * link into /usr/lib/postgresql/15/bin, beside pg_dump), else Debian's /usr/lib/postgresql/15/bin.
 */
export function postgresBinDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN) return env.PG_BIN;
  for (const dir of (env.PATH ?? "").split(path.delimiter))
    if (dir && fs.existsSync(path.join(dir, "initdb"))) return path.dirname(fs.realpathSync(path.join(dir, "initdb")));
  return "/usr/lib/postgresql/15/bin";
}

async function runTool(tool: string, args: string[]) {
  const file = path.join(postgresBinDir(), tool);
  if (!fs.existsSync(file))
    throw new BackupError(`${file} not found: install PostgreSQL 15's client programs or set PG_BIN.`);
  try {
    return await run(file, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupError(`${tool} failed: ${stderr || (error as Error).message}`);
  }
}

/** The schemas a Clausewise database holds: its tables, Drizzle's migration log and the job queue. */
const ourSchemas = ["public", "drizzle", "pgboss"];

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function tableCount(url: string) {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema = any($1)",
      [ourSchemas],
    );
    return rows[0]!.n;
  });
}

/**
 * `npm run backup` on PostgreSQL: `pg_dump` in its custom format (compressed; read by `pg_restore`), without
 * owners or privileges so it restores under another role. pg_dump reads one consistent snapshot, so the
 * servers may keep running meanwhile.
 */
export async function backupPostgres(url: string, outFile: string) {
  const temporary = `${outFile}.partial-${process.pid}`;
  try {
    await runTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${temporary}`, url]);
    fs.chmodSync(temporary, 0o600);
    fs.renameSync(temporary, outFile);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/**
 * `npm run restore` on PostgreSQL. The backup is first restored into a scratch database on the same server,
 * migrated and verified there (the scratch database is then dropped); only a backup that verifies is
 * restored into the target, by `psql` in ONE transaction (with --force, the old schemas are dropped in
 * that same transaction), so a failure at any step leaves the target as it was. Stop the servers first:
 * they would otherwise keep writing to the database being replaced.
 */
export async function restorePostgres<V extends { ok: boolean }>(
  url: string,
  backupFile: string,
  options: { force: boolean; verify: (db: Db) => Promise<V> },
): Promise<V> {
  if ((await tableCount(url)) > 0 && !options.force)
    throw new BackupError(
      "The target database already holds tables. Restoring would replace them: run again with --force to do so.",
    );
  const scratchName = `clausewise_restore_${randomBytes(6).toString("hex")}`;
  const scratch = new URL(url);
  scratch.pathname = `/${scratchName}`;
  try {
    await withClient(url, (client) => client.query(`create database ${scratchName}`));
  } catch (error) {
    throw new BackupError(
      `Could not create the scratch database the backup is verified in before it touches the target (${(error as Error).message}). The role needs CREATEDB.`,
    );
  }
  let verdict: V;
  try {
    await runTool("pg_restore", [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      `--dbname=${scratch}`,
      backupFile,
    ]);
    const pool = new pg.Pool({ connectionString: scratch.toString(), max: 2 });
    // The scratch database is dropped WITH (FORCE) below: a connection the pool has not finished closing
    // by then is terminated by the server, which must not crash the command with an unhandled 'error'.
    pool.on("error", () => {});
    try {
      const db = drizzle({ client: pool, schema });
      await migrate(db, { migrationsFolder });
      verdict = await options.verify(db as unknown as Db);
    } finally {
      await pool.end();
    }
  } finally {
    await withClient(url, (client) => client.query(`drop database if exists ${scratchName} with (force)`));
  }
  if (!verdict.ok) return verdict;

  const work = fs.mkdtempSync(path.join(os.tmpdir(), "cw-restore-"));
  try {
    const script = path.join(work, "restore.sql");
    const clear = path.join(work, "clear.sql");
    await runTool("pg_restore", ["--no-owner", "--no-privileges", `--file=${script}`, backupFile]);
    fs.writeFileSync(
      clear,
      options.force
        ? "DROP SCHEMA IF EXISTS pgboss CASCADE;\nDROP SCHEMA IF EXISTS drizzle CASCADE;\nDROP SCHEMA IF EXISTS public CASCADE;\nCREATE SCHEMA public;\n"
        : "",
    );
    await runTool("psql", [
      "--no-psqlrc",
      "--quiet",
      "--set=ON_ERROR_STOP=1",
      "--single-transaction",
      `--file=${clear}`,
      `--file=${script}`,
      `--dbname=${url}`,
    ]);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return verdict;
}
