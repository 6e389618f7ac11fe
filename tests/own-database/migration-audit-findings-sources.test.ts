import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBeforeMigration } from "../support/database-before-migration";

/**
 * The migration `…_document_audit_findings` (decision 118) lets `audit_findings` hold findings tracked
 * from document audits. A database built just before it, holding an internal audit's finding as it was
 * then, is migrated to the latest: the finding is carried over as an internal-audit finding, unchanged,
 * and the new CHECK keeps each source complete.
 */
let db: Awaited<ReturnType<typeof databaseBeforeMigration>>;
beforeAll(async () => {
  db = await databaseBeforeMigration("_document_audit_findings");
});
afterAll(() => db?.close());
const one = <T>(query: string, params: unknown[] = []) => db.one<T>(query, params);

describe("migration: audit findings from two sources", () => {
  it("carries an internal audit's finding over unchanged, as an internal-audit finding", async () => {
    const { org, site, user: auditor } = await db.organisationSiteAndUser();
    const { id: audit } = await one<{ id: string }>(
      `insert into internal_audits (organisation_id, site_id, type, audit_date, auditor_id, scope_kind, scope_ids)
       values ($1, $2, 'full', '2026-10-01', $3, 'modules', '["fsms"]') returning id`,
      [org, site, auditor],
    );
    const { id: item } = await one<{ id: string }>(
      `insert into internal_audit_items (organisation_id, audit_id, position, clause_id, module, section, requirement, points, tags, answer)
       values ($1, $2, 0, '1.01.01', 'fsms', 'Management', 'Food Safety Policy present', 10, '["management"]', 'finding') returning id`,
      [org, audit],
    );
    const { id: finding } = await one<{ id: string }>(
      `insert into audit_findings (organisation_id, site_id, audit_id, item_id, clause_id, title, summary, owner_role, due_date, evidence_to_close)
       values ($1, $2, $3, $4, '1.01.01', 'Food Safety Policy present', 'No signed policy', 'pcqi', '2026-10-31', '["Root cause"]') returning id`,
      [org, site, audit, item],
    );

    await db.migrateToLatest();

    const applied = await one<{ n: number }>(`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied.n).toBe(db.migrationCount);
    const row = await one<Record<string, unknown>>(
      `select source, audit_id, item_id, owner_role, owner_id, document_audit_id, finding_index, citations,
              title, summary, due_date::text as due_date, status
       from audit_findings where id = $1`,
      [finding],
    );
    expect(row).toEqual({
      source: "internal_audit",
      audit_id: audit,
      item_id: item,
      owner_role: "pcqi",
      owner_id: null,
      document_audit_id: null,
      finding_index: null,
      citations: [],
      title: "Food Safety Policy present",
      summary: "No signed policy",
      due_date: "2026-10-31",
      status: "open",
    });

    // Each source must be complete: an internal finding without its role, a document finding without its owner.
    await expect(
      db.client.query(`update audit_findings set owner_role = null where id = $1`, [finding]),
    ).rejects.toThrow(/audit_findings_source/);
    await expect(
      db.client.query(
        `insert into audit_findings (organisation_id, site_id, source, clause_id, title, due_date, evidence_to_close)
         values ($1, $2, 'document_audit', '1.01.01', 'Food Safety Policy present', '2026-12-01', '[]')`,
        [org, site],
      ),
    ).rejects.toThrow(/audit_findings_source/);
  });
});
