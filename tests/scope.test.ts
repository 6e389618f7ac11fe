import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  defaultScope,
  excludeModule,
  markClauseNA,
  scopeTotals,
  setAllergenProgram,
  setOperationFlag,
  unwrap,
} from "../src/domain/scope";
import type { Scope } from "../src/domain/schemas/scope";
import { auditEvents, organisations, sites } from "../src/server/db/schema";
import {
  assertNaAllowed,
  loadAppliedScope,
  siteApplicableClauses,
} from "../src/server/use-cases/scope/load-applied-scope";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let admin: string;
let pcqi: string;
let qaManager: string;
let viewer: string;
let orgId: string;
let siteIds: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  [admin, pcqi, qaManager, viewer] = await Promise.all([
    t.signInAs("admin"),
    t.signInAs("pcqi"),
    t.signInAs("qa_manager"),
    t.signInAs("viewer"),
  ]);
  const [org] = await t.db.select().from(organisations).where(eq(organisations.name, "Pacific Fresh Produce Co."));
  orgId = org!.id;
  const rows = await t.db.select().from(sites).where(eq(sites.organisationId, orgId));
  siteIds = Object.fromEntries(rows.map((s) => [s.slug, s.id]));
});
afterAll(() => t.close());

async function lastEvent(action: string) {
  const [event] = await t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.organisationId, orgId), eq(auditEvents.action, action)))
    .orderBy(desc(auditEvents.seq))
    .limit(1);
  return event;
}

const clauseIds = (body: { clauses: { id: string }[] }) => body.clauses.map((c) => c.id);

/** A harvest-site scope built with the domain's own rules, as the wizard builds it. */
function yumaScope(): Scope {
  let scope = setOperationFlag(setOperationFlag(defaultScope(), "growing", true), "harvest", true);
  scope = {
    ...scope,
    products: ["Leafy Greens", "Melons"],
    activities: { ...scope.activities, water: ["well", "surface"] },
  };
  return scope;
}

describe("reading a site's scope", () => {
  it("returns oxnard's preloaded, confirmed packhouse scope", async () => {
    const response = await t.call("GET", "/api/sites/oxnard/scope", { cookie: viewer });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.applied.modules).toEqual(["FSMS_1", "PACKINGHOUSE", "COLD_STORAGE"]);
    expect(body.applied.flags).toEqual({ growing: false, harvest: false, processing: true, coldStorage: true });
    expect(body.applied.processes).toMatchObject({
      wash: true,
      pack: true,
      metalDetection: true,
      crossdock: true,
      allergens: "changeover",
    });
    expect(body.applied.products).toEqual(["Leafy Greens", "Tomatoes/Peppers", "Berries"]);
    expect(body.applied.productFlags).toEqual({ fsma204HighRisk: true, allergensPresent: ["Tree Nuts", "Sesame"] });
    expect(body.applied.naOverrides).toHaveLength(1);
    expect(body.confirmedAt).toBe(body.applied.confirmedAt);
    expect(Date.now() - Date.parse(body.confirmedAt)).toBeGreaterThan(7 * 24 * 3600 * 1000);
    expect(body.hasUnappliedChanges).toBe(false);
    expect(body.primaryContact).toEqual({ name: "Maria Gonzalez", email: "pcqi@clausewise.demo" });
    expect(body.totals).toEqual(scopeTotals(body.applied));
    expect(body.totals.naCount).toBe(1);
  });

  it("returns the default scope for unconfirmed yuma, and the site detail without a confirmation date", async () => {
    const body = (await t.call("GET", "/api/sites/yuma/scope", { cookie: viewer })).json();
    expect(body.applied).toBeNull();
    expect(body.confirmedAt).toBeNull();
    expect(body.draft).toEqual(defaultScope());
    const detail = (await t.call("GET", "/api/sites/yuma", { cookie: viewer })).json();
    expect(detail).toMatchObject({ id: "yuma", scopeConfirmed: false, scopeConfirmedAt: null });
    expect(await loadAppliedScope(t.db, orgId, siteIds.yuma!)).toEqual(defaultScope());
  });

  it("answers 404 for an unknown site", async () => {
    expect((await t.call("GET", "/api/sites/atlantis/scope", { cookie: admin })).statusCode).toBe(404);
    expect((await t.call("GET", "/api/sites/atlantis/clauses", { cookie: admin })).statusCode).toBe(404);
  });
});

describe("saving a draft and confirming", () => {
  it("lets a QA manager save a draft that survives a reload, recorded in the audit trail", async () => {
    const response = await t.call("PUT", "/api/sites/yuma/scope", { cookie: qaManager, body: yumaScope() });
    expect(response.statusCode).toBe(200);
    const body = (await t.call("GET", "/api/sites/yuma/scope", { cookie: viewer })).json();
    expect(body.draft.modules).toEqual(["FSMS_1", "HARVEST_7"]);
    expect(body.draft.products).toEqual(["Leafy Greens", "Melons"]);
    expect(body.applied).toBeNull();
    expect(body.hasUnappliedChanges).toBe(true);
    expect(body.updatedBy).toBe("Daniel Kim");
    const event = await lastEvent("scope.save_draft");
    expect(event).toMatchObject({
      entityType: "site_scope",
      entityId: "yuma",
      siteId: siteIds.yuma,
      actorName: "Daniel Kim",
    });
    expect((event!.after as Scope).modules).toEqual(["FSMS_1", "HARVEST_7"]);
    // Saving the same draft again writes nothing.
    const count = (await t.db.select().from(auditEvents).where(eq(auditEvents.action, "scope.save_draft"))).length;
    await t.call("PUT", "/api/sites/yuma/scope", { cookie: qaManager, body: yumaScope() });
    expect((await t.db.select().from(auditEvents).where(eq(auditEvents.action, "scope.save_draft"))).length).toBe(
      count,
    );
    // A draft does not change what applies.
    expect((await siteApplicableClauses(t.db, orgId, siteIds.yuma!)).some((c) => c.module === "HARVEST_7")).toBe(false);
  });

  it("refuses confirmation by a QA manager and any write by a viewer", async () => {
    expect(
      (await t.call("POST", "/api/sites/yuma/scope/confirm", { cookie: qaManager, body: yumaScope() })).statusCode,
    ).toBe(403);
    expect((await t.call("PUT", "/api/sites/yuma/scope", { cookie: viewer, body: yumaScope() })).statusCode).toBe(403);
    expect(
      (await t.call("POST", "/api/sites/yuma/scope/confirm", { cookie: viewer, body: yumaScope() })).statusCode,
    ).toBe(403);
    expect((await t.call("GET", "/api/sites/yuma/scope", { cookie: viewer })).json().applied).toBeNull();
  });

  it("refuses an invalid scope with a reason per field path", async () => {
    const bad = {
      ...yumaScope(),
      modules: ["HARVEST_7", "HARVEST_7", "MODULE_X"],
      flags: { harvest: "yes" },
      products: ["Melons", "melons", "  "],
      naOverrides: [{ clauseId: "1.01.01", rationale: "too short", updatedAt: new Date().toISOString() }],
      moduleOverrides: [
        { moduleId: "FSMS_1", rationale: "Not needed here at all", updatedAt: new Date().toISOString() },
      ],
      processes: { allergens: "sometimes" },
    };
    for (const url of ["/api/sites/yuma/scope", "/api/sites/yuma/scope/confirm"]) {
      const response = await t.call(url.endsWith("confirm") ? "POST" : "PUT", url, { cookie: admin, body: bad });
      expect(response.statusCode).toBe(400);
      const { code, fields } = response.json().error;
      expect(code).toBe("validation");
      expect(Object.keys(fields)).toEqual(
        expect.arrayContaining(["flags.harvest", "products.1", "products.2", "processes.allergens"]),
      );
    }
    // With well-typed fields, the cross-field rules report their own paths.
    const crossField = {
      ...yumaScope(),
      modules: ["HARVEST_7", "MODULE_X"],
      naOverrides: [{ clauseId: "1.01.01", rationale: "too short", updatedAt: new Date().toISOString() }],
      moduleOverrides: [
        { moduleId: "FSMS_1", rationale: "Not needed here at all", updatedAt: new Date().toISOString() },
      ],
    };
    const response = await t.call("PUT", "/api/sites/yuma/scope", { cookie: admin, body: crossField });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json().error;
    expect(fields.modules).toMatch(/Module 1 FSMS is required/);
    expect(fields["modules.1"]).toMatch(/Unknown module MODULE_X/);
    expect(fields["naOverrides.0.rationale"]).toMatch(/at least 10 characters/);
    expect(fields["moduleOverrides.0.moduleId"]).toMatch(/cannot be excluded/);
    expect((await t.call("GET", "/api/sites/yuma/scope", { cookie: admin })).json().draft.modules).toEqual([
      "FSMS_1",
      "HARVEST_7",
    ]);
  });

  it("lets a PCQI confirm: applied scope, site flagged confirmed, dated, audited with before and after", async () => {
    const scope = { ...yumaScope(), confirmedAt: "2001-01-01T00:00:00.000Z" };
    const response = await t.call("POST", "/api/sites/yuma/scope/confirm", { cookie: pcqi, body: scope });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.applied.modules).toEqual(["FSMS_1", "HARVEST_7"]);
    expect(Date.now() - Date.parse(body.confirmedAt)).toBeLessThan(60_000);
    expect(body.applied.confirmedAt).toBe(body.confirmedAt);
    expect(body.confirmedBy).toBe("Maria Gonzalez");
    expect(body.hasUnappliedChanges).toBe(false);
    const detail = (await t.call("GET", "/api/sites/yuma", { cookie: viewer })).json();
    expect(detail).toMatchObject({ scopeConfirmed: true, scopeConfirmedAt: body.confirmedAt });
    const event = await lastEvent("scope.confirm");
    expect(event).toMatchObject({ entityId: "yuma", actorName: "Maria Gonzalez", before: null });
    expect((event!.after as Scope).modules).toEqual(["FSMS_1", "HARVEST_7"]);
    expect((await loadAppliedScope(t.db, orgId, siteIds.yuma!)).modules).toEqual(["FSMS_1", "HARVEST_7"]);
  });
});

describe("applicable clauses", () => {
  it("follow the applied modules and the allergen program", async () => {
    const oxnard = (await t.call("GET", "/api/sites/oxnard/clauses", { cookie: viewer })).json();
    expect(oxnard.scopeConfirmed).toBe(true);
    expect(clauseIds(oxnard)).toEqual(expect.arrayContaining(["1.01.01", "P.01.01", "C.01.01", "1.12.01", "P.05.01"]));
    expect(clauseIds(oxnard).some((id: string) => id.startsWith("7."))).toBe(false);
    expect(oxnard.clauses.find((c: { id: string }) => c.id === "2.01.04")).toMatchObject({ na: true });

    const yuma = (await t.call("GET", "/api/sites/yuma/clauses", { cookie: viewer })).json();
    expect(clauseIds(yuma)).toEqual(expect.arrayContaining(["1.01.01", "7.01.01", "7.06.01"]));
    expect(clauseIds(yuma).some((id: string) => id.startsWith("P.") || id.startsWith("C."))).toBe(false);
    // Allergen program "none": allergen-tagged clauses drop out.
    expect(clauseIds(yuma)).not.toContain("1.12.01");
    expect(yuma.totals).toEqual(scopeTotals(yumaScope()));

    const withChangeover = setAllergenProgram(yumaScope(), "changeover");
    await t.call("POST", "/api/sites/yuma/scope/confirm", { cookie: admin, body: withChangeover });
    const after = (await t.call("GET", "/api/sites/yuma/clauses", { cookie: viewer })).json();
    expect(clauseIds(after)).toContain("1.12.01");
    expect(after.totals.totalClauses).toBe(yuma.totals.totalClauses + 1);

    const excluded = unwrap(
      excludeModule(withChangeover, "HARVEST_7", "Harvest is contracted to a certified crew", new Date()),
    );
    await t.call("POST", "/api/sites/yuma/scope/confirm", { cookie: admin, body: excluded });
    const noHarvest = (await t.call("GET", "/api/sites/yuma/clauses", { cookie: viewer })).json();
    expect(clauseIds(noHarvest).some((id: string) => id.startsWith("7."))).toBe(false);
    await t.call("POST", "/api/sites/yuma/scope/confirm", { cookie: admin, body: yumaScope() });
  });
});

describe("marking clauses N/A on the applied scope", () => {
  it("marks and unmarks with audit events, and the totals follow", async () => {
    const before = (await t.call("GET", "/api/sites/oxnard/clauses", { cookie: viewer })).json();
    const marked = await t.call("POST", "/api/sites/oxnard/clauses/1.09.01/na", {
      cookie: qaManager,
      body: { rationale: "  Complaints are handled by the corporate office  " },
    });
    expect(marked.statusCode).toBe(200);
    const body = marked.json();
    expect(body.clauses.find((c: { id: string }) => c.id === "1.09.01")).toMatchObject({
      na: true,
      naRationale: "Complaints are handled by the corporate office",
    });
    expect(body.totals.naCount).toBe(before.totals.naCount + 1);
    expect(body.totals.totalClauses).toBe(before.totals.totalClauses);
    expect(body.totals.totalPoints).toBe(before.totals.totalPoints - 10);
    const markEvent = await lastEvent("clause.mark_na");
    expect(markEvent).toMatchObject({
      entityType: "site_clause",
      entityId: "oxnard/1.09.01",
      actorName: "Daniel Kim",
      before: null,
    });
    expect(markEvent!.after).toMatchObject({
      clauseId: "1.09.01",
      rationale: "Complaints are handled by the corporate office",
    });
    // The draft had no pending edits, so it follows the applied scope.
    const scope = (await t.call("GET", "/api/sites/oxnard/scope", { cookie: viewer })).json();
    expect(scope.draft.naOverrides.map((o: { clauseId: string }) => o.clauseId)).toContain("1.09.01");
    expect(scope.hasUnappliedChanges).toBe(false);

    const undone = await t.call("DELETE", "/api/sites/oxnard/clauses/1.09.01/na", { cookie: qaManager });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().clauses.find((c: { id: string }) => c.id === "1.09.01").na).toBe(false);
    expect(undone.json().totals).toEqual(before.totals);
    const unmarkEvent = await lastEvent("clause.unmark_na");
    expect(unmarkEvent).toMatchObject({ entityId: "oxnard/1.09.01", after: null });
    expect(unmarkEvent!.before).toMatchObject({ clauseId: "1.09.01" });

    const again = await t.call("DELETE", "/api/sites/oxnard/clauses/1.09.01/na", { cookie: qaManager });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/not marked N\/A/);
  });

  it("refuses a short rationale, a bad or unknown clause id and a clause out of scope", async () => {
    const short = await t.call("POST", "/api/sites/oxnard/clauses/1.09.01/na", {
      cookie: admin,
      body: { rationale: "   short    " },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.rationale).toBe("Rationale must be at least 10 characters");
    const missing = await t.call("POST", "/api/sites/oxnard/clauses/1.09.01/na", { cookie: admin, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty("rationale");
    const badId = await t.call("POST", "/api/sites/oxnard/clauses/not-a-clause/na", {
      cookie: admin,
      body: { rationale: "A valid rationale here" },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.fields).toHaveProperty("clauseId");
    const unknown = await t.call("POST", "/api/sites/oxnard/clauses/9.99.99/na", {
      cookie: admin,
      body: { rationale: "A valid rationale here" },
    });
    expect(unknown.statusCode).toBe(404);
    const outOfScope = await t.call("POST", "/api/sites/oxnard/clauses/7.01.01/na", {
      cookie: admin,
      body: { rationale: "A valid rationale here" },
    });
    expect(outOfScope.statusCode).toBe(409);
    expect(outOfScope.json().error.message).toMatch(/does not apply/);
  });

  it("refuses N/A when the applied scope does not allow it, and before any scope is confirmed", async () => {
    await assertNaAllowed(t.db, orgId, siteIds.yuma!);
    const strict = { ...yumaScope(), allowNA: false };
    expect((await t.call("POST", "/api/sites/yuma/scope/confirm", { cookie: admin, body: strict })).statusCode).toBe(
      200,
    );
    const refused = await t.call("POST", "/api/sites/yuma/clauses/7.01.01/na", {
      cookie: admin,
      body: { rationale: "No harvest this season at the site" },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/does not allow/);
    expect(
      (await t.call("GET", "/api/sites/yuma/clauses", { cookie: viewer }))
        .json()
        .clauses.every((c: { na: boolean }) => !c.na),
    ).toBe(true);
    await expect(assertNaAllowed(t.db, orgId, siteIds.yuma!)).rejects.toMatchObject({ code: "conflict" });

    // A new site has no confirmed scope yet.
    const created = await t.call("POST", "/api/sites", {
      cookie: admin,
      body: {
        slug: "salinas",
        name: "Salinas Cooler",
        address: "1 Abbott St, Salinas, CA",
        timezone: "America/Los_Angeles",
        type: "cold_storage",
      },
    });
    expect(created.statusCode).toBe(201);
    const early = await t.call("POST", "/api/sites/salinas/clauses/1.01.01/na", {
      cookie: admin,
      body: { rationale: "A valid rationale here" },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/Confirm this site's scope/);
  });

  it("keeps a pending draft's own edits when the applied scope gets an N/A mark", async () => {
    const pending = setOperationFlag(yumaScope(), "coldStorage", true);
    await t.call("POST", "/api/sites/yuma/scope/confirm", { cookie: admin, body: yumaScope() });
    await t.call("PUT", "/api/sites/yuma/scope", { cookie: admin, body: pending });
    await t.call("POST", "/api/sites/yuma/clauses/7.02.01/na", {
      cookie: admin,
      body: { rationale: "Irrigation is managed by the landowner" },
    });
    const scope = (await t.call("GET", "/api/sites/yuma/scope", { cookie: admin })).json();
    expect(scope.draft.modules).toContain("COLD_STORAGE");
    expect(scope.draft.naOverrides.map((o: { clauseId: string }) => o.clauseId)).toEqual(["7.02.01"]);
    expect(scope.applied.modules).not.toContain("COLD_STORAGE");
    expect(scope.applied.naOverrides.map((o: { clauseId: string }) => o.clauseId)).toEqual(["7.02.01"]);
    expect(scope.draft).toEqual(
      unwrap(
        markClauseNA(
          { ...pending, confirmedAt: scope.confirmedAt },
          "7.02.01",
          "Irrigation is managed by the landowner",
          new Date(scope.draft.naOverrides[0].updatedAt),
        ),
      ),
    );
  });
});
