import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtinFormDefinitions } from "../../src/domain/forms/builtin-forms";
import { databaseBeforeMigration } from "../support/database-before-migration";

/**
 * The migration `…_log_forms` (decision 138): the four built-in log types become built-in forms. A
 * database built just before it, holding records of each type, is migrated to the latest: each type has
 * its form at version 1 (the definitions of src/domain/forms/builtin-forms.ts), every record points at its
 * type's version 1 and keeps its readings, summary and status as they were.
 */
let db: Awaited<ReturnType<typeof databaseBeforeMigration>>;
beforeAll(async () => {
  db = await databaseBeforeMigration("_log_forms");
});
afterAll(() => db?.close());
const one = <T>(query: string, params: unknown[] = []) => db.one<T>(query, params);

describe("migration: log forms", () => {
  it("creates the built-in forms' version 1 and points existing records at it, their data untouched", async () => {
    const { org, site } = await db.organisationSiteAndUser();
    const readings = {
      temperature: { location: "Cooler 2", reading: 36.4, unit: "F", minLimit: 32, maxLimit: 41, correctiveAction: "" },
      water: {
        source: "well",
        samplePoint: "Well 1",
        test: "generic_e_coli",
        result: 0,
        limit: 0,
        lab: "",
        correctiveAction: "",
      },
      sanitation: { area: "Line 1", shift: "pre_op", checklist: [], sanitizerPpm: null, correctiveAction: "" },
      pest: { station: "R-12", stationType: "snap_trap", activityFound: false, activity: "", action: "" },
    };
    const ids: Record<string, string> = {};
    for (const [type, value] of Object.entries(readings))
      ids[type] = (
        await one<{ id: string }>(
          `insert into monitoring_records (organisation_id, site_id, type, clause_id, occurred_at, performed_by, readings,
             summary, status, submitted_at, due_date, created_by_name)
           values ($1, $2, $3, 'C.01.01', '2026-10-01T14:00:00Z', 'Ana Ruiz', $4, $5, 'verified', '2026-10-01T14:05:00Z',
             '2026-10-12', 'Ana Ruiz') returning id`,
          [org, site, type, JSON.stringify(value), `summary of ${type}`],
        )
      ).id;

    await db.migrateToLatest();

    const applied = await one<{ n: number }>(`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied.n).toBe(db.migrationCount);
    for (const [type, value] of Object.entries(readings)) {
      const row = await one<{
        form_id: string;
        version: number;
        definition: unknown;
        readings: unknown;
        summary: string;
        status: string;
      }>(
        `select v.form_id, v.version, v.definition, r.readings, r.summary, r.status
         from monitoring_records r join log_form_versions v on v.id = r.form_version_id where r.id = $1`,
        [ids[type]],
      );
      expect(row).toEqual({
        form_id: type,
        version: 1,
        definition: builtinFormDefinitions[type as keyof typeof builtinFormDefinitions],
        readings: value,
        summary: `summary of ${type}`,
        status: "verified",
      });
    }
    const forms = await one<{ n: number }>(
      `select count(*)::int as n from log_forms where organisation_id is null and current_version = 1`,
    );
    expect(forms.n).toBe(4);
    await expect(db.client.query(`update log_form_versions set version = 2`)).rejects.toThrow(/append-only/);
  });
});
