import { describe, expect, it } from "vitest";
import {
  drillCustomers,
  drillElapsed,
  formatDrillMinutes,
  holdUnitFor,
  lotsOnHand,
  recallDrillCreateSchema,
  type DrillShipment,
} from "./recall-drill";
import type { MassBalance } from "./trace";

const place = (businessName: string, city: string) => ({
  businessName,
  phone: "+1 555 0100",
  address: "1 Main St",
  city,
  state: "CA",
  postalCode: "93030",
  country: "US",
});
const shipment = (
  eventId: string,
  tlc: string,
  value: number,
  unit: string,
  to: ReturnType<typeof place>,
  date = "2026-03-05",
): DrillShipment => ({
  eventId,
  siteId: "oxnard",
  tlc,
  date,
  quantity: { value, unit },
  shipTo: to,
});

describe("the drill's clock", () => {
  it("counts whole minutes and is within the target up to exactly four hours", () => {
    const start = new Date("2026-03-05T08:00:00Z");
    expect(drillElapsed(start, new Date("2026-03-05T12:00:59Z"))).toEqual({
      minutes: 240,
      withinTarget: true,
      targetMinutes: 240,
    });
    expect(drillElapsed(start, new Date("2026-03-05T12:01:00Z")).withinTarget).toBe(false);
    expect(drillElapsed(start, new Date("2026-03-05T07:00:00Z")).minutes).toBe(0);
    expect(formatDrillMinutes(185)).toBe("3 h 05 min");
    expect(formatDrillMinutes(45)).toBe("45 min");
  });
});

describe("starting a drill", () => {
  it("needs a lot code, or a product with both dates in order", () => {
    const issues = (input: unknown) =>
      recallDrillCreateSchema.safeParse(input).error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];
    expect(issues({})).toEqual([["tlc", "Enter a traceability lot code, or choose a product and a date range"]]);
    expect(issues({ tlc: "A-1" })).toEqual([]);
    const productId = "00000000-0000-4000-8000-000000000001";
    expect(issues({ productId })).toEqual([["from", "Enter the date range"]]);
    expect(issues({ productId, from: "2026-03-01" })).toEqual([["to", "Enter the date range"]]);
    expect(issues({ productId, from: "2026-03-09", to: "2026-03-01" })).toEqual([["to", "Ends before it starts"]]);
    expect(issues({ productId, from: "2026-03-01", to: "2026-03-09" })).toEqual([]);
  });
});

describe("customers to contact", () => {
  it("groups shipments by ship-to location and sums them per lot and unit, never across units", () => {
    const market = place("Market", "Oxnard");
    const marketElsewhere = place("Market", "Fresno");
    const customers = drillCustomers([
      shipment("e3", "LOT-1", 10, "cases", market, "2026-03-06"),
      shipment("e1", "LOT-1", 5, "Cases", market),
      shipment("e2", "lot-1", 2, "lb", market),
      shipment("e4", "LOT-2", 7, "cases", marketElsewhere),
    ]);
    expect(customers.map((c) => [c.businessName, c.address, c.totals])).toEqual([
      [
        "Market",
        "1 Main St, Oxnard, CA 93030, US",
        [
          { tlc: "LOT-1", value: 15, unit: "Cases" },
          { tlc: "lot-1", value: 2, unit: "lb" },
        ],
      ],
      ["Market", "1 Main St, Fresno, CA 93030, US", [{ tlc: "LOT-2", value: 7, unit: "cases" }]],
    ]);
    expect(customers[0]!.shipments.map((s) => s.eventId)).toEqual(["e1", "e2", "e3"]);
  });
});

describe("lots on hand", () => {
  const balance = (
    siteId: string,
    tlc: string,
    made: number,
    shipped: number,
    status: MassBalance["status"] = "unaccounted",
  ): MassBalance => ({
    siteId,
    tlc,
    unit: "cases",
    made,
    received: 0,
    shipped,
    used: 0,
    onHand: 0,
    destroyed: 0,
    difference: made - shipped,
    status,
  });
  it("keeps the affected lots of the site with something left by the records", () => {
    expect(
      lotsOnHand(
        [
          balance("oxnard", "A", 600, 400),
          balance("oxnard", "B", 100, 100, "balanced"),
          balance("yuma", "A", 50, 0),
          balance("oxnard", "C", 10, 0),
          balance("oxnard", "D", 0, 0, "mixed_units"),
        ],
        "oxnard",
        ["a", "B", "D"],
      ),
    ).toEqual([{ tlc: "A", value: 200, unit: "cases" }]);
  });
  it("maps a lot's unit onto a hold's", () => {
    expect(holdUnitFor("Cases")).toBe("cases");
    expect(holdUnitFor("carton")).toBe("cases");
    expect(holdUnitFor("pounds")).toBe("lb");
    expect(holdUnitFor("totes")).toBeNull();
  });
});
