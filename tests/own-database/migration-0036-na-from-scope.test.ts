import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBeforeMigration } from "../support/database-before-migration";

/**
 * The migration `…_na_from_scope`: a checklist item the site's scope marked N/A used to store the
 * English prefix with the scope's rationale ("Marked N/A in the site scope: …"). A database built just
 * before it, holding such items, is migrated to the latest: the prefix becomes the `na_from_scope` flag,
 * the rationale is kept alone, and an auditor's own rationale is left as it was.
 */
let db: Awaited<ReturnType<typeof databaseBeforeMigration>>;
beforeAll(async () => {
  db = await databaseBeforeMigration("_na_from_scope");
});
afterAll(() => db?.close());
const one = <T>(query: string, params: unknown[] = []) => db.one<T>(query, params);

describe("migration: a checklist item's N/A from the site scope", () => {
  it("moves the English prefix into the flag and keeps the auditor's own rationale as written", async () => {
    const { org, site, user: auditor } = await db.organisationSiteAndUser();
    const { id: audit } = await one<{ id: string }>(
      `insert into internal_audits (organisation_id, site_id, type, audit_date, auditor_id, scope_kind, scope_ids)
       values ($1, $2, 'full', '2026-10-01', $3, 'modules', '["FSMS_1"]') returning id`,
      [org, site, auditor],
    );
    const item = async (position: number, clause: string, rationale: string) =>
      (
        await one<{ id: string }>(
          `insert into internal_audit_items (organisation_id, audit_id, position, clause_id, module, section, requirement, points, tags, answer, na_rationale)
           values ($1, $2, $3, $4, 'FSMS_1', 'Complaint Handling', 'A requirement', 10, '["complaints"]', 'na', $5) returning id`,
          [org, audit, position, clause, rationale],
        )
      ).id;
    const fromScope = await item(0, "1.09.01", "Marked N/A in the site scope: Complaints go to the corporate office");
    const bare = await item(1, "1.10.01", "Marked N/A in the site scope:");
    const own = await item(2, "1.11.01", "Not relevant for this crew");

    await db.migrateToLatest();

    const applied = await one<{ n: number }>(`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied.n).toBe(db.migrationCount);
    const read = (id: string) =>
      one<{ na_rationale: string | null; na_from_scope: boolean }>(
        `select na_rationale, na_from_scope from internal_audit_items where id = $1`,
        [id],
      );
    expect(await read(fromScope)).toEqual({
      na_rationale: "Complaints go to the corporate office",
      na_from_scope: true,
    });
    expect(await read(bare)).toEqual({ na_rationale: "", na_from_scope: true });
    expect(await read(own)).toEqual({ na_rationale: "Not relevant for this crew", na_from_scope: false });
  });
});
