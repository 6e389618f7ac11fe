import type { KeyObject } from "node:crypto";
import { max } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditEvents } from "../../db/schema";
import type { SignedCheckpoint } from "../audit/checkpoint";
import { verifyAuditChains, type AuditVerificationResult } from "../audit/verify-chain";

export interface RestoredTrailVerdict {
  result: AuditVerificationResult;
  /** Organisations whose checkpoint file goes past the backup: events written after the backup was taken. */
  newerThanBackup: { organisationId: string; backupSeq: number; fileSeq: number; signedAt: string }[];
}

/**
 * Verifies a restored database's audit trail with the existing verification (every event's hash and
 * link, every checkpoint's signature with a key from outside the database). The checkpoint file outside
 * the database usually runs past a backup — it kept growing after the backup was taken — so its
 * checkpoints beyond a chain's restored head are reported as events the backup does not hold, not as a
 * break; its checkpoints up to the head must match the restored chain exactly.
 */
export async function verifyRestoredTrail(
  db: Db,
  options: { trustedKeys: KeyObject[]; externalCheckpoints: SignedCheckpoint[] },
): Promise<RestoredTrailVerdict> {
  const heads = new Map(
    (
      await db
        .select({ organisationId: auditEvents.organisationId, seq: max(auditEvents.seq) })
        .from(auditEvents)
        .groupBy(auditEvents.organisationId)
    ).map((h) => [h.organisationId, h.seq ?? 0]),
  );
  const usable: SignedCheckpoint[] = [];
  const newer = new Map<string, RestoredTrailVerdict["newerThanBackup"][number]>();
  for (const c of options.externalCheckpoints) {
    const head = heads.get(c.organisationId) ?? 0;
    if (c.seq <= head) usable.push(c);
    else if ((newer.get(c.organisationId)?.fileSeq ?? 0) < c.seq)
      newer.set(c.organisationId, {
        organisationId: c.organisationId,
        backupSeq: head,
        fileSeq: c.seq,
        signedAt: c.signedAt,
      });
  }
  const result = await verifyAuditChains(db, { trustedKeys: options.trustedKeys, externalCheckpoints: usable });
  return { result, newerThanBackup: [...newer.values()] };
}
