import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "../src/server/db/schema";
import { recordEvidence, verificationEvidence } from "../src/server/use-cases/audits/evidence/area-sources";
import { createTestApp, type TestApp } from "./support/test-app";

// The pack's long sources read in keyset pages of 500 rows (decision 174). 1,203 records made at one
// instant, each reviewed at one other instant, cross two page boundaries with every sort key but the id
// tied: each must be read exactly once, and dated by the site's calendar.
const COPIES = 1203;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("evidence pack sources over more rows than a page", () => {
  it("reads every record and every verification once, ties included", async () => {
    const [site] = await t.db.select().from(sites).where(eq(sites.slug, "oxnard"));
    const q = {
      organisationId: site!.organisationId,
      siteId: site!.id,
      from: "2026-01-01",
      to: "2026-12-31",
      timeZone: site!.timezone,
      locale: "en" as const,
    };
    const before = {
      records: (await recordEvidence(t.db, q)).length,
      reviews: (await verificationEvidence(t.db, q)).length,
    };
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table copies on commit drop as
        select r.* from monitoring_records r, generate_series(1, ${COPIES})
        where r.id = (select id from monitoring_records where site_id = ${site!.id} order by occurred_at desc limit 1)`);
      await tx.execute(
        sql`update copies set id = gen_random_uuid(), occurred_at = '2026-06-16T05:30:00Z', created_at = '2026-06-16T05:30:00Z'`,
      );
      // Every column but the generated ones (the search vector), as the copies hold them.
      const { rows } = (await tx.execute(
        sql`select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as list from information_schema.columns
          where table_name = 'monitoring_records' and is_generated = 'NEVER'`,
      )) as unknown as { rows: { list: string }[] };
      await tx.execute(
        sql.raw(`insert into monitoring_records (${rows[0]!.list}) select ${rows[0]!.list} from copies`),
      );
      await tx.execute(sql`insert into record_reviews (organisation_id, record_id, version, decision, notes, content_hash, reviewer_name, reviewer_role, reviewed_at)
        select organisation_id, id, 1, 'approved', '', 'copy', 'Daniel Kim', 'QA Manager', '2026-06-17T03:00:00Z' from copies`);
    });
    const records = await recordEvidence(t.db, q);
    const reviews = await verificationEvidence(t.db, q);
    expect(records.length - before.records).toBe(COPIES);
    expect(reviews.length - before.reviews).toBe(COPIES);
    // Dated by the site's calendar (Oxnard, UTC−7 in June), not UTC's: 05:30Z on the 16th is the 15th there.
    expect(site!.timezone).toBe("America/Los_Angeles");
    expect(records.filter((r) => r.date === "2026-06-15").length).toBeGreaterThanOrEqual(COPIES);
    expect(reviews.filter((r) => r.date === "2026-06-16").length).toBeGreaterThanOrEqual(COPIES);
    // Nothing outside the site: another site's period reads none of them.
    const [other] = await t.db
      .select()
      .from(sites)
      .where(and(eq(sites.organisationId, site!.organisationId), sql`${sites.id} <> ${site!.id}`))
      .limit(1);
    const elsewhere = await verificationEvidence(t.db, { ...q, siteId: other!.id });
    expect(elsewhere.filter((r) => r.date === "2026-06-16" && r.by.startsWith("Daniel Kim")).length).toBeLessThan(
      COPIES,
    );
  });
});
