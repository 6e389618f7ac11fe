import { createHash, randomBytes } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../../src/server/db/pglite";

// PGlite opened the project's way converts bytea with Node's hex codec (decision 174): every byte value
// and every size comes back as stored, as a Uint8Array holding only its own bytes, and PostgreSQL reads
// the same bytes the client sent (its own functions over the column agree).
let client: PGlite;
beforeAll(async () => {
  client = await openPglite();
  await client.exec("create table blobs (id int primary key, data bytea)");
});
afterAll(() => client.close());

describe("bytea on PGlite", () => {
  const every = Uint8Array.from({ length: 256 }, (_, i) => i);
  const cases: [string, Uint8Array][] = [
    ["empty", new Uint8Array(0)],
    ["every byte value", every],
    ["a view into a larger buffer", new Uint8Array(randomBytes(5000).buffer, 1000, 3000)],
    ["two megabytes", randomBytes(2 * 1024 * 1024)],
  ];
  it.each(cases)("%s round-trips", async (_name, bytes) => {
    const id = cases.findIndex(([, b]) => b === bytes);
    await client.query("insert into blobs (id, data) values ($1, $2)", [id, bytes]);
    const { rows } = await client.query<{ data: Uint8Array; length: number; md5: string }>(
      "select data, length(data) as length, md5(data) as md5 from blobs where id = $1",
      [id],
    );
    const [row] = rows;
    expect(row!.length).toBe(bytes.byteLength);
    expect(row!.md5).toBe(createHash("md5").update(bytes).digest("hex"));
    expect(row!.data).toBeInstanceOf(Uint8Array);
    expect(Buffer.compare(Buffer.from(row!.data), Buffer.from(bytes))).toBe(0);
    expect(row!.data.buffer.byteLength).toBe(bytes.byteLength);
  });

  it("reads bytes PostgreSQL wrote itself", async () => {
    const { rows } = await client.query<{ data: Uint8Array }>("select decode('00ff10', 'hex') as data");
    expect([...rows[0]!.data]).toEqual([0, 255, 16]);
  });

  it("refuses a value that is not bytes", async () => {
    await expect(client.query("select $1::bytea", ["not bytes"])).rejects.toThrow("Invalid input for bytea type");
  });
});
