import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, shiftInstant } from "../src/domain/dates";
import type { OverviewView } from "../src/domain/schemas/overview";
import type { RecordInput } from "../src/domain/schemas/records";
import type { Actor } from "../src/server/auth/actor";
import { organisations, sites, users } from "../src/server/db/schema";
import { createRecord } from "../src/server/use-cases/records/create-record";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Decision 168: the overview's pending figures read monitoring_record_pending, a count per (site, clause,
 * due date) kept by a trigger on monitoring_records. After every kind of write the kept rows must equal a
 * count of the pending records themselves, and the overview's figures must equal what those records say.
 */
let t: TestApp;
let actor: Actor;
let siteId: string;
const cookie = {} as Record<"admin" | "pcqi" | "qa_manager" | "qa_tech", string>;

beforeAll(async () => {
  // Some writes below go straight to the table (no audit event), which a kept overview would not see
  // (decision 131): every read here recomputes it.
  t = await createTestApp({ env: { OVERVIEW_KEEP_SECONDS: "0" } });
  for (const role of ["admin", "pcqi", "qa_manager", "qa_tech"] as const) cookie[role] = await t.signInAs(role);
  const [user] = await t.db.select().from(users).where(eq(users.email, "admin@clausewise.demo"));
  const [org] = await t.db.select().from(organisations).where(eq(organisations.name, "Pacific Fresh Produce Co."));
  const [site] = await t.db
    .select()
    .from(sites)
    .where(and(eq(sites.organisationId, org!.id), eq(sites.slug, "oxnard")));
  siteId = site!.id;
  actor = {
    userId: user!.id,
    organisationId: org!.id,
    name: "Alex Rivera",
    email: user!.email,
    role: "admin",
    restrictedSiteIds: null,
    currentSiteId: null,
    sessionTokenHash: null,
  };
});
afterAll(() => t.close());

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as Rows<T>).rows;

/** The pending records of oxnard counted from the records themselves, and the kept rows, both per clause and due date. */
async function pendingBothWays() {
  const direct = await rowsOf<{ clause_id: string; due_date: string; n: number }>(sql`
    select clause_id, due_date::text, count(*)::int as n from monitoring_records
    where site_id = ${siteId} and status = 'pending' group by 1, 2 order by 1, 2`);
  const kept = await rowsOf<{ clause_id: string; due_date: string; n: number }>(sql`
    select clause_id, due_date::text, count as n from monitoring_record_pending
    where site_id = ${siteId} order by 1, 2`);
  return { direct, kept };
}

async function overview(): Promise<OverviewView> {
  const response = await t.call("GET", "/api/sites/oxnard/overview?days=30", { cookie: cookie.admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The kept rows equal the direct count, and the overview's and the records list's pending figures are the records'. */
async function expectKeptCountsTrue() {
  const { direct, kept } = await pendingBothWays();
  expect(kept).toEqual(direct);
  const o = await overview();
  const today = o.today;
  const soon = addCalendarDays(today, 7);
  const [figures] = await rowsOf<{ pending: number; soon: number; overdue: number }>(sql`
    select count(*)::int as pending,
      (count(*) filter (where due_date >= ${today} and due_date <= ${soon}))::int as soon,
      (count(*) filter (where due_date < ${today}))::int as overdue
    from monitoring_records where site_id = ${siteId} and status = 'pending'`);
  expect(o.metrics.recordsToVerify).toMatchObject({
    value: figures!.pending,
    dueWithin7Days: figures!.soon,
    overdue: figures!.overdue,
  });
  expect(o.actionQueue.find((q) => q.tab === "verify")!.total).toBe(figures!.pending);
  const list = await t.call("GET", "/api/sites/oxnard/records?page=1&pageSize=5", { cookie: cookie.admin });
  expect(list.json().summary).toMatchObject({
    pending: figures!.pending,
    dueWithin7Days: figures!.soon,
    overdue: figures!.overdue,
  });
  return { direct, figures: figures!, overview: o };
}

const occurredAt = (minutesAgo = 30) => shiftInstant(new Date(), { minutes: -minutesAgo }).toISOString();
const temperature = (reading = 36.4, clauseId = "C.01.01") => ({
  type: "temperature" as const,
  clauseId,
  occurredAt: occurredAt(),
  performedBy: "Sofia Ramirez",
  notes: "",
  readings: { location: "Cooler 2", reading, unit: "F" as const, correctiveAction: "" },
});

async function create(body = temperature()) {
  const response = await t.call("POST", "/api/sites/oxnard/records", { cookie: cookie.qa_tech, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; clauseId: string; dueDate: string; occurredAt: string };
}

describe("pending counts kept per site, clause and due date (decision 168)", () => {
  it("hold the demo's pending records as seeded", async () => {
    const { direct, figures } = await expectKeptCountsTrue();
    expect(figures.pending).toBeGreaterThan(0);
    expect(direct.length).toBeGreaterThan(0);
  });

  it("follow inserts, verifications, rejections and resubmissions", async () => {
    const before = await expectKeptCountsTrue();
    const [a, b, c] = [await create(), await create(temperature(37)), await create(temperature(38.5))];
    const added = await expectKeptCountsTrue();
    expect(added.figures.pending).toBe(before.figures.pending + 3);

    const approve = await t.call("POST", `/api/records/${a.id}/approve`, { cookie: cookie.qa_manager, body: {} });
    expect(approve.statusCode, approve.body).toBe(200);
    const reject = await t.call("POST", `/api/records/${b.id}/reject`, {
      cookie: cookie.qa_manager,
      body: { notes: "Reading not legible" },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const reviewed = await expectKeptCountsTrue();
    expect(reviewed.figures.pending).toBe(before.figures.pending + 1);

    const resubmit = await t.call("POST", `/api/records/${b.id}/corrections`, {
      cookie: cookie.qa_tech,
      body: { reason: "Re-read", record: { ...temperature(37.2), occurredAt: b.occurredAt } },
    });
    expect(resubmit.statusCode, resubmit.body).toBe(200);
    expect((await expectKeptCountsTrue()).figures.pending).toBe(before.figures.pending + 2);
    expect(c.id).toBeTruthy();
  });

  it("follow an amendment that moves a verified record back to pending under another clause", async () => {
    const record = await create();
    const approve = await t.call("POST", `/api/records/${record.id}/approve`, { cookie: cookie.pcqi, body: {} });
    expect(approve.statusCode, approve.body).toBe(200);
    const before = await expectKeptCountsTrue();
    const [other] = await rowsOf<{ clause_id: string }>(sql`
      select distinct clause_id from monitoring_records
      where site_id = ${siteId} and clause_id <> 'C.01.01' limit 1`);
    expect(other).toBeDefined();
    const amend = await t.call("POST", `/api/records/${record.id}/corrections`, {
      cookie: cookie.qa_manager,
      body: {
        reason: "Filed under the wrong clause",
        record: { ...temperature(36.4, other!.clause_id), occurredAt: record.occurredAt },
      },
    });
    expect(amend.statusCode, amend.body).toBe(200);
    expect(amend.json()).toMatchObject({ status: "pending", clauseId: other!.clause_id });
    const after = await expectKeptCountsTrue();
    expect(after.figures.pending).toBe(before.figures.pending + 1);
    const onOther = (rows: typeof after.direct) =>
      rows.filter((r) => r.clause_id === other!.clause_id).reduce((n, r) => n + r.n, 0);
    expect(onOther(after.direct)).toBe(onOther(before.direct) + 1);
  });

  it("follow a pending record moved to another clause and due date, and one deleted, by any write to the table", async () => {
    const record = await create();
    await t.db.execute(
      sql`update monitoring_records set clause_id = 'C.02.01', due_date = due_date - 30 where id = ${record.id}`,
    );
    const movedDue = addCalendarDays(record.dueDate, -30);
    const moved = await expectKeptCountsTrue();
    const onMoved = (rows: typeof moved.direct) =>
      rows.find((r) => r.clause_id === "C.02.01" && r.due_date === movedDue)?.n ?? 0;
    expect(onMoved(moved.direct)).toBeGreaterThan(0);
    expect(moved.figures.overdue).toBeGreaterThan(0);
    // An update that leaves the record pending where it was changes nothing.
    await t.db.execute(sql`update monitoring_records set notes = 'checked' where id = ${record.id}`);
    await expectKeptCountsTrue();
    await t.db.execute(sql`delete from monitoring_records where id = ${record.id}`);
    const deleted = await expectKeptCountsTrue();
    expect(onMoved(deleted.direct)).toBe(onMoved(moved.direct) - 1);
    expect(deleted.figures.overdue).toBe(moved.figures.overdue - 1);
  });

  it("follow records made in the past, whose due dates have passed: overdue on the overview", async () => {
    const before = await expectKeptCountsTrue();
    const made = shiftInstant(new Date(), { days: -20 });
    const input: RecordInput = { ...temperature(35), occurredAt: shiftInstant(made, { hours: -1 }).toISOString() };
    const old = await createRecord(t.db, { ...actor, now: made }, { siteSlug: "oxnard", record: input, files: [] });
    expect(old.dueDate < before.overview.today).toBe(true);
    const after = await expectKeptCountsTrue();
    expect(after.figures.overdue).toBe(before.figures.overdue + 1);
    expect(after.overview.metrics.recordsToVerify.overdue).toBe(before.figures.overdue + 1);
  });

  it("follow an import and its undo (the import's records deleted)", async () => {
    const before = await expectKeptCountsTrue();
    const file = [
      "Date,Initials,Location,Temperature",
      "2026-01-07 07:00,UN,Cooler 9,33",
      "2026-01-07 15:00,UN,Cooler 9,34",
    ].join("\n");
    const boundary = "----pending-counts-boundary";
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify({
          formId: "temperature",
          mapping: { date: 0, initials: 1, location: 2, reading: 3 },
        })}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pending.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(file),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const imported = await t.app.inject({
      method: "POST",
      url: "/api/sites/oxnard/record-imports",
      headers: { cookie: cookie.qa_manager, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect((await expectKeptCountsTrue()).figures.pending).toBe(before.figures.pending + 2);
    const undo = await t.call("POST", `/api/sites/oxnard/record-imports/${imported.json().id}/undo`, {
      cookie: cookie.pcqi,
      body: { reason: "Wrong site chosen" },
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await expectKeptCountsTrue()).figures.pending).toBe(before.figures.pending);
  });
});
