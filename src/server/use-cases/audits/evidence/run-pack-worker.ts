import { Worker } from "node:worker_threads";
import type { PackRenderInput, RenderedFile } from "./render-pack-files";

/**
 * Where the worker's code is: beside the bundle in production (dist/server/pack-worker.js, built by
 * scripts/build-server.mjs), the TypeScript source through tsx otherwise (tsx, vitest, the bench).
 */
const fromSource = import.meta.url.endsWith(".ts");
const workerUrl = new URL(fromSource ? "./pack-worker.ts" : "./pack-worker.js", import.meta.url);

/**
 * Renders a pack's files in a worker thread (decision 114), so laying out a PDF of thousands of rows and
 * deflating the ZIP never hold the server's event loop. One worker per pack; it exits when done.
 */
export function renderInWorker(input: PackRenderInput, base: string): Promise<RenderedFile[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl, {
      workerData: { input, base },
      execArgv: fromSource ? ["--import", "tsx"] : [],
    });
    let files: RenderedFile[] | null = null;
    worker.once("message", (message: RenderedFile[]) => {
      files = message;
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (files) resolve(files);
      else reject(new Error(`evidence pack worker exited with code ${code} without a result`));
    });
  });
}
