import { describe, expect, it } from "vitest";
import {
  cteTypes,
  harvestingSchema,
  kdeFields,
  receivingSchema,
  shippingSchema,
  traceEventInputSchema,
  type CteType,
} from "./kde";
import { sampleBodies, salinasFarm } from "./test-events";

const clone = <T>(value: T): T => structuredClone(value) as T;

/** The body without one KDE: `received[].farm` is removed from the first element of the list. */
function without(body: object, path: string): Record<string, unknown> {
  const copy = clone(body) as Record<string, unknown>;
  const [list, inner] = path.split("[].") as [string, string | undefined];
  if (inner === undefined) delete copy[list];
  else delete (copy[list] as Record<string, unknown>[])[0]![inner];
  return copy;
}

const issuePaths = (body: unknown) => {
  const result = traceEventInputSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
};

describe("the KDE schemas of each CTE", () => {
  it.each(cteTypes)("accepts a complete %s event", (type) => {
    expect(traceEventInputSchema.safeParse(sampleBodies[type]).success).toBe(true);
  });

  it.each(cteTypes)(
    "%s: a missing required KDE is an issue naming its field; an optional one may be left out",
    (type) => {
      for (const field of kdeFields[type]) {
        const paths = issuePaths(without(sampleBodies[type], field.path));
        if (field.required && !field.assigned) {
          const expected = field.path.replace("[].", ".0.");
          expect(paths, `${type}: ${field.path}`).toContain(expected);
        } else expect(paths, `${type}: ${field.path} may be left out`).toEqual([]);
      }
    },
  );

  it.each(cteTypes)("%s: every field of the schema is a listed KDE", (type: CteType) => {
    const schema = traceEventInputSchema.options.find((option) => option.shape.type.value === type)!;
    const listed = new Set(kdeFields[type].map((field) => field.path.split("[]")[0]));
    const fields = Object.keys(schema.shape).filter((key) => key !== "type" && key !== "fromExemptSource");
    expect(fields.filter((key) => !listed.has(key))).toEqual([]);
  });

  it("lists the eight KDEs of shipping (1.1340(a)) and of receiving (1.1345(a)), all required", () => {
    const sections = (type: CteType) => kdeFields[type].map((field) => [field.section, field.required]);
    expect(sections("shipping")).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => [`1.1340(a)(${n})`, true]));
    expect(sections("receiving")).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => [`1.1345(a)(${n})`, true]));
    expect(Object.keys(shippingSchema.shape)).toEqual([
      "type",
      "tlc",
      "quantity",
      "product",
      "shipTo",
      "shipFrom",
      "shipDate",
      "tlcSource",
      "referenceDocument",
    ]);
    expect(Object.keys(receivingSchema.shape)).toContain("previousSource");
  });

  it("gives harvesting no traceability lot code: only packing, first land-based receiving and transformation assign one (1.1320)", () => {
    expect(Object.keys(harvestingSchema.shape)).not.toContain("tlc");
    expect(issuePaths(without(sampleBodies.shipping, "tlc"))).toContain("tlc");
    expect(issuePaths(without(sampleBodies.receiving, "tlc"))).toContain("tlc");
  });

  it("makes cooling at initial packing optional (1.1330(a)(9)-(10), if applicable), the harvester required (a)(7)", () => {
    const packing = clone(sampleBodies.initial_packing) as unknown as { received: Record<string, unknown>[] };
    delete packing.received[0]!.coolingLocation;
    delete packing.received[0]!.coolingDate;
    expect(issuePaths(packing)).toEqual([]);
    packing.received[0]!.harvester = { businessName: "Rivera Harvest Crew" };
    expect(issuePaths(packing)).toEqual(["received.0.harvester.phone"]);
    expect(issuePaths({ ...packing, received: [] })).toEqual(["received"]);
  });

  it("refuses a date that does not exist, a quantity of 0 and a reference document without a number", () => {
    expect(issuePaths({ ...sampleBodies.harvesting, harvestDate: "2026-02-30" })).toEqual(["harvestDate"]);
    const result = traceEventInputSchema.safeParse({ ...sampleBodies.harvesting, harvestDate: "2026-02-30" });
    expect(result.error?.issues[0]?.message).toBe("Use a real date (YYYY-MM-DD)");
    expect(issuePaths({ ...sampleBodies.harvesting, quantity: { value: 0, unit: "bins" } })).toEqual([
      "quantity.value",
    ]);
    expect(issuePaths({ ...sampleBodies.harvesting, quantity: { value: 75 } })).toEqual(["quantity.unit"]);
    expect(issuePaths({ ...sampleBodies.harvesting, referenceDocument: { type: "invoice" } })).toEqual([
      "referenceDocument.number",
    ]);
    expect(issuePaths({ ...sampleBodies.harvesting, referenceDocument: { type: "fax", number: "1" } })).toEqual([
      "referenceDocument.type",
    ]);
  });

  it("takes a TLC source as a location or a source reference, and refuses neither (1.1340(a)(7))", () => {
    expect(issuePaths({ ...sampleBodies.shipping, tlcSource: {} })).toEqual(["tlcSource"]);
    expect(issuePaths({ ...sampleBodies.shipping, tlcSource: { reference: "https://example.com/source" } })).toEqual(
      [],
    );
  });

  it("takes a location as a stored id or a full location description (1.1310), naming the bad part", () => {
    expect(issuePaths({ ...sampleBodies.shipping, shipTo: { locationId: "not-a-uuid" } })).toEqual([
      "shipTo.locationId",
    ]);
    const { city: _city, ...noCity } = salinasFarm;
    expect(issuePaths({ ...sampleBodies.harvesting, farm: noCity })).toEqual(["farm.city"]);
    expect(issuePaths({ ...sampleBodies.harvesting, farm: { ...salinasFarm, postalCode: "" } })).toEqual([
      "farm.postalCode",
    ]);
    expect(issuePaths({ ...sampleBodies.harvesting, farm: { ...salinasFarm, address: "" } })).toEqual(["farm.address"]);
    // Abroad, comparable information: no US State or zip code needed, the country is.
    const mexican = { ...salinasFarm, state: "", postalCode: "", country: "mx" };
    expect(issuePaths({ ...sampleBodies.harvesting, farm: mexican })).toEqual([]);
    const withCoordinates = { ...salinasFarm, address: "", coordinates: { latitude: 36.6, longitude: -121.6 } };
    expect(issuePaths({ ...sampleBodies.harvesting, farm: withCoordinates })).toEqual([]);
    expect(issuePaths(without(sampleBodies.shipping, "shipTo"))).toEqual(["shipTo"]);
  });

  it("names the type when it is not one of the seven CTEs", () => {
    expect(issuePaths({ ...sampleBodies.shipping, type: "packing" })).toEqual(["type"]);
  });
});
