import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../../src/server/db/pglite";

// PGlite opened the project's way takes native locks in place of its own and builds its messages with
// node-postgres's writer (decision 183). Its one connection must still be held by one transaction at a
// time, a close must still wait for what was asked before it, and every kind of value must still reach
// PostgreSQL as written.
let client: PGlite;
beforeAll(async () => {
  client = await openPglite();
  await client.exec("create table notes (id int primary key, body text)");
});
afterAll(() => client.close());

/** Lets every pending callback and I/O turn run: a statement not held back by a lock completes in these. */
const afterSomeTurns = async () => {
  for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
};

describe("PGlite's connection under the project's locks", () => {
  it("keeps a statement asked for during a transaction out of it", async () => {
    let inserted!: () => void;
    const insertedInTransaction = new Promise<void>((resolve) => (inserted = resolve));
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("insert into notes (id, body) values (1, 'only inside the transaction')");
      inserted();
      await held;
      throw new Error("rolled back");
    });
    await insertedInTransaction;
    // Run inside the open transaction, this read would count its row; after the rollback, it counts none.
    const outside = client.query<{ n: number }>("select count(*)::int as n from notes");
    await afterSomeTurns();
    letGo();
    await expect(transaction).rejects.toThrow("rolled back");
    expect((await outside).rows[0]!.n).toBe(0);
  });

  it("runs the statements asked for before a close, then closes", async () => {
    const own = await openPglite();
    const reads = [own.query<{ n: number }>("select 1 as n"), own.query<{ n: number }>("select 2 as n")];
    const closed = own.close();
    expect((await Promise.all(reads)).map((result) => result.rows[0]!.n)).toEqual([1, 2]);
    await closed;
    expect(own.closed).toBe(true);
  });

  it("sends text, numbers, nulls, arrays and JSON as written, by both protocols", async () => {
    const text = "Año – 検査 ✓ \u{1F34E} 'quoted' \\ backslash";
    const { rows } = await client.query<{ text: string; number: number; nothing: null; list: string[]; json: unknown }>(
      "select $1::text as text, $2::int as number, $3::text as nothing, $4::text[] as list, $5::jsonb as json",
      [text, 42, null, ["a, b", 'c "d"', ""], { lot: "L-7", qty: 3.5, tags: ["ñ"] }],
    );
    expect(rows[0]).toEqual({
      text,
      number: 42,
      nothing: null,
      list: ["a, b", 'c "d"', ""],
      json: { lot: "L-7", qty: 3.5, tags: ["ñ"] },
    });
    await client.exec(
      "insert into notes (id, body) values (2, 'Año'); insert into notes (id, body) values (3, '検査');",
    );
    const stored = await client.query<{ body: string; bytes: number }>(
      "select body, octet_length(body) as bytes from notes where id in (2, 3) order by id",
    );
    expect(stored.rows).toEqual([
      { body: "Año", bytes: 4 },
      { body: "検査", bytes: 6 },
    ]);
  });

  it("reports a failing statement and goes on serving the next", async () => {
    await expect(client.query("select * from no_such_table")).rejects.toThrow(
      'relation "no_such_table" does not exist',
    );
    expect((await client.query<{ n: number }>("select 7 as n")).rows[0]!.n).toBe(7);
  });
});
