import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import type { AuditTrailStatus, AuditVerificationView } from "../../../domain/schemas/audit-log";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { auditEvents, auditVerifications } from "../../db/schema";
import { enqueueJob } from "../../jobs/enqueue";
import { recordEvent } from "./record-event";
import { checkpointsOutsideDatabase, type AuditTrail } from "./audit-trail-keys";
import { latestCheckpoint } from "./sign-checkpoints";
import { verifyAuditChains, type AuditVerificationResult } from "./verify-chain";

/** A run that failed this many times (e.g. it crashed the server) is given up with a reason. */
export const MAX_VERIFICATION_ATTEMPTS = 3;

type VerificationRow = typeof auditVerifications.$inferSelect;
interface StoredResult {
  eventsChecked: number;
  checkpointsChecked: number;
  firstBreak: AuditVerificationView["firstBreak"];
  warnings: string[];
}

const toView = (row: VerificationRow): AuditVerificationView => {
  const result = row.result as StoredResult | null;
  return {
    id: row.id,
    status: row.status,
    requestedByName: row.requestedByName,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    eventsChecked: result?.eventsChecked ?? null,
    checkpointsChecked: result?.checkpointsChecked ?? null,
    firstBreak: result?.firstBreak ?? null,
    warnings: result?.warnings ?? [],
    failureReason: row.failureReason,
  };
};

/** Queues a verification of the actor's organisation ("Verify now") as a job on the PostgreSQL queue. */
export async function requestVerification(db: Db, actor: Actor): Promise<AuditVerificationView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(auditVerifications)
      .values({ organisationId: actor.organisationId, requestedBy: actor.userId, requestedByName: actor.name })
      .returning();
    await recordEvent(tx, actor, {
      action: "audit_log.verify_request",
      entityType: "audit_verification",
      entityId: row!.id,
      before: null,
      after: { status: "queued" },
    });
    await enqueueJob(tx, "audit-verification", { verificationId: row!.id });
    return toView(row!);
  });
}

/** The Audit log screen's summary for the actor's organisation. GET: reads only. */
export async function auditTrailStatus(db: Db, actor: Actor, trail: AuditTrail): Promise<AuditTrailStatus> {
  const organisationId = actor.organisationId;
  const [head] = await db
    .select({ seq: auditEvents.seq, createdAt: auditEvents.createdAt })
    .from(auditEvents)
    .where(eq(auditEvents.organisationId, organisationId))
    .orderBy(desc(auditEvents.seq))
    .limit(1);
  const checkpoint = await latestCheckpoint(db, organisationId);
  const [unsigned] = await db
    .select({ n: count() })
    .from(auditEvents)
    .where(and(eq(auditEvents.organisationId, organisationId), gt(auditEvents.seq, checkpoint?.seq ?? 0)));
  const [latest] = await db
    .select()
    .from(auditVerifications)
    .where(eq(auditVerifications.organisationId, organisationId))
    .orderBy(desc(auditVerifications.createdAt))
    .limit(1);
  return {
    head: head ? { seq: head.seq, createdAt: head.createdAt.toISOString() } : null,
    lastCheckpoint: checkpoint
      ? { seq: checkpoint.seq, hash: checkpoint.hash, signedAt: checkpoint.signedAt, keyId: checkpoint.keyId }
      : null,
    unsignedEvents: unsigned?.n ?? 0,
    signingKey: { keyId: trail.signer.keyId, publicKeyPem: trail.signer.publicKeyPem },
    latestVerification: latest ? toView(latest) : null,
  };
}

/** Claims the run (queued, or running when its server died), counting the attempt; null when it is finished. */
async function claim(db: Db, verificationId: string): Promise<VerificationRow | null> {
  const [row] = await db
    .update(auditVerifications)
    .set({ status: "running", attempts: sql`${auditVerifications.attempts} + 1`, startedAt: new Date() })
    .where(and(eq(auditVerifications.id, verificationId), sql`${auditVerifications.status} in ('queued', 'running')`))
    .returning();
  return row ?? null;
}

const systemActor = (row: VerificationRow) => ({
  userId: null,
  organisationId: row.organisationId,
  name: "Audit trail verifier",
});

async function finish(
  db: Db,
  row: VerificationRow,
  status: "passed" | "failed" | "error",
  outcome: { result?: AuditVerificationResult; failureReason?: string },
) {
  const firstBreak = outcome.result?.breaks[0];
  const stored: StoredResult | null = outcome.result
    ? {
        eventsChecked: outcome.result.checked,
        checkpointsChecked: outcome.result.checkpointsChecked,
        firstBreak: firstBreak ? { seq: firstBreak.seq, eventId: firstBreak.eventId, reason: firstBreak.reason } : null,
        warnings: outcome.result.warnings,
      }
    : null;
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(auditVerifications)
      .set({ status, result: stored, failureReason: outcome.failureReason ?? null, completedAt: new Date() })
      .where(and(eq(auditVerifications.id, row.id), eq(auditVerifications.status, "running")))
      .returning({ id: auditVerifications.id });
    if (!done) return;
    await recordEvent(tx, systemActor(row), {
      action: "audit_log.verify_result",
      entityType: "audit_verification",
      entityId: row.id,
      before: { status: "running" },
      after: {
        status,
        eventsChecked: stored?.eventsChecked ?? 0,
        checkpointsChecked: stored?.checkpointsChecked ?? 0,
        firstBreak: stored?.firstBreak ?? null,
      },
    });
  });
}

/**
 * The `audit-verification` job: verifies the run's organisation — its chain, its checkpoints from the
 * database AND the file outside it, signatures checked with this server's key — and stores the verdict.
 */
export async function runAuditVerification(
  db: Db,
  trail: AuditTrail,
  verificationId: string,
  log: { error(details: object, message: string): void },
) {
  const row = await claim(db, verificationId);
  if (!row) return;
  if (row.attempts > MAX_VERIFICATION_ATTEMPTS) {
    await finish(db, row, "error", {
      failureReason: `The verification did not finish after ${MAX_VERIFICATION_ATTEMPTS} attempts.`,
    });
    return;
  }
  try {
    const result = await verifyAuditChains(db, {
      organisationId: row.organisationId,
      trustedKeys: [trail.signer.publicKey],
      externalCheckpoints: checkpointsOutsideDatabase(trail.file),
    });
    await finish(db, row, result.breaks.length === 0 ? "passed" : "failed", { result });
  } catch (error) {
    log.error({ err: error, verificationId: row.id }, "audit verification could not run");
    await finish(db, row, "error", {
      failureReason: "The verification could not run to the end. Try again; the server log has the details.",
    });
  }
}
