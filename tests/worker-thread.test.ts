import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobQueueOf } from "../src/server/jobs/enqueue";
import { projectPath } from "../src/server/project-path";
import { createTestApp, type TestApp } from "./support/test-app";

// A job's worker thread (decision 174) reads the same database as the server (PGlite through the server's
// thread, PostgreSQL through its own pool), reports a task's failure without dying, moves bytes back, and
// ends when idle, starting again for the next task.
const entry = {
  source: projectPath("tests/support/database-thread-entry.ts"),
  bundled: projectPath("tests/support/database-thread-entry.ts"),
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Counted = { sites: number; threadId: number };

describe("a job's worker thread", () => {
  it("reads the database, survives a failed task, moves bytes, and ends when idle", async () => {
    const thread = jobQueueOf(t.db).thread(entry, { idleMs: 300 });
    const { rows } = (await t.db.execute(sql`select count(*)::int as n from sites`)) as unknown as {
      rows: { n: number }[];
    };
    const first = await thread.run<Counted>({ kind: "count" });
    expect(first.sites).toBe(rows[0]!.n);
    expect(first.sites).toBeGreaterThan(0);

    await expect(thread.run({ kind: "fail" })).rejects.toThrow("the task failed as asked");
    const bytes = await thread.run<{ bytes: Uint8Array; threadId: number }>({ kind: "bytes" });
    expect(bytes.threadId).toBe(first.threadId);
    expect(bytes.bytes).toHaveLength(300_000);
    expect(bytes.bytes[252]).toBe(1);

    // Idle past its time, the thread ends; the next task starts another.
    expect(thread.running).toBe(true);
    await expect.poll(() => thread.running, { timeout: 5000, interval: 50 }).toBe(false);
    const again = await thread.run<Counted>({ kind: "count" });
    expect(again.sites).toBe(first.sites);
    expect(again.threadId).not.toBe(first.threadId);
  });

  it("keeps a task sent while the thread before it is still ending", async () => {
    const thread = jobQueueOf(t.db).thread(entry, { idleMs: 60_000 });
    const first = await thread.run<Counted>({ kind: "count" });
    // The old thread's end arrives after the next task went to a new thread: that task is not failed with it.
    const stopping = thread.stop();
    const next = thread.run<Counted>({ kind: "count" });
    await stopping;
    const counted = await next;
    expect(counted.sites).toBe(first.sites);
    expect(counted.threadId).not.toBe(first.threadId);
    await thread.stop();
  });
});
