import { describe, expect, it } from "vitest";
import { pickLot, sourceMatches, tlcSourceKey, tlcSourceKeys } from "./lot-source";
import { type LotMovement, massBalances, traceLot } from "./trace";

const valley = { businessName: "Valle Verde Farms, Inc.", city: "Salinas" };
const sierra = { businessName: "Sierra Growers", city: "Watsonville" };

describe("a lot's TLC source key", () => {
  it("is the location's business name and city, letters and digits only, accents and case aside", () => {
    expect(tlcSourceKey({ location: valley })).toBe("loc:valleverdefarmsinc:salinas");
    expect(tlcSourceKey({ location: { businessName: "VALLE VERDE FARMS INC", city: " salinas " } })).toBe(
      "loc:valleverdefarmsinc:salinas",
    );
    expect(tlcSourceKey({ location: { businessName: "Agrícola Niño", city: "Culiacán" } })).toBe(
      "loc:agricolanino:culiacan",
    );
  });

  it("is the reference when there is no location, and keeps both keys for matching", () => {
    expect(tlcSourceKey({ reference: "FDA FFRN 1234-5678" })).toBe("ref:fdaffrn12345678");
    expect(tlcSourceKey({ location: valley, reference: "FFRN 1" })).toBe("loc:valleverdefarmsinc:salinas");
    expect(tlcSourceKeys({ location: valley, reference: "FFRN 1" })).toEqual({
      location: "loc:valleverdefarmsinc:salinas",
      reference: "ref:ffrn1",
    });
    expect(tlcSourceKey({ reference: "" })).toBe("");
  });
});

describe("picking the lot a shipping names (decision 155)", () => {
  const lots = [
    { tlc: "L-100", sourceKey: tlcSourceKey({ location: valley }), id: "a" },
    { tlc: "L-100", sourceKey: tlcSourceKey({ reference: "FFRN 77" }), id: "b" },
    { tlc: "L-200", sourceKey: tlcSourceKey({ location: sierra }), id: "c" },
  ];

  it("takes the lot of the code whose source the event names, by location or by reference", () => {
    expect(pickLot(lots, "l-100", { location: { businessName: "valle verde farms inc", city: "Salinas" } })).toEqual({
      ok: true,
      lot: lots[0],
    });
    expect(pickLot(lots, "L-100", { reference: "ffrn 77" })).toEqual({ ok: true, lot: lots[1] });
    // A location the lot was not keyed by, with the reference it was.
    expect(pickLot(lots, "L-100", { location: sierra, reference: "FFRN 77" })).toEqual({ ok: true, lot: lots[1] });
  });

  it("refuses a code two sources share when the source names neither", () => {
    expect(pickLot(lots, "L-100", { location: sierra })).toEqual({ ok: false, problem: "ambiguous_tlc_source" });
    expect(pickLot(lots, "L-100", undefined)).toEqual({ ok: false, problem: "ambiguous_tlc_source" });
    // Naming both lots' sources names two lots.
    expect(pickLot(lots, "L-100", { location: valley, reference: "FFRN 77" })).toEqual({
      ok: false,
      problem: "ambiguous_tlc_source",
    });
  });

  it("lets the code alone name the site's only lot of that code, and knows no lot of an unknown code", () => {
    expect(pickLot(lots, "L-200", { reference: "something else" })).toEqual({ ok: true, lot: lots[2] });
    expect(pickLot(lots, "L-300", { location: valley })).toEqual({ ok: false, problem: "unknown_tlc" });
  });

  it("reads a source written as text: the key, the business name (with or without the city), the reference", () => {
    const key = tlcSourceKey({ location: valley });
    expect(sourceMatches(key, key)).toBe(true);
    expect(sourceMatches(key, "Valle Verde Farms Inc")).toBe(true);
    expect(sourceMatches(key, "Valle Verde Farms Inc, Salinas")).toBe(true);
    expect(sourceMatches(key, "Sierra Growers")).toBe(false);
    expect(sourceMatches("ref:ffrn77", "FFRN 77")).toBe(true);
    expect(sourceMatches("ref:ffrn77", "")).toBe(false);
  });
});

describe("tracing lots that share a code", () => {
  const q = (value: number, unit = "cases") => ({ value, unit });
  const V = "loc:valleverde:salinas";
  const S = "loc:sierra:watsonville";
  // The DC receives L-100 from two suppliers, cuts Valle Verde's into salad S-1 and ships Sierra's on.
  // Oxnard, which shipped Valle Verde's lot, described its source by reference.
  const movements: LotMovement[] = [
    {
      id: "ox-ship",
      siteId: "ox",
      type: "shipping",
      date: "2026-03-06",
      lot: { tlc: "L-100", source: "ref:ffrn1", quantity: q(40) },
      inputs: [],
    },
    {
      id: "recv-v",
      siteId: "dc",
      type: "receiving",
      date: "2026-03-07",
      lot: { tlc: "L-100", source: V, quantity: q(40) },
      inputs: [],
    },
    {
      id: "recv-s",
      siteId: "dc",
      type: "receiving",
      date: "2026-03-07",
      lot: { tlc: "L-100", source: S, quantity: q(30) },
      inputs: [],
    },
    {
      id: "cut",
      siteId: "dc",
      type: "transformation",
      date: "2026-03-08",
      lot: { tlc: "S-1", source: "loc:dc:yuma", quantity: q(100, "bags") },
      inputs: [{ tlc: "L-100", source: V, quantity: q(10) }],
    },
    {
      id: "ship-s",
      siteId: "dc",
      type: "shipping",
      date: "2026-03-09",
      lot: { tlc: "L-100", source: S, quantity: q(30) },
      inputs: [],
    },
  ];

  it("follows only the named lot where a site holds two, and the code elsewhere", () => {
    const valleyTrace = traceLot(movements, { tlc: "L-100", source: V }, "forward");
    expect(valleyTrace.events.map((e) => e.id)).toEqual(["ox-ship", "recv-v", "cut"]);
    expect(valleyTrace.lots).toEqual([
      { tlc: "L-100", depth: 0, tlcSource: V },
      { tlc: "S-1", depth: 1, tlcSource: "loc:dc:yuma" },
    ]);
    expect(traceLot(movements, { tlc: "L-100", source: S }, "forward").events.map((e) => e.id)).toEqual([
      "ox-ship",
      "recv-s",
      "ship-s",
    ]);
    // Backward from the salad: only the lot it was made from.
    expect(traceLot(movements, "S-1", "backward").events.map((e) => e.id)).toEqual(["ox-ship", "recv-v", "cut"]);
  });

  it("keeps a mass balance per lot where a site holds two of one code", () => {
    const dc = massBalances(movements).filter((b) => b.siteId === "dc" && b.tlc === "L-100");
    expect(dc.map((b) => [b.tlcSource, b.received, b.used, b.shipped, b.difference])).toEqual([
      [V, 40, 10, 0, 30],
      [S, 30, 0, 30, 0],
    ]);
    // Oxnard holds one lot of the code: its balance is the code's.
    expect(massBalances(movements).find((b) => b.siteId === "ox")).not.toHaveProperty("tlcSource");
  });
});
