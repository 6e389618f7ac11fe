/**
 * The evidence pack thread's entry (decision 174): reads a pack's evidence from the database, renders its
 * PDF, CSVs and ZIP and stores their bytes as staged parts (decision 177), all off the server's event loop;
 * the server's thread gets back only the staged files' names and sizes. The bundled server ships it as
 * dist/server/pack-thread.js (scripts/build-server.mjs).
 */
import { serveThreadTasks } from "../../../jobs/thread-tasks";
import { buildPackFiles } from "./build-pack";
import { stagePackFiles } from "./pack-file-parts";
import type { evidencePacks } from "../../../db/schema";

serveThreadTasks<{ pack: typeof evidencePacks.$inferSelect; now: Date }>(async (db, { pack, now }) => ({
  result: await stagePackFiles(db, pack, await buildPackFiles(db, pack, now)),
}));
