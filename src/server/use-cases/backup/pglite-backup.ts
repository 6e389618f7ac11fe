import fs from "node:fs";
import path from "node:path";
import { openPglite } from "../../db/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { lockDataDir, migrationsFolder, type Db } from "../../db/client";
import * as schema from "../../db/schema";
import { BackupError } from "./backup-errors";

const databaseDir = (dataDir: string) => path.join(dataDir, "pglite");
const holdsDatabase = (dir: string) => fs.existsSync(path.join(dir, "PG_VERSION"));

/** Takes the data directory's one-process lock: refused, naming the pid, while a server (or anything) holds it. */
function lock(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    throw new BackupError(
      `${(error as Error).message} The embedded database can be backed up or restored only while no server runs on it.`,
    );
  }
}

/** Writes to `file` through a temporary name, so a crash never leaves half a backup under the real one. */
export function writeAtomically(file: string, bytes: Uint8Array) {
  const temporary = `${file}.partial-${process.pid}`;
  fs.writeFileSync(temporary, bytes, { mode: 0o600 });
  fs.renameSync(temporary, file);
}

/**
 * `npm run backup` on the embedded database: PGlite's own dump of its data directory (a gzip'd tar). The
 * directory is locked meanwhile, so this is refused while the server runs (PGlite is one process only).
 */
export async function backupPglite(dataDir: string, outFile: string) {
  const unlock = lock(dataDir);
  try {
    if (!holdsDatabase(databaseDir(dataDir))) throw new BackupError(`No database in ${dataDir}: nothing to back up.`);
    const client = await openPglite(databaseDir(dataDir));
    try {
      const dump = await client.dumpDataDir("gzip");
      writeAtomically(outFile, new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/**
 * `npm run restore` on the embedded database. The backup is loaded into a scratch directory beside the
 * database, migrated as a server start would, and verified there; only a backup that verifies replaces
 * the database, by renaming directories, so a failure at any step leaves the database as it was.
 */
export async function restorePglite<V extends { ok: boolean }>(
  dataDir: string,
  backupFile: string,
  options: { force: boolean; verify: (db: Db) => Promise<V> },
): Promise<V> {
  const unlock = lock(dataDir);
  const target = databaseDir(dataDir);
  const staging = `${target}.restoring`;
  const previous = `${target}.replaced`;
  try {
    if (holdsDatabase(target) && !options.force)
      throw new BackupError(
        `${dataDir} already holds a database. Restoring would replace it: run again with --force to do so.`,
      );
    fs.rmSync(staging, { recursive: true, force: true });
    let verdict: V;
    try {
      const client = await openPglite(staging, {
        loadDataDir: new Blob([new Uint8Array(fs.readFileSync(backupFile))]),
      });
      try {
        const db = drizzle({ client, schema });
        await migrate(db, { migrationsFolder });
        verdict = await options.verify(db as unknown as Db);
      } finally {
        await client.close();
      }
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      if (error instanceof BackupError) throw error;
      throw new BackupError(`${backupFile} could not be loaded as a Clausewise backup: ${(error as Error).message}`);
    }
    if (!verdict.ok) {
      fs.rmSync(staging, { recursive: true, force: true });
      return verdict;
    }
    fs.rmSync(previous, { recursive: true, force: true });
    if (fs.existsSync(target)) fs.renameSync(target, previous);
    fs.renameSync(staging, target);
    fs.rmSync(previous, { recursive: true, force: true });
    return verdict;
  } finally {
    unlock();
  }
}
