import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { jobFailureReasons } from "../../../../domain/jobs/failure-reasons";
import { recordEvent } from "../../audit/record-event";
import type { Db } from "../../../db/client";
import { evidencePacks } from "../../../db/schema";
import { jobQueueOf } from "../../../jobs/enqueue";
import { publishJobEvent } from "../../../jobs/job-events";
import { insertPackFileRows, sweepStagedParts, type StagedPackFile } from "./pack-file-parts";
import { projectPath } from "../../../project-path";
import { systemActorNames } from "../../audit/system-actors";

/** A pack that failed this many times (e.g. it crashed the server mid-build) is marked failed. */
export const MAX_PACK_ATTEMPTS = 3;

type PackRow = typeof evidencePacks.$inferSelect;

/** Counts an attempt on a pack still generating; null when it is no longer generating (already done). */
async function claim(db: Db, packId: string): Promise<PackRow | null> {
  const [row] = await db
    .update(evidencePacks)
    .set({ attempts: sql`${evidencePacks.attempts} + 1`, startedAt: new Date() })
    .where(and(eq(evidencePacks.id, packId), eq(evidencePacks.status, "generating")))
    .returning();
  return row ?? null;
}

const systemActor = (pack: PackRow) => ({
  userId: null,
  organisationId: pack.organisationId,
  name: systemActorNames.evidencePackGenerator,
});

const packEvent = (pack: PackRow, status: "ready" | "failed") => ({
  organisationId: pack.organisationId,
  entityType: "evidence_pack",
  entityId: pack.id,
  siteId: pack.siteId,
  status,
});

/** The pack thread (decision 174): it reads the pack's evidence and renders its files off the event loop. */
const packThread = {
  source: projectPath("src/server/use-cases/audits/evidence/pack-thread-entry.ts"),
  bundled: projectPath("dist/server/pack-thread.js"),
};

/** The pack's files, built and their bytes staged by the pack thread. */
const buildAndStageInThread = (db: Db, pack: PackRow) =>
  jobQueueOf(db).thread(packThread).run<StagedPackFile[]>({ pack, now: new Date() });

async function finish(db: Db, pack: PackRow) {
  const files = await buildAndStageInThread(db, pack);
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(evidencePacks)
      .set({
        status: "ready",
        completedAt: new Date(),
        failureReason: null,
        size: files.reduce((n, f) => n + f.size, 0),
      })
      .where(and(eq(evidencePacks.id, pack.id), eq(evidencePacks.status, "generating")))
      .returning({ id: evidencePacks.id });
    if (!done) return; // another worker finished it first
    await insertPackFileRows(tx, pack, files);
    await recordEvent(tx, systemActor(pack), {
      action: "evidence_pack.ready",
      entityType: "evidence_pack",
      entityId: pack.id,
      siteId: pack.siteId,
      before: { status: "generating" },
      after: { status: "ready", files: files.map((f) => ({ filename: f.filename, size: f.size })) },
    });
    await publishJobEvent(tx, packEvent(pack, "ready"));
  });
  await sweepStagedParts(db, pack); // this attempt's parts if it lost, an earlier one's if it died
}

async function fail(db: Db, pack: PackRow, reason: string) {
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(evidencePacks)
      .set({ status: "failed", failureReason: reason.slice(0, 500), completedAt: new Date() })
      .where(and(eq(evidencePacks.id, pack.id), eq(evidencePacks.status, "generating")))
      .returning({ id: evidencePacks.id });
    if (!failed) return;
    await recordEvent(tx, systemActor(pack), {
      action: "evidence_pack.failed",
      entityType: "evidence_pack",
      entityId: pack.id,
      siteId: pack.siteId,
      before: { status: "generating" },
      after: { status: "failed", reason },
    });
    await publishJobEvent(tx, packEvent(pack, "failed"));
  });
  await sweepStagedParts(db, pack); // what an attempt staged before it failed or died
}

/** Where a failed pack's exception goes (the server's pino logger; `console` when none is given). */
type JobLog = Pick<FastifyBaseLogger, "error">;
const consoleLog: JobLog = { error: (details: unknown, message?: string) => console.error(message, details) };

/**
 * The `evidence-pack` job: builds the pack's files and marks it ready, in one transaction with its
 * audit event. A retry of a pack already finished does nothing, so the job takes effect once even when
 * a server dies after committing; a pack whose server died MAX_PACK_ATTEMPTS times is failed. A failure
 * stores a user-facing reason (domain/jobs/failure-reasons.ts); the exception is logged only.
 */
export async function buildEvidencePack(db: Db, packId: string, log: JobLog = consoleLog) {
  const pack = await claim(db, packId);
  if (!pack) return;
  if (pack.attempts > MAX_PACK_ATTEMPTS) {
    await fail(db, pack, jobFailureReasons.gaveUp(MAX_PACK_ATTEMPTS));
    return;
  }
  try {
    await finish(db, pack);
  } catch (error) {
    log.error({ err: error, evidencePackId: pack.id, attempt: pack.attempts }, "evidence pack generation failed");
    await fail(db, pack, jobFailureReasons.unexpected);
  }
}

/** Builds the queued packs now, in this process (API tests, where no worker runs); returns how many. */
export const runPendingEvidenceJobs = (db: Db, log: JobLog = consoleLog) =>
  jobQueueOf(db).runQueued("evidence-pack", ({ packId }) => buildEvidencePack(db, packId, log));
