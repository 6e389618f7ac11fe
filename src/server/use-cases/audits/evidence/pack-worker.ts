/**
 * The evidence pack worker thread's entry (decision 114): for each pack it receives (its content read
 * from the database), renders its PDF, CSVs and ZIP and posts the files back, their bytes transferred,
 * not copied; a failure is posted back as its message. The bundled server ships it as
 * dist/server/pack-worker.js (scripts/build-server.mjs).
 */
import { parentPort } from "node:worker_threads";
import { renderPackFiles, type PackRenderInput } from "./render-pack-files";

parentPort!.on("message", async ({ id, input, base }: { id: number; input: PackRenderInput; base: string }) => {
  try {
    const files = await renderPackFiles(input, base);
    parentPort!.postMessage(
      { id, files },
      files.map((f) => f.data.buffer as ArrayBuffer),
    );
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    parentPort!.postMessage({ id, error: { message: failure.message, stack: failure.stack } });
  }
});
