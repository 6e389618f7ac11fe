import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, siteToday } from "../src/domain/dates";
import {
  DEMO_INCOMPLETE_SUPPLIER,
  DEMO_TRACE_CUSTOMERS,
  DEMO_YUMA_FIELDS,
} from "../src/server/demo/traceability/seed-demo-traceability";
import { createTestApp, type TestApp } from "./support/test-app";

// The demo season of FSMA 204 (issue 20) as the screens read it through the API: Yuma harvests of named
// fields and their cooling, packing at Oxnard under assigned codes, three customers, a fresh-cut lot, and
// one supplier receipt without its reference document number.
let t: TestApp;
let admin: string;
// The seed dates its season from its own "today": read before and after it, as a run may cross midnight.
const ZONE = "America/Los_Angeles";
let seededOn: string[];
beforeAll(async () => {
  const before = siteToday(ZONE);
  t = await createTestApp();
  seededOn = [before, siteToday(ZONE)];
  admin = await t.signInAs("admin");
});
afterAll(() => t.close());

type Event = { type: string; tlc: string | null; eventDate: string; kdes: Record<string, unknown> };
const events = async (site: string) =>
  (await t.call("GET", `/api/sites/${site}/trace-events`, { cookie: admin })).json().items as Event[];

describe("the demo traceability season", () => {
  it("harvests and cools named Yuma fields six days before today", async () => {
    const yuma = await events("yuma");
    expect(yuma.map((e) => e.type).sort()).toEqual(["cooling", "cooling", "harvesting", "harvesting"]);
    const dates = [...new Set(yuma.map((e) => e.eventDate))];
    expect(dates).toHaveLength(1);
    expect(seededOn.map((today) => addCalendarDays(today, -6))).toContain(dates[0]);
    const fields = yuma.filter((e) => e.type === "harvesting").map((e) => e.kdes.growingArea);
    expect(fields.sort()).toEqual([DEMO_YUMA_FIELDS[0], DEMO_YUMA_FIELDS[2]].sort());
  });

  it("packs at Oxnard under assigned codes and traces the romaine lot to its customers and the salad", async () => {
    const oxnard = await events("oxnard");
    const packed = oxnard.filter((e) => e.type === "initial_packing");
    expect(packed).toHaveLength(2);
    for (const lot of packed) expect(lot.tlc).toMatch(/^OXNARD-\d{6}-\d{3}$/);
    const romaine = packed.find(
      (e) => (e.kdes.received as { growingArea: string }[])[0]!.growingArea === DEMO_YUMA_FIELDS[0],
    )!;

    const trace = (
      await t.call("GET", `/api/trace/lots/${romaine.tlc}?direction=forward`, { cookie: admin })
    ).json() as { lots: { tlc: string; depth: number }[]; events: { type: string; partner: string | null }[] };
    expect(trace.lots.map((l) => l.depth)).toEqual([0, 1]);
    const customers = trace.events.filter((e) => e.type === "shipping").map((e) => e.partner);
    expect(customers.sort()).toEqual(
      [DEMO_TRACE_CUSTOMERS[0], DEMO_TRACE_CUSTOMERS[0], DEMO_TRACE_CUSTOMERS[1]].sort(),
    );
    expect(trace.events.filter((e) => e.type === "transformation")).toHaveLength(1);
    // The third customer got the iceberg lot.
    const shippedTo = oxnard.filter((e) => e.type === "shipping").length;
    expect(shippedTo).toBe(4);
  });

  it("shows one gap in KDE completeness: the supplier receipt without its document number", async () => {
    const bySupplier = (
      await t.call("GET", "/api/sites/oxnard/traceability/completeness?by=supplier", { cookie: admin })
    ).json() as { groups: { type: string; key?: string; share: number; incomplete: { missing: string[] }[] }[] };
    const gaps = bySupplier.groups.filter((g) => g.share < 1);
    expect(gaps.map((g) => [g.type, g.key, g.incomplete.map((i) => i.missing)])).toEqual([
      ["receiving", DEMO_INCOMPLETE_SUPPLIER, [["referenceDocument.number"]]],
    ]);
  });
});
