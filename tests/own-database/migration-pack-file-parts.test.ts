import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBeforeMigration } from "../support/database-before-migration";

/**
 * The migration `…_pack_file_parts` (decision 174): a pack file's bytes move from its row to parts. A
 * database built just before it, holding a pack with a file, is migrated to the latest: the file keeps
 * every byte, as its part 0, under its pack.
 */
let db: Awaited<ReturnType<typeof databaseBeforeMigration>>;
beforeAll(async () => {
  db = await databaseBeforeMigration("_pack_file_parts");
});
afterAll(() => db?.close());

describe("migration: pack files' bytes in parts", () => {
  it("keeps each stored file's bytes as its part 0", async () => {
    const { org, site, user } = await db.organisationSiteAndUser();
    const { id: pack } = await db.one<{ id: string }>(
      `insert into evidence_packs (organisation_id, site_id, name, period_from, period_to, clauses, format, status, requested_by, requested_by_name)
       values ($1, $2, 'Salinas — March', '2026-03-01', '2026-03-31', '{}', 'pdf_zip', 'ready', $3, 'Ana Ruiz') returning id`,
      [org, site, user],
    );
    const bytes = randomBytes(300_000);
    const { id: file } = await db.one<{ id: string }>(
      `insert into evidence_pack_files (organisation_id, pack_id, kind, filename, content_type, size, data)
       values ($1, $2, 'zip', 'pack.zip', 'application/zip', $3, $4) returning id`,
      [org, pack, bytes.length, bytes],
    );
    await db.migrateToLatest();
    const parts = (
      await db.client.query<{ organisation_id: string; pack_id: string; part: number; data: Uint8Array }>(
        `select organisation_id, pack_id, part, data from evidence_pack_file_parts where file_id = $1`,
        [file],
      )
    ).rows;
    // …and, after `…_staged_pack_file_parts` (decision 175), its pack's id.
    expect(parts.map((p) => [p.organisation_id, p.pack_id, p.part])).toEqual([[org, pack, 0]]);
    expect(Buffer.from(parts[0]!.data).equals(bytes)).toBe(true);
    const columns = await db.client.query(
      `select 1 from information_schema.columns where table_name = 'evidence_pack_files' and column_name = 'data'`,
    );
    expect(columns.rows).toHaveLength(0);
  });
});
