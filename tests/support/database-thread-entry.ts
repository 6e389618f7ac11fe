/** A worker thread entry for tests/worker-thread.test.ts: reads the database, fails, or sends bytes back, as asked. */
import { threadId } from "node:worker_threads";
import { sql } from "drizzle-orm";
import { serveThreadTasks } from "../../src/server/jobs/thread-tasks";

serveThreadTasks<{ kind: "count" | "fail" | "bytes" }>(async (db, task) => {
  if (task.kind === "fail") throw new Error("the task failed as asked");
  if (task.kind === "bytes") {
    const bytes = new Uint8Array(300_000).map((_, i) => i % 251);
    return { result: { bytes, threadId }, transfer: [bytes.buffer] };
  }
  const { rows } = (await db.execute(sql`select count(*)::int as n from sites`)) as unknown as {
    rows: { n: number }[];
  };
  return { result: { sites: rows[0]!.n, threadId } };
});
