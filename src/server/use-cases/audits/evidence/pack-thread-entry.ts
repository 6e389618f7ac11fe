/**
 * The evidence pack thread's entry (decision 174): reads a pack's evidence from the database and renders
 * its PDF, CSVs and ZIP off the server's event loop; the files' bytes are moved back, not copied. The
 * bundled server ships it as dist/server/pack-thread.js (scripts/build-server.mjs).
 */
import { serveThreadTasks } from "../../../jobs/thread-tasks";
import { buildPackFiles, type PackFile } from "./build-pack";
import type { evidencePacks } from "../../../db/schema";

/** A buffer the thread may give away: its own memory (a small Buffer shares Node's pool with others). */
const ownBytes = (data: Buffer) =>
  data.byteOffset === 0 && data.buffer.byteLength === data.byteLength
    ? data
    : Buffer.from(Uint8Array.from(data).buffer);

serveThreadTasks<{ pack: typeof evidencePacks.$inferSelect; now: Date }>(async (db, { pack, now }) => {
  const files: PackFile[] = (await buildPackFiles(db, pack, now)).map((f) => ({ ...f, data: ownBytes(f.data) }));
  return { result: files, transfer: files.map((f) => f.data.buffer as ArrayBuffer) };
});
