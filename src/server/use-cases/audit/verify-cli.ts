import fs from "node:fs";
import type { KeyObject } from "node:crypto";
import { fail, startCli } from "../../cli";
import { openDatabase } from "../../db/client";
import { readCheckpointFile } from "./checkpoint-file";
import type { SignedCheckpoint } from "./checkpoint";
import { keyIdOf, loadAuditSigner, publicKeyFileOf, trustedPublicKey } from "./signing-key";
import { verifyAuditChains } from "./verify-chain";

// `npm run audit:verify [-- --public-key <file or PEM>] [--checkpoints <file>]`: verifies the configured
// database's audit chains, the checkpoints' signatures with a key from OUTSIDE the database, and that each
// chain still reaches its newest checkpoint. Exit code 0 intact, 1 broken, 2 could not verify.
const usage =
  "Usage: npm run audit:verify -- [--public-key <public or private key file, or PEM>] [--checkpoints <checkpoint file>]";

const { args, config } = startCli(usage, { "public-key": { type: "string" }, checkpoints: { type: "string" } });

/** The trusted key: --public-key, else the configured signing key, else the public key file beside the key file. */
function trustedKeys(): { keys: KeyObject[]; from: string } | null {
  try {
    if (args["public-key"]) return { keys: [trustedPublicKey(args["public-key"])], from: "--public-key" };
    const configured = loadAuditSigner(config, { create: false });
    if (configured) return { keys: [configured.signer.publicKey], from: configured.source };
    const publicFile = publicKeyFileOf(config.audit.keyFile);
    if (fs.existsSync(publicFile)) return { keys: [trustedPublicKey(publicFile)], from: publicFile };
    return null;
  } catch (error) {
    fail((error as Error).message);
  }
}

function externalCheckpoints(): { checkpoints: SignedCheckpoint[]; from: string } | null {
  const file = args.checkpoints ?? (fs.existsSync(config.audit.checkpointFile) ? config.audit.checkpointFile : null);
  if (!file) return null;
  if (!fs.existsSync(file)) fail(`Checkpoint file not found: ${file}`);
  const { checkpoints, badLines } = readCheckpointFile(file);
  for (const line of badLines) console.log(`Warning: ${file} line ${line} is not a checkpoint and was ignored.`);
  return { checkpoints, from: file };
}

const trusted = trustedKeys();
const external = externalCheckpoints();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
try {
  const result = await verifyAuditChains(database.db, {
    trustedKeys: trusted?.keys,
    externalCheckpoints: external?.checkpoints,
  });
  for (const warning of result.warnings) console.log(`Warning: ${warning}`);
  if (result.breaks.length === 0) {
    const keyNote = trusted ? ` with key ${keyIdOf(trusted.keys[0]!)} (${trusted.from})` : "";
    const fileNote = external ? `, including ${external.checkpoints.length} from ${external.from}` : "";
    console.log(
      `Audit trail intact: ${result.checked} events verified; ${result.checkpointsChecked} checkpoints verified${keyNote}${fileNote}.`,
    );
  } else {
    for (const b of result.breaks) {
      console.error(
        `Audit trail broken in organisation ${b.organisationId} at event #${b.seq} (${b.eventId ?? "missing"}): ${b.reason}`,
      );
    }
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
