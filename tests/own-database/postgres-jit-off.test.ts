import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../src/server/db/client";
import { type PostgresDatabase, startPostgresDatabase } from "../support/postgres-server";

// Decision 161: the app's PostgreSQL connections run without JIT, whose compile time (100 ms and more per
// execution) dwarfed the trace's walk once a million events pushed its cost estimate over jit_above_cost.
let server: PostgresDatabase;
let database: Database;
beforeAll(async () => {
  server = await startPostgresDatabase();
  database = await openDatabase({ url: server.url });
}, 60_000);
afterAll(async () => {
  await database?.close();
  await server?.dispose();
});

describe("PostgreSQL connections", () => {
  it("run with JIT off, where the server's default is on", async () => {
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows;
    // Several statements at once, so the pool opens several connections: each has it.
    const settings = await Promise.all(
      Array.from({ length: 3 }, () => rows(sql`select current_setting('jit') as jit`)),
    );
    expect(settings.map((r) => r[0]!.jit)).toEqual(["off", "off", "off"]);
    expect(await rows(sql`select boot_val, reset_val from pg_settings where name = 'jit'`)).toEqual([
      { boot_val: "on", reset_val: "off" },
    ]);
  });
});
