import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { jobFailureReasons } from "../../../../domain/jobs/failure-reasons";
import { recordEvent } from "../../audit/record-event";
import type { Db } from "../../../db/client";
import { evidencePackFiles, evidencePacks } from "../../../db/schema";
import { buildPackFiles } from "./build-pack";

/** A pack that failed this many times (e.g. it crashed the server mid-build) is marked failed. */
export const MAX_PACK_ATTEMPTS = 3;
const POLL_MS = 1500;

type PackRow = typeof evidencePacks.$inferSelect;

/** Claims the oldest pack still generating, counting the attempt; null when none waits. */
async function claimNext(db: Db, skip: Set<string>): Promise<PackRow | null> {
  const waiting = await db
    .select({ id: evidencePacks.id })
    .from(evidencePacks)
    .where(eq(evidencePacks.status, "generating"))
    .orderBy(asc(evidencePacks.createdAt))
    .limit(skip.size + 1);
  const next = waiting.find((w) => !skip.has(w.id));
  if (!next) return null;
  const [row] = await db
    .update(evidencePacks)
    .set({ attempts: sql`${evidencePacks.attempts} + 1`, startedAt: new Date() })
    .where(and(eq(evidencePacks.id, next.id), eq(evidencePacks.status, "generating")))
    .returning();
  return row ?? null;
}

const systemActor = (pack: PackRow) => ({
  userId: null,
  organisationId: pack.organisationId,
  name: "Evidence pack generator",
});

async function finish(db: Db, pack: PackRow) {
  const files = await buildPackFiles(db, pack);
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(evidencePacks)
      .set({
        status: "ready",
        completedAt: new Date(),
        failureReason: null,
        size: files.reduce((n, f) => n + f.data.length, 0),
      })
      .where(and(eq(evidencePacks.id, pack.id), eq(evidencePacks.status, "generating")))
      .returning({ id: evidencePacks.id });
    if (!done) return; // another worker finished it first
    await tx.insert(evidencePackFiles).values(
      files.map((f) => ({
        organisationId: pack.organisationId,
        packId: pack.id,
        kind: f.kind,
        filename: f.filename,
        contentType: f.contentType,
        size: f.data.length,
        data: f.data,
      })),
    );
    await recordEvent(tx, systemActor(pack), {
      action: "evidence_pack.ready",
      entityType: "evidence_pack",
      entityId: pack.id,
      siteId: pack.siteId,
      before: { status: "generating" },
      after: { status: "ready", files: files.map((f) => ({ filename: f.filename, size: f.data.length })) },
    });
  });
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
  });
}

/** Where a failed pack's exception goes (the server's pino logger; `console` when none is given). */
type JobLog = Pick<FastifyBaseLogger, "error">;
const consoleLog: JobLog = { error: (details: unknown, message?: string) => console.error(message, details) };

/**
 * Builds every pack still generating, oldest first, and returns how many it processed. A pack left
 * generating by a stopped server is simply picked up again; after MAX_PACK_ATTEMPTS it is failed.
 * A failure stores a user-facing reason (domain/jobs/failure-reasons.ts); the exception is logged only.
 */
export async function runPendingEvidenceJobs(db: Db, log: JobLog = consoleLog): Promise<number> {
  const seen = new Set<string>();
  for (;;) {
    const pack = await claimNext(db, seen);
    if (!pack) return seen.size;
    seen.add(pack.id);
    if (pack.attempts > MAX_PACK_ATTEMPTS) {
      await fail(db, pack, jobFailureReasons.gaveUp(MAX_PACK_ATTEMPTS));
      continue;
    }
    try {
      await finish(db, pack);
    } catch (error) {
      log.error({ err: error, evidencePackId: pack.id, attempt: pack.attempts }, "evidence pack generation failed");
      await fail(db, pack, jobFailureReasons.unexpected);
    }
  }
}

interface Worker {
  kick(): void;
  stop(): Promise<void>;
}

/** Keyed by the database so route plugins (encapsulated child instances) find their app's worker. */
const workers = new WeakMap<object, Worker>();

/** Runs the job loop now (start-up picks up packs left generating) and then every POLL_MS and on kick. */
export function startEvidenceWorker(app: FastifyInstance): Worker {
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runPendingEvidenceJobs(app.db, app.log)
      .catch((error) => app.log.error({ err: error }, "evidence worker failed"))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, POLL_MS);
  timer.unref();
  run();
  const worker: Worker = {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
  workers.set(app.db, worker);
  return worker;
}

/** Wakes the app's worker after a pack is requested (no-op when none runs, e.g. in API tests). */
export const kickEvidenceWorker = (app: FastifyInstance) => workers.get(app.db)?.kick();

/** Registered from app.ts: start on ready (not under NODE_ENV=test, where tests drive the jobs), stop on close. */
export function registerEvidenceWorker(app: FastifyInstance) {
  if (app.config.NODE_ENV === "test") return;
  app.addHook("onReady", async () => {
    startEvidenceWorker(app);
  });
  app.addHook("onClose", async () => {
    await workers.get(app.db)?.stop();
  });
}
