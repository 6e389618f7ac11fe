import type { Config } from "../../config";
import { readCheckpointFile } from "./checkpoint-file";
import type { SignedCheckpoint } from "./checkpoint";
import type { CheckpointPolicy, CheckpointTarget } from "./sign-checkpoints";
import { loadAuditSigner } from "./signing-key";

/** What the server needs to sign and verify its audit trail: the key, the outside file and the cadence. */
export interface AuditTrail extends CheckpointTarget {
  policy: CheckpointPolicy;
  /** Set when this start generated the key file (the server logs a warning to back it up). */
  generatedKeyFile: string | null;
}

/** Loads (or on first start generates) the signing key; never reads or writes it through the database. */
export function openAuditTrail(config: Config): AuditTrail {
  const loaded = loadAuditSigner(config, { create: true })!;
  return {
    signer: loaded.signer,
    file: config.audit.checkpointFile,
    emailAdmins: config.AUDIT_CHECKPOINT_EMAIL,
    policy: { everyEvents: config.AUDIT_CHECKPOINT_EVENTS, everyMinutes: config.AUDIT_CHECKPOINT_MINUTES },
    generatedKeyFile: loaded.generated ? loaded.source : null,
  };
}

/** The checkpoints of the outside file, or none when it does not exist yet. */
export function checkpointsOutsideDatabase(file: string): SignedCheckpoint[] {
  try {
    return readCheckpointFile(file).checkpoints;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}
