import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgresDatabase, type PostgresDatabase } from "../support/postgres-server";
import { signInOver, startServerProcess, type ServerProcess } from "../support/server-process";

// Two real servers on one real PostgreSQL share the job queue: 100 evidence packs are queued, one
// server is killed with SIGKILL in the middle of building a pack, and every pack is still built
// exactly once — the dead server's pack by the other one, after its heartbeat stopped.
const PACKS = 100;

let database: PostgresDatabase;
let client: pg.Client;
const servers: ServerProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cw-two-"));

beforeAll(async () => {
  database = await startPostgresDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
});

afterAll(async () => {
  for (const server of servers) server.child.kill("SIGKILL");
  await Promise.all(servers.map((s) => s.exited));
  await client?.end();
  await database?.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${dataDir}-audit`, { recursive: true, force: true });
});

/** The job ids a server logged for `message` ("background job started" / "finished"), by pack. */
type JobLine = { job: { name: string; data: { packId?: string } } };

/** The pack of a log line about an evidence-pack job (other jobs, such as the FDA sheet's pieces, run too). */
const packOfLine = (line: string, message: string) =>
  line.includes(`"msg":"${message}"`) && (JSON.parse(line) as JobLine).job.name === "evidence-pack"
    ? (JSON.parse(line) as JobLine).job.data.packId
    : undefined;

function loggedPacks(server: ServerProcess, message: string) {
  return server
    .output()
    .split("\n")
    .map((line) => packOfLine(line, message))
    .filter((packId) => packId !== undefined);
}

/** Reads a server-sent event stream and collects the ids of the packs it announced as ready. */
function collectReadyEvents(base: string, cookie: string, into: Set<string>) {
  const controller = new AbortController();
  const done = (async () => {
    const response = await fetch(`${base}/api/events`, { headers: { cookie }, signal: controller.signal });
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const decoder = new TextDecoder();
    let buffer = "";
    const reader = response.body!.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const frames = buffer.split("\n\n");
      buffer = frames.pop()!;
      for (const frame of frames) {
        const data = frame.split("\n").find((l) => l.startsWith("data: "));
        if (!data) continue;
        const event = JSON.parse(data.slice(6)) as { entityType: string; entityId: string; status: string };
        if (event.entityType === "evidence_pack" && event.status === "ready") into.add(event.entityId);
      }
    }
  })().catch((error: Error) => error);
  // Resolves to the error that ended the stream other than our own abort (none expected).
  return {
    stop: () => controller.abort(),
    done: done.then((error) => (error && error.name !== "AbortError" ? error : null)),
  };
}

describe("two servers on one PostgreSQL", () => {
  it("build each of 100 queued packs exactly once, finishing the jobs of a server killed mid-way", async () => {
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      DEMO_SEED: "1",
      JOB_HEARTBEAT_SECONDS: "10",
      LOG_LEVEL: "debug",
    };
    // The first server migrates and seeds the empty database; the second finds it ready.
    const a = await startServerProcess(env);
    servers.push(a);
    const b = await startServerProcess(env);
    servers.push(b);

    // Sessions live in the database: one sign-in works on both servers.
    const cookie = await signInOver(a.base, "qa.tech@clausewise.demo");
    const announcedOnB = new Set<string>();
    const stream = collectReadyEvents(b.base, cookie, announcedOnB);

    // Kill server A the moment it starts its 10th pack: that job dies half-done with its server.
    let startedOnA = 0;
    const killed = new Promise<string>((resolve) => {
      a.onLine((line) => {
        const packId = packOfLine(line, "background job started");
        if (!packId || ++startedOnA < 10 || a.child.signalCode) return;
        a.child.kill("SIGKILL");
        resolve(packId);
      });
    });

    // Queued through B; A's workers take their share from the same queue until A dies.
    const ids: string[] = [];
    for (let i = 0; i < PACKS; i++) {
      const response = await fetch(`${b.base}/api/evidence-packs`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ siteId: "oxnard", rangeDays: 7, clauses: ["traceability"], format: "pdf" }),
      });
      expect(response.status).toBe(202);
      ids.push(((await response.json()) as { id: string }).id);
    }
    const killedPack = await killed;
    await a.exited;
    const doneByA = new Set(loggedPacks(a, "background job finished"));

    await expect
      .poll(
        async () =>
          (await client.query(`select count(*)::int as n from evidence_packs where status = 'ready'`)).rows[0].n,
        { timeout: 240_000, interval: 500 },
      )
      .toBe(PACKS + 2); // the demo organisation's two seeded packs are ready too

    const packs = await client.query<{ id: string; status: string; attempts: number; files: number; events: number }>(
      `select p.id, p.status, p.attempts,
              (select count(*)::int from evidence_pack_files f where f.pack_id = p.id) as files,
              (select count(*)::int from audit_events e
                where e.entity_id = p.id::text and e.action = 'evidence_pack.ready') as events
         from evidence_packs p where p.id = any($1::uuid[])`,
      [ids],
    );
    expect(packs.rows).toHaveLength(PACKS);
    for (const pack of packs.rows) expect(pack, pack.id).toMatchObject({ status: "ready", files: 1, events: 1 });

    // The job A was running when it died: pg-boss retried it once its heartbeat stopped, and B finished it.
    expect(doneByA).not.toContain(killedPack);
    const retried = await client.query<{ retry_count: number }>(
      `select retry_count from pgboss.job where name = 'evidence-pack' and data->>'packId' = $1`,
      [killedPack],
    );
    expect(retried.rows).toEqual([{ retry_count: 1 }]);
    expect(loggedPacks(b, "background job finished")).toContain(killedPack);
    // Both servers did part of the work.
    expect(doneByA.size).toBeGreaterThan(0);
    expect(loggedPacks(b, "background job finished").length).toBeGreaterThan(0);

    // pg-boss agrees: every job completed, none failed or left behind.
    const states = await client.query<{ state: string; n: number }>(
      `select state, count(*)::int as n from pgboss.job where name = 'evidence-pack' group by state`,
    );
    expect(states.rows).toEqual([{ state: "completed", n: PACKS }]);

    // Progress crosses servers: B's event stream announced the packs A built too.
    await expect.poll(() => announcedOnB.size, { timeout: 30_000 }).toBe(PACKS);
    for (const id of doneByA) expect(announcedOnB).toContain(id);
    stream.stop();
    expect(await stream.done).toBeNull();

    const verify = spawnSync(process.execPath, ["--import", "tsx", "src/server/use-cases/audit/verify-cli.ts"], {
      env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(verify.stdout + verify.stderr).toMatch(/Audit trail intact/);
    expect(verify.status).toBe(0);

    b.child.kill("SIGTERM");
    expect(await b.exited).toBe(0);
  }, 400_000);
});
