import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync, inflateSync, zstdDecompressSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { shiftInstant } from "../src/domain/dates";
import type { RecordList } from "../src/domain/schemas/records";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase, type Database } from "../src/server/db/client";
import { memberships, sessions, users } from "../src/server/db/schema";
import { demoEmail, createTestApp, loopbackOnlyFetch, type TestApp } from "./support/test-app";

/**
 * Decision 169: sessions and the records list are answered from memory while nothing changed; every
 * change that ends a session, changes what its actor may do, or changes the list is seen by the very next
 * request on the server that made it, and by another server on the same database within the
 * notification's latency.
 */
let t: TestApp;
let admin: string;
/** A second server on the same database: its own pool and LISTEN on PostgreSQL, the same PGlite in process. */
let other: { app: FastifyInstance; database: Database | null };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...t.testDb.auditEnv });
  const url = t.testDb.env.DATABASE_URL;
  const database = url ? await openDatabase({ url, jobs: { supervise: false } }) : null;
  const app = await buildApp({
    config,
    database: database ?? t.testDb.database,
    logger: false,
    outboundFetch: loopbackOnlyFetch,
  });
  await app.ready();
  other = { app, database };
});
afterAll(async () => {
  await other.app.close();
  await other.database?.close();
  await t.close();
});

const hashOf = (cookie: string) => createHash("sha256").update(cookie.split("=")[1]!).digest("hex");
const get = (app: FastifyInstance, url: string, cookie: string) =>
  app.inject({ method: "GET", url, headers: { cookie } });
const me = (cookie: string) => t.call("GET", "/api/auth/me", { cookie });

/** Counts the statements the database runs while `work` runs (PostgreSQL and PGlite alike). */
async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  let count = 0;
  client.query = (...args: unknown[]) => {
    count++;
    return query(...args);
  };
  try {
    await work();
  } finally {
    client.query = query;
  }
  return count;
}

/** The other server's answer, asked again until it is `status` or a second has passed: the elapsed ms. */
async function untilStatus(url: string, cookie: string, status: number) {
  const started = Date.now();
  for (;;) {
    const response = await get(other.app, url, cookie);
    if (response.statusCode === status) return Date.now() - started;
    if (Date.now() - started > 1000) throw new Error(`still ${response.statusCode} after a second: ${response.body}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function userId(role: Parameters<typeof demoEmail>[0]) {
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoEmail(role)));
  return row!.id;
}

describe("a session kept in memory", () => {
  it("is answered without a database statement once read, and the list page too while nothing changed", async () => {
    const viewer = await t.signInAs("viewer");
    const url = "/api/sites/oxnard/records?page=1&pageSize=25";
    let first = await t.call("GET", "/api/health", {});
    // The first read goes to the database (the session, the site, the page): the count sees it.
    expect(
      await statementsDuring(async () => {
        first = await get(t.app, url, viewer);
      }),
    ).toBeGreaterThan(2);
    expect(first.statusCode).toBe(200);
    let again = first;
    const statements = await statementsDuring(async () => {
      again = await get(t.app, url, viewer);
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(statements).toBe(0);
  });

  it("signing out: the very next request with that cookie is refused", async () => {
    const viewer = await t.signInAs("viewer");
    expect((await me(viewer)).statusCode).toBe(200);
    expect((await t.call("POST", "/api/auth/logout", { cookie: viewer })).statusCode).toBe(204);
    expect((await me(viewer)).statusCode).toBe(401);
  });

  it("signing out everywhere ends the user's other sessions at once", async () => {
    const one = await t.signInAs("qa_tech");
    const two = await t.signInAs("qa_tech");
    expect((await me(two)).statusCode).toBe(200);
    expect((await t.call("DELETE", "/api/me/sessions", { cookie: one })).statusCode).toBe(204);
    expect((await me(two)).statusCode).toBe(401);
    expect((await me(one)).statusCode).toBe(401);
  });

  it("changing the password ends her other sessions: their next request is refused", async () => {
    const here = await t.signInAs("supervisor");
    const elsewhere = await t.signInAs("supervisor");
    expect((await me(elsewhere)).statusCode).toBe(200);
    const changed = await t.call("POST", "/api/me/password", {
      cookie: here,
      body: { currentPassword: "clausewise-demo", newPassword: "Greenhouse tomatoes 41F cold chain" },
    });
    expect(changed.statusCode).toBe(204);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
  });

  it("a role change applies to the very next request, both ways", async () => {
    const viewer = await t.signInAs("viewer");
    const id = await userId("viewer");
    expect((await t.call("GET", "/api/users", { cookie: viewer })).statusCode).toBe(403);
    const promote = await t.call("PUT", `/api/users/${id}`, { cookie: admin, body: { role: "admin", siteIds: [] } });
    expect(promote.statusCode).toBe(200);
    expect((await t.call("GET", "/api/users", { cookie: viewer })).statusCode).toBe(200);
    const demote = await t.call("PUT", `/api/users/${id}`, { cookie: admin, body: { role: "viewer", siteIds: [] } });
    expect(demote.statusCode).toBe(200);
    expect((await t.call("GET", "/api/users", { cookie: viewer })).statusCode).toBe(403);
  });

  it("restricting a member to other sites refuses her the site's list at once, though the list was kept", async () => {
    const tech = await t.signInAs("qa_tech");
    const id = await userId("qa_tech");
    const url = "/api/sites/oxnard/records?page=1&pageSize=10";
    expect((await t.call("GET", url, { cookie: tech })).statusCode).toBe(200);
    const restrict = await t.call("PUT", `/api/users/${id}`, {
      cookie: admin,
      body: { role: "qa_tech", siteIds: ["yuma"] },
    });
    expect(restrict.statusCode).toBe(200);
    expect((await t.call("GET", url, { cookie: tech })).statusCode).toBe(403);
    await t.call("PUT", `/api/users/${id}`, { cookie: admin, body: { role: "qa_tech", siteIds: [] } });
    expect((await t.call("GET", url, { cookie: tech })).statusCode).toBe(200);
  });

  it("deactivating a user (her membership ended) refuses her very next request", async () => {
    const pcqi = await t.signInAs("pcqi");
    expect((await me(pcqi)).statusCode).toBe(200);
    const ended = await t.call("POST", `/api/users/${await userId("pcqi")}/deactivate`, { cookie: admin });
    expect(ended.statusCode).toBe(200);
    expect((await me(pcqi)).statusCode).toBe(401);
  });

  it("keeps the idle clock without a write per request, refreshes it once a minute, and ends an idle session", async () => {
    const viewer = await t.signInAs("viewer");
    expect((await me(viewer)).statusCode).toBe(200);
    const lastSeen = async () =>
      (
        await t.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashOf(viewer)))
      )[0]!.lastSeenAt.getTime();
    const seen = await lastSeen();
    for (let i = 0; i < 5; i++) expect((await me(viewer)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(seen);
    const { idleMinutes } = t.app.sessionPolicy;
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      // Two minutes on: the kept session's next request writes the idle clock, once.
      vi.setSystemTime(seen + 2 * 60_000);
      expect((await me(viewer)).statusCode).toBe(200);
      expect(await lastSeen()).toBe(seen + 2 * 60_000);
      // Idle for longer than the policy allows: refused, and the session is gone.
      vi.setSystemTime(seen + 2 * 60_000 + idleMinutes * 60_000 + 1000);
      expect((await me(viewer)).statusCode).toBe(401);
      expect(
        await t.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashOf(viewer))),
      ).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a change made elsewhere (another server, or straight in the database)", () => {
  it("a role changed in the database reaches a kept session within the notification's latency", async () => {
    const manager = await t.signInAs("qa_manager");
    expect((await get(other.app, "/api/auth/me", manager)).json()).toMatchObject({ role: "qa_manager" });
    await t.db
      .update(memberships)
      .set({ role: "viewer" })
      .where(eq(memberships.userId, await userId("qa_manager")));
    const started = Date.now();
    for (;;) {
      const role = (await get(other.app, "/api/auth/me", manager)).json().role;
      if (role === "viewer") break;
      expect(Date.now() - started).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });

  it("a sign-out on one server refuses the session on the other within the notification's latency", async () => {
    const viewer = await t.signInAs("viewer");
    expect((await get(other.app, "/api/auth/me", viewer)).statusCode).toBe(200);
    expect((await t.call("POST", "/api/auth/logout", { cookie: viewer })).statusCode).toBe(204);
    expect(await untilStatus("/api/auth/me", viewer, 401)).toBeLessThan(1000);
  });

  it("a record written on one server shows in the other's kept list", async () => {
    const tech = await t.signInAs("qa_tech");
    const url = "/api/sites/oxnard/records?page=1&pageSize=5";
    const before = (await get(other.app, url, admin)).json() as RecordList;
    const created = await t.call("POST", "/api/sites/oxnard/records", {
      cookie: tech,
      body: {
        type: "temperature",
        clauseId: "C.01.01",
        occurredAt: shiftInstant(new Date(), { minutes: -1 }).toISOString(),
        performedBy: "Sofia Ramirez",
        notes: "",
        readings: { location: "Cooler 2", reading: 36, unit: "F", correctiveAction: "" },
      },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    // On the server that wrote it: at once.
    const here = (await t.call("GET", url, { cookie: admin })).json() as RecordList;
    expect(here.total).toBe(before.total + 1);
    expect(here.items[0]!.id).toBe(id);
    // On the other: within the notification's latency.
    const started = Date.now();
    for (;;) {
      const there = (await get(other.app, url, admin)).json() as RecordList;
      if (there.items[0]?.id === id) {
        expect(there.total).toBe(before.total + 1);
        break;
      }
      expect(Date.now() - started).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });

  it("a record changed straight in the database changes the kept list", async () => {
    const url = "/api/sites/oxnard/records?page=1&pageSize=5";
    const before = (await t.call("GET", url, { cookie: admin })).json() as RecordList;
    const newest = before.items[0]!;
    expect(newest.performedBy).not.toBe("Ana Torres");
    await t.db.execute(sql`update monitoring_records set performed_by = 'Ana Torres' where id = ${newest.id}`);
    const started = Date.now();
    for (;;) {
      const after = (await t.call("GET", url, { cookie: admin })).json() as RecordList;
      if (after.items[0]!.performedBy === "Ana Torres") break;
      expect(Date.now() - started).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
});

describe("the overview kept in memory", () => {
  it("is answered without a database statement while nothing changed, and recomputed after a write", async () => {
    const url = "/api/sites/oxnard/overview?days=30";
    const first = await t.call("GET", url, { cookie: admin });
    expect(first.statusCode).toBe(200);
    let again = first;
    expect(
      await statementsDuring(async () => {
        again = await get(t.app, url, admin);
      }),
    ).toBe(0);
    expect(again.body).toBe(first.body);
    const target = first.json().metrics.readinessScore.target === 85 ? 90 : 85;
    const set = await t.call("PUT", "/api/sites/oxnard/readiness-target", { cookie: admin, body: { target } });
    expect(set.statusCode, set.body).toBe(200);
    expect((await t.call("GET", url, { cookie: admin })).json().metrics.readinessScore.target).toBe(target);
  });
});

describe("a kept response, compressed", () => {
  it("is sent in the encoding the compression plugin would choose, the same JSON as uncompressed", async () => {
    const url = "/api/sites/oxnard/records?page=1&pageSize=25";
    const plain = await t.call("GET", url, { cookie: admin });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const [accept, encoding, inflate] of [
      ["gzip, deflate, br, zstd", "zstd", zstdDecompressSync],
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip;q=1, br;q=0.5", "gzip", gunzipSync],
      ["*", "gzip", gunzipSync],
    ] as const) {
      const first = await t.call("GET", url, { cookie: admin, headers: { "accept-encoding": accept } });
      expect(first.headers["content-encoding"], accept).toBe(encoding);
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      expect(inflate(first.rawPayload).toString("utf8")).toBe(plain.body);
      const again = await t.call("GET", url, { cookie: admin, headers: { "accept-encoding": accept } });
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    // deflate only: the plugin compresses it, per request.
    const deflate = await t.call("GET", url, { cookie: admin, headers: { "accept-encoding": "deflate" } });
    expect(deflate.headers["content-encoding"]).toBe("deflate");
    expect(inflateSync(deflate.rawPayload).toString("utf8")).toBe(plain.body);
  });
});
