import { createHash } from "node:crypto";
import { MessageChannel } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../../src/server/db/pglite";
import { pgliteThroughPort, servePgliteOn } from "../../src/server/db/pglite-port";

// A worker thread reads the embedded database through a port (decision 178): the server's thread runs each
// statement and hands back the protocol's bytes, which the thread parses. Whatever a statement is, drizzle
// over the port must give what drizzle over PGlite itself gives: the same rows, the same types, the same errors.
const notes = pgTable("notes", {
  id: uuid("id").primaryKey().defaultRandom(),
  n: integer("n").notNull(),
  title: text("title").notNull().unique(),
  tags: text("tags").array().notNull(),
  meta: jsonb("meta").$type<Record<string, unknown>>(),
  at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
});
const schema = { notes };

let client: PGlite;
let channel: MessageChannel;
let direct: ReturnType<typeof drizzle<typeof schema>>;
let viaPort: ReturnType<typeof drizzle<typeof schema>>;
beforeAll(async () => {
  client = await openPglite();
  await client.exec(`create table notes (id uuid primary key default gen_random_uuid(), n int not null,
    title text not null unique, tags text[] not null, meta jsonb, at timestamptz not null)`);
  channel = new MessageChannel();
  servePgliteOn(client, channel.port1);
  direct = drizzle({ client, schema });
  viaPort = drizzle({ client: pgliteThroughPort(channel.port2), schema });
});
afterAll(async () => {
  channel.port1.close();
  await client.close();
});

const both = async <T>(run: (db: typeof direct) => Promise<T>) => ({
  direct: await run(direct),
  viaPort: await run(viaPort),
});

describe("PGlite through a port", () => {
  it("inserts with every kind of parameter and returns the row as PGlite does", async () => {
    const row = (title: string) => ({
      n: 7,
      title,
      tags: ["a", 'quote " and , comma', "ñandú"],
      meta: { nested: { list: [1, 2] }, text: "x" },
      at: new Date("2026-03-04T05:06:07.123Z"),
    });
    const inserted = {
      direct: await direct.insert(notes).values(row("direct")).returning(),
      viaPort: await viaPort.insert(notes).values(row("via port")).returning(),
    };
    const { id: _a, title: _t, ...fromPort } = inserted.viaPort[0]!;
    const { id: _b, title: _u, ...fromDirect } = inserted.direct[0]!;
    expect(fromPort).toEqual(fromDirect);
    expect(fromPort.at).toBeInstanceOf(Date);
    expect(fromPort.tags).toEqual(row("").tags);
  });

  it("reads the same rows by drizzle's select (arrays of values) and by plain SQL (objects)", async () => {
    const selected = await both((db) => db.select().from(notes).orderBy(notes.title));
    expect(selected.viaPort).toEqual(selected.direct);
    expect(selected.viaPort).toHaveLength(2);

    const plain = await both(
      async (db) =>
        (
          await db.execute(sql`select n, n::int8 as big, 1.50::numeric as price, true as yes, null::text as nothing,
            tags, meta, at, at::date as day, interval '90 minutes' as span, array[at, at] as instants,
            array[1, 2]::int[] as ints, decode('00ff', 'hex') as bytes, id
            from notes order by title`)
        ).rows,
    );
    expect(plain.viaPort).toEqual(plain.direct);
    expect(plain.viaPort[0]).toMatchObject({ n: 7, big: 7, price: "1.50", yes: true, nothing: null, ints: [1, 2] });
    expect([...(plain.viaPort[0]!.bytes as Uint8Array)]).toEqual([0, 255]);
  });

  it("binds arrays, bytes and null as parameters, and counts the rows a statement changed", async () => {
    const bytes = Uint8Array.from([1, 2, 3, 250]);
    const read = await both(
      async (db) =>
        (
          await db.execute(
            sql`select ${bytes}::bytea as bytes, ${null}::text as missing, ${sql.param(["x", "y"])}::text[] as list,
              (select count(*)::int from notes where title = any(${sql.param(["direct", "nope"])}::text[])) as found`,
          )
        ).rows,
    );
    expect(read.viaPort).toEqual(read.direct);
    expect(read.viaPort[0]).toMatchObject({ missing: null, list: ["x", "y"], found: 1 });

    const updated = await both(async (db) => (await db.update(notes).set({ n: 8 }).where(eq(notes.n, 7))).affectedRows);
    expect(updated).toEqual({ direct: 2, viaPort: 0 });
    expect(await viaPort.update(notes).set({ n: 9 }).where(eq(notes.n, 8))).toMatchObject({ affectedRows: 2 });
  });

  it("sends a byte parameter that is a view of a larger buffer as its own bytes, and leaves the caller's intact", async () => {
    // A pack stores 128 KiB parts cut from a file of megabytes: each part must cross the port alone.
    const file = new Uint8Array(1024 * 1024).map((_, i) => i % 251);
    const part = file.subarray(4096, 4096 + 1000);
    const crossed: number[] = [];
    const record = (statement: { params: unknown[] }) =>
      crossed.push(...statement.params.map((p) => (p instanceof Uint8Array ? p.buffer.byteLength : -1)));
    channel.port1.on("message", record);
    try {
      const { rows } = await viaPort.execute(sql`select length(${part}::bytea) as n, md5(${part}::bytea) as sum`);
      expect(rows).toEqual([{ n: 1000, sum: createHash("md5").update(part).digest("hex") }]);
    } finally {
      channel.port1.off("message", record);
    }
    expect(crossed).toEqual([1000, 1000]);
    expect(file.byteLength).toBe(1024 * 1024); // not moved away from the caller
    expect(part[0]).toBe(4096 % 251);
  });

  it("fails as PGlite fails: the database's code and constraint, or its message, and goes on serving", async () => {
    const duplicate = (db: typeof direct) =>
      db
        .insert(notes)
        .values({ n: 1, title: "direct", tags: [], at: new Date() })
        .then(
          () => null,
          (error: Error & { cause?: { code?: string; constraint?: string; message: string } }) => error.cause,
        );
    const errors = await both(duplicate);
    expect(errors.viaPort).toMatchObject({ code: "23505", constraint: "notes_title_key" });
    expect(errors.viaPort!.message).toBe(errors.direct!.message);

    await expect(viaPort.execute(sql`select * from no_such_table`)).rejects.toMatchObject({
      cause: { code: "42P01", message: 'relation "no_such_table" does not exist' },
    });
    // A wrong parameter fails in the bind, after the statement parsed.
    await expect(viaPort.execute(sql`select ${"not a number"}::int as n`)).rejects.toMatchObject({
      cause: { code: "22P02" },
    });
    expect((await viaPort.execute(sql`select count(*)::int as n from notes`)).rows).toEqual([{ n: 2 }]);
  });

  it("runs a thread's statement only once the server's own statements, waiting or running, are done", async () => {
    await client.exec("create sequence turns");
    const turn = "select nextval('turns')::int as turn";
    // The server holds the connection in a transaction until `release`.
    let release!: () => void;
    const held = client.transaction(async (tx) => {
      await tx.query(turn);
      await new Promise<void>((resolve) => (release = resolve));
    });
    // A thread's statement arrives while the transaction holds the connection...
    let arrived = false;
    channel.port1.once("message", () => (arrived = true));
    const fromThread = viaPort.execute(sql.raw(turn)).then((result) => result.rows as { turn: number }[]); // sent now
    while (!arrived) await new Promise<void>((resolve) => setImmediate(resolve));
    // ...then three of the server's: asked for later, they still go first.
    const fromServer = [1, 2, 3].map(() => client.query<{ turn: number }>(turn));
    release();
    await held;
    const serverTurns = (await Promise.all(fromServer)).map((result) => result.rows[0]!.turn);
    const [threadRow] = await fromThread;
    expect(serverTurns.sort()).toEqual([2, 3, 4]);
    expect(threadRow!.turn).toBe(5);
  });
});
