import fs from "node:fs";
import type { KeyObject } from "node:crypto";
import { fail, startCli } from "../../cli";
import { readCheckpointFile } from "../audit/checkpoint-file";
import type { SignedCheckpoint } from "../audit/checkpoint";
import { keyIdOf, loadAuditSigner, publicKeyFileOf, trustedPublicKey } from "../audit/signing-key";
import { BackupError, backupKindOf, kindNames } from "./backup-errors";
import { restorePglite } from "./pglite-backup";
import { restorePostgres } from "./postgres-backup";
import { verifyRestoredTrail, type RestoredTrailVerdict } from "./verify-restored";

// `npm run restore -- <backup file> [--force] [--public-key <file or PEM>] [--checkpoints <file>]`:
// restores a backup into the configured database, but only once its audit trail verifies (decision 078).
// Exit code 0 restored and verified; 1 the backup does not verify (nothing was restored); 2 refused or failed.
const usage =
  "Usage: npm run restore -- <backup file> [--force] [--public-key <key file or PEM>] [--checkpoints <checkpoint file>]";

const { args, positionals, config } = startCli(
  usage,
  { force: { type: "boolean" }, "public-key": { type: "string" }, checkpoints: { type: "string" } },
  true,
);
const backupFile = positionals[0];
if (!backupFile || positionals.length > 1) fail(usage);
if (!fs.existsSync(backupFile)) fail(`Backup file not found: ${backupFile}`);

const fd = fs.openSync(backupFile, "r");
const head = Buffer.alloc(8);
fs.readSync(fd, head, 0, 8, 0);
fs.closeSync(fd);
const kind = backupKindOf(head);
const targetKind = config.DATABASE_URL ? "postgres" : "pglite";
if (!kind) fail(`${backupFile} is not a Clausewise backup (neither a PGlite data-directory dump nor a pg_dump file).`);
if (kind !== targetKind)
  fail(
    `${backupFile} is a backup of ${kindNames[kind]}, but the configured database is ${kindNames[targetKind]}. ` +
      (kind === "pglite" ? "Unset DATABASE_URL to restore it." : "Set DATABASE_URL to a PostgreSQL to restore it."),
  );

/** The key the restored checkpoints must be signed by: refused up front when there is none (nothing is touched). */
function trustedKey(): { key: KeyObject; from: string } {
  try {
    if (args["public-key"]) return { key: trustedPublicKey(args["public-key"]), from: "--public-key" };
    const configured = loadAuditSigner(config, { create: false });
    if (configured) return { key: configured.signer.publicKey, from: configured.source };
    const publicFile = publicKeyFileOf(config.audit.keyFile);
    if (fs.existsSync(publicFile)) return { key: trustedPublicKey(publicFile), from: publicFile };
  } catch (error) {
    fail((error as Error).message);
  }
  fail(
    `No audit signing key to verify the restored audit trail with: put the key file at ${config.audit.keyFile}, ` +
      "set AUDIT_SIGNING_KEY, or pass --public-key <audit-signing-key.pub.pem>. Nothing was restored.",
  );
}

function checkpointFile(): { checkpoints: SignedCheckpoint[]; from: string | null } {
  const file = args.checkpoints ?? (fs.existsSync(config.audit.checkpointFile) ? config.audit.checkpointFile : null);
  if (!file) return { checkpoints: [], from: null };
  if (!fs.existsSync(file)) fail(`Checkpoint file not found: ${file}`);
  return { checkpoints: readCheckpointFile(file).checkpoints, from: file };
}

const trusted = trustedKey();
const external = checkpointFile();
const verify = async (db: Parameters<typeof verifyRestoredTrail>[0]) => {
  const verdict = await verifyRestoredTrail(db, {
    trustedKeys: [trusted.key],
    externalCheckpoints: external.checkpoints,
  });
  return { ...verdict, ok: verdict.result.breaks.length === 0 };
};

let verdict: RestoredTrailVerdict & { ok: boolean };
try {
  const options = { force: args.force ?? false, verify };
  verdict = config.DATABASE_URL
    ? await restorePostgres(config.DATABASE_URL, backupFile, options)
    : await restorePglite(config.dataDir, backupFile, options);
} catch (error) {
  fail(
    error instanceof BackupError ? error.message : `Restore failed: ${(error as Error).message}. Nothing was restored.`,
  );
}

const { result } = verdict;
for (const warning of result.warnings) console.log(`Warning: ${warning}`);
for (const n of verdict.newerThanBackup)
  console.log(
    `Warning: organisation ${n.organisationId}: the checkpoint file reaches event #${n.fileSeq} (signed ${n.signedAt}) but the backup ends at #${n.backupSeq}: events written after the backup was taken are not in it.`,
  );
if (!verdict.ok) {
  for (const b of result.breaks)
    console.error(
      `Audit trail broken in organisation ${b.organisationId} at event #${b.seq} (${b.eventId ?? "missing"}): ${b.reason}`,
    );
  console.error(
    `RESTORE REFUSED: the backup's audit trail does not verify. Nothing was restored; the database is as it was.`,
  );
  process.exit(1);
}
console.log(
  `Restored ${backupFile} into ${kindNames[targetKind]}. Audit trail intact: ${result.checked} events and ${result.checkpointsChecked} checkpoints verified with key ${keyIdOf(trusted.key)} (${trusted.from})${external.from ? `, against ${external.from}` : ""}.`,
);
