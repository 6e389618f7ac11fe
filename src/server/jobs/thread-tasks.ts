import { parentPort, workerData } from "node:worker_threads";
import type { Db } from "../db/db";
import { openThreadDatabase, type ThreadDatabase } from "../db/thread-database";

/** What a task handler returns: its result, and the buffers inside it to move to the server's thread. */
export interface TaskReply {
  result: unknown;
  transfer?: ArrayBuffer[];
}

/**
 * A worker thread entry's loop (decision 174): opens the database the server's thread named
 * (`WorkerThread`), then runs each task it is sent and replies with its result or its error.
 */
export function serveThreadTasks<T>(handle: (db: Db, task: T) => Promise<TaskReply>) {
  const db = openThreadDatabase((workerData as { database: ThreadDatabase }).database);
  parentPort!.on("message", async ({ id, task }: { id: number; task: T }) => {
    try {
      const { result, transfer } = await handle(db, task);
      parentPort!.postMessage({ id, result }, transfer ?? []);
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      parentPort!.postMessage({ id, error: { message: failure.message, stack: failure.stack } });
    }
  });
}
