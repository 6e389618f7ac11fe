import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { auditEvents, auditFindings, internalAuditItems } from "../src/server/db/schema";
import { createTestApp, type TestApp } from "./support/test-app";
import { loadDemoIds } from "./support/demo-ids";
import type { DemoIds } from "./support/protected-routes";
import { multipart, samplePdf, samplePng, sampleExe } from "./support/multipart";

let t: TestApp;
let ids: DemoIds;
let manager: string;
let tech: string;

beforeAll(async () => {
  t = await createTestApp();
  ids = await loadDemoIds(t.db);
  manager = await t.signInAs("qa_manager");
  tech = await t.signInAs("qa_tech");
});
afterAll(() => t.close());

async function schedule(body: Record<string, unknown> = {}) {
  const response = await t.call("POST", "/api/internal-audits", {
    cookie: manager,
    body: {
      type: "module",
      date: "2026-11-20",
      auditorId: ids.users.qa_tech,
      siteId: "yuma",
      scopeKind: "clauses",
      scopeIds: ["1.01.01", "1.07.01", "2.01.01", "4.01.01"],
      ...body,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const checklist = async (id: string, cookie = tech) =>
  (await t.call("GET", `/api/internal-audits/${id}`, { cookie })).json();

describe("scheduling", () => {
  it("generates the checklist from the site's applicable clauses in the chosen scope", async () => {
    const audit = await schedule();
    expect(audit).toMatchObject({
      status: "scheduled",
      action: "Start",
      items: 4,
      answered: 0,
      progress: 0,
      site: { id: "yuma" },
    });
    const options = (await t.call("GET", "/api/sites/yuma/internal-audits/options", { cookie: manager })).json();
    expect(options.modules.map((m: { id: string }) => m.id)).toEqual(["FSMS_1"]);
    expect(options.auditors.map((a: { name: string }) => a.name)).toContain("Sofia Ramirez");
    const full = await schedule({ scopeKind: "modules", scopeIds: ["FSMS_1"] });
    expect(full.items).toBe(options.clauses.length);
  });

  it("refuses clauses that do not apply to the site and bad input, naming the field", async () => {
    const response = await t.call("POST", "/api/internal-audits", {
      cookie: manager,
      body: {
        type: "module",
        date: "2026-11-20",
        auditorId: ids.users.qa_tech,
        siteId: "yuma",
        scopeKind: "modules",
        scopeIds: ["PACKINGHOUSE"],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.scopeIds).toMatch(/Not applicable to Yuma Harvest Operations: PACKINGHOUSE/);
    const bad = await t.call("POST", "/api/internal-audits", {
      cookie: manager,
      body: { type: "x", date: "soon", auditorId: "nope", siteId: "yuma", scopeKind: "clauses", scopeIds: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(["auditorId", "date", "scopeIds", "type"]);
    const viewerAuditor = await t.call("POST", "/api/internal-audits", {
      cookie: manager,
      body: {
        type: "module",
        date: "2026-11-20",
        auditorId: ids.users.viewer,
        siteId: "yuma",
        scopeKind: "modules",
        scopeIds: ["FSMS_1"],
      },
    });
    expect(viewerAuditor.json().error.fields.auditorId).toBe("Choose an auditor who may run audits");
  });

  it("refuses N/A on a checklist item when the site's scope does not allow auditors to mark N/A", async () => {
    const admin = await t.signInAs("admin");
    const { draft } = (await t.call("GET", "/api/sites/yuma/scope", { cookie: admin })).json();
    const confirmed = await t.call("POST", "/api/sites/yuma/scope/confirm", {
      cookie: admin,
      body: { ...draft, allowNA: false },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const audit = await schedule();
    const url = `/api/internal-audits/${audit.id}`;
    await t.call("POST", `${url}/start`, { cookie: tech });
    const { items } = await checklist(audit.id);
    const refused = await t.call("PATCH", `${url}/items/${items[0].id}`, {
      cookie: tech,
      body: { answer: "na", naRationale: "Not relevant for this crew" },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/does not allow marking clauses N\/A/);
    expect((await checklist(audit.id)).items[0].answer).toBeNull();
    // Switched back on, the same answer is accepted.
    await t.call("POST", "/api/sites/yuma/scope/confirm", { cookie: admin, body: { ...draft, allowNA: true } });
    const allowed = await t.call("PATCH", `${url}/items/${items[0].id}`, {
      cookie: tech,
      body: { answer: "na", naRationale: "Not relevant for this crew" },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it("answers 404 for an unknown or malformed audit id", async () => {
    expect((await t.call("GET", `/api/internal-audits/${crypto.randomUUID()}`, { cookie: tech })).statusCode).toBe(404);
    expect((await t.call("GET", "/api/internal-audits/not-a-uuid", { cookie: tech })).statusCode).toBe(400);
  });
});

describe("state machine, autosave, scoring and findings", () => {
  it("runs scheduled → in-progress → completed and refuses illegal moves with 409", async () => {
    const audit = await schedule();
    const url = `/api/internal-audits/${audit.id}`;
    const early = await t.call("POST", `${url}/complete`, { cookie: tech });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/Cannot complete an audit that is scheduled/);
    const { items } = await checklist(audit.id);
    const locked = await t.call("PATCH", `${url}/items/${items[0].id}`, {
      cookie: tech,
      body: { answer: "compliant" },
    });
    expect(locked.statusCode).toBe(409);

    const started = await t.call("POST", `${url}/start`, { cookie: tech });
    expect(started.json()).toMatchObject({ status: "in-progress", action: "Continue" });
    expect((await t.call("POST", `${url}/start`, { cookie: tech })).statusCode).toBe(409);

    // Autosave: each change is stored at once, so a reload (a new GET) shows it.
    const [policy, program, water, training] = items as { id: string; clauseId: string; points: number }[];
    expect(
      (
        await t.call("PATCH", `${url}/items/${policy!.id}`, {
          cookie: tech,
          body: { answer: "compliant", notes: "Signed policy posted" },
        })
      ).statusCode,
    ).toBe(200);
    await t.call("PATCH", `${url}/items/${program!.id}`, {
      cookie: tech,
      body: { answer: "observation", notes: "Schedule not dated" },
    });
    await t.call("PATCH", `${url}/items/${water!.id}`, {
      cookie: tech,
      body: { answer: "finding", notes: "No Q3 water test on file" },
    });
    const reloaded = await checklist(audit.id);
    expect(reloaded.items.map((i: { answer: string | null }) => i.answer)).toEqual([
      "compliant",
      "observation",
      "finding",
      null,
    ]);
    expect(reloaded.items[0].notes).toBe("Signed policy posted");
    expect(reloaded.audit.progress).toBe(75);

    const incomplete = await t.call("POST", `${url}/complete`, { cookie: tech });
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json().error.message).toMatch(/1 checklist item still unanswered/);

    // N/A needs a rationale of 10+ characters (400), and is allowed here (default scope allows N/A).
    const shortNa = await t.call("PATCH", `${url}/items/${training!.id}`, {
      cookie: tech,
      body: { answer: "na", naRationale: "short" },
    });
    expect(shortNa.statusCode).toBe(400);
    expect(shortNa.json().error.fields.naRationale).toMatch(/at least 10 characters/);
    const na = await t.call("PATCH", `${url}/items/${training!.id}`, {
      cookie: tech,
      body: { answer: "na", naRationale: "No employees on site this season" },
    });
    expect(na.json()).toMatchObject({ answer: "na", naRationale: "No employees on site this season" });

    // Photo evidence is checked by content; a renamed program is refused.
    const bad = multipart({}, [{ field: "files", filename: "photo.png", bytes: sampleExe }]);
    const refused = await t.call("POST", `${url}/items/${water!.id}/files`, {
      cookie: tech,
      body: bad.body,
      headers: bad.headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.files).toMatch(/is not a PDF, image or CSV/);
    const good = multipart({}, [{ field: "files", filename: "tank.png", bytes: samplePng }]);
    const added = await t.call("POST", `${url}/items/${water!.id}/files`, {
      cookie: tech,
      body: good.body,
      headers: good.headers,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().attachments.map((a: { filename: string }) => a.filename)).toEqual(["tank.png"]);

    // A finding needs a note saying what was found before the audit can be completed.
    await t.call("PATCH", `${url}/items/${water!.id}`, { cookie: tech, body: { notes: "  " } });
    const silent = await t.call("POST", `${url}/complete`, { cookie: tech });
    expect(silent.statusCode).toBe(409);
    expect(silent.json().error.message).toBe(
      "Cannot complete the audit: a finding needs a note saying what was found (2.01.01)",
    );
    await t.call("PATCH", `${url}/items/${water!.id}`, { cookie: tech, body: { notes: "No Q3 water test on file" } });

    const completed = await t.call("POST", `${url}/complete`, { cookie: tech });
    expect(completed.statusCode, completed.body).toBe(200);
    // 1.01.01 compliant 10/10, 1.07.01 observation 10/20, 2.01.01 finding 0/20, 4.01.01 N/A excluded.
    expect(completed.json()).toMatchObject({
      status: "completed",
      action: "View",
      score: { earned: 20, possible: 50, percent: 40 },
    });
    expect(
      (await t.call("PATCH", `${url}/items/${policy!.id}`, { cookie: tech, body: { answer: "finding" } })).statusCode,
    ).toBe(409);

    const findings = (await t.call("GET", "/api/sites/yuma/audit-findings", { cookie: tech })).json().findings;
    const finding = findings.find((f: { auditId: string }) => f.auditId === audit.id);
    expect(finding).toMatchObject({
      clauseId: "2.01.01",
      ownerRole: "qa_manager",
      ownerLabel: "QA Manager",
      status: "open",
      summary: "No Q3 water test on file",
    });
    expect(finding.evidenceToClose).toHaveLength(2);

    const events = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "internal_audit"), eq(auditEvents.entityId, audit.id)))
      .orderBy(auditEvents.seq);
    expect(events.map((e) => e.action)).toEqual([
      "internal_audit.schedule",
      "internal_audit.start",
      "internal_audit.complete",
    ]);
  });

  it("closes a finding only with evidence for every required item", async () => {
    const [open] = await t.db.select().from(auditFindings).where(eq(auditFindings.status, "open")).limit(1);
    const url = `/api/audit-findings/${open!.id}`;
    const moved = await t.call("PATCH", url, {
      cookie: manager,
      body: { ownerRole: "supervisor", dueDate: "2026-12-31" },
    });
    expect(moved.json()).toMatchObject({ ownerRole: "supervisor", dueDate: "2026-12-31" });

    const partial = multipart({ data: JSON.stringify({ items: [{ note: "Retested the well" }, { note: "" }] }) });
    const refused = await t.call("POST", `${url}/close`, {
      cookie: manager,
      body: partial.body,
      headers: partial.headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ "items.1": expect.stringMatching(/Add a note or attach a file/) });

    const full = multipart({ data: JSON.stringify({ items: [{ note: "Retested the well" }, { note: "" }] }) }, [
      { field: "item-1", filename: "lab-result.pdf", bytes: samplePdf },
    ]);
    const closed = await t.call("POST", `${url}/close`, { cookie: manager, body: full.body, headers: full.headers });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().status).toBe("closed");
    expect(closed.json().closure[1].attachments[0].filename).toBe("lab-result.pdf");
    expect(
      (await t.call("POST", `${url}/close`, { cookie: manager, body: full.body, headers: full.headers })).statusCode,
    ).toBe(409);
    expect((await t.call("PATCH", url, { cookie: manager, body: { dueDate: "2027-01-31" } })).statusCode).toBe(409);
  });
});

describe("a clause the site's scope marks N/A", () => {
  const rationale = "Complaints are handled by the corporate office";
  const englishNa = `Marked N/A in the site scope: ${rationale}`;
  const spanishNa = `Marcada como N/A en el alcance de la instalación: ${rationale}`;
  const itemOf = async (auditId: string, locale: string, clauseId: string) =>
    (await t.call("GET", `/api/internal-audits/${auditId}`, { cookie: tech, headers: { "accept-language": locale } }))
      .json()
      .items.find((i: { clauseId: string }) => i.clauseId === clauseId);

  it("stores the rationale alone and shows the prefix in the reader's language, old rows too", async () => {
    const marked = await t.call("POST", "/api/sites/oxnard/clauses/1.09.01/na", {
      cookie: manager,
      body: { rationale },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    try {
      const audit = await schedule({ siteId: "oxnard", scopeIds: ["1.01.01", "1.09.01"] });
      const stored = await t.db
        .select({ naRationale: internalAuditItems.naRationale, naFromScope: internalAuditItems.naFromScope })
        .from(internalAuditItems)
        .where(and(eq(internalAuditItems.auditId, audit.id), eq(internalAuditItems.clauseId, "1.09.01")));
      expect(stored).toEqual([{ naRationale: rationale, naFromScope: true }]);
      expect(await itemOf(audit.id, "en-US", "1.09.01")).toMatchObject({ answer: "na", naRationale: englishNa });
      expect(await itemOf(audit.id, "es-MX", "1.09.01")).toMatchObject({ answer: "na", naRationale: spanishNa });
      expect((await itemOf(audit.id, "es-MX", "1.01.01")).naRationale).toBeNull();

      // A row scheduled before migration 0036 stored the English prefix: the migration's update moves it.
      const item = await itemOf(audit.id, "en-US", "1.09.01");
      await t.db
        .update(internalAuditItems)
        .set({ naRationale: englishNa, naFromScope: false })
        .where(eq(internalAuditItems.id, item.id));
      expect((await itemOf(audit.id, "es-MX", "1.09.01")).naRationale).toBe(englishNa);
      const migration = readFileSync(new URL("../drizzle/0036_na_from_scope.sql", import.meta.url), "utf8");
      const update = migration.split("--> statement-breakpoint").find((s) => s.includes("UPDATE"))!;
      await t.db.execute(sql.raw(update));
      expect((await itemOf(audit.id, "es-MX", "1.09.01")).naRationale).toBe(spanishNa);
      expect((await itemOf(audit.id, "en-US", "1.09.01")).naRationale).toBe(englishNa);

      // Notes keep the scope's N/A; the auditor's own rationale replaces it, shown as typed.
      const url = `/api/internal-audits/${audit.id}`;
      expect((await t.call("POST", `${url}/start`, { cookie: tech })).statusCode).toBe(200);
      const noted = await t.call("PATCH", `${url}/items/${item.id}`, {
        cookie: tech,
        headers: { "accept-language": "es" },
        body: { notes: "Checked with the corporate office" },
      });
      expect(noted.json()).toMatchObject({ answer: "na", naRationale: spanishNa });
      const own = await t.call("PATCH", `${url}/items/${item.id}`, {
        cookie: tech,
        headers: { "accept-language": "es" },
        body: { answer: "na", naRationale: "La oficina corporativa atiende las quejas" },
      });
      expect(own.json()).toMatchObject({ answer: "na", naRationale: "La oficina corporativa atiende las quejas" });
      expect((await itemOf(audit.id, "en-US", "1.09.01")).naRationale).toBe(
        "La oficina corporativa atiende las quejas",
      );
    } finally {
      await t.call("DELETE", "/api/sites/oxnard/clauses/1.09.01/na", { cookie: manager });
    }
  });
});

describe("permissions", () => {
  it("lets a viewer read audits but not start them, and keeps the supervisor on yuma", async () => {
    const audit = await schedule();
    const viewer = await t.signInAs("viewer");
    expect((await t.call("GET", `/api/internal-audits/${audit.id}`, { cookie: viewer })).statusCode).toBe(200);
    expect((await t.call("POST", `/api/internal-audits/${audit.id}/start`, { cookie: viewer })).statusCode).toBe(403);
    const supervisor = await t.signInAs("supervisor");
    expect((await t.call("GET", "/api/sites/oxnard/internal-audits", { cookie: supervisor })).statusCode).toBe(403);
    expect((await t.call("POST", `/api/internal-audits/${audit.id}/start`, { cookie: supervisor })).statusCode).toBe(
      200,
    );
  });
});
