import { sign, verify, type KeyObject } from "node:crypto";
import { canonicalJson } from "./hash";
import { keyIdOf, type AuditSigner } from "./signing-key";

/** What a checkpoint states: organisation X's chain had head #seq with this hash at signedAt. */
export interface CheckpointFields {
  organisationId: string;
  seq: number;
  hash: string;
  /** ISO time (milliseconds), exactly as signed. */
  signedAt: string;
  keyId: string;
}

export interface SignedCheckpoint extends CheckpointFields {
  /** Base64 Ed25519 signature of checkpointMessage(fields). */
  signature: string;
}

/** The exact bytes signed: a fixed prefix (so no other message can be mistaken for one) and canonical JSON. */
export const checkpointMessage = (c: CheckpointFields) =>
  Buffer.from(
    `clausewise-audit-checkpoint/1\n${canonicalJson({
      organisationId: c.organisationId,
      seq: c.seq,
      hash: c.hash,
      signedAt: c.signedAt,
      keyId: c.keyId,
    })}`,
  );

export function signCheckpoint(
  signer: AuditSigner,
  head: { organisationId: string; seq: number; hash: string },
  signedAt: Date,
): SignedCheckpoint {
  const fields = { ...head, signedAt: signedAt.toISOString(), keyId: signer.keyId };
  return { ...fields, signature: sign(null, checkpointMessage(fields), signer.privateKey).toString("base64") };
}

/** True when `key` signed exactly this checkpoint (and the checkpoint names that key). */
export function checkpointSignedBy(key: KeyObject, checkpoint: SignedCheckpoint): boolean {
  if (checkpoint.keyId !== keyIdOf(key)) return false;
  try {
    return verify(null, checkpointMessage(checkpoint), key, Buffer.from(checkpoint.signature, "base64"));
  } catch {
    return false;
  }
}
