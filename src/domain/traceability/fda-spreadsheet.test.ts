import { describe, expect, it } from "vitest";
import { writeCsv } from "../csv/write-csv";
import {
  fdaSpreadsheet,
  fdaSpreadsheetColumns,
  fdaSpreadsheetRowWriter,
  fdaSpreadsheetRows,
  formatLocationDescription,
  formatProductDescription,
  type SpreadsheetLookups,
} from "./fda-spreadsheet";
import { type TraceEventInput, traceEventInputSchema } from "./kde";
import { coolerId, dcId, packhouseId, romaineProductId, saladProductId, sampleBodies } from "./test-events";

const packhouse = {
  businessName: "Oxnard Packhouse",
  phone: "+1 805 555 0100",
  address: "500 Rice Ave",
  city: "Oxnard",
  state: "CA",
  postalCode: "93030",
  country: "US",
};
const dc = {
  ...packhouse,
  businessName: "Valley DC",
  phone: "+1 559 555 0199",
  address: "9 Dock Rd",
  city: "Fresno",
  postalCode: "93706",
};
const cooler = {
  ...packhouse,
  businessName: "Salinas Vacuum Cooling",
  address: "3 Cold Way",
  city: "Salinas",
  postalCode: "93901",
};
const romaine = {
  productName: "Romaine hearts",
  brand: "Pacific Fresh",
  commodity: "Romaine lettuce",
  variety: "",
  packagingSize: "3 ct",
  packagingStyle: "bag",
};
const salad = { ...romaine, productName: "Caesar salad kit", packagingSize: "12 oz", packagingStyle: "bag" };
const lookups: SpreadsheetLookups = {
  location: (id) => ({ [packhouseId]: packhouse, [dcId]: dc, [coolerId]: cooler })[id],
  product: (id) => ({ [romaineProductId]: romaine, [saladProductId]: salad })[id],
};

const PACKHOUSE = "Oxnard Packhouse, 500 Rice Ave, Oxnard, CA 93030, US, +1 805 555 0100";
const DC = "Valley DC, 9 Dock Rd, Fresno, CA 93706, US, +1 559 555 0199";
const ROMAINE = "Pacific Fresh, Romaine hearts, 3 ct, bag";

const event = (type: keyof typeof sampleBodies, id: string = type, change: object = {}) =>
  ({ ...traceEventInputSchema.parse({ ...sampleBodies[type], ...change }), id }) as TraceEventInput & { id: string };
/** A row as { column title: cell }, leaving out blank cells. */
const cells = (row: string[]) =>
  Object.fromEntries(
    fdaSpreadsheetColumns.map((column, i) => [column.title, row[i]]).filter(([, cell]) => cell !== ""),
  );

describe("the FDA sortable spreadsheet (1.1455(c)(3)(ii))", () => {
  it("keeps its columns in one documented order: event, lot, product and quantity first, the reference document last", () => {
    const titles = fdaSpreadsheetColumns.map((column) => column.title);
    expect(titles.slice(0, 9)).toEqual([
      "Event ID",
      "Critical Tracking Event",
      "Event Date",
      "Traceability Lot Code",
      "Product Description",
      "Quantity",
      "Unit of Measure",
      "Commodity",
      "Variety",
    ]);
    expect(titles.slice(-2)).toEqual(["Reference Document Type", "Reference Document Number"]);
    expect(titles).toHaveLength(32);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("writes a shipping event's eight KDEs (1.1340(a)) in one row", () => {
    const rows = fdaSpreadsheetRows(event("shipping", "ev-1"), lookups);
    expect(rows).toHaveLength(1);
    expect(cells(rows[0]!)).toEqual({
      "Event ID": "ev-1",
      "Critical Tracking Event": "Shipping",
      "Event Date": "2026-03-07",
      "Traceability Lot Code": "OXNARD-20260306-001",
      "Product Description": ROMAINE,
      Quantity: "400",
      "Unit of Measure": "cases",
      "Traceability Lot Code Source Location Description": PACKHOUSE,
      "Location Description of the Event": PACKHOUSE,
      "Immediate Subsequent Recipient Location Description": DC,
      "Reference Document Type": "Bill of Lading",
      "Reference Document Number": "BOL-88120",
    });
  });

  it("writes receiving with its previous source and a TLC source reference instead of a location", () => {
    expect(cells(fdaSpreadsheetRows(event("receiving"), lookups)[0]!)).toMatchObject({
      "Critical Tracking Event": "Receiving",
      "Immediate Previous Source Location Description": PACKHOUSE,
      "Location Description of the Event": DC,
      "Traceability Lot Code Source Reference": "FDA FFRN 12345678901",
      "Date Received": "2026-03-08",
    });
  });

  it("writes a described location as given, and leaves a stored one the server could not find blank", () => {
    const harvest = cells(fdaSpreadsheetRows(event("harvesting"), lookups)[0]!);
    expect(harvest["Harvest Farm Location Description"]).toBe(
      "Rivera Family Farms, 1200 Abbott St, Salinas, CA 93901, US, +1 831 555 0100",
    );
    expect(harvest["Field or Growing Area Name"]).toBe("Ranch 4 Block B");
    const cooling = cells(fdaSpreadsheetRows(event("cooling"), lookups)[0]!);
    expect(cooling["Harvest Farm Location Description"]).toBeUndefined(); // farmId is not in the lookups
  });

  it("gives an initial packing one row per harvest lot received, each with the packed lot", () => {
    const second = { ...sampleBodies.initial_packing.received[0], growingArea: "Ranch 5", harvestDate: "2026-03-04" };
    const rows = fdaSpreadsheetRows(
      event("initial_packing", "pack", { received: [...sampleBodies.initial_packing.received, second] }),
      lookups,
    ).map(cells);
    expect(
      rows.map((row) => [row["Traceability Lot Code"], row["Field or Growing Area Name"], row["Harvest Date"]]),
    ).toEqual([
      ["OXNARD-20260306-001", "Ranch 4 Block B", "2026-03-05"],
      ["OXNARD-20260306-001", "Ranch 5", "2026-03-04"],
    ]);
    expect(rows[0]).toMatchObject({
      Quantity: "600",
      "Unit of Measure": "cases",
      "Quantity Received": "75",
      "Unit of Measure Received": "bins",
      "Harvester Business Name": "Rivera Harvest Crew",
      "Harvester Phone Number": "+1 831 555 0101",
      "Cooling Location Description": "Salinas Vacuum Cooling, 3 Cold Way, Salinas, CA 93901, US, +1 805 555 0100",
      "Cooling Date": "2026-03-05",
      "Traceability Lot Code Source Location Description": PACKHOUSE,
    });
  });

  it("gives a transformation one row per lot used, with the new lot on each", () => {
    const rows = fdaSpreadsheetRows(event("transformation"), lookups).map(cells);
    expect(rows).toEqual([
      expect.objectContaining({
        "Traceability Lot Code": "DC-20260309-001",
        "Product Description": "Pacific Fresh, Caesar salad kit, 12 oz, bag",
        "Input Traceability Lot Code": "OXNARD-20260306-001",
        "Input Product Description": ROMAINE,
        "Input Quantity Used": "50",
        "Input Unit of Measure": "cases",
        "Event Date": "2026-03-09",
      }),
    ]);
  });

  it("orders the events by date, then id, under the column titles, ready for the CSV writer", () => {
    const sheet = fdaSpreadsheet([event("receiving", "b"), event("shipping", "z"), event("harvesting", "a")], lookups);
    expect(sheet.rows.map((row) => row[0])).toEqual(["a", "z", "b"]);
    const csv = writeCsv(sheet.header, sheet.rows);
    // The writer starts every file with a byte-order mark so Excel reads it as UTF-8.
    expect(csv.split("\r\n")[0]).toBe(`\ufeff${sheet.header.join(",")}`);
    expect(csv.split("\r\n")).toHaveLength(5); // header, three rows, the final line end
  });
});

describe("the row writer a streamed sheet reuses", () => {
  it("looks each stored location and product up once across events, and writes rows of their own", () => {
    const asked: string[] = [];
    const counting: SpreadsheetLookups = {
      location: (id) => (asked.push(id), lookups.location(id)),
      product: (id) => (asked.push(id), lookups.product(id)),
    };
    const rowsOf = fdaSpreadsheetRowWriter(counting);
    const rows = ["s1", "s2", "s3"].flatMap((id) => rowsOf(event("shipping", id)));
    expect(rows.map((row) => cells(row))).toEqual(
      ["s1", "s2", "s3"].map((id) => cells(fdaSpreadsheetRows(event("shipping", id), lookups)[0]!)),
    );
    expect(rows.map((row) => cells(row)["Immediate Subsequent Recipient Location Description"])).toEqual([DC, DC, DC]);
    expect(new Set(asked).size).toBe(asked.length);
    rows[0]![0] = "changed";
    expect(rows.map((row) => row[0])).toEqual(["changed", "s2", "s3"]);
  });
});

describe("descriptions in one cell", () => {
  it("writes coordinates when there is no street address, and no empty parts", () => {
    const abroad = {
      ...packhouse,
      address: "",
      coordinates: { latitude: 32.5, longitude: -115.4 },
      state: "",
      postalCode: "",
      country: "MX",
    };
    expect(formatLocationDescription(abroad)).toBe("Oxnard Packhouse, 32.5, -115.4, Oxnard, MX, +1 805 555 0100");
  });

  it("names the variety unless the product name already does", () => {
    expect(formatProductDescription({ ...romaine, variety: "Green Towers" })).toBe(
      "Pacific Fresh, Romaine hearts, Green Towers, 3 ct, bag",
    );
    expect(formatProductDescription({ ...romaine, productName: "Green Towers romaine", variety: "Green Towers" })).toBe(
      "Pacific Fresh, Green Towers romaine, 3 ct, bag",
    );
  });
});
