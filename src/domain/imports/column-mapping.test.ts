import { describe, expect, it } from "vitest";
import { mappedValues, mappingProblems, normaliseHeader, proposeMapping, setPath } from "./column-mapping";
import { traceImportFields } from "../traceability/import-columns";

const fields = [
  { key: "harvestDate", names: ["harvest date", "fecha de cosecha"] },
  { key: "quantity.value", names: ["quantity", "cantidad"] },
  { key: "quantity.unit", names: ["unit", "unidad"] },
  { key: "farm", names: ["farm", "finca"] },
  { key: "date", names: ["date", "fecha"] },
];

describe("normaliseHeader", () => {
  it("drops case, accents, punctuation and extra spaces", () => {
    expect(normaliseHeader("  Fecha de Recepción ")).toBe("fecha de recepcion");
    expect(normaliseHeader("Qty_(cases)")).toBe("qty cases");
    expect(normaliseHeader("Teléfono del cosechador")).toBe("telefono del cosechador");
  });
});

describe("proposeMapping", () => {
  it("maps English and Spanish headers to fields whatever their case and accents", () => {
    expect(proposeMapping(["FINCA", "Cantidad", "Unidad", "Fecha de cosecha"], fields)).toEqual({
      farm: 0,
      "quantity.value": 1,
      "quantity.unit": 2,
      harvestDate: 3,
    });
    expect(proposeMapping(["Harvest Date", "Farm", "Quantity", "Unit"], fields)).toEqual({
      harvestDate: 0,
      farm: 1,
      "quantity.value": 2,
      "quantity.unit": 3,
    });
  });

  it("prefers an exact header, then the longest name held in a header, and uses a column once", () => {
    // "Date" is exactly the date field's name; "Harvest date (field)" holds "harvest date", not just "date".
    expect(proposeMapping(["Harvest date (field)", "Date"], fields)).toEqual({ date: 1, harvestDate: 0 });
    // Two headers that both say "farm": the first takes it, the other stays unmapped.
    expect(proposeMapping(["Farm", "Farm name"], fields)).toEqual({ farm: 0 });
  });

  it("reads a header written as the field's key", () => {
    expect(proposeMapping(["quantity.value", "quantityUnit"], fields)).toEqual({
      "quantity.value": 0,
      "quantity.unit": 1,
    });
  });

  it("leaves out a header that means nothing to the import, and an empty one", () => {
    expect(proposeMapping(["Notes", "", "Comentarios"], fields)).toEqual({});
  });

  it("maps a shipping log with the CTE's own header names", () => {
    const headers = ["Lote", "Cantidad", "Unidad", "Producto", "Cliente", "Origen", "Fecha de envío", "Fuente del TLC"];
    expect(proposeMapping(headers, traceImportFields.shipping)).toEqual({
      tlc: 0,
      "quantity.value": 1,
      "quantity.unit": 2,
      product: 3,
      shipTo: 4,
      shipFrom: 5,
      shipDate: 6,
      "tlcSource.location": 7,
    });
  });
});

describe("mappingProblems and mappedValues", () => {
  it("names a column the file lacks, an unknown field and a column used twice", () => {
    const problems = mappingProblems({ farm: 0, harvestDate: 0, date: 9, colour: 1 }, ["Farm", "Date"], fields);
    expect(Object.fromEntries(Object.entries(problems).map(([k, m]) => [k, m.key]))).toEqual({
      "mapping.harvestDate": "This column already fills another field",
      "mapping.date": "The file has no such column",
      "mapping.colour": "Not a field of this import",
    });
  });

  it("reads a row's mapped cells, trimmed, leaving empty ones out", () => {
    expect(mappedValues([" Rivera ", "", "12"], { farm: 0, date: 1, "quantity.value": 2 })).toEqual({
      farm: "Rivera",
      "quantity.value": "12",
    });
  });

  it("sets a dotted path, making lists for numeric parts", () => {
    const target: Record<string, unknown> = {};
    setPath(target, "received.0.quantity.value", 4);
    setPath(target, "received.0.farm", "x");
    setPath(target, "referenceDocument.type", "invoice");
    expect(target).toEqual({
      received: [{ quantity: { value: 4 }, farm: "x" }],
      referenceDocument: { type: "invoice" },
    });
  });
});
