import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, siteToday } from "../src/domain/dates";
import { fdaRequestLog, sites, traceEvents, traceLots } from "../src/server/db/schema";
import { FDA_SPREADSHEET_BATCH } from "../src/server/use-cases/traceability/fda-spreadsheet";
import { fdaSheetOpenedByCalc } from "./support/fda-sheet";
import { LIBREOFFICE_TIMEOUT_MS } from "./support/libreoffice";
import { createTestApp, type TestApp } from "./support/test-app";

// The FDA spreadsheet streamed out in batches (keyset on event date and id) and the trace's lots walked
// in one recursive query (decisions 133, 160): more events than one batch, many on the same day, and a
// transformation chain twelve deep, written straight into the tables as an import would. Expected rows are worked out from
// what this file inserts.
const today = siteToday("America/Los_Angeles");
const days = [addCalendarDays(today, -3), addCalendarDays(today, -2), addCalendarDays(today, -1)];
const EVENTS = Math.floor(FDA_SPREADSHEET_BATCH * 2.5);

let t: TestApp;
let admin: string;
let inserted: { id: string; date: string; type: string }[] = [];

const described = (businessName: string) => ({
  kind: "described",
  businessName,
  phone: "+1 805 555 0100",
  address: "100 Harbor Blvd",
  city: "Oxnard",
  state: "CA",
  postalCode: "93030",
});
const product = { kind: "described", productName: "Romaine hearts", packagingSize: "24 ct", packagingStyle: "carton" };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
  await t.db.delete(traceLots);
  await t.db.delete(traceEvents);
  const [oxnard] = await t.db.select().from(sites).where(eq(sites.slug, "oxnard"));
  const base = { organisationId: oxnard!.organisationId, siteId: oxnard!.id };
  // Shipments of lots LOT-0..n, spread over three days (so most share a day and the id breaks ties).
  const shipments = Array.from({ length: EVENTS }, (_, i) => {
    const date = days[i % 3]!;
    const tlc = `LOT-${i}`;
    return {
      ...base,
      type: "shipping" as const,
      eventDate: date,
      tlc,
      tlcKey: tlc,
      quantity: 10,
      unit: "cases",
      kdes: {
        type: "shipping",
        tlc,
        quantity: { value: 10, unit: "cases" },
        product,
        shipTo: described("Yuma DC"),
        shipFrom: described("Oxnard Packhouse"),
        shipDate: date,
        tlcSource: { location: described("Oxnard Packhouse") },
        referenceDocument: { type: "bill_of_lading", number: `BOL-${i}` },
      },
    };
  });
  // CUT-1 is made from LOT-0 and LOT-1, CUT-k from CUT-(k-1) and LOT-k, up to CUT-12.
  const cuts = Array.from({ length: 12 }, (_, i) => {
    const k = i + 1;
    const inputs = k === 1 ? ["LOT-0", "LOT-1"] : [`CUT-${k - 1}`, `LOT-${k}`];
    return {
      ...base,
      type: "transformation" as const,
      eventDate: days[2]!,
      tlc: `CUT-${k}`,
      tlcKey: `CUT-${k}`,
      inputTlcKeys: inputs,
      quantity: 100,
      unit: "bags",
      kdes: {
        type: "transformation",
        tlc: `CUT-${k}`,
        inputs: inputs.map((tlc) => ({ tlc, product, quantity: { value: 5, unit: "cases" } })),
        transformationLocation: described("Oxnard Packhouse"),
        completedDate: days[2]!,
        product,
        quantity: { value: 100, unit: "bags" },
        referenceDocument: { type: "batch_log", number: `FC-${k}` },
      },
    };
  });
  const all = [...shipments, ...cuts];
  for (let i = 0; i < all.length; i += 500) {
    const rows = await t.db
      .insert(traceEvents)
      .values(all.slice(i, i + 500))
      .returning({ id: traceEvents.id, date: traceEvents.eventDate, type: traceEvents.type });
    inserted.push(...rows);
  }
  // By date, then id (the uuid's text order is its byte order).
  inserted = inserted.sort((a, b) => a.date.localeCompare(b.date) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
});
afterAll(() => t.close());

describe("FDA's sortable spreadsheet of more events than one batch", () => {
  it("streams every event's rows once, by date then id, as CSV, and logs the row count", async () => {
    const url = `/api/sites/oxnard/traceability/fda-spreadsheet?from=${days[0]}&to=${days[2]}&format=csv`;
    const response = await t.call("GET", url, { cookie: admin });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const [header, ...rows] = parse(response.body, { bom: true }) as string[][];
    expect(header![0]).toBe("Event ID");
    // A transformation has one row per lot used: two each.
    const expectedIds = inserted.flatMap((e) => (e.type === "transformation" ? [e.id, e.id] : [e.id]));
    expect(rows.map((row) => row[0])).toEqual(expectedIds);
    expect(rows).toHaveLength(EVENTS + 24);
    const shipped = rows.find((row) => row[3] === `LOT-${EVENTS - 1}`)!;
    expect(shipped.slice(1, 4)).toEqual(["Shipping", days[(EVENTS - 1) % 3], `LOT-${EVENTS - 1}`]);
    const [log] = await t.db.select().from(fdaRequestLog);
    expect(log!.rowCount).toBe(EVENTS + 24);
  });

  it(
    "streams the same rows as XLSX with the header frozen and filtered",
    async () => {
      const url = `/api/sites/oxnard/traceability/fda-spreadsheet?from=${days[1]}&to=${days[1]}&format=xlsx`;
      const response = await t.call("GET", url, { cookie: admin });
      expect(response.statusCode).toBe(200);
      const sheet = await fdaSheetOpenedByCalc(response.rawPayload as unknown as Buffer);
      const onDay = inserted.filter((e) => e.date === days[1]).map((e) => e.id);
      expect(onDay.length).toBeGreaterThan(FDA_SPREADSHEET_BATCH / 2);
      const ids = [];
      for (let r = 2; r <= sheet.rowCount; r++) ids.push(sheet.getRow(r).getCell(1).value);
      expect(ids).toEqual(onDay);
      const logged = await t.db.select().from(fdaRequestLog);
      expect(logged.map((l) => [l.format, l.rowCount])).toEqual([
        ["csv", EVENTS + 24],
        ["xlsx", onDay.length],
      ]);
    },
    LIBREOFFICE_TIMEOUT_MS,
  );

  it("filters by a lot across batches: the lot's shipment and the cut that used it", async () => {
    const url = `/api/sites/oxnard/traceability/fda-spreadsheet?from=${days[0]}&to=${days[2]}&format=csv&tlc=lot-5`;
    const [, ...rows] = parse((await t.call("GET", url, { cookie: admin })).body, { bom: true }) as string[][];
    // All three on one day: their order follows the events' ids.
    expect(rows.map((row) => [row[1], row[3], row[24]]).sort()).toEqual([
      ["Shipping", "LOT-5", ""],
      ["Transformation", "CUT-5", "CUT-4"],
      ["Transformation", "CUT-5", "LOT-5"],
    ]);
  });
});

describe("a trace twelve transformations deep", () => {
  it("goes forward from the first lot used to the last cut", async () => {
    const body = (await t.call("GET", "/api/trace/lots/LOT-0?direction=forward", { cookie: admin })).json();
    const lots = body.lots as { tlc: string; depth: number }[];
    expect(lots).toEqual(
      [
        { tlc: "LOT-0", depth: 0 },
        ...Array.from({ length: 12 }, (_, i) => ({
          tlc: `CUT-${i + 1}`,
          depth: i + 1,
          massBalance: expect.any(Array),
        })),
      ].map((lot) => expect.objectContaining(lot)),
    );
    // LOT-0's shipment and the twelve cuts; no other lot's shipment.
    expect(body.events.map((e: { lot: { tlc: string } }) => e.lot.tlc).sort()).toEqual(
      ["LOT-0", ...Array.from({ length: 12 }, (_, i) => `CUT-${i + 1}`)].sort(),
    );
  });

  it("goes backward from the last cut to every lot it was made from", async () => {
    const body = (await t.call("GET", "/api/trace/lots/cut-12?direction=backward", { cookie: admin })).json();
    const depthOf = Object.fromEntries((body.lots as { tlc: string; depth: number }[]).map((l) => [l.tlc, l.depth]));
    const expected: Record<string, number> = { "cut-12": 0, "LOT-12": 1, "LOT-0": 12, "LOT-1": 12 };
    for (let k = 1; k <= 11; k++) {
      expected[`CUT-${k}`] = 12 - k;
      if (k >= 2) expected[`LOT-${k}`] = 13 - k;
    }
    expect(depthOf).toEqual(expected);
    // Every lot's shipment and cut reached, and LOT-13's shipment (never used) not.
    expect(body.events).toHaveLength(12 + 13);
    // The mass balance of LOT-5 counts what CUT-5 used of it, though the trace went backward.
    const lot5 = body.lots.find((l: { tlc: string }) => l.tlc === "LOT-5");
    expect(lot5.massBalance).toEqual([expect.objectContaining({ shipped: 10, used: 5 })]);
  });
});

describe("a cycle in bad data", () => {
  it("ends the recursive walk: each lot is reached once, forward and backward", async () => {
    // LOOP-A made from LOOP-B and LOOP-B from LOOP-A, as a bad import could write them.
    const [oxnard] = await t.db.select().from(sites).where(eq(sites.slug, "oxnard"));
    const loop = (tlc: string, input: string) => ({
      organisationId: oxnard!.organisationId,
      siteId: oxnard!.id,
      type: "transformation" as const,
      eventDate: days[2]!,
      tlc,
      tlcKey: tlc,
      inputTlcKeys: [input],
      quantity: 10,
      unit: "bags",
      kdes: {
        type: "transformation",
        tlc,
        inputs: [{ tlc: input, product, quantity: { value: 10, unit: "bags" } }],
        transformationLocation: described("Oxnard Packhouse"),
        completedDate: days[2]!,
        product,
        quantity: { value: 10, unit: "bags" },
        referenceDocument: { type: "batch_log", number: `FC-${tlc}` },
      },
    });
    await t.db.insert(traceEvents).values([loop("LOOP-A", "LOOP-B"), loop("LOOP-B", "LOOP-A")]);
    for (const direction of ["forward", "backward"]) {
      const response = await t.call("GET", `/api/trace/lots/LOOP-A?direction=${direction}`, { cookie: admin });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.lots.map((l: { tlc: string; depth: number }) => [l.tlc, l.depth])).toEqual([
        ["LOOP-A", 0],
        ["LOOP-B", 1],
      ]);
      expect(body.events.map((e: { lot: { tlc: string } }) => e.lot.tlc).sort()).toEqual(["LOOP-A", "LOOP-B"]);
    }
  });
});
