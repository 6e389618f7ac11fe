import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OverviewView } from "../src/domain/schemas/overview";
import type { TraceEventInput } from "../src/domain/traceability/kde";
import type { Actor } from "../src/server/auth/actor";
import { organisations, sites, users } from "../src/server/db/schema";
import { demoFigures } from "../src/server/demo/demo-figures";
import { DEMO_INCOMPLETE_SUPPLIER } from "../src/server/demo/traceability/seed-demo-traceability";
import { captureTraceEvent } from "../src/server/use-cases/traceability/capture-trace-event";
import {
  loadTraceabilityFacts,
  traceSiteEventCountsBody,
} from "../src/server/use-cases/traceability/traceability-facts";
import { createTestApp, type TestApp } from "./support/test-app";

// Decision 141: KDE completeness feeds the overview's readiness and the traceability clauses. The demo's
// Valle Verde receipt lacks its reference document number: 7 of oxnard's 8 events are complete.
let t: TestApp;
let admin: string;
let actor: Actor;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
  const [user] = await t.db.select().from(users).where(eq(users.email, "admin@clausewise.demo"));
  const [org] = await t.db.select().from(organisations).where(eq(organisations.name, "Pacific Fresh Produce Co."));
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

async function overview(): Promise<OverviewView> {
  const response = await t.call("GET", "/api/sites/oxnard/overview?days=30", { cookie: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const traceTab = (o: OverviewView) => o.actionQueue.find((q) => q.tab === "trace")!;
const traceArea = (o: OverviewView) => o.byClause.find((r) => r.tag === "traceability")!;
type Event = { id: string; type: string; tlc: string | null; kdes: Record<string, unknown> };
const receipts = async () =>
  ((await t.call("GET", "/api/sites/oxnard/trace-events", { cookie: admin })).json().items as Event[]).filter(
    (e) => e.type === "receiving",
  );
const complete = (id: string, kdes: unknown) =>
  t.call("POST", `/api/sites/oxnard/trace-events/${id}/complete`, { cookie: admin, body: { kdes } });

describe("KDE completeness on the overview (decision 141)", () => {
  it("counts complete events in SQL as the completeness dashboard does, on the demo season", async () => {
    const orgSites = await t.db.select().from(sites).where(eq(sites.organisationId, actor.organisationId));
    for (const slug of ["oxnard", "yuma"]) {
      const site = orgSites.find((s) => s.slug === slug)!;
      const facts = await loadTraceabilityFacts(t.db, actor.organisationId, site);
      const groups = (
        await t.call("GET", `/api/sites/${slug}/traceability/completeness?by=type`, { cookie: admin })
      ).json().groups as { total: number; incomplete: unknown[] }[];
      expect(facts.events.total).toBe(groups.reduce((n, g) => n + g.total, 0));
      expect(facts.events.incomplete).toBe(groups.reduce((n, g) => n + g.incomplete.length, 0));
    }
  });

  it("counts with the database's function whose body is the domain's KDE rules as they are now (decision 172)", async () => {
    const result = (await t.db.execute(
      sql`select prosrc, proconfig from pg_proc where proname = 'trace_site_event_counts'`,
    )) as unknown as { rows: { prosrc: string; proconfig: string[] }[] };
    // A change of the rules in src/domain needs a migration replacing the function with this text.
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]!.prosrc).toBe(traceSiteEventCountsBody());
    expect(result.rows[0]!.proconfig).toEqual(["plan_cache_mode=force_generic_plan"]);
  });

  it("lowers readiness and lists the gap; a new incomplete capture lowers it more; completing both restores it", async () => {
    const before = await overview();
    expect(before.metrics.readinessScore.value).toBe(demoFigures.oxnard.readiness);
    expect(traceTab(before).items).toEqual([
      expect.objectContaining({
        kind: "kde_incomplete",
        title: "1 of 8 trace events lacks required KDEs",
        detail: "88% of events complete",
        url: "/app/traceability/completeness",
        status: "dueSoon",
      }),
    ]);
    // oxnard's traceability area: 1.10.01 and 1.13.01 are due soon (the other traceability clauses sit in
    // other areas by their first tag).
    expect(traceArea(before)).toMatchObject({ status: "dueSoon", due: 2, overdue: 0 });

    // A partner's receipt stored as it came (an import), without its reference document number.
    const [demoReceipt] = await receipts();
    const { id: _id, ...kdes } = demoReceipt!.kdes as Record<string, unknown> & { id?: string };
    const asSent = { ...kdes, tlc: "VV-GL-2611-09" } as unknown as TraceEventInput;
    const { id: newId } = await captureTraceEvent(t.db, actor, { siteSlug: "oxnard", event: asSent });
    const worse = await overview();
    expect(traceTab(worse).items[0]!.title).toBe("2 of 9 trace events lack required KDEs");
    // Four traceability clauses (25 + 20 + 25 + 20 points) at 7/9 instead of 7/8 of their standing.
    expect(worse.metrics.readinessScore.value).toBeLessThan(before.metrics.readinessScore.value);

    // Completing refuses a change that leaves a KDE missing and never changes a recorded one.
    const demoId = (await receipts()).find((e) => e.tlc === "VV-GL-2611-07")!.id;
    const stillMissing = await complete(demoId, { referenceDocument: { number: "" } });
    expect(stillMissing.statusCode).toBe(400);
    expect(stillMissing.json().error.fields.kdes).toBe("Send at least one of the KDEs this event lacks");
    const filled = await complete(demoId, { tlc: "CHANGED", referenceDocument: { number: "ASN-40117" } });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().filled).toEqual(["referenceDocument.number"]);
    const stored = (await receipts()).find((e) => e.id === demoId)!;
    expect(stored.tlc).toBe("VV-GL-2611-07");
    expect(stored.kdes.referenceDocument).toEqual({ type: "advance_ship_notice", number: "ASN-40117" });
    expect((await complete(demoId, { referenceDocument: { number: "X" } })).statusCode).toBe(400);

    const half = await overview();
    expect(traceTab(half).items[0]!.title).toBe("1 of 9 trace events lacks required KDEs");
    expect(half.metrics.readinessScore.value).toBeGreaterThan(worse.metrics.readinessScore.value);

    expect((await complete(newId, { referenceDocument: { number: "ASN-40118" } })).statusCode).toBe(200);
    const after = await overview();
    expect(traceTab(after).items).toEqual([]);
    expect(traceArea(after)).toMatchObject({ status: "onTime", due: 0, overdue: 0 });
    // The demo's figure before the gap: every event complete.
    expect(after.metrics.readinessScore.value).toBe(92);
    const supplier = (
      await t.call("GET", "/api/sites/oxnard/traceability/completeness?by=supplier", { cookie: admin })
    ).json().groups as { key?: string; share: number }[];
    expect(supplier.filter((g) => g.key === DEMO_INCOMPLETE_SUPPLIER).map((g) => g.share)).toEqual([1]);
  });

  it("answers 404 for an unknown event and 400 for a bad id or body", async () => {
    expect((await complete("00000000-0000-4000-8000-000000000000", {})).statusCode).toBe(404);
    const bad = await complete("nope", {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.eventId).toBeDefined();
    const [receipt] = await receipts();
    const noBody = await t.call("POST", `/api/sites/oxnard/trace-events/${receipt!.id}/complete`, {
      cookie: admin,
      body: { kdes: "x" },
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error.fields.kdes).toBeDefined();
  });
});
