import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { openPglite } from "../../src/server/db/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../src/server/db/client";

/**
 * Migration 0025 replaced the single `restricted_site_id` of memberships and invitations by the sets
 * `membership_sites` / `invitation_sites` (decision 092). A database built at 0024, holding members and
 * invitations as they were then, is migrated to the latest: nobody and no invitation is lost, and every
 * member keeps the sites she had (one site, or every site when she had no restriction).
 */
interface Journal {
  entries: { idx: number; tag: string }[];
}
const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta/_journal.json"), "utf8")) as Journal;

let client: PGlite;
let before0025: string;
beforeAll(async () => {
  // The migrations folder as it was before 0025: the same files, the journal cut after 0024.
  before0025 = mkdtempSync(join(tmpdir(), "cw-migrations-0024-"));
  cpSync(migrationsFolder, before0025, { recursive: true });
  const cut = journal.entries.filter((e) => e.idx <= 24);
  expect(cut.at(-1)!.tag).toMatch(/^0024_/);
  writeFileSync(join(before0025, "meta/_journal.json"), JSON.stringify({ ...journal, entries: cut }));
  client = await openPglite();
  await migrate(drizzle(client), { migrationsFolder: before0025 });
});
afterAll(async () => {
  await client?.close();
  rmSync(before0025, { recursive: true, force: true });
});

const one = async <T>(query: string, params: unknown[] = []) => (await client.query<T>(query, params)).rows[0]!;

describe("migration 0025: single site restriction → site sets", () => {
  it("keeps every member and invitation, and the sites each may use", async () => {
    const { id: org } = await one<{ id: string }>(
      `insert into organisations (name) values ('Valle Verde') returning id`,
    );
    const site = (slug: string, tz: string) =>
      one<{ id: string }>(
        `insert into sites (organisation_id, slug, name, address, timezone, type)
         values ($1, $2, $2, 'Salinas, CA', $3, 'packhouse') returning id`,
        [org, slug, tz],
      );
    const salinas = (await site("salinas", "America/Los_Angeles")).id;
    const yuma = (await site("yuma", "America/Phoenix")).id;
    const user = async (email: string) =>
      (
        await one<{ id: string }>(`insert into users (email, name, password_hash) values ($1, $1, 'x') returning id`, [
          email,
        ])
      ).id;
    const member = (userId: string, role: string, restricted: string | null) =>
      one<{ id: string }>(
        `insert into memberships (user_id, organisation_id, role, restricted_site_id) values ($1, $2, $3, $4) returning id`,
        [userId, org, role, restricted],
      );
    const admin = await user("admin@valleverde.example");
    const everywhere = (await member(admin, "admin", null)).id;
    const salinasOnly = (await member(await user("sup.salinas@valleverde.example"), "supervisor", salinas)).id;
    const yumaOnly = (await member(await user("sup.yuma@valleverde.example"), "qa_tech", yuma)).id;
    const invite = (email: string, restricted: string | null) =>
      one<{ id: string }>(
        `insert into invitations (organisation_id, email, role, token_hash, invited_by_user_id, expires_at, restricted_site_id)
         values ($1, $2, 'viewer', md5($2), $3, now() + interval '7 days', $4) returning id`,
        [org, email, admin, restricted],
      );
    const invitedYuma = (await invite("new.yuma@valleverde.example", yuma)).id;
    const invitedAll = (await invite("new.all@valleverde.example", null)).id;

    await migrate(drizzle(client), { migrationsFolder });

    const applied = await one<{ n: number }>(`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied.n).toBe(journal.entries.length);
    expect((await one<{ n: number }>(`select count(*)::int as n from memberships`)).n).toBe(3);
    expect((await one<{ n: number }>(`select count(*)::int as n from invitations`)).n).toBe(2);

    const sitesOf = async (table: "membership_sites" | "invitation_sites", column: string, id: string) =>
      (await client.query<{ site_id: string }>(`select site_id from ${table} where ${column} = $1`, [id])).rows.map(
        (r) => r.site_id,
      );
    // No rows: every site of the organisation (decision 092), as before.
    expect(await sitesOf("membership_sites", "membership_id", everywhere)).toEqual([]);
    expect(await sitesOf("membership_sites", "membership_id", salinasOnly)).toEqual([salinas]);
    expect(await sitesOf("membership_sites", "membership_id", yumaOnly)).toEqual([yuma]);
    expect(await sitesOf("invitation_sites", "invitation_id", invitedYuma)).toEqual([yuma]);
    expect(await sitesOf("invitation_sites", "invitation_id", invitedAll)).toEqual([]);
    const orgOfRows = await client.query<{ organisation_id: string }>(
      `select organisation_id from membership_sites union all select organisation_id from invitation_sites`,
    );
    expect(orgOfRows.rows.every((r) => r.organisation_id === org)).toBe(true);
    // The old column is gone, so nothing can still read it.
    const columns = await client.query(
      `select 1 from information_schema.columns where table_name in ('memberships', 'invitations') and column_name = 'restricted_site_id'`,
    );
    expect(columns.rows).toEqual([]);
  });
});
