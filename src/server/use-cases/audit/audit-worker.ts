import type { FastifyInstance } from "fastify";
import { signDueCheckpoints } from "./sign-checkpoints";

const POLL_MS = 15_000;

interface Worker {
  kick(): void;
  stop(): Promise<void>;
}

/** Keyed by the database, so close finds the app's worker. */
const workers = new WeakMap<object, Worker>();

/**
 * One pass: sign the chain heads that are due. Every server runs it; the per-organisation advisory
 * lock and the "head moved" check make a second server's pass a no-op.
 */
async function runOnce(app: FastifyInstance) {
  const signed = await signDueCheckpoints(app.db, app.auditTrail, app.auditTrail.policy);
  for (const c of signed)
    app.log.debug({ checkpoint: { organisationId: c.organisationId, seq: c.seq } }, "audit checkpoint signed");
}

/** The checkpoint cadence: runs now, then every POLL_MS; one pass at a time. */
export function startAuditWorker(app: FastifyInstance): Worker {
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce(app)
      .catch((error) => app.log.error({ err: error }, "audit worker failed"))
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
      // Sign what moved since the last checkpoint, so a clean stop leaves no event unsigned.
      await signDueCheckpoints(app.db, app.auditTrail, { everyEvents: 1, everyMinutes: 0 }).catch((error) =>
        app.log.error({ err: error }, "audit checkpoint on shutdown failed"),
      );
    },
  };
  workers.set(app.db, worker);
  return worker;
}

/** Registered from app.ts: start on ready (not under NODE_ENV=test, where tests sign on demand), stop on close. */
export function registerAuditWorker(app: FastifyInstance) {
  if (app.auditTrail.generatedKeyFile)
    app.log.warn(
      `Generated the audit signing key ${app.auditTrail.generatedKeyFile}: back it up apart from the database (see README, "Audit trail keys").`,
    );
  if (app.config.NODE_ENV === "test") return;
  app.addHook("onReady", async () => {
    startAuditWorker(app);
  });
  app.addHook("onClose", async () => {
    await workers.get(app.db)?.stop();
  });
}
