import { describe, expect, it } from "vitest";
import { locationRefSchema, locationSchema, productRefSchema, productSchema } from "./master-data";
import { farmId, salinasFarm } from "./test-events";

const paths = (
  schema: { safeParse: (value: unknown) => { error?: { issues: { path: PropertyKey[] }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues.map((issue) => issue.path.join(".")) ?? [];

const romaine = {
  productName: "Romaine hearts",
  commodity: "Romaine lettuce",
  packagingSize: "3 ct",
  packagingStyle: "bag",
  gtin: "10614141000415",
  onFoodTraceabilityList: true,
  ftlCategory: "leafy_greens",
};

describe("products", () => {
  it("accept a product description (1.1310) with an optional GTIN", () => {
    expect(paths(productSchema, romaine)).toEqual([]);
    const { gtin: _gtin, ...withoutGtin } = romaine;
    expect(paths(productSchema, withoutGtin)).toEqual([]);
  });

  it("refuse a GTIN whose check digit is wrong", () => {
    expect(paths(productSchema, { ...romaine, gtin: "10614141000416" })).toEqual(["gtin"]);
  });

  it("name their FTL category when on the list, and none when off it", () => {
    expect(paths(productSchema, { ...romaine, ftlCategory: null })).toEqual(["ftlCategory"]);
    expect(paths(productSchema, { ...romaine, onFoodTraceabilityList: false })).toEqual(["ftlCategory"]);
    expect(paths(productSchema, { ...romaine, onFoodTraceabilityList: false, ftlCategory: null })).toEqual([]);
  });

  it("require packaging size and style, part of the product description", () => {
    const { packagingSize: _size, ...noSize } = romaine;
    expect(paths(productSchema, noSize)).toEqual(["packagingSize"]);
  });

  it("are named by id or described, each shape tagged for the server", () => {
    expect(productRefSchema.parse({ productId: farmId })).toEqual({ kind: "stored", productId: farmId });
    expect(productRefSchema.parse(romaine)).toMatchObject({ kind: "described", productName: "Romaine hearts" });
  });
});

describe("locations", () => {
  it("are named by id or described, and default to the United States", () => {
    expect(locationRefSchema.parse({ locationId: farmId })).toEqual({ kind: "stored", locationId: farmId });
    const { country: _country, ...noCountry } = salinasFarm;
    expect(locationRefSchema.parse(noCountry)).toMatchObject({ kind: "described", country: "US" });
  });

  it("need a phone number that looks like one", () => {
    expect(paths(locationRefSchema, { ...salinasFarm, phone: "call us" })).toEqual(["phone"]);
  });

  it("stored with their kind and an optional TLC source reference (1.1310)", () => {
    expect(paths(locationSchema, { ...salinasFarm, kind: "farm" })).toEqual([]);
    expect(paths(locationSchema, { ...salinasFarm, kind: "warehouse" })).toEqual(["kind"]);
  });
});
