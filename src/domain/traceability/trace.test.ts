import { describe, expect, it } from "vitest";
import { traceEventInputSchema } from "./kde";
import { sampleBodies } from "./test-events";
import { type LotMovement, massBalances, toLotMovement, traceLot } from "./trace";

const q = (value: number, unit = "cases") => ({ value, unit });
const move = (
  id: string,
  siteId: string,
  type: LotMovement["type"],
  date: string,
  tlc: string,
  quantity: { value: number; unit: string },
  inputs: LotMovement["inputs"] = [],
): LotMovement => ({ id, siteId, type, date, lot: { tlc, quantity }, inputs });

/*
 * Oxnard packs lot A (600 cases) and ships 400 to the DC; the DC receives them and lot B (100 cases) from
 * another supplier, cuts 50 cases of A and 20 of B into salad lot S (1200 bags), ships 1000 bags of S.
 * Lot C, packed the same day, never meets them.
 */
const movements = [
  move("ship-s", "dc", "shipping", "2026-03-10", "S", q(1000, "bags")),
  move("pack-a", "ox", "initial_packing", "2026-03-06", "A", q(600)),
  move("pack-c", "ox", "initial_packing", "2026-03-06", "C", q(300)),
  move("ship-a", "ox", "shipping", "2026-03-07", "A", q(400)),
  move("recv-a", "dc", "receiving", "2026-03-08", "a", q(400)),
  move("recv-b", "dc", "receiving", "2026-03-08", "B", q(100)),
  move("cut-s", "dc", "transformation", "2026-03-09", "S", q(1200, "bags"), [
    { tlc: "A", quantity: q(50) },
    { tlc: "B", quantity: q(20) },
  ]),
];

describe("tracing a lot", () => {
  it("forward: where the lot went and what was made from it", () => {
    const trace = traceLot(movements, "A", "forward");
    expect(trace.lots).toEqual([
      { tlc: "A", depth: 0 },
      { tlc: "S", depth: 1 },
    ]);
    expect(trace.events.map((event) => event.id)).toEqual(["pack-a", "ship-a", "recv-a", "cut-s", "ship-s"]);
  });

  it("backward: what the lot was made from, and where those lots came from", () => {
    const trace = traceLot(movements, "S", "backward");
    expect(trace.lots).toEqual([
      { tlc: "S", depth: 0 },
      { tlc: "A", depth: 1 },
      { tlc: "B", depth: 1 },
    ]);
    expect(trace.events.map((event) => event.id)).toEqual(["pack-a", "ship-a", "recv-a", "recv-b", "cut-s", "ship-s"]);
  });

  it("follows transformations at any depth", () => {
    const deeper = [
      ...movements,
      move("cut-t", "dc", "transformation", "2026-03-11", "T", q(10), [{ tlc: "S", quantity: q(5, "bags") }]),
    ];
    expect(traceLot(deeper, "B", "forward").lots).toEqual([
      { tlc: "B", depth: 0 },
      { tlc: "S", depth: 1 },
      { tlc: "T", depth: 2 },
    ]);
    expect(traceLot(deeper, "T", "backward").lots.map((lot) => [lot.tlc, lot.depth])).toEqual([
      ["T", 0],
      ["S", 1],
      ["A", 2],
      ["B", 2],
    ]);
  });

  it("ends on a cycle in bad data instead of looping", () => {
    const cyclic = [
      ...movements,
      move("bad", "dc", "transformation", "2026-03-12", "A", q(1), [{ tlc: "S", quantity: q(1) }]),
    ];
    expect(traceLot(cyclic, "A", "forward").lots.map((lot) => lot.tlc)).toEqual(["A", "S"]);
    expect(traceLot(cyclic, "A", "backward").lots.map((lot) => lot.tlc)).toEqual(["A", "S", "B"]);
  });

  it("knows only the lot itself when nothing else touches it, and nothing of an unknown code", () => {
    expect(traceLot(movements, "C", "forward").events.map((event) => event.id)).toEqual(["pack-c"]);
    expect(traceLot(movements, "Z", "backward")).toEqual({ lots: [{ tlc: "Z", depth: 0 }], events: [] });
  });
});

describe("events as lot movements", () => {
  const parsed = (type: keyof typeof sampleBodies) => ({
    ...traceEventInputSchema.parse(sampleBodies[type]),
    id: type,
    siteId: "ox",
  });

  it("dates each by its CTE's own date and keeps a transformation's inputs", () => {
    expect(toLotMovement(parsed("shipping"))).toEqual(
      move("shipping", "ox", "shipping", "2026-03-07", "OXNARD-20260306-001", q(400)),
    );
    expect(toLotMovement(parsed("transformation"))).toEqual(
      move("transformation", "ox", "transformation", "2026-03-09", "DC-20260309-001", q(1200, "bags"), [
        { tlc: "OXNARD-20260306-001", quantity: q(50) },
      ]),
    );
  });

  it("leaves out harvesting and cooling, which carry no lot code", () => {
    expect(toLotMovement(parsed("harvesting"))).toBeNull();
    expect(toLotMovement(parsed("cooling"))).toBeNull();
  });
});

describe("mass balance per lot and site", () => {
  const stock = [
    { siteId: "ox", tlc: "A", onHand: q(150), destroyed: q(50) },
    { siteId: "dc", tlc: "A", onHand: q(340) },
    { siteId: "dc", tlc: "B", onHand: q(90) },
  ];
  const balances = massBalances(movements, stock);
  const of = (siteId: string, tlc: string) => balances.find((b) => b.siteId === siteId && b.tlc.toUpperCase() === tlc);

  it("balances packed against shipped + on hand + destroyed: 600 = 400 + 150 + 50", () => {
    expect(of("ox", "A")).toEqual({
      siteId: "ox",
      tlc: "A",
      unit: "cases",
      made: 600,
      received: 0,
      shipped: 400,
      used: 0,
      onHand: 150,
      destroyed: 50,
      difference: 0,
      status: "balanced",
    });
  });

  it("finds units unaccounted for (400 received − 50 used − 340 on hand = 10) and more out than in (100 − 20 − 90 = −10)", () => {
    expect(of("dc", "A")).toMatchObject({
      received: 400,
      used: 50,
      onHand: 340,
      difference: 10,
      status: "unaccounted",
    });
    expect(of("dc", "B")).toMatchObject({
      received: 100,
      used: 20,
      onHand: 90,
      difference: -10,
      status: "over_accounted",
    });
    expect(of("dc", "S")).toMatchObject({
      made: 1200,
      shipped: 1000,
      unit: "bags",
      difference: 200,
      status: "unaccounted",
    });
  });

  it("does not add cases to pounds", () => {
    const mixed = massBalances(movements, [{ siteId: "dc", tlc: "B", onHand: q(900, "pounds") }]);
    expect(mixed.find((b) => b.siteId === "dc" && b.tlc === "B")).toMatchObject({
      status: "mixed_units",
      difference: 0,
    });
  });

  it("does not call 0.3 pounds out of 0.1 + 0.2 pounds in unbalanced", () => {
    const pounds = [
      move("r1", "dc", "receiving", "2026-03-08", "P", q(0.1, "lb")),
      move("r2", "dc", "receiving", "2026-03-09", "P", q(0.2, "lb")),
      move("s1", "dc", "shipping", "2026-03-10", "P", q(0.3, "lb")),
    ];
    expect(massBalances(pounds)[0]).toMatchObject({ received: 0.30000000000000004, shipped: 0.3, status: "balanced" });
  });
});
