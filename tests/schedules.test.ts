import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, siteToday, zonedDateTime } from "../src/domain/dates";
import { auditEvents, monitoringRecords, organisations, sites } from "../src/server/db/schema";
import { demoFigures } from "../src/server/demo/demo-figures";
import { DEMO_ORGANISATION } from "../src/server/demo/demo-organisation";
import { createTestApp, otherOrg, type TestApp } from "./support/test-app";
import { builtinFormVersionIds } from "../src/server/use-cases/forms/form-versions";

// Expected logs (issue 19, decision 126) at a new site with no records of its own, over the last two weeks:
// every date below is computed from the site's today, and the records are written at chosen times.
const ZONE = "America/Los_Angeles";
let t: TestApp;
let admin: string;
let siteId: string;
let orgId: string;
const today = siteToday(ZONE);
const day = (offset: number) => addCalendarDays(today, offset);
/** Saturday or Sunday, read from the date itself. */
const weekend = (date: string) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

async function recordAt(date: string, hour: number, type: "temperature" | "pest" = "temperature") {
  const [row] = await t.db
    .insert(monitoringRecords)
    .values({
      organisationId: orgId,
      siteId,
      type,
      formVersionId: (await builtinFormVersionIds(t.db))[type],
      clauseId: "C.01.01",
      occurredAt: zonedDateTime(date, hour, 0, ZONE),
      performedBy: "Sofia Ramirez",
      readings: {},
      summary: "Cooler 1: 36 °F",
      submittedAt: zonedDateTime(date, hour, 0, ZONE),
      dueDate: addCalendarDays(date, 9),
      createdByName: "Sofia Ramirez",
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
  const created = await t.call("POST", "/api/sites", {
    cookie: admin,
    body: {
      slug: "north-cooler",
      name: "North cooler",
      address: "1 Cold Way, Oxnard CA",
      timezone: ZONE,
      type: "cold_storage",
    },
  });
  expect(created.statusCode).toBe(201);
  const [org] = await t.db.select().from(organisations).where(eq(organisations.name, DEMO_ORGANISATION));
  orgId = org!.id;
  const [site] = await t.db
    .select()
    .from(sites)
    .where(and(eq(sites.organisationId, orgId), eq(sites.slug, "north-cooler")));
  siteId = site!.id;
});
afterAll(() => t.close());

describe("a site's working calendar", () => {
  it("is Monday to Friday with no closures until set, and keeps what a manager saves, with an audit event", async () => {
    expect((await t.call("GET", "/api/sites/north-cooler/working-calendar", { cookie: admin })).json()).toEqual({
      operatingWeekdays: [1, 2, 3, 4, 5],
      closures: [],
      updatedAt: null,
    });
    const qa = await t.signInAs("qa_manager");
    const saved = await t.call("PUT", "/api/sites/north-cooler/working-calendar", {
      cookie: qa,
      body: {
        operatingWeekdays: [5, 1, 2, 3, 4],
        closures: [{ from: day(-3), to: day(-3), kind: "holiday", name: "Harvest festival" }],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      operatingWeekdays: [1, 2, 3, 4, 5],
      closures: [{ name: "Harvest festival" }],
    });
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "site.working_calendar_update"), eq(auditEvents.siteId, siteId)));
    expect(events).toHaveLength(1);
  });

  it("refuses a bad calendar naming the field, and a member who may not manage schedules", async () => {
    const bad = await t.call("PUT", "/api/sites/north-cooler/working-calendar", {
      cookie: admin,
      body: { operatingWeekdays: [], closures: [{ from: "2026-02-30", to: "2026-03-01", kind: "holiday", name: "x" }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      operatingWeekdays: "Choose at least one operating day",
      "closures.0.from": "Use a real date (YYYY-MM-DD)",
    });
    const tech = await t.signInAs("qa_tech");
    const refused = await t.call("PUT", "/api/sites/north-cooler/working-calendar", {
      cookie: tech,
      body: { operatingWeekdays: [1], closures: [] },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("expected logs", () => {
  let scheduleId: string;
  const from = day(-14);
  const to = day(-1);
  const done = [day(-14), day(-13), day(-12)].find((d) => !weekend(d))!;
  const late = [day(-11), day(-10), day(-9)].find((d) => !weekend(d))!;

  beforeAll(async () => {
    const created = await t.call("POST", "/api/sites/north-cooler/log-schedules", {
      cookie: admin,
      body: {
        formId: "temperature",
        frequency: { kind: "operating_days", dueTime: "12:00" },
        ownerRole: "qa_tech",
        startsOn: from,
      },
    });
    expect(created.statusCode).toBe(201);
    scheduleId = created.json().id;
    expect(created.json()).toMatchObject({
      formName: "Temperature Log",
      ownerRole: "qa_tech",
      startsOn: from,
      endsOn: null,
    });
    await recordAt(done, 9);
    await recordAt(late, 15);
    await recordAt(done, 10, "pest"); // another form's record answers nothing here
  });

  it("says done, late, missing or not operating for every day, with the record that answered", async () => {
    const response = await t.call("GET", `/api/sites/north-cooler/expected-logs?from=${from}&to=${to}`, {
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { date: string; status: string; recordId?: string; formId: string }[];
    expect(items).toHaveLength(14);
    for (const item of items) {
      const want =
        weekend(item.date) || item.date === day(-3)
          ? "not_operating"
          : item.date === done
            ? "done"
            : item.date === late
              ? "late"
              : "missing";
      expect([item.date, item.status]).toEqual([item.date, want]);
      expect(item).toMatchObject({ scheduleId, formId: "temperature", formName: "Temperature Log" });
      expect(Boolean(item.recordId)).toBe(want === "done" || want === "late");
    }
  });

  it("names the form in the reader's language", async () => {
    const response = await t.call("GET", `/api/sites/north-cooler/expected-logs?from=${done}&to=${done}`, {
      cookie: admin,
      headers: { "accept-language": "es" },
    });
    expect(response.json().items[0].formName).toBe("Registro de temperatura");
  });

  it("tells the owning role about the logs missed this week, and nobody else", async () => {
    const bell = async (role: "qa_tech" | "qa_manager") =>
      (
        (await t.call("GET", "/api/notifications", { cookie: await t.signInAs(role) })).json().items as {
          kind: string;
          site: string;
          title: string;
          body: string;
          url: string;
        }[]
      ).filter((n) => n.kind === "log_missed" && n.site === "north-cooler");
    // Today's log counts once its noon due time has passed at the site.
    const dueToday = !weekend(today) && Date.now() > zonedDateTime(today, 12, 0, ZONE).getTime();
    const lastWeek = [-6, -5, -4, -3, -2, -1, ...(dueToday ? [0] : [])]
      .map(day)
      .filter((d) => !weekend(d) && d !== day(-3));
    const tech = await bell("qa_tech");
    expect(tech.map((n) => n.body).sort()).toEqual(lastWeek.map((d) => `North cooler · ${d}`));
    expect(tech[0]).toMatchObject({ title: "Temperature Log not filled", url: "/app/today" });
    expect(await bell("qa_manager")).toEqual([]);
  });

  it("stops expecting logs after a schedule ends", async () => {
    const ended = await t.call("POST", `/api/log-schedules/${scheduleId}/end`, {
      cookie: admin,
      body: { endsOn: late },
    });
    expect(ended.statusCode).toBe(200);
    const items = (
      await t.call("GET", `/api/sites/north-cooler/expected-logs?from=${from}&to=${to}`, { cookie: admin })
    ).json().items as { date: string }[];
    expect(items.every((i) => i.date <= late)).toBe(true);
    const before = await t.call("POST", `/api/log-schedules/${scheduleId}/end`, {
      cookie: admin,
      body: { endsOn: day(-30) },
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().error.fields).toEqual({ endsOn: "A schedule cannot end before it starts" });
  });

  it("refuses a range backwards or longer than a year, naming the field", async () => {
    const backwards = await t.call("GET", `/api/sites/north-cooler/expected-logs?from=${to}&to=${from}`, {
      cookie: admin,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toEqual({ to: "Ends before it starts" });
    const long = await t.call("GET", `/api/sites/north-cooler/expected-logs?from=${day(-400)}&to=${to}`, {
      cookie: admin,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ to: "Ask for at most 366 days at a time" });
    const missing = await t.call("GET", "/api/sites/north-cooler/expected-logs", { cookie: admin });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(["from", "to"]);
    // A day that does not exist is named on its own field, not also as a range it cannot be part of.
    for (const query of ["from=2026-02-30&to=2026-03-01", "from=2026-13-01&to=2026-03-01"]) {
      const unreal = await t.call("GET", `/api/sites/north-cooler/expected-logs?${query}`, { cookie: admin });
      expect(unreal.statusCode).toBe(400);
      expect(unreal.json().error.fields).toEqual({ from: "Use a real date (YYYY-MM-DD)" });
    }
  });

  it("refuses a bad schedule naming the field, and is not there for another organisation", async () => {
    const bad = await t.call("POST", "/api/sites/north-cooler/log-schedules", {
      cookie: admin,
      body: { formId: "coffee", frequency: { kind: "weekly", weekdays: [], dueTime: "25:00" }, ownerRole: "qa_tech" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      formId: "Choose a log form",
      "frequency.weekdays": "Choose at least one day",
      "frequency.dueTime": "Use a time of day (HH:MM)",
    });
    const other = await t.signIn(otherOrg.email);
    expect(
      (await t.call("GET", "/api/sites/north-cooler/expected-logs?from=2026-01-01&to=2026-01-02", { cookie: other }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call("POST", `/api/log-schedules/${scheduleId}/end`, { cookie: other, body: { endsOn: to } }))
        .statusCode,
    ).toBe(404);
  });
});

describe("the demo organisation", () => {
  it("has schedules at both sites, a few logs missed in the last month and some filled late", async () => {
    for (const slug of ["oxnard", "yuma"] as const) {
      const schedules = (await t.call("GET", `/api/sites/${slug}/log-schedules`, { cookie: admin })).json().schedules;
      expect(schedules.length).toBeGreaterThanOrEqual(2);
      const items = (
        await t.call("GET", `/api/sites/${slug}/expected-logs?from=${day(-30)}&to=${day(-1)}`, { cookie: admin })
      ).json().items as { status: string }[];
      const count = (status: string) => items.filter((i) => i.status === status).length;
      expect([slug, count("missing")]).toEqual([slug, demoFigures.missedLogs[slug]]);
      // The seed files one Oxnard log late on purpose; the records seed's own logs fill some late too.
      if (slug === "oxnard") expect(count("late")).toBeGreaterThanOrEqual(1);
      expect(count("done")).toBeGreaterThan(10);
      expect(count("not_operating")).toBeGreaterThan(0);
    }
  });
});

describe("missed logs on the overview", () => {
  it("a log missed this week takes its clause out of standing and lowers readiness; an older one does not", async () => {
    const overview = async () =>
      (await t.call("GET", "/api/sites/oxnard/overview?days=30", { cookie: admin })).json() as {
        metrics: { readinessScore: { value: number } };
        missedLogs: { scheduleId: string; formId: string; formName: string; date: string; clauseId: string | null }[];
      };
    expect((await overview()).metrics.readinessScore.value).toBe(demoFigures.oxnard.readiness);
    // Pest control every day from 20 days ago: the demo logs pest checks weekly, so most days were missed.
    const created = await t.call("POST", "/api/sites/oxnard/log-schedules", {
      cookie: admin,
      body: {
        formId: "pest",
        frequency: { kind: "daily", dueTime: "08:00" },
        ownerRole: "qa_tech",
        startsOn: day(-20),
      },
    });
    expect(created.statusCode).toBe(201);
    const missedThisWeek = (
      await t.call("GET", `/api/sites/oxnard/expected-logs?from=${day(-7)}&to=${day(-1)}`, { cookie: admin })
    )
      .json()
      .items.filter((i: { formId: string; status: string }) => i.formId === "pest" && i.status === "missing");
    expect(missedThisWeek.length).toBeGreaterThan(0);
    const lowered = await overview();
    expect(lowered.metrics.readinessScore.value).toBeLessThan(demoFigures.oxnard.readiness);
    // Each missed day is listed on the overview by its form and date, on the clause it lowers.
    const listed = lowered.missedLogs.filter((log) => log.scheduleId === created.json().id);
    expect(listed.map((log) => log.date).sort()).toEqual(missedThisWeek.map((i: { date: string }) => i.date).sort());
    expect(listed.every((log) => log.formName === "Pest Control" && log.clauseId !== null)).toBe(true);
    // Ended before this week began, its gaps are older than a week: readiness is back.
    await t.call("POST", `/api/log-schedules/${created.json().id}/end`, { cookie: admin, body: { endsOn: day(-9) } });
    const after = await overview();
    expect(after.metrics.readinessScore.value).toBe(demoFigures.oxnard.readiness);
    expect(after.missedLogs.filter((log) => log.scheduleId === created.json().id)).toEqual([]);
  });
});

describe("schedule proposals", () => {
  it("proposes the forms the site's clauses call for and it does not schedule yet; a confirmed one leaves the list", async () => {
    const before = (await t.call("GET", "/api/sites/yuma/log-schedules", { cookie: admin })).json();
    const scheduled = before.schedules.map((s: { formId: string }) => s.formId);
    const proposals = before.proposals as {
      formId: string;
      clauseIds: string[];
      frequency: unknown;
      ownerRole: string;
    }[];
    expect(proposals.length).toBeGreaterThan(0);
    for (const proposal of proposals) {
      expect(scheduled).not.toContain(proposal.formId);
      expect(proposal.clauseIds.length).toBeGreaterThan(0);
    }
    const [first] = proposals;
    const confirmed = await t.call("POST", "/api/sites/yuma/log-schedules", {
      cookie: admin,
      body: { formId: first!.formId, frequency: first!.frequency, ownerRole: first!.ownerRole },
    });
    expect(confirmed.statusCode).toBe(201);
    const after = (await t.call("GET", "/api/sites/yuma/log-schedules", { cookie: admin })).json();
    expect(after.proposals.map((p: { formId: string }) => p.formId)).not.toContain(first!.formId);
  });
});

describe("the verification deadline", () => {
  it("counts the site's working days: every day it operates, its shutdown skipped", async () => {
    const qa = await t.signInAs("qa_manager");
    const oxnardToday = siteToday(ZONE); // Oxnard is in Los Angeles too
    const after = (n: number) => addCalendarDays(oxnardToday, n);
    const log = () =>
      t.call("POST", "/api/sites/oxnard/records", {
        cookie: qa,
        body: {
          type: "temperature",
          clauseId: "C.01.01",
          occurredAt: new Date(Date.now() - 60_000).toISOString(),
          performedBy: "Sofia Ramirez",
          notes: "",
          readings: {
            location: "Cooler 2",
            reading: 36.4,
            unit: "F",
            correctiveAction: "",
          },
        },
      });
    const everyDay = [1, 2, 3, 4, 5, 6, 7];
    await t.call("PUT", "/api/sites/oxnard/working-calendar", {
      cookie: qa,
      body: { operatingWeekdays: everyDay, closures: [] },
    });
    const plain = await log();
    expect(plain.statusCode).toBe(201);
    expect(plain.json().dueDate).toBe(after(7));
    await t.call("PUT", "/api/sites/oxnard/working-calendar", {
      cookie: qa,
      body: {
        operatingWeekdays: everyDay,
        closures: [{ from: after(1), to: after(3), kind: "shutdown", name: "Refit" }],
      },
    });
    const overShutdown = await log();
    expect(overShutdown.json().dueDate).toBe(after(10));
  });
});

describe("two schedules of the same form", () => {
  // A cooler logged twice a day by two schedules of one form, at a site of its own. A record answers one
  // expected log only: the one whose window it falls in and that is still open, the earlier due time first.
  const twoDaysAgo = day(-2);
  const yesterday = day(-1);
  let twinId: string;
  let morning: string;
  let evening: string;

  beforeAll(async () => {
    const site = await t.call("POST", "/api/sites", {
      cookie: admin,
      body: {
        slug: "twin-cooler",
        name: "Twin cooler",
        address: "2 Cold Way, Oxnard CA",
        timezone: ZONE,
        type: "cold_storage",
      },
    });
    expect(site.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(sites)
      .where(and(eq(sites.organisationId, orgId), eq(sites.slug, "twin-cooler")));
    twinId = row!.id;
    const schedule = async (dueTime: string) => {
      const created = await t.call("POST", "/api/sites/twin-cooler/log-schedules", {
        cookie: admin,
        body: {
          formId: "temperature",
          frequency: { kind: "daily", dueTime },
          ownerRole: "qa_tech",
          startsOn: twoDaysAgo,
        },
      });
      expect(created.statusCode).toBe(201);
      return created.json().id as string;
    };
    morning = await schedule("08:00");
    evening = await schedule("20:00");
    const formVersionId = (await builtinFormVersionIds(t.db)).temperature;
    const recordAtTwin = (date: string, hour: number) =>
      t.db.insert(monitoringRecords).values({
        organisationId: orgId,
        siteId: twinId,
        type: "temperature",
        formVersionId,
        clauseId: "C.01.01",
        occurredAt: zonedDateTime(date, hour, 0, ZONE),
        performedBy: "Sofia Ramirez",
        readings: {},
        summary: "Cooler 1: 35 °F",
        submittedAt: zonedDateTime(date, hour, 0, ZONE),
        dueDate: addCalendarDays(date, 9),
        createdByName: "Sofia Ramirez",
      });
    await recordAtTwin(twoDaysAgo, 7); // before 08:00: the morning log, on time
    await recordAtTwin(yesterday, 10); // after 08:00, before 20:00: the evening log on time, not the morning's late one
  });

  it("lets one record answer one of them, on time before late", async () => {
    const response = await t.call("GET", `/api/sites/twin-cooler/expected-logs?from=${twoDaysAgo}&to=${yesterday}`, {
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { scheduleId: string; date: string; status: string }[];
    const statusOf = (scheduleId: string, date: string) =>
      items.find((i) => i.scheduleId === scheduleId && i.date === date)?.status;
    expect(items).toHaveLength(4);
    expect(statusOf(morning, twoDaysAgo)).toBe("done");
    expect(statusOf(evening, twoDaysAgo)).toBe("missing");
    expect(statusOf(morning, yesterday)).toBe("missing");
    expect(statusOf(evening, yesterday)).toBe("done");
  });
});
