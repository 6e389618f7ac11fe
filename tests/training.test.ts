import { addCalendarDays, localDate, siteToday } from "../src/domain/dates";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, searchPassages, trainingModules } from "../src/server/db/schema";
import { trainingEvidence } from "../src/server/use-cases/audits/evidence/area-sources";
import { submitAttempt } from "../src/server/use-cases/training/kiosk/submit-attempt";
import { trainingCoverage } from "../src/server/use-cases/training/training-coverage";
import { createTestApp, type TestApp } from "./support/test-app";
import { demoFigures } from "../src/server/demo/demo-figures";

let t: TestApp;
let manager: string;
let ids: { pest: string; yuma: string; oxnard: string; organisationId: string };

/** A date `days` ahead at the demo sites (both seven or eight hours behind UTC). */
const future = (days: number) => addCalendarDays(siteToday("America/Los_Angeles"), days);

async function moduleId(title: string) {
  const [row] = await t.db
    .select({ id: trainingModules.id, organisationId: trainingModules.organisationId })
    .from(trainingModules)
    .where(eq(trainingModules.title, title));
  return row!;
}

/** Creates a kiosk link at a site as the manager and returns its token. */
async function kioskToken(site: string, device: "station" | "phone" = "phone") {
  const response = await t.call("POST", `/api/sites/${site}/training/kiosks`, {
    cookie: manager,
    body: { stationName: `Test ${device}`, device },
  });
  expect(response.statusCode).toBe(201);
  const path: string = response.json().path;
  expect(path).toMatch(/^\/train\/[A-Za-z0-9_-]{20,}$/);
  return path.split("/").pop()!;
}

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.signInAs("qa_manager");
  const pest = await moduleId("Pest Sighting Reporting");
  const sites = (await t.call("GET", "/api/sites", { cookie: manager })).json();
  expect(sites.sites.map((s: { id: string }) => s.id)).toEqual(["oxnard", "yuma"]);
  const siteRows = await t.db.query.sites.findMany();
  const byslug = (slug: string) =>
    siteRows.find((s) => s.slug === slug && s.organisationId === pest.organisationId)!.id;
  ids = { pest: pest.id, yuma: byslug("yuma"), oxnard: byslug("oxnard"), organisationId: pest.organisationId };
});
afterAll(() => t.close());

describe("coverage and matrix", () => {
  it("seeds oxnard at exactly the demo coverage (86 %, 43 of 50) and yuma at a different figure", async () => {
    const oxnard = (await t.call("GET", "/api/sites/oxnard/training/coverage", { cookie: manager })).json();
    expect(oxnard).toMatchObject(demoFigures.oxnard.training);
    expect(oxnard.byRole.length).toBeGreaterThanOrEqual(4);
    const yuma = await trainingCoverage(t.db, ids.organisationId, ids.yuma, new Date());
    expect(yuma.percent).not.toBe(demoFigures.oxnard.training.percent);
  });

  it("does not require at oxnard a module linked only to clauses its scope excludes (Harvest, no HARVEST_7)", async () => {
    const matrix = (await t.call("GET", "/api/sites/oxnard/training/matrix", { cookie: manager })).json();
    const harvest = matrix.modules.find((m: { title: string }) => m.title === "Harvest Sanitation & Field Hygiene");
    expect(harvest.requiredAtSite).toBe(false);
    expect(
      matrix.modules.find((m: { title: string }) => m.title === "Worker Hygiene & Handwashing").requiredAtSite,
    ).toBe(true);
    expect(matrix.coverage.percent).toBe(demoFigures.oxnard.training.percent);
    const managers = matrix.matrix.rows.find((r: { role: string }) => r.role === "manager");
    expect(managers.cells[harvest.id].percent).toBe(100);
  });
});

describe("assignment by role and completion at the kiosk", () => {
  let token: string;
  let ticket: string;
  let assignmentId: string;

  it("assigns a module to every current employee of the role at the site, and refuses a repeat with 409", async () => {
    const before = (await t.call("GET", "/api/sites/yuma/training/assignments", { cookie: manager })).json();
    const response = await t.call("POST", "/api/sites/yuma/training/assignments", {
      cookie: manager,
      body: {
        moduleId: ids.pest,
        target: "role",
        jobRole: "forklift",
        dueDate: future(10),
        trainerName: " Lucía Ortega ",
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ created: 2, skipped: 0 });
    const after = (await t.call("GET", "/api/sites/yuma/training/assignments", { cookie: manager })).json();
    expect(after.summary.total).toBe(before.summary.total + 2);
    const mine = after.items.filter(
      (i: { module: { id: string }; jobRole: string }) => i.module.id === ids.pest && i.jobRole === "forklift",
    );
    expect(mine.map((i: { status: string }) => i.status)).toEqual(["pending", "pending"]);
    const again = await t.call("POST", "/api/sites/yuma/training/assignments", {
      cookie: manager,
      body: { moduleId: ids.pest, target: "role", jobRole: "forklift", dueDate: future(10) },
    });
    expect(again.statusCode).toBe(409);
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, "training.assign"));
    expect(event!.actorName).toBe("Daniel Kim");
    const [latest] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "training.assign"))
      .orderBy(desc(auditEvents.seq))
      .limit(1);
    expect(latest!.after).toMatchObject({ trainer: "Lucía Ortega", role: "forklift" });
  });

  it("moves yuma's coverage when the role's assignments are added", async () => {
    const coverage = await trainingCoverage(t.db, ids.organisationId, ids.yuma, new Date());
    expect(coverage.byRole.find((r) => r.role === "forklift")).toMatchObject({ required: 6, completed: 3 });
  });

  it("identifies a worker by employee code and lists their assignments without sign-in", async () => {
    token = await kioskToken("yuma");
    const info = await t.call("GET", `/api/kiosk/${token}`);
    expect(info.json()).toEqual({
      site: { name: "Yuma Harvest Operations" },
      stationName: "Test phone",
      device: "phone",
    });
    const who = await t.call("POST", `/api/kiosk/${token}/identify`, { body: { employeeCode: "yu-0222" } });
    expect(who.statusCode).toBe(200);
    expect(who.json().employee).toEqual({ name: "Brian Walsh", employeeCode: "YU-0222" });
    ticket = who.json().ticket;
    const list = await t.call("GET", `/api/kiosk/${token}/assignments`, { headers: { "x-kiosk-ticket": ticket } });
    const pest = list
      .json()
      .items.find((i: { module: { title: string } }) => i.module.title === "Pest Sighting Reporting");
    expect(pest.status).toBe("pending");
    assignmentId = pest.id;
    expect((await t.call("GET", `/api/kiosk/${token}/assignments`)).statusCode).toBe(401);
  });

  it("serves the module in Spanish without the answer key", async () => {
    const content = await t.call("GET", `/api/kiosk/${token}/assignments/${assignmentId}/content?language=ES`, {
      headers: { "x-kiosk-ticket": ticket },
    });
    expect(content.statusCode).toBe(200);
    expect(content.json().questions[0].prompt).toMatch(/excremento de ratón/);
    expect(JSON.stringify(content.json())).not.toContain("answerKey");
  });

  it("stores a failed attempt without completing, then completes on a pass", async () => {
    const url = `/api/kiosk/${token}/assignments/${assignmentId}/attempts`;
    const headers = { "x-kiosk-ticket": ticket };
    const failed = await t.call("POST", url, {
      headers,
      body: { language: "ES", answers: [1, 0, 0], durationSeconds: 300 },
    });
    expect(failed.statusCode).toBe(201);
    expect(failed.json()).toMatchObject({ score: 0, passed: false, completed: false, passMark: 65 });
    let list = (await t.call("GET", `/api/kiosk/${token}/assignments`, { headers })).json();
    expect(list.items.find((i: { id: string }) => i.id === assignmentId).status).toBe("pending");

    const passed = await t.call("POST", url, {
      headers,
      body: { language: "ES", answers: [0, 2, 1], durationSeconds: 640 },
    });
    expect(passed.json()).toMatchObject({ score: 100, passed: true, completed: true });
    list = (await t.call("GET", `/api/kiosk/${token}/assignments`, { headers })).json();
    expect(list.items.find((i: { id: string }) => i.id === assignmentId).status).toBe("completed");

    const sessions = (
      await t.call("GET", `/api/sites/yuma/training/sessions?moduleId=${ids.pest}&device=phone&q=Brian`, {
        cookie: manager,
      })
    ).json();
    expect(sessions.items.map((s: { score: number; passed: boolean }) => [s.score, s.passed])).toEqual([
      [100, true],
      [0, false],
    ]);
    expect(sessions.items[0]).toMatchObject({
      device: "phone",
      location: "Yuma Harvest Operations · Test phone",
      trainerName: "Lucía Ortega",
    });
    // Who trained is searchable: the sessions list by the trainer's name, the index's passage in both languages.
    const byTrainer = (
      await t.call("GET", `/api/sites/yuma/training/sessions?q=${encodeURIComponent("Ortega")}`, { cookie: manager })
    ).json();
    expect(byTrainer.items.map((s: { id: string }) => s.id)).toEqual(sessions.items.map((s: { id: string }) => s.id));
    const passages = await t.db
      .select({ body: searchPassages.body, language: searchPassages.language })
      .from(searchPassages)
      .where(and(eq(searchPassages.kind, "training"), eq(searchPassages.sourceId, sessions.items[0].id)));
    expect(passages.map((p) => [p.language, p.body.includes("Lucía Ortega")]).sort()).toEqual([
      ["en", true],
      ["es", true],
    ]);
    expect(passages.find((p) => p.language === "es")!.body).toContain("Capacitado por Lucía Ortega");
    // The time is the server's own measure (identified moments ago), not the 640 s the client claimed.
    expect(sessions.items[0].durationSeconds).toBeLessThan(120);
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.action, "training.session_record"));
    expect(events.at(-1)!.actorName).toBe("Brian Walsh (YU-0222) at Test phone");
    const coverage = await trainingCoverage(t.db, ids.organisationId, ids.yuma, new Date());
    expect(coverage.byRole.find((r) => r.role === "forklift")).toMatchObject({ required: 6, completed: 4 });
  });

  it("refuses a language the module lacks, a short answer list and a wrong ticket", async () => {
    const headers = { "x-kiosk-ticket": ticket };
    const url = `/api/kiosk/${token}/assignments/${assignmentId}/attempts`;
    const short = await t.call("POST", url, { headers, body: { language: "ES", answers: [0], durationSeconds: 10 } });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.answers).toMatch(/Answer all 3/);
    const pastOptions = await t.call("POST", url, {
      headers,
      body: { language: "ES", answers: [0, 7, 1], durationSeconds: 10 },
    });
    expect(pastOptions.statusCode).toBe(400);
    expect(Object.keys(pastOptions.json().error.fields)).toEqual(["answers.1"]);
    const other = await t.call("POST", url, {
      headers: { "x-kiosk-ticket": "not-a-ticket" },
      body: { language: "ES", answers: [0, 2, 1], durationSeconds: 10 },
    });
    expect(other.statusCode).toBe(401);
    const badLang = await t.call("GET", `/api/kiosk/${token}/assignments/${assignmentId}/content?language=FR`, {
      headers,
    });
    expect(badLang.statusCode).toBe(400);
    expect(badLang.json().error.fields.language).toBeTruthy();
  });

  it("answers 404 to an unknown or rotated token and rate-limits unknown employee codes per link", async () => {
    expect((await t.call("GET", "/api/kiosk/this-token-does-not-exist-anywhere")).statusCode).toBe(404);
    const phoneToken = await kioskToken("yuma", "station");
    for (let i = 0; i < 10; i++) {
      const miss = await t.call("POST", `/api/kiosk/${phoneToken}/identify`, { body: { employeeCode: `YU-99${i}` } });
      expect(miss.statusCode).toBe(404);
    }
    const locked = await t.call("POST", `/api/kiosk/${phoneToken}/identify`, { body: { employeeCode: "YU-0222" } });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["retry-after"]).toBeTruthy();
    // Another link of the same site is not affected.
    expect(
      (await t.call("POST", `/api/kiosk/${token}/identify`, { body: { employeeCode: "YU-0222" } })).statusCode,
    ).toBe(200);

    const kiosks = (await t.call("GET", "/api/sites/yuma/training/kiosks", { cookie: manager })).json().items;
    const first = kiosks.find((k: { stationName: string }) => k.stationName === "Test phone");
    const rotated = await t.call("POST", `/api/training/kiosks/${first.id}/rotate`, { cookie: manager });
    expect(rotated.statusCode).toBe(200);
    expect((await t.call("GET", `/api/kiosk/${token}`)).statusCode).toBe(404);
    const fresh = rotated.json().path.split("/").pop();
    expect((await t.call("GET", `/api/kiosk/${fresh}`)).statusCode).toBe(200);
  });

  it("does not identify an employee of another site at this site's station", async () => {
    const oxToken = await kioskToken("oxnard");
    expect(
      (await t.call("POST", `/api/kiosk/${oxToken}/identify`, { body: { employeeCode: "YU-0222" } })).statusCode,
    ).toBe(404);
  });
});

describe("one assignment by id (links to it)", () => {
  it("answers the assignment as listed, with its site; 400 for a bad id, 404 for an unknown one, 403 outside a site restriction", async () => {
    const list = (await t.call("GET", "/api/sites/oxnard/training/assignments", { cookie: manager })).json();
    const listed = list.items[0];
    const response = await t.call("GET", `/api/training/assignments/${listed.id}`, { cookie: manager });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...listed, site: "oxnard" });
    const bad = await t.call("GET", "/api/training/assignments/not-a-uuid", { cookie: manager });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.assignmentId).toBe("Not an assignment id");
    expect(
      (await t.call("GET", "/api/training/assignments/00000000-0000-4000-8000-000000000000", { cookie: manager }))
        .statusCode,
    ).toBe(404);
    const supervisor = await t.signInAs("supervisor");
    expect((await t.call("GET", `/api/training/assignments/${listed.id}`, { cookie: supervisor })).statusCode).toBe(
      403,
    );
  });
});

describe("overdue and bad input", () => {
  it("derives overdue at read time for a past due date", async () => {
    const list = (await t.call("GET", "/api/sites/oxnard/training/assignments", { cookie: manager })).json();
    const overdue = list.items.filter((i: { status: string }) => i.status === "overdue");
    expect(overdue.length).toBeGreaterThan(0);
    for (const item of overdue) {
      expect(item.dueDate < list.today).toBe(true);
      expect(item.completedAt).toBeNull();
    }
    const pending = list.items.filter((i: { status: string }) => i.status === "pending");
    expect(pending.length).toBeGreaterThan(0);
    for (const item of pending) expect(item.dueDate >= list.today).toBe(true);
  });

  it("names each bad field of the Assign Module dialog", async () => {
    const response = await t.call("POST", "/api/sites/oxnard/training/assignments", {
      cookie: manager,
      body: { moduleId: "nope", target: "role", dueDate: "31/12/2025", trainerName: "x".repeat(121) },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(["dueDate", "jobRole", "moduleId", "trainerName"]);
  });

  it("refuses a module whose quiz does not match its answer key, naming the field", async () => {
    const response = await t.call("POST", "/api/training/modules", {
      cookie: manager,
      body: {
        title: "Ok",
        clauses: ["9.99.99"],
        languages: ["EN", "ES"],
        durationMinutes: 0,
        passMark: 80,
        answerKey: [3],
        content: {
          EN: {
            sections: [{ heading: "Heading", body: "Body text long enough" }],
            questions: [{ prompt: "Which one?", options: ["A", "B"] }],
          },
        },
      },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.fields;
    expect(fields.title).toMatch(/at least 3/);
    expect(fields["clauses.0"]).toBe("Not a clause of the catalogue");
    expect(fields.durationMinutes).toBe("At least 1 minute");
  });

  it("measures time on a module by the server and refuses the quiz before the module's minimum", async () => {
    const moduleBody = {
      title: "Harvest Knife Hygiene",
      description: "Cleaning harvest knives between rows.",
      clauses: ["7.03.01"],
      languages: ["EN", "ES"],
      durationMinutes: 20,
      minimumMinutes: 20,
      passMark: 100,
      answerKey: [1],
      content: {
        EN: {
          sections: [{ heading: "Clean knives", body: "Dip knives in sanitizer at the end of every row." }],
          questions: [{ prompt: "When do you dip the knife?", options: ["Never", "After every row"] }],
        },
        ES: {
          title: "Higiene de cuchillos de cosecha",
          description: "Limpieza de cuchillos entre surcos.",
          sections: [
            { heading: "Cuchillos limpios", body: "Sumerja el cuchillo en desinfectante al final de cada surco." },
          ],
          questions: [{ prompt: "¿Cuándo sumerge el cuchillo?", options: ["Nunca", "Después de cada surco"] }],
        },
      },
    };
    const module = await t.call("POST", "/api/training/modules", { cookie: manager, body: moduleBody });
    expect(module.statusCode, module.body).toBe(201);
    expect(module.json()).toMatchObject({ minimumMinutes: 20, durationMinutes: 20 });
    const tooLong = await t.call("PUT", `/api/training/modules/${module.json().id}`, {
      cookie: manager,
      body: { ...moduleBody, minimumMinutes: 30 },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.minimumMinutes).toBe("At most the module's duration (20 min)");

    const brian = (await t.db.query.employees.findFirst({ where: (e, { eq: is }) => is(e.employeeCode, "YU-0222") }))!;
    const assigned = await t.call("POST", "/api/sites/yuma/training/assignments", {
      cookie: manager,
      body: { moduleId: module.json().id, target: "employee", employeeId: brian.id, dueDate: future(7) },
    });
    expect(assigned.statusCode).toBe(201);
    const station = await kioskToken("yuma", "station");
    const ticketOf = (
      await t.call("POST", `/api/kiosk/${station}/identify`, { body: { employeeCode: "YU-0222" } })
    ).json().ticket;
    const headers = { "x-kiosk-ticket": ticketOf };
    const item = (await t.call("GET", `/api/kiosk/${station}/assignments`, { headers }))
      .json()
      .items.find((i: { module: { title: string } }) => i.module.title === "Harvest Knife Hygiene");
    // The station states the minimum and has the Spanish title for a Spanish reader.
    expect(item.module).toMatchObject({ minimumMinutes: 20, titles: { ES: "Higiene de cuchillos de cosecha" } });
    const content = (
      await t.call("GET", `/api/kiosk/${station}/assignments/${item.id}/content?language=ES`, { headers })
    ).json();
    expect(content).toMatchObject({
      title: "Higiene de cuchillos de cosecha",
      description: "Limpieza de cuchillos entre surcos.",
      minimumMinutes: 20,
    });
    const opened = await t.call("POST", `/api/kiosk/${station}/assignments/${item.id}/start`, { headers });
    expect(opened.statusCode).toBe(200);
    expect(Date.parse(opened.json().quizOpensAt) - Date.parse(opened.json().startedAt)).toBe(20 * 60_000);

    // Passing answers three seconds in: refused, nothing graded or stored, the assignment stays open.
    const attempts = `/api/kiosk/${station}/assignments/${item.id}/attempts`;
    const early = await t.call("POST", attempts, {
      headers,
      body: { language: "ES", answers: [1], durationSeconds: 1500 },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/^This module takes at least 20 min: you have spent \d+ s on it/);
    const stored = await t.db.query.trainingSessions.findMany({
      where: (s, { eq: is }) => is(s.assignmentId, item.id),
    });
    expect(stored).toEqual([]);

    // 21 minutes after opening it, the same answers count, with the time spent measured by the server.
    const later = new Date(Date.parse(opened.json().startedAt) + 21 * 60_000);
    const result = await submitAttempt(
      t.db,
      { token: station, ticket: ticketOf, assignmentId: item.id, language: "ES", answers: [1], durationSeconds: 3 },
      later,
    );
    expect(result).toMatchObject({ passed: true, completed: true });
    const [session] = await t.db.query.trainingSessions.findMany({
      where: (s, { eq: is }) => is(s.assignmentId, item.id),
    });
    expect(session!.durationSeconds).toBe(21 * 60);
    expect(session!.startedAt?.toISOString()).toBe(opened.json().startedAt);

    // The matrix reports the time spent; an evidence pack's training line states it with the minimum.
    const matrix = (await t.call("GET", "/api/sites/yuma/training/matrix", { cookie: manager })).json();
    const row = matrix.matrix.rows.find((r: { role: string }) => r.role === brian.jobRole);
    expect(row.cells[module.json().id]).toMatchObject({ completed: 1, averageSeconds: 21 * 60 });
    const [evidence] = (
      await trainingEvidence(t.db, {
        organisationId: ids.organisationId,
        siteId: ids.yuma,
        from: localDate(later, "America/Phoenix"),
        to: localDate(later, "America/Phoenix"),
        timeZone: "America/Phoenix",
        locale: "en",
      })
    ).filter((e) => e.title === "Harvest Knife Hygiene");
    expect(evidence!.status).toBe("Passed, score 100 · 21 min spent (minimum 20 min)");
    expect(evidence).toMatchObject({ kind: "training", clauseIds: moduleBody.clauses, by: brian.name });
  });

  it("creates and edits a module, recorded in the audit trail", async () => {
    const body = {
      title: "Knife Safety in the Field",
      clauses: ["7.03.01"],
      languages: ["EN"],
      durationMinutes: 10,
      passMark: 100,
      answerKey: [1],
      content: {
        EN: {
          sections: [
            { heading: "Handling knives", body: "Carry knives sheathed, blade down, and clean them at every break." },
          ],
          questions: [{ prompt: "How do you carry a knife?", options: ["Open", "Sheathed"] }],
        },
      },
    };
    const created = await t.call("POST", "/api/training/modules", { cookie: manager, body });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const edited = await t.call("PUT", `/api/training/modules/${id}`, {
      cookie: manager,
      body: { ...body, durationMinutes: 12 },
    });
    expect(edited.json().durationMinutes).toBe(12);
    const actions = (await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id))).map((e) => e.action);
    expect(actions).toEqual(["training_module.create", "training_module.update"]);
    expect((await t.call("GET", "/api/training/modules/not-a-uuid", { cookie: manager })).statusCode).toBe(400);
  });
});
