import { describe, expect, it } from "vitest";
import { fillMissingKdes, kdeCompleteness, missingKdes, type StoredTraceEvent } from "./completeness";
import { cteTypes } from "./kde";
import { romaineProductId, sampleBodies, saladProductId } from "./test-events";

const stored = (id: string, body: object, change: Record<string, unknown> = {}) =>
  ({ ...structuredClone(body), ...change, id }) as unknown as StoredTraceEvent;

describe("missing KDEs", () => {
  it("finds none in complete events, optional KDEs left out included", () => {
    for (const type of cteTypes) expect(missingKdes(stored(type, sampleBodies[type])), type).toEqual([]);
    // Cooling without a variety: 1.1325(b)(1)(ii) asks for it only if applicable.
    expect("variety" in sampleBodies.cooling).toBe(false);
  });

  it("names an absent or blank KDE, and a part of one", () => {
    expect(missingKdes(stored("s", sampleBodies.shipping, { tlcSource: undefined, shipDate: " " }))).toEqual([
      "shipDate",
      "tlcSource",
    ]);
    expect(
      missingKdes(stored("s", sampleBodies.shipping, { referenceDocument: { type: "bill_of_lading", number: "" } })),
    ).toEqual(["referenceDocument.number"]);
    expect(missingKdes(stored("h", sampleBodies.harvesting, { quantity: { value: 75 } }))).toEqual(["quantity.unit"]);
  });

  it("checks every harvest received at packing, and the TLC the packing assigned", () => {
    const [first] = sampleBodies.initial_packing.received;
    const second = { ...first, harvestDate: undefined, harvester: { businessName: "Crew B" } };
    const packing = stored("p", sampleBodies.initial_packing, { received: [first, second], tlc: undefined });
    expect(missingKdes(packing)).toEqual(["received.1.harvester.phone", "received.1.harvestDate", "tlc"]);
  });

  it("names a missing list once, not each of its elements' KDEs", () => {
    expect(missingKdes(stored("t", sampleBodies.transformation, { inputs: [] }))).toEqual(["inputs"]);
  });
});

describe("KDE completeness", () => {
  const events = [
    stored("ship-1", sampleBodies.shipping),
    stored("ship-2", sampleBodies.shipping, { tlcSource: undefined }),
    stored("ship-3", sampleBodies.shipping, { referenceDocument: { type: "invoice", number: "" } }),
    stored("harvest-1", sampleBodies.harvesting),
    stored("receive-1", sampleBodies.receiving, { product: { productId: saladProductId } }),
  ];

  it("gives the share of complete events per CTE, in the rule's order, with what each incomplete one lacks", () => {
    expect(kdeCompleteness(events)).toEqual([
      { type: "harvesting", total: 1, complete: 1, share: 1, incomplete: [] },
      {
        type: "shipping",
        total: 3,
        complete: 1,
        share: 1 / 3,
        incomplete: [
          { id: "ship-2", missing: ["tlcSource"] },
          { id: "ship-3", missing: ["referenceDocument.number"] },
        ],
      },
      { type: "receiving", total: 1, complete: 1, share: 1, incomplete: [] },
    ]);
  });

  it("splits each CTE by the caller's key, e.g. the product", () => {
    const byProduct = kdeCompleteness(
      events.filter((event) => event.type !== "harvesting"),
      (event) => (event.product as { productId?: string } | undefined)?.productId,
    );
    expect(byProduct.map((group) => [group.type, group.key, group.total, group.complete])).toEqual([
      ["shipping", romaineProductId, 3, 1],
      ["receiving", saladProductId, 1, 1],
    ]);
  });

  it("is empty for no events", () => {
    expect(kdeCompleteness([])).toEqual([]);
  });
});

describe("fillMissingKdes", () => {
  it("fills only what is missing, part by part and element by element, and never changes a recorded KDE", () => {
    const stored = {
      type: "receiving",
      tlc: "VV-1",
      referenceDocument: { type: "advance_ship_notice" },
      items: [{ farm: "A" }, { farm: "" }],
    };
    const { kdes, filled } = fillMissingKdes(stored, {
      tlc: "OTHER",
      referenceDocument: { type: "invoice", number: "ASN-88" },
      items: [{ farm: "Z" }, { farm: "B" }],
      receiveDate: "2026-11-20",
    });
    expect(kdes).toEqual({
      type: "receiving",
      tlc: "VV-1",
      referenceDocument: { type: "advance_ship_notice", number: "ASN-88" },
      items: [{ farm: "A" }, { farm: "B" }],
      receiveDate: "2026-11-20",
    });
    expect(filled).toEqual(["referenceDocument.number", "items.1.farm", "receiveDate"]);
    expect(fillMissingKdes(stored, { tlc: "X" }).filled).toEqual([]);
  });
});
