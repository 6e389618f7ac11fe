import { desc, eq, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditCheckpoints, auditEvents } from "../../db/schema";
import { signCheckpoint, type SignedCheckpoint } from "./checkpoint";
import { appendCheckpoints } from "./checkpoint-file";
import { emailCheckpoint } from "./email-checkpoint";
import type { AuditSigner } from "./signing-key";

/** When a chain head is due for a signature (AUDIT_CHECKPOINT_EVENTS / AUDIT_CHECKPOINT_MINUTES). */
export interface CheckpointPolicy {
  everyEvents: number;
  everyMinutes: number;
}

export interface CheckpointTarget {
  signer: AuditSigner;
  /** The append-only file outside the database that receives a copy of every checkpoint. */
  file: string;
  /** Also e-mail each checkpoint to the organisation's active administrators (AUDIT_CHECKPOINT_EMAIL). */
  emailAdmins?: boolean;
}

const toSigned = (row: typeof auditCheckpoints.$inferSelect): SignedCheckpoint => ({
  organisationId: row.organisationId,
  seq: row.seq,
  hash: row.hash,
  signedAt: row.signedAt.toISOString(),
  keyId: row.keyId,
  signature: row.signature,
});

/** Signs one organisation's head if it is due (or, with `force`, whenever it moved); null when nothing to sign. */
async function signOrganisation(
  db: Db,
  target: CheckpointTarget,
  organisationId: string,
  due: (head: number, last: { seq: number; signedAt: Date } | undefined) => boolean,
  now: Date,
): Promise<SignedCheckpoint | null> {
  return db.transaction(async (tx) => {
    // One signer per organisation at a time, whichever server runs it: no duplicate checkpoints.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`audit_checkpoint:${organisationId}`}))`);
    const [head] = await tx
      .select({ seq: auditEvents.seq, hash: auditEvents.hash })
      .from(auditEvents)
      .where(eq(auditEvents.organisationId, organisationId))
      .orderBy(desc(auditEvents.seq))
      .limit(1);
    if (!head) return null;
    const [last] = await tx
      .select({ seq: auditCheckpoints.seq, signedAt: auditCheckpoints.signedAt })
      .from(auditCheckpoints)
      .where(eq(auditCheckpoints.organisationId, organisationId))
      .orderBy(desc(auditCheckpoints.seq), desc(auditCheckpoints.signedAt))
      .limit(1);
    if ((last && head.seq <= last.seq) || !due(head.seq, last)) return null;
    const checkpoint = signCheckpoint(target.signer, { organisationId, ...head }, now);
    await tx.insert(auditCheckpoints).values({ ...checkpoint, signedAt: new Date(checkpoint.signedAt) });
    if (target.emailAdmins) await emailCheckpoint(tx, checkpoint);
    return checkpoint;
  });
}

/**
 * Signs the chain head of every organisation whose head is due by the policy, stores each checkpoint
 * in the database and then appends it to the checkpoint file. Returns the new checkpoints.
 */
export async function signDueCheckpoints(
  db: Db,
  target: CheckpointTarget,
  policy: CheckpointPolicy,
  now = new Date(),
): Promise<SignedCheckpoint[]> {
  const heads = await db
    .select({ organisationId: auditEvents.organisationId, head: max(auditEvents.seq) })
    .from(auditEvents)
    .groupBy(auditEvents.organisationId);
  const signed: SignedCheckpoint[] = [];
  for (const { organisationId } of heads) {
    const checkpoint = await signOrganisation(
      db,
      target,
      organisationId,
      (head, last) =>
        !last ||
        head - last.seq >= policy.everyEvents ||
        now.getTime() - last.signedAt.getTime() >= policy.everyMinutes * 60_000,
      now,
    );
    if (checkpoint) signed.push(checkpoint);
  }
  appendCheckpoints(target.file, signed);
  return signed;
}

/** Signs one organisation's head now if it moved since its last checkpoint ("on demand"). */
export async function signCheckpointNow(db: Db, target: CheckpointTarget, organisationId: string, now = new Date()) {
  const checkpoint = await signOrganisation(db, target, organisationId, () => true, now);
  if (checkpoint) appendCheckpoints(target.file, [checkpoint]);
  return checkpoint;
}

/** The organisation's newest checkpoint, as stored. */
export async function latestCheckpoint(db: Db, organisationId: string): Promise<SignedCheckpoint | null> {
  const [row] = await db
    .select()
    .from(auditCheckpoints)
    .where(eq(auditCheckpoints.organisationId, organisationId))
    .orderBy(desc(auditCheckpoints.seq), desc(auditCheckpoints.signedAt))
    .limit(1);
  return row ? toSigned(row) : null;
}

export { toSigned as checkpointFromRow };
