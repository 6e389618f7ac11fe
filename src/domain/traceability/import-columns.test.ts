import { describe, expect, it } from "vitest";
import { buildTraceEvent, fieldsForMissing, traceImportFields } from "./import-columns";
import { cteTypes, kdeFields, traceEventInputSchema } from "./kde";

const farmId = "5f0c6f4e-8a7b-4b43-9d38-2b7a4c1f0a01";
const dcId = "5f0c6f4e-8a7b-4b43-9d38-2b7a4c1f0a02";
const productId = "5f0c6f4e-8a7b-4b43-9d38-2b7a4c1f0a03";
const refs = {
  locations: [
    { id: farmId, name: "Rivera Family Farms" },
    { id: dcId, name: "Yuma DC" },
  ],
  products: [{ id: productId, name: "Romaine hearts 24 ct" }],
};

describe("traceImportFields", () => {
  it("covers every KDE of every CTE (a KDE, or each of its parts)", () => {
    for (const type of cteTypes) {
      const keys = traceImportFields[type].map((f) => f.key.replaceAll(".0.", "[]."));
      for (const kde of kdeFields[type]) {
        if (kde.path === "received" || kde.path === "inputs") continue;
        expect(
          keys.some((key) => key === kde.path || key.startsWith(`${kde.path}.`)),
          `${type}: ${kde.path}`,
        ).toBe(true);
      }
    }
  });
});

describe("buildTraceEvent", () => {
  it("reads numbers, dates, stored names (any case), reference types in Spanish and lists", () => {
    const { event, problems } = buildTraceEvent(
      "harvesting",
      {
        subsequentRecipient: "yuma dc",
        commodity: "Romaine lettuce",
        "quantity.value": "1,200.5",
        "quantity.unit": "pounds",
        farm: "Rivera Family Farms",
        growingArea: "Block 4",
        harvestDate: "2026/3/1",
        "referenceDocument.type": "Etiqueta de campo",
        "referenceDocument.number": "FT-9",
      },
      refs,
    );
    expect(problems).toEqual({});
    expect(event).toEqual({
      type: "harvesting",
      subsequentRecipient: { locationId: dcId },
      commodity: "Romaine lettuce",
      quantity: { value: 1200.5, unit: "pounds" },
      farm: { locationId: farmId },
      growingArea: "Block 4",
      harvestDate: "2026-03-01",
      referenceDocument: { type: "field_tag", number: "FT-9" },
    });
    expect(traceEventInputSchema.safeParse(event).success).toBe(true);
  });

  it("reads a decimal comma, a list split by semicolons and a yes in Spanish", () => {
    const flbr = buildTraceEvent(
      "first_land_based_receiving",
      { "quantity.value": "12,5", harvestLocations: "FAO 77; 21.5N 158.2W" },
      refs,
    );
    expect(flbr.event).toMatchObject({ quantity: { value: 12.5 }, harvestLocations: ["FAO 77", "21.5N 158.2W"] });
    expect(buildTraceEvent("receiving", { fromExemptSource: "Sí" }, refs).event).toMatchObject({
      fromExemptSource: true,
    });
  });

  it("names a location or product the site does not hold, and leaves a bad number for the schema to name", () => {
    const { event, problems } = buildTraceEvent(
      "shipping",
      { shipTo: "Nowhere", product: "Kale", "quantity.value": "lots", shipDate: "01/03/2026" },
      refs,
    );
    expect(Object.fromEntries(Object.entries(problems).map(([k, m]) => [k, m.values]))).toEqual({
      shipTo: { name: "Nowhere" },
      product: { name: "Kale" },
    });
    const result = traceEventInputSchema.safeParse(event);
    const paths = result.success ? [] : result.error.issues.map((i) => i.path.join("."));
    expect(paths).toContain("quantity.value");
    expect(paths).toContain("shipDate");
  });
});

describe("fieldsForMissing", () => {
  it("asks for exactly the missing KDEs: both parts of a quantity, one part, a list element's field", () => {
    const asked = fieldsForMissing("initial_packing", [
      "quantity",
      "referenceDocument.number",
      "received.1.harvestDate",
    ]);
    expect(asked.map((a) => a.path)).toEqual([
      "quantity.value",
      "quantity.unit",
      "referenceDocument.number",
      "received.1.harvestDate",
    ]);
    expect(fieldsForMissing("receiving", ["tlcSource"]).map((a) => a.path)).toEqual([
      "tlcSource.location",
      "tlcSource.reference",
    ]);
  });
});
