import path from "node:path";
import { fail, startCli } from "../../cli";
import { BackupError } from "./backup-errors";
import { backupPglite } from "./pglite-backup";
import { backupPostgres } from "./postgres-backup";

// `npm run backup [-- --out <file>]`: a backup of the configured database. PGlite: its data-directory dump
// (refused while a server runs on it); PostgreSQL: pg_dump. The audit signing key and the checkpoint file
// are NOT in it (decision 078): keep them apart. Exit code 0 written, 2 refused or failed.
const usage = "Usage: npm run backup -- [--out <file>]";

const { args, config } = startCli(usage, { out: { type: "string" } });

const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
const kind = config.DATABASE_URL ? "postgres" : "pglite";
const out = path.resolve(args.out ?? `clausewise-backup-${stamp}.${kind === "postgres" ? "pgdump" : "pglite.tar.gz"}`);
try {
  if (config.DATABASE_URL) await backupPostgres(config.DATABASE_URL, out);
  else await backupPglite(config.dataDir, out);
} catch (error) {
  fail(error instanceof BackupError ? error.message : `Backup failed: ${(error as Error).message}`);
}
console.log(`Backup written: ${out}`);
console.log(
  `It holds the database (files included). Keep the audit signing key apart from it; the checkpoint file lives on its own storage.`,
);
