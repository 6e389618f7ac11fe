import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBeforeMigration } from "../support/database-before-migration";

/**
 * The migration `…_pending_counts` (decision 168): a database built just before it, holding pending,
 * verified and rejected records on two clauses and several due dates, is migrated to the latest; the kept
 * counts then hold one row per (site, clause, due date) of its pending records, with their number, and
 * follow the next writes.
 */
let db: Awaited<ReturnType<typeof databaseBeforeMigration>>;
beforeAll(async () => {
  db = await databaseBeforeMigration("_pending_counts");
});
afterAll(() => db?.close());

describe("migration: pending counts", () => {
  it("counts the pending records already written, per site, clause and due date, and then follows writes", async () => {
    const { org, site } = await db.organisationSiteAndUser();
    const rows: [clause: string, due: string, status: string][] = [
      ["C.01.01", "2026-10-12", "pending"],
      ["C.01.01", "2026-10-12", "pending"],
      ["C.01.01", "2026-10-13", "pending"],
      ["C.01.01", "2026-10-12", "verified"],
      ["C.02.01", "2026-10-12", "pending"],
      ["C.02.01", "2026-10-14", "rejected"],
    ];
    for (const [clause, due, status] of rows)
      await db.client.query(
        `insert into monitoring_records (organisation_id, site_id, type, clause_id, occurred_at, performed_by, readings,
           summary, status, submitted_at, due_date, created_by_name, form_version_id)
         values ($1, $2, 'temperature', $3, '2026-10-01T14:00:00Z', 'Ana Ruiz', '{}', 'Cooler 2: 36 °F', $4,
           '2026-10-01T14:05:00Z', $5, 'Ana Ruiz',
           (select id from log_form_versions where form_id = 'temperature' order by version limit 1))`,
        [org, site, clause, status, due],
      );

    await db.migrateToLatest();

    const kept = async () =>
      (
        await db.client.query<{ clause_id: string; due_date: string; count: number }>(
          `select clause_id, due_date::text, count from monitoring_record_pending where site_id = $1 order by 1, 2`,
          [site],
        )
      ).rows;
    expect(await kept()).toEqual([
      { clause_id: "C.01.01", due_date: "2026-10-12", count: 2 },
      { clause_id: "C.01.01", due_date: "2026-10-13", count: 1 },
      { clause_id: "C.02.01", due_date: "2026-10-12", count: 1 },
    ]);
    // The trigger takes over from the backfill: verifying the only pending record of a row removes the row.
    await db.client.query(
      `update monitoring_records set status = 'verified' where site_id = $1 and clause_id = 'C.02.01' and status = 'pending'`,
      [site],
    );
    expect(await kept()).toEqual([
      { clause_id: "C.01.01", due_date: "2026-10-12", count: 2 },
      { clause_id: "C.01.01", due_date: "2026-10-13", count: 1 },
    ]);
  });
});
