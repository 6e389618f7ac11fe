import { createHash } from "node:crypto";
import { MessageChannel } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../../src/server/db/pglite";
import { PgliteHost, pgliteThroughPort, type PgliteClient, type PortPriority } from "../../src/server/db/pglite-port";

// Every thread reaches the embedded database through a port (decisions 178, 185): the database's thread runs
// each statement and hands back the protocol's bytes, which the asking thread parses. Whatever a statement is,
// drizzle over the port must give what drizzle over PGlite itself gives: the same rows, the same types, the same
// errors. Here the host runs in the test's own thread, so both reach the same database.
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
let host: PgliteHost;
let channel: MessageChannel;
let server: PgliteClient;
let direct: ReturnType<typeof drizzle<typeof schema>>;
let viaPort: ReturnType<typeof drizzle<typeof schema>>;
const open: MessageChannel[] = [];
/** A client on a port of its own, with `priority`. */
const connect = (priority: PortPriority) => {
  const opened = new MessageChannel();
  open.push(opened);
  host.attach(opened.port1, priority);
  return { port: opened.port1, client: pgliteThroughPort(opened.port2), close: () => opened.port2.close() };
};
beforeAll(async () => {
  client = await openPglite();
  await client.exec(`create table notes (id uuid primary key default gen_random_uuid(), n int not null,
    title text not null unique, tags text[] not null, meta jsonb, at timestamptz not null)`);
  host = new PgliteHost(client);
  channel = new MessageChannel();
  host.attach(channel.port1, "server");
  server = pgliteThroughPort(channel.port2);
  direct = drizzle({ client, schema });
  viaPort = drizzle({ client: server as unknown as PGlite, schema });
});
afterAll(async () => {
  for (const { port1 } of [channel, ...open]) port1.close();
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
    const record = (statement: { params?: unknown[] }) =>
      crossed.push(...(statement.params ?? []).map((p) => (p instanceof Uint8Array ? p.buffer.byteLength : -1)));
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

  it("runs a transaction's statements together, commits it, and rolls it back on a failure or when told", async () => {
    const inserted = await viaPort.transaction(async (tx) => {
      await tx.insert(notes).values({ n: 20, title: "kept", tags: [], at: new Date() });
      // drizzle's nested transaction is a savepoint; its failure undoes only its own statements.
      await tx
        .transaction(async (inner) => {
          await inner.insert(notes).values({ n: 21, title: "undone", tags: [], at: new Date() });
          await inner.execute(sql`select * from no_such_table`);
        })
        .catch(() => {});
      return (await tx.select({ title: notes.title }).from(notes).where(eq(notes.n, 20))).map((r) => r.title);
    });
    expect(inserted).toEqual(["kept"]);
    await expect(
      viaPort.transaction(async (tx) => {
        await tx.insert(notes).values({ n: 22, title: "failed", tags: [], at: new Date() });
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toMatchObject({ cause: { code: "22012" } });
    await viaPort
      .transaction(async (tx) => {
        await tx.insert(notes).values({ n: 23, title: "rolled back", tags: [], at: new Date() });
        tx.rollback();
      })
      .catch(() => {});
    const titles = (await direct.select({ title: notes.title }).from(notes).where(sql`${notes.n} >= 20`)).map(
      (r) => r.title,
    );
    expect(titles).toEqual(["kept"]);
  });

  it("rolls back the transaction of a port that closes mid-way, and serves the others", async () => {
    const thread = connect("background");
    let begun!: () => void;
    const inTransaction = new Promise<void>((resolve) => (begun = resolve));
    const abandoned = thread.client.transaction(async (tx) => {
      await tx.query("insert into notes (n, title, tags, at) values (30, 'abandoned', '{}', now())");
      begun();
      await new Promise(() => {}); // never ends: its thread goes away instead
    });
    abandoned.catch(() => {});
    await inTransaction;
    thread.close();
    expect((await server.query("select count(*)::int as n from notes where n = 30")).rows).toEqual([{ n: 0 }]);
  });

  it("runs exec's statements, several at once, as PGlite's exec", async () => {
    const results = await server.exec(
      "create temporary table scratch (x int); insert into scratch values (1), (2); select sum(x)::int as total from scratch",
    );
    expect(results.map((result) => result.rows)).toEqual([[], [], [{ total: 3 }]]);
  });

  it("tells listeners of notifications, sent alone or at a transaction's commit, and stops when told", async () => {
    const heard: string[] = [];
    const other = connect("background");
    const heardElsewhere: string[] = [];
    const stop = await server.listen("changes", (payload) => heard.push(payload));
    await other.client.listen("changes", (payload) => heardElsewhere.push(payload));
    await server.query("select pg_notify('changes', 'alone')");
    await server.transaction(async (tx) => {
      await tx.query("select pg_notify('changes', 'in a transaction')");
    });
    await server.query("select pg_notify('unheard', 'elsewhere')");
    await stop();
    await server.query("select pg_notify('changes', 'after stopping')");
    await server.query("select 1"); // one more round trip: a notification would have arrived before its reply
    expect(heard).toEqual(["alone", "in a transaction"]);
    expect(heardElsewhere).toEqual(["alone", "in a transaction", "after stopping"]);
  });

  it("runs a background statement only once the server's own, waiting or in a transaction, are done", async () => {
    await client.exec("create sequence turns");
    const turn = "select nextval('turns')::int as turn";
    const background = connect("background");
    // The server holds the connection in a transaction until `release`.
    let release!: () => void;
    let begun!: () => void;
    const inTransaction = new Promise<void>((resolve) => (begun = resolve));
    const held = server.transaction(async (tx) => {
      await tx.query(turn);
      begun();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await inTransaction;
    // A background statement arrives while the transaction holds the connection...
    let arrived = false;
    background.port.once("message", () => (arrived = true));
    const fromThread = background.client.query<{ turn: number }>(turn); // sent now
    while (!arrived) await new Promise<void>((resolve) => setImmediate(resolve));
    // ...then three of the server's: asked for later, they still go first.
    const fromServer = [1, 2, 3].map(() => server.query<{ turn: number }>(turn));
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    release();
    await held;
    const serverTurns = (await Promise.all(fromServer)).map((result) => result.rows[0]!.turn);
    expect(serverTurns.sort()).toEqual([2, 3, 4]);
    expect((await fromThread).rows[0]!.turn).toBe(5);
  });
});
