import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, shiftInstant, siteToday, zonedDateTime } from "../src/domain/dates";
import { logFormVersions, monitoringRecords, sites } from "../src/server/db/schema";
import { createTestApp, otherOrg, type TestApp } from "./support/test-app";

// Records and schedules of an organisation's own log forms (issue 19): any form version, judged on the
// server against the stored version only.
let t: TestApp;
const cookie = {} as Record<"admin" | "qa_manager" | "qa_tech" | "pcqi", string>;
let formId: string;

const hydrocooler = {
  name: "Hydrocooler water check",
  description: "Each load through the hydrocooler.",
  clauseIds: ["C.01.01"],
  correctiveActionRequired: true,
  fields: [
    { key: "load", label: "Load", type: "text" },
    { key: "water", label: "Water temperature", type: "number", unit: "°F", min: 33, max: 36 },
    { key: "screen", label: "Screen clean", type: "pass_fail" },
    { key: "line", label: "Line", type: "choice", options: ["Line 1", "Line 2"] },
    { key: "checkedAt", label: "Checked at", type: "datetime", required: false },
    { key: "initials", label: "Initials", type: "signature" },
    { key: "photo", label: "Photo of the gauge", type: "photo", required: false },
  ],
};

// Half an hour ago, but never before midnight at oxnard: the test counts these records as today's log.
const OXNARD_ZONE = "America/Los_Angeles";
const occurredAt = () => {
  const now = new Date();
  const midnight = zonedDateTime(siteToday(OXNARD_ZONE, now), 0, 0, OXNARD_ZONE);
  const halfAnHourAgo = shiftInstant(now, { minutes: -30 });
  return (halfAnHourAgo < midnight ? midnight : halfAnHourAgo).toISOString();
};
const record = (readings: Record<string, unknown>, id = formId) => ({
  type: "custom",
  formId: id,
  clauseId: "C.01.01",
  occurredAt: occurredAt(),
  performedBy: "Sofia Ramirez",
  notes: "",
  readings: { load: "Load 7", water: 34.5, screen: true, line: "Line 1", initials: "SR", ...readings },
});
const post = (body: unknown, who = cookie.qa_tech) =>
  t.call("POST", "/api/sites/oxnard/records", { cookie: who, body });

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["admin", "qa_manager", "qa_tech", "pcqi"] as const) cookie[role] = await t.signInAs(role);
  const created = await t.call("POST", "/api/forms", { cookie: cookie.qa_manager, body: hydrocooler });
  expect(created.statusCode, created.body).toBe(201);
  formId = created.json().formId;
});
afterAll(() => t.close());

describe("records of a custom form", () => {
  it("stores a record made with the form's current version, judged within its stored limits", async () => {
    const created = await post(record({}));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ type: "custom", exception: false, status: "pending" });
    expect(created.json().summary).toMatch(/^Hydrocooler water check: .*Water temperature 34\.5 °F/);
    const [row] = await t.db.select().from(monitoringRecords).where(eq(monitoringRecords.id, created.json().id));
    const [version] = await t.db.select().from(logFormVersions).where(eq(logFormVersions.id, row!.formVersionId));
    expect(version).toMatchObject({ formId, version: 1 });
    expect(row!.readings).toMatchObject({ water: 34.5, screen: true, line: "Line 1", photo: null });
    // The search finds it by its form's name (its summary), though it has no type words.
    const found = await t.call("GET", "/api/sites/oxnard/records?search=hydrocooler", { cookie: cookie.qa_tech });
    expect(found.json().items.map((i: { id: string }) => i.id)).toContain(created.json().id);
  });

  it("answers 400 naming each field the stored version refuses, and stores nothing", async () => {
    const before = await t.db.$count(monitoringRecords, eq(monitoringRecords.type, "custom"));
    const bad = await post(record({ water: "cold", line: "Line 9", load: "", extra: 1 }));
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.fields;
    expect(Object.keys(fields).sort()).toEqual(["readings.extra", "readings.line", "readings.load", "readings.water"]);
    expect(fields["readings.water"]).toBe("Water temperature must be a number");
    expect(fields["readings.line"]).toBe("Choose one of the options for Line");
    const spanish = await t.call("POST", "/api/sites/oxnard/records", {
      cookie: cookie.qa_tech,
      headers: { "accept-language": "es" },
      body: record({ load: "" }),
    });
    expect(spanish.json().error.fields["readings.load"]).toBe("Load es obligatorio");
    const unknown = await post(record({}, "00000000-0000-4000-8000-000000000000"));
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error.fields)).toEqual(["formId"]);
    expect(await t.db.$count(monitoringRecords, eq(monitoringRecords.type, "custom"))).toBe(before);
  });

  it("refuses a limit from the client and flags an out-of-limit reading by the stored one", async () => {
    const limited = await post({ ...record({ water: 40 }), readings: { ...record({ water: 40 }).readings, max: 45 } });
    expect(limited.statusCode).toBe(400);
    expect(Object.keys(limited.json().error.fields)).toEqual(["readings.max"]);
    const noAction = await post(record({ water: 40 }));
    expect(noAction.statusCode).toBe(400);
    expect(Object.keys(noAction.json().error.fields)).toEqual(["readings.correctiveAction"]);
    const failed = await post(record({ water: 40, screen: false, correctiveAction: "Load held; screen cleaned." }));
    expect(failed.statusCode, failed.body).toBe(201);
    expect(failed.json().exception).toBe(true);
  });

  it("keeps an old record's version after a new version is published, and judges its correction by it", async () => {
    const old = await post(record({ water: 35.5 }));
    expect(old.statusCode, old.body).toBe(201);
    const stricter = {
      ...hydrocooler,
      fields: hydrocooler.fields.map((f) => (f.key === "water" ? { ...f, max: 35 } : f)),
    };
    const published = await t.call("PUT", `/api/forms/${formId}`, { cookie: cookie.admin, body: stricter });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().version).toBe(2);

    const [oldRow] = await t.db.select().from(monitoringRecords).where(eq(monitoringRecords.id, old.json().id));
    const [oldVersion] = await t.db.select().from(logFormVersions).where(eq(logFormVersions.id, oldRow!.formVersionId));
    expect(oldVersion!.version).toBe(1);

    // A new record of 35.5 °F is out of version 2's limit…
    const fresh = await post(record({ water: 35.5 }));
    expect(fresh.statusCode).toBe(400);
    expect(Object.keys(fresh.json().error.fields)).toEqual(["readings.correctiveAction"]);
    // …but a correction of the old record (verified, then amended) is judged by version 1 (≤ 36 °F) and keeps it.
    const approved = await t.call("POST", `/api/records/${old.json().id}/approve`, { cookie: cookie.pcqi, body: {} });
    expect(approved.statusCode, approved.body).toBe(200);
    const corrected = await t.call("POST", `/api/records/${old.json().id}/corrections`, {
      cookie: cookie.pcqi,
      body: { reason: "Load number mistyped", record: record({ water: 35.5, load: "Load 8" }) },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ exception: false, version: 2, formVersionId: oldRow!.formVersionId });
    const other = await t.call("POST", `/api/records/${old.json().id}/corrections`, {
      cookie: cookie.pcqi,
      body: { reason: "Wrong form chosen", record: { ...record({}), type: "temperature" } },
    });
    expect(other.statusCode).toBe(400);
  });

  it("is not another organisation's to fill", async () => {
    const other = await t.signIn(otherOrg.email);
    const refused = await t.call("POST", `/api/sites/${otherOrg.siteSlug}/records`, {
      cookie: other,
      body: record({}),
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual(["formId"]);
  });
});

describe("schedules of a custom form", () => {
  it("expects the form's logs, names it, and counts a record of any of its versions as done", async () => {
    const [site] = await t.db.select().from(sites).where(eq(sites.slug, "oxnard"));
    const today = siteToday(site!.timezone);
    const from = addCalendarDays(today, -3);
    const created = await t.call("POST", "/api/sites/oxnard/log-schedules", {
      cookie: cookie.admin,
      body: { formId, frequency: { kind: "daily", dueTime: "23:59" }, ownerRole: "qa_tech", startsOn: from },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ formId, formName: "Hydrocooler water check" });

    const expected = await t.call("GET", `/api/sites/oxnard/expected-logs?from=${from}&to=${today}`, {
      cookie: cookie.qa_tech,
    });
    expect(expected.statusCode, expected.body).toBe(200);
    const mine = expected.json().items.filter((i: { formId: string }) => i.formId === formId);
    expect(mine.map((i: { date: string }) => i.date)).toEqual([
      from,
      addCalendarDays(from, 1),
      addCalendarDays(from, 2),
      today,
    ]);
    expect(mine.slice(0, 3).map((i: { status: string }) => i.status)).toEqual(["missing", "missing", "missing"]);
    // Today's log was filled above (version 1 and version 2 records both answer for the form).
    expect(mine[3]).toMatchObject({ status: "done", formName: "Hydrocooler water check" });
    expect(mine[3].recordId).toBeDefined();

    const missing = await t.call("POST", "/api/sites/oxnard/log-schedules", {
      cookie: cookie.admin,
      body: {
        formId: "00000000-0000-4000-8000-000000000000",
        frequency: { kind: "daily", dueTime: "12:00" },
        ownerRole: "qa_tech",
      },
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(["formId"]);
    const schedules = await t.call("GET", "/api/sites/oxnard/log-schedules", { cookie: cookie.admin });
    const listed = schedules.json().schedules.filter((s: { formId: string }) => s.formId === formId);
    expect(listed).toMatchObject([{ formName: "Hydrocooler water check" }]);
  });
});
