import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holds, organisations, sites } from "../src/server/db/schema";
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
