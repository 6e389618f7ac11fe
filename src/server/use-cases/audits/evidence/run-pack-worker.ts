import { Worker } from "node:worker_threads";
import type { PackRenderInput, RenderedFile } from "./render-pack-files";

/**
 * Where the worker's code is: beside the bundle in production (dist/server/pack-worker.js, built by
 * scripts/build-server.mjs), the TypeScript source through tsx otherwise (tsx, vitest, the bench).
 */
const fromSource = import.meta.url.endsWith(".ts");
const workerUrl = new URL(fromSource ? "./pack-worker.ts" : "./pack-worker.js", import.meta.url);

/** An idle worker is stopped after this long, so a server that builds no packs holds no second thread. */
const IDLE_MS = 60_000;

type Reply = { id: number; files: RenderedFile[] } | { id: number; error: { message: string; stack?: string } };
interface Pending {
  resolve: (files: RenderedFile[]) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error) {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
}

/** The process's one pack worker, started on first use (a thread start costs more than most packs). */
function packWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(workerUrl, { execArgv: fromSource ? ["--import", "tsx"] : [] });
  started.on("message", (reply: Reply) => {
    const job = pending.get(reply.id);
    if (!job) return;
    pending.delete(reply.id);
    if ("error" in reply) job.reject(Object.assign(new Error(reply.error.message), { stack: reply.error.stack }));
    else job.resolve(reply.files);
    if (pending.size === 0) {
      started.unref(); // an idle worker never keeps the server (or a script) alive
      scheduleStop();
    }
  });
  started.on("error", (error: Error) => {
    if (worker === started) worker = null;
    failAll(error);
  });
  started.on("exit", (code) => {
    if (worker === started) worker = null;
    failAll(new Error(`evidence pack worker exited with code ${code}`));
  });
  worker = started;
  return started;
}

function scheduleStop() {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (pending.size > 0 || !worker) return;
    const idle = worker;
    worker = null;
    void idle.terminate();
  }, IDLE_MS);
  idleTimer.unref();
}

/**
 * Renders a pack's files in the pack worker thread (decision 114), so laying out a PDF of thousands of
 * rows and deflating the ZIP never hold the server's event loop. The worker stays up between packs and
 * stops after a minute idle.
 */
export function renderInWorker(input: PackRenderInput, base: string): Promise<RenderedFile[]> {
  if (idleTimer) clearTimeout(idleTimer);
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const thread = packWorker();
    thread.ref(); // a pack under way keeps the process alive until its files are back
    thread.postMessage({ id, input, base });
  });
}
