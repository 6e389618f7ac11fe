import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  holds,
  organisations,
  searchPassages as searchPassagesTable,
  sites,
  supplierDocuments,
  trainingSessions,
} from "../src/server/db/schema";
import { DEMO_ORGANISATION } from "../src/server/demo/demo-organisation";
import { searchPassages } from "../src/server/use-cases/search/passages";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let orgId: string;
let oxnardId: string;
let yumaId: string;
const admin = () => ({ organisationId: orgId, restrictedSiteIds: null, role: "admin" as const });
beforeAll(async () => {
  t = await createTestApp();
  const [org] = await t.db.select().from(organisations).where(eq(organisations.name, DEMO_ORGANISATION));
  orgId = org!.id;
  const siteRows = await t.db.select().from(sites).where(eq(sites.organisationId, orgId));
  oxnardId = siteRows.find((s) => s.slug === "oxnard")!.id;
  yumaId = siteRows.find((s) => s.slug === "yuma")!.id;
});
afterAll(() => t.close());

describe("the organisation's search index", () => {
  it("stems English: 'sanitizing' finds the sanitation SOP and plan", async () => {
    const found = await searchPassages(t.db, admin(), { query: "sanitizing", limit: 10 });
    expect(found.map((p) => p.title)).toContain("Pre-Operational Sanitation");
    const sop = found.find((p) => p.title === "Pre-Operational Sanitation")!;
    expect(sop).toMatchObject({ kind: "sop", language: "en", siteId: oxnardId });
    expect(sop.url).toBe(`/app/library/sops?sop=${sop.id}`);
    expect(sop.quote.toLowerCase()).toContain("sanit");
  });

  it("stems Spanish: 'capacitó' and 'capacitación' find the same training sessions", async () => {
    const past = await searchPassages(t.db, admin(), { query: "capacitó", kinds: ["training"], limit: 5 });
    const noun = await searchPassages(t.db, admin(), { query: "capacitación", kinds: ["training"], limit: 50 });
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((p) => p.language === "es" && p.kind === "training")).toBe(true);
    // "capacitación" is never written in the passages: only the Spanish stem finds them.
    expect(past[0]!.quote).toMatch(/se capacitó en /);
    expect(past[0]!.quote).not.toMatch(/capacitación/);
    expect(noun.map((p) => p.id)).toEqual(expect.arrayContaining([past[0]!.id]));
    expect(past[0]!.occurredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("finds a lot code by trigram from a part of it and with a typo", async () => {
    const partial = await searchPassages(t.db, admin(), { query: "ROM-0412", limit: 5 });
    expect(partial[0]).toMatchObject({ kind: "hold", title: "Romaine hearts 3-pack, 12 ct cases OXN-ROM-0412" });
    const typo = await searchPassages(t.db, admin(), { query: "OXN-ROM-0421", kinds: ["hold"], limit: 5 });
    expect(typo.map((p) => p.id)).toContain(partial[0]!.id);
  });

  it("never gives a member restricted to one site another site's passage", async () => {
    const supervisor = { organisationId: orgId, restrictedSiteIds: [yumaId], role: "supervisor" as const };
    const all = await searchPassages(t.db, admin(), { query: "cooler", limit: 50 });
    expect(all.some((p) => p.siteId === oxnardId)).toBe(true);
    for (const q of ["cooler", "romaine", "sanitation", "water test", "OXN-ROM-0412"]) {
      const found = await searchPassages(t.db, supervisor, { query: q, limit: 50 });
      for (const p of found) expect([null, yumaId]).toContain(p.siteId);
    }
    const iceberg = await searchPassages(t.db, supervisor, { query: "iceberg", kinds: ["hold"], limit: 5 });
    expect(iceberg[0]).toMatchObject({ siteId: yumaId });
    // Asking for another site's passages as a site filter gives only organisation-wide ones.
    const filtered = await searchPassages(t.db, admin(), { query: "cooler", siteId: yumaId, limit: 50 });
    for (const p of filtered) expect([null, yumaId]).toContain(p.siteId);
  });

  it("forgets a source that is deleted, in the transaction that deletes it", async () => {
    const before = await searchPassages(t.db, admin(), { query: "ROM-0412", kinds: ["hold"], limit: 5 });
    const id = before[0]!.id;
    // A write through the app's transaction wrapper with its audit event, as every use-case writes.
    const { recordEvent } = await import("../src/server/use-cases/audit/record-event");
    await t.db.transaction(async (tx) => {
      await tx.delete(holds).where(and(eq(holds.id, id), eq(holds.organisationId, orgId)));
      await recordEvent(tx, { userId: null, organisationId: orgId, name: "Test", now: undefined }, {
        entityType: "hold",
        entityId: id,
        action: "released",
        siteId: oxnardId,
      } as never);
    });
    const after = await searchPassages(t.db, admin(), { query: "ROM-0412", kinds: ["hold"], limit: 5 });
    expect(after.map((p) => p.id)).not.toContain(id);
  });

  it("answers the command palette from the index with its response unchanged", async () => {
    const cookie = await t.signInAs("admin");
    const response = await t.call("GET", "/api/search?q=iceberg", { cookie });
    expect(response.statusCode).toBe(200);
    const hold = (response.json().hits as Record<string, unknown>[]).find((h) => h.type === "hold")!;
    expect(Object.keys(hold).sort()).toEqual(["id", "rank", "site", "subtitle", "title", "type", "typeLabel", "url"]);
    expect(hold).toMatchObject({ typeLabel: "Holds", title: "Iceberg lettuce 24 ct cartons, Block 12", site: "yuma" });
  });
});

/** Writes that change an indexed source through another row (a parent's name) rebuild it in their transaction. */
describe("passages that show a parent's name", () => {
  const passagesOf = (kind: string, sourceIds: string[]) =>
    t.db
      .select({
        sourceId: searchPassagesTable.sourceId,
        title: searchPassagesTable.title,
        body: searchPassagesTable.body,
      })
      .from(searchPassagesTable)
      .where(and(eq(searchPassagesTable.kind, kind), inArray(searchPassagesTable.sourceId, sourceIds)));

  it("renaming an employee rewrites their training sessions' passages", async () => {
    const manager = await t.signInAs("qa_manager");
    const [ka] = (await t.call("GET", "/api/employees?q=OX-0104", { cookie: manager })).json().items;
    const sessionIds = (
      await t.db
        .select({ id: trainingSessions.id })
        .from(trainingSessions)
        .where(eq(trainingSessions.employeeId, ka.id))
    ).map((s) => s.id);
    expect(sessionIds.length).toBeGreaterThan(0);
    expect((await passagesOf("training", sessionIds)).every((p) => p.title.includes(ka.name))).toBe(true);
    const renamed = await t.call("PUT", `/api/employees/${ka.id}`, {
      cookie: manager,
      body: {
        employeeCode: ka.employeeCode,
        name: "Kalani Renamed-Akana",
        jobRole: ka.jobRole,
        phone: ka.phone,
        site: "oxnard",
        hireDate: ka.hireDate,
        status: ka.status,
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await passagesOf("training", sessionIds);
    expect(after.length).toBe(sessionIds.length * 2);
    for (const p of after) {
      expect(p.title).toContain("Kalani Renamed-Akana");
      expect(p.title).not.toContain(ka.name);
    }
    const found = await searchPassages(t.db, admin(), { query: "Renamed-Akana", kinds: ["training"], limit: 20 });
    expect(found.map((p) => p.id).sort()).toEqual([...sessionIds].sort());
  });

  it("renaming a supplier rewrites its documents' passages", async () => {
    const manager = await t.signInAs("qa_manager");
    const [doc] = await t.db
      .select({ id: supplierDocuments.id, supplierId: supplierDocuments.supplierId })
      .from(supplierDocuments)
      .where(eq(supplierDocuments.organisationId, orgId))
      .limit(1);
    const renamed = await t.call("PATCH", `/api/suppliers/${doc!.supplierId}`, {
      cookie: manager,
      body: { name: "Quetzal Renamed Farms" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await passagesOf("supplier_document", [doc!.id]);
    expect(after.length).toBe(1);
    expect(after[0]!.title).toMatch(/^Quetzal Renamed Farms: /);
    const found = await searchPassages(t.db, admin(), {
      query: "Quetzal Renamed",
      kinds: ["supplier_document"],
      limit: 20,
    });
    expect(found.map((p) => p.id)).toContain(doc!.id);
  });
});
