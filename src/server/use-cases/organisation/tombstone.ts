import { sign, verify, type KeyObject } from "node:crypto";

/** What a purged organisation's tombstone signs: the organisation, its chain head at the purge, and when. */
export interface TombstoneFacts {
  organisationId: string;
  finalSeq: number;
  finalHash: string;
  purgedAt: string;
}

const canonical = (t: TombstoneFacts) =>
  Buffer.from(["clausewise-organisation-purge:v1", t.organisationId, t.finalSeq, t.finalHash, t.purgedAt].join("\n"));

/** Ed25519 signature (base64) with the audit signing key, the same key that signs checkpoints. */
export const signTombstone = (privateKey: KeyObject, facts: TombstoneFacts) =>
  sign(null, canonical(facts), privateKey).toString("base64");

export const tombstoneSignedBy = (publicKey: KeyObject, facts: TombstoneFacts, signature: string) =>
  verify(null, canonical(facts), publicKey, Buffer.from(signature, "base64"));
