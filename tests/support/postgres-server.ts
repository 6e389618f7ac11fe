import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { freePort } from "./server-process";

export interface PostgresDatabase {
  /** A fresh, empty database on a real PostgreSQL. */
  url: string;
  dispose(): Promise<void>;
}

const binDir = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

/** Runs a PostgreSQL binary, as the postgres system user when we are root (PostgreSQL refuses root). */
function runPg(binary: string, args: string[]) {
  const file = path.join(binDir, binary);
  if (process.getuid?.() === 0) execFileSync("runuser", ["-u", "postgres", "--", file, ...args], { stdio: "pipe" });
  else execFileSync(file, args, { stdio: "pipe" });
}

/**
 * A fresh database on a real PostgreSQL 15: on the server named by DATABASE_URL (CI runs the API suite
 * through scripts/with-postgres.sh), or else on a throwaway server started here from the machine's own
 * binaries the way that script does, so these tests run in `npm test` too.
 */
export async function startPostgresDatabase(): Promise<PostgresDatabase> {
  let serverUrl = process.env.DATABASE_URL;
  let stopServer = async () => {};
  if (!serverUrl) {
    if (!fs.existsSync(path.join(binDir, "initdb")))
      throw new Error(`PostgreSQL binaries not found in ${binDir} (set PG_BIN, or DATABASE_URL to a server)`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cw-pg-"));
    if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
    const port = await freePort();
    const data = path.join(dir, "data");
    runPg("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
    runPg("pg_ctl", [
      "-D",
      data,
      "-l",
      path.join(dir, "postgres.log"),
      "-w",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "start",
    ]);
    serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    stopServer = async () => {
      try {
        runPg("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    };
  }
  const name = `cw_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async dispose() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      await stopServer();
    },
  };
}
