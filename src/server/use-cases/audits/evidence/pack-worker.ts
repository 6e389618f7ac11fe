/**
 * The evidence pack worker thread's entry (decision 114): receives a pack's content, renders its PDF,
 * CSVs and ZIP and posts the files back (their bytes transferred, not copied). The bundled server ships
 * it as dist/server/pack-worker.js (scripts/build-server.mjs).
 */
import { parentPort, workerData } from "node:worker_threads";
import { renderPackFiles, type PackRenderInput } from "./render-pack-files";

const { input, base } = workerData as { input: PackRenderInput; base: string };
const files = await renderPackFiles(input, base);
parentPort!.postMessage(
  files,
  files.map((f) => f.data.buffer as ArrayBuffer),
);
