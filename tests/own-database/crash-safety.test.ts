import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startPostgresDatabase } from "../support/postgres-server";
import { startServerProcess, type ServerProcess } from "../support/server-process";

// SIGKILL a real server while concurrent writes are in flight, start it again on the same data, and
// check that the database kept exactly the writes it acknowledged, each whole (row and audit event),
// and that the audit chain verifies. Once on a real PostgreSQL, once on the embedded PGlite directory.
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) server.child.kill("SIGKILL");
  await Promise.all(servers.map((s) => s.exited));
});

const start = async (env: Record<string, string>) => {
  const server = await startServerProcess({ DEMO_SEED: "0", ...env });
  servers.push(server);
  return server;
};

/** Signs up a fresh organisation (no demo data: a fast start) and returns its admin's cookie. */
async function signUp(base: string) {
  const response = await fetch(`${base}/api/organisations`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      organisationName: "Crash Test Farms",
      name: "Casey Crash",
      email: "casey@crash.test",
      password: "a long and unusual passphrase 42",
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith("cw_session="))!
    .split(";")[0]!;
}

/**
 * Fires site creations 8 at a time and SIGKILLs the server once 25 have been acknowledged. Returns the
 * slugs that got a 2xx and every slug that was sent.
 */
async function writeUntilKilled(server: ServerProcess, cookie: string) {
  const acknowledged: string[] = [];
  const sent: string[] = [];
  let next = 0;
  const worker = async () => {
    while (server.child.exitCode === null && server.child.signalCode === null && next < 400) {
      const slug = `crash-${next++}`;
      sent.push(slug);
      const status = await fetch(`${server.base}/api/sites`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({
          slug,
          name: `Site ${slug}`,
          address: "1 Crash Lane, Oxnard",
          timezone: "UTC",
          type: "grower",
        }),
      }).then(
        (r) => r.status,
        () => 0, // the connection died with the server
      );
      if (status >= 200 && status < 300) acknowledged.push(slug);
      if (acknowledged.length >= 25 && !server.child.signalCode) server.child.kill("SIGKILL");
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  expect(await server.exited).toBeNull(); // killed by a signal, not exited
  expect(server.child.signalCode).toBe("SIGKILL");
  return { acknowledged, sent };
}

interface Stored {
  slugs: string[];
  eventsBySlug: Map<string, number>;
}

async function checkAfterRestart({ acknowledged, sent }: { acknowledged: string[]; sent: string[] }, stored: Stored) {
  // Every acknowledged write survived, with exactly one audit event.
  for (const slug of acknowledged) {
    expect(stored.slugs, slug).toContain(slug);
    expect(stored.eventsBySlug.get(slug), slug).toBe(1);
  }
  // Nothing half-written: every stored site has its event and every event its site; nothing unsent appears.
  for (const slug of stored.slugs) {
    expect(sent).toContain(slug);
    expect(stored.eventsBySlug.get(slug), slug).toBe(1);
  }
  expect([...stored.eventsBySlug.keys()].sort()).toEqual([...stored.slugs].sort());
}

function auditVerify(env: Record<string, string>) {
  const verify = spawnSync(process.execPath, ["--import", "tsx", "src/server/use-cases/audit/verify-cli.ts"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  return { ok: verify.status === 0, output: verify.stdout + verify.stderr };
}

const storedQuery = {
  sites: `select slug from sites where slug like 'crash-%'`,
  events: `select entity_id as slug, count(*)::int as n from audit_events
            where action = 'site.create' and entity_id like 'crash-%' group by entity_id`,
};

describe("crash safety", () => {
  it("on PostgreSQL: after SIGKILL and restart, every acknowledged write is stored whole", async () => {
    const database = await startPostgresDatabase();
    // Its own DATA_DIR: the audit key and checkpoint files live beside it.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cw-crash-pg-"));
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
    try {
      const first = await start(env);
      const result = await writeUntilKilled(first, await signUp(first.base));
      expect(result.acknowledged.length).toBeGreaterThanOrEqual(25);

      const second = await start(env);
      expect((await fetch(`${second.base}/api/health`)).status).toBe(200);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const slugs = (await client.query<{ slug: string }>(storedQuery.sites)).rows.map((r) => r.slug);
        const events = (await client.query<{ slug: string; n: number }>(storedQuery.events)).rows;
        await checkAfterRestart(result, { slugs, eventsBySlug: new Map(events.map((e) => [e.slug, e.n])) });
      } finally {
        await client.end();
      }
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
      const verify = auditVerify(env);
      expect(verify.output).toMatch(/Audit trail intact/);
      expect(verify.ok).toBe(true);
    } finally {
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(`${dataDir}-audit`, { recursive: true, force: true });
    }
  }, 300_000);

  it("on the embedded PGlite directory: kill -9 is recovered on restart, never silently corrupted", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cw-crash-"));
    const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
    try {
      const first = await start(env);
      const result = await writeUntilKilled(first, await signUp(first.base));
      expect(result.acknowledged.length).toBeGreaterThanOrEqual(25);

      // The killed server's lock is taken over; PGlite replays its write-ahead log on open.
      const second = await start(env);
      // While it runs, a second process on the same directory is refused, naming the reason.
      await expect(start(env)).rejects.toThrow(/is in use by another Clausewise process \(pid \d+\)/);
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);

      const { openDatabase } = await import("../../src/server/db/client");
      const database = await openDatabase({ dataDir });
      try {
        const rows = async <T>(query: string) =>
          ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
        const slugs = (await rows<{ slug: string }>(storedQuery.sites)).map((r) => r.slug);
        const events = await rows<{ slug: string; n: number }>(storedQuery.events);
        await checkAfterRestart(result, { slugs, eventsBySlug: new Map(events.map((e) => [e.slug, e.n])) });
      } finally {
        await database.close();
      }
      const verify = auditVerify(env);
      expect(verify.output).toMatch(/Audit trail intact/);
      expect(verify.ok).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(`${dataDir}-audit`, { recursive: true, force: true });
    }
  }, 300_000);
});
