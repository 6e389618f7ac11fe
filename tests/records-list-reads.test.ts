import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shiftInstant } from "../src/domain/dates";
import { RECORD_COUNT_LIMIT, type RecordList, recordListQuerySchema } from "../src/domain/schemas/records";
import { monitoringRecords, organisations, sites } from "../src/server/db/schema";
import { recordListFilter, recordPageQuery } from "../src/server/use-cases/records/list-records";
import { unsortedPlanNodeTypes } from "./support/query-plan";
import { createTestApp, otherOrg, type TestApp } from "./support/test-app";

let t: TestApp;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
  manager = await t.signInAs("qa_manager");
});
afterAll(() => t.close());

async function list(query: string, cookie = admin, site = "oxnard"): Promise<RecordList> {
  const response = await t.call("GET", `/api/sites/${site}/records?${query}`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Follows nextCursor from the first page to the last and returns every id in order. */
async function walk(query: string, site = "oxnard", cookie = admin) {
  const ids: string[] = [];
  let cursor: string | null = "";
  for (let pages = 0; cursor !== null && pages < 100; pages++) {
    const page = await list(`${query}&cursor=${cursor}`, cookie, site);
    ids.push(...page.items.map((r) => r.id));
    cursor = page.nextCursor;
  }
  return ids;
}

/** The summary cards counted straight from the table, to compare with the counts kept on write. */
async function countedByHand(siteSlug: string) {
  const [site] = await t.db.select().from(sites).where(eq(sites.slug, siteSlug));
  const rows = await t.db
    .select({ status: monitoringRecords.status, exception: monitoringRecords.exception })
    .from(monitoringRecords)
    .where(and(eq(monitoringRecords.siteId, site!.id), eq(monitoringRecords.organisationId, site!.organisationId)));
  return {
    total: rows.length,
    pending: rows.filter((r) => r.status === "pending").length,
    verified: rows.filter((r) => r.status === "verified").length,
    rejected: rows.filter((r) => r.status === "rejected").length,
    exceptions: rows.filter((r) => r.exception).length,
  };
}

describe("records list: keyset pagination", () => {
  it("walks every record once with nextCursor, in the order of the numbered pages, for both sorts", async () => {
    for (const sort of ["recent", "due"]) {
      const all = await list(`sort=${sort}&pageSize=100`);
      expect(all.total).toBeLessThan(100);
      const walked = await walk(`sort=${sort}&pageSize=7`);
      expect(walked).toEqual(all.items.map((r) => r.id));
      expect(new Set(walked).size).toBe(all.total);
    }
    const water = await list("type=water&pageSize=100");
    expect(await walk("type=water&pageSize=2")).toEqual(water.items.map((r) => r.id));
  });

  it("refuses a cursor it did not write, naming the field", async () => {
    for (const cursor of ["not*base64", Buffer.from('{"a":1}').toString("base64url")]) {
      const response = await t.call("GET", `/api/sites/oxnard/records?cursor=${cursor}`, { cookie: admin });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ cursor: "Unknown cursor" });
    }
  });
});

describe("records list: summary counts kept on write", () => {
  it("match the table after creating, verifying and rejecting records", async () => {
    expect((await list("pageSize=1")).summary).toMatchObject(await countedByHand("oxnard"));
    const tech = await t.signInAs("qa_tech");
    const created = [];
    for (const reading of [36.2, 47.5, 38.0]) {
      const response = await t.call("POST", "/api/sites/oxnard/records", {
        cookie: tech,
        body: {
          type: "temperature",
          clauseId: "C.01.01",
          occurredAt: shiftInstant(new Date(), { minutes: -20 }).toISOString(),
          performedBy: "Sofia Ramirez",
          notes: "",
          readings: {
            location: "Cooler 2",
            reading,
            unit: "F",
            correctiveAction: reading > 41 ? "Product moved to Cooler 1 and re-checked." : "",
          },
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      created.push(response.json().id as string);
    }
    const approve = await t.call("POST", `/api/records/${created[0]}/approve`, { cookie: manager, body: {} });
    expect(approve.statusCode, approve.body).toBe(200);
    const reject = await t.call("POST", `/api/records/${created[1]}/reject`, {
      cookie: manager,
      body: { notes: "Reading does not match the log sheet" },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const after = await list("pageSize=1");
    const expected = await countedByHand("oxnard");
    expect(after.summary).toMatchObject(expected);
    expect(after.total).toBe(expected.total);
  });
});

describe("records list: a filtered total is counted up to its limit", () => {
  it("says when the filtered total is a lower bound, while the unfiltered total stays exact", async () => {
    const [org] = await t.db.select().from(organisations).where(eq(organisations.name, otherOrg.name));
    const [site] = await t.db
      .select()
      .from(sites)
      .where(and(eq(sites.organisationId, org!.id), eq(sites.slug, otherOrg.siteSlug)));
    const many = RECORD_COUNT_LIMIT + 5;
    await t.db.execute(sql`
      insert into monitoring_records (organisation_id, site_id, type, clause_id, occurred_at, performed_by, readings,
        summary, submitted_at, due_date, created_by_name, form_version_id)
      select ${org!.id}::uuid, ${site!.id}::uuid, 'pest', '3.01.04', now() - g * interval '1 hour', 'Test', '{}'::jsonb,
        'Station check', now() - g * interval '1 hour', current_date + 5, 'Test',
        (select id from log_form_versions where form_id = 'pest' and version = 1)
      from generate_series(1, ${many}) g`);
    const owner = await t.signIn(otherOrg.email);
    const all = await list("pageSize=5", owner);
    expect(all).toMatchObject({ total: many, totalIsLowerBound: false });
    expect(all.summary).toMatchObject({ total: many, pending: many });
    const pests = await list("type=pest&pageSize=5", owner);
    expect(pests).toMatchObject({ total: RECORD_COUNT_LIMIT, totalIsLowerBound: true });
    expect(pests.nextCursor).not.toBeNull();
    const water = await list("type=water&pageSize=5", owner);
    expect(water).toMatchObject({ total: 0, totalIsLowerBound: false, nextCursor: null });
  });
});

describe("records list: each filter reads its page off an index, in the list's order", () => {
  const key = (parts: string[]) => Buffer.from(JSON.stringify(parts)).toString("base64url");
  const uuid = "00000000-0000-0000-0000-000000000000";
  const after = {
    recent: key(["2026-01-01 00:00:00+00", "2026-01-01 00:00:00+00", uuid]),
    due: key(["2026-01-01", "2026-01-01 00:00:00+00", uuid]),
  };

  it("plans no sort for page 1 and for a page after a cursor, newest first and by due date", async () => {
    const [site] = await t.db.select().from(sites).where(eq(sites.slug, "oxnard"));
    const shapes: Record<string, string>[] = [
      {},
      { type: "water" },
      { status: "verified" },
      { status: "pending" },
      { clause: "C.01.01" },
      { from: "2026-01-01", to: "2026-03-31" },
      { type: "pest", from: "2026-01-01" },
      { search: "cooler" },
      { sort: "due" },
      { sort: "due", status: "pending" },
    ];
    for (const shape of shapes)
      for (const cursor of [undefined, after[(shape.sort as "due" | undefined) ?? "recent"]]) {
        const query = recordListQuerySchema.parse({ ...shape, ...(cursor ? { cursor } : {}) });
        const { where } = recordListFilter(site!.organisationId, site!, query);
        const types = await unsortedPlanNodeTypes(t.db, recordPageQuery(t.db, where, query));
        expect(
          types.filter((type) => type.includes("Sort")),
          JSON.stringify({ shape, cursor, types }),
        ).toEqual([]);
        expect(types.some((type) => type.startsWith("Index"))).toBe(true);
      }
  });
});
