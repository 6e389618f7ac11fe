import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, siteToday } from "../src/domain/dates";
import { readLotField } from "../src/domain/traceability/scan";
import {
  auditEvents,
  traceEvents,
  traceLocations,
  traceLots,
  traceProducts,
  supplierProducts,
  tradingPartners,
} from "../src/server/db/schema";
import { createTestApp, type TestApp } from "./support/test-app";

// GS1-128 case labels (issue 20). oxnard packs a romaine lot whose product has a GTIN, a cilantro lot whose
// product has none, and a lot whose code is too long for AI (10); yuma receives a lot described in full.
// The element strings below are written out by hand from the GTIN, the code and the packing date.
const today = siteToday("America/Los_Angeles");
const packDay = addCalendarDays(today, -2);
const yymmdd = packDay.slice(2).replaceAll("-", "");

let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};
const dir = mkdtempSync(join(tmpdir(), "case-labels-"));

const place = (businessName: string, kind: string) => ({
  kind,
  businessName,
  phone: "+1 805 555 0100",
  address: "100 Harbor Blvd",
  city: "Oxnard",
  state: "CA",
  postalCode: "93030",
});
const product = (productName: string, extra: Record<string, unknown> = {}) => ({
  productName,
  brand: "Rivera",
  commodity: productName,
  packagingSize: "24 ct",
  packagingStyle: "carton",
  onFoodTraceabilityList: true,
  ftlCategory: "leafy_greens",
  ...extra,
});
const packing = (tlc: string, productId: string) => ({
  type: "initial_packing",
  tlc,
  received: [
    {
      commodity: "Romaine lettuce",
      receivedDate: packDay,
      quantity: { value: 10, unit: "bins" },
      farm: { locationId: ids.farm },
      growingArea: "Ranch 4",
      harvester: { businessName: "Rivera Harvest Crew", phone: "+1 831 555 0101" },
      harvestDate: addCalendarDays(packDay, -1),
    },
  ],
  product: { productId },
  quantity: { value: 80, unit: "cases" },
  packingLocation: { locationId: ids.packhouse },
  packingDate: packDay,
  referenceDocument: { type: "production_log", number: `PL-${tlc}` },
});

function pdfText(body: Buffer, name: string) {
  const file = join(dir, name);
  writeFileSync(file, body);
  return {
    file,
    text: execFileSync("pdftotext", ["-layout", file, "-"]).toString(),
    pages: Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file]).toString())?.[1]),
    // `pdfimages -list`: page num type width height …; a PNG with alpha adds an `smask` row per image.
    images: execFileSync("pdfimages", ["-list", file])
      .toString()
      .trim()
      .split("\n")
      .slice(2)
      .map((row) => row.trim().split(/\s+/))
      .filter((columns) => columns[2] === "image"),
  };
}
const labels = (tlc: string, query = "", headers: Record<string, string> = {}) =>
  t.call("GET", `/api/sites/oxnard/traceability/lots/${encodeURIComponent(tlc)}/labels.pdf${query}`, {
    cookie: admin,
    headers,
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
  await t.db.delete(traceLots);
  await t.db.delete(traceEvents);
  await t.db.delete(tradingPartners);
  await t.db.delete(traceLocations);
  // A demo supplier supplies one of the demo products (decision 143): that tie goes with them.
  await t.db.delete(supplierProducts);
  await t.db.delete(traceProducts);
  const create = async (path: string, body: unknown) => {
    const response = await t.call("POST", `/api/sites/oxnard/${path}`, { cookie: admin, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  ids.romaine = await create("trace-products", product("Romaine hearts", { gtin: "10614141000415" }));
  ids.cilantro = await create("trace-products", product("Cilantro", { ftlCategory: "herbs" }));
  ids.farm = await create("trace-locations", { location: place("Rivera Family Farms", "farm") });
  ids.packhouse = await create("trace-locations", { location: place("Oxnard Packhouse", "packinghouse") });
  await create("trace-events", packing("OX-LBL-001", ids.romaine));
  await create("trace-events", packing("OX-LBL-002", ids.cilantro));
  await create("trace-events", packing("OXNARD-LONG-LOT-0000001", ids.romaine));
  ids.spinach = await create(
    "trace-products",
    product("Baby spinach", { gtin: "00614141000012", shelfLife: { days: 12, dateKind: "use_by" } }),
  );
  ids.kale = await create(
    "trace-products",
    product("Kale", { gtin: "10614141000422", shelfLife: { days: 21, dateKind: "best_before" } }),
  );
  await create("trace-events", packing("OX-LBL-003", ids.spinach));
  await create("trace-events", packing("OX-LBL-004-ABCDEFGHI", ids.kale));
});
afterAll(() => t.close());

describe("GS1-128 case labels", () => {
  it("prints the count asked for, each with the barcode, its element string, the product and the packer", async () => {
    const before = (await t.db.select().from(auditEvents)).length;
    const response = await labels("ox-lbl-001", "?count=12");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain("case-labels-OX-LBL-001.pdf");
    const pdf = pdfText(response.rawPayload, "romaine.pdf");
    const element = `(01)10614141000415(10)OX-LBL-001(13)${yymmdd}`;
    expect(pdf.text.split(element).length - 1).toBe(12);
    expect(pdf.text.split("Oxnard Packhouse").length - 1).toBe(12);
    expect(pdf.text).toContain("Rivera, Romaine hearts, 24 ct, carton");
    expect(pdf.text).toContain(`Lot OX-LBL-001 · Packed ${packDay}`);
    // Ten 4" × 2" labels a sheet: twelve take two pages, each label placing the barcode image.
    expect(pdf.pages).toBe(2);
    expect(pdf.images).toHaveLength(12);
    const [, , , width, height] = pdf.images[0]!;
    expect(Number(width)).toBeGreaterThan(Number(height));
    // A GET writes nothing.
    expect((await t.db.select().from(auditEvents)).length).toBe(before);
  });

  it("fills one sheet by default and speaks the reader's language", async () => {
    const response = await labels("OX-LBL-001", "", { "accept-language": "es" });
    expect(response.statusCode, response.body).toBe(200);
    const pdf = pdfText(response.rawPayload, "romaine-es.pdf");
    expect(pdf.pages).toBe(1);
    expect(pdf.images).toHaveLength(10);
    expect(pdf.text).toContain(`Lote OX-LBL-001 · Empacado ${packDay}`);
  });

  it("prints the shelf life's end as use by (17) or best before (15) after the pack date (13), and reads back", async () => {
    // Pack day + 12 days (use by) and + 21 days (best before), worked out with the calendar.
    const useBy = addCalendarDays(packDay, 12);
    const bestBefore = addCalendarDays(packDay, 21);
    const short = (date: string) => date.slice(2).replaceAll("-", "");
    const spinach = pdfText((await labels("OX-LBL-003", "?count=1")).rawPayload, "spinach.pdf");
    const spinachElement = `(01)00614141000012(10)OX-LBL-003(13)${yymmdd}(17)${short(useBy)}`;
    expect(spinach.text).toContain(spinachElement);
    expect(spinach.text).toContain(`Lot OX-LBL-003 · Packed ${packDay}`);
    expect(spinach.text).toContain(`Use by ${useBy}`);
    // The longest string a label prints (a 20-character lot and two dates) stays on one line.
    const kale = pdfText((await labels("OX-LBL-004-ABCDEFGHI", "?count=1")).rawPayload, "kale.pdf");
    const kaleElement = `(01)10614141000422(10)OX-LBL-004-ABCDEFGHI(13)${yymmdd}(15)${short(bestBefore)}`;
    expect(kale.text).toContain(kaleElement);
    const spanish = await labels("OX-LBL-004-ABCDEFGHI", "?count=1", { "accept-language": "es" });
    expect(pdfText(spanish.rawPayload, "kale-es.pdf").text).toContain(`Consumir antes del ${bestBefore}`);
    // What a scanner reading the printed line types parses back into the same product, lot and dates.
    const printedLine = (text: string) => /\(01\)\S+/.exec(text)![0];
    expect(readLotField(printedLine(spinach.text), today)).toEqual({
      kind: "scanned",
      tlc: "OX-LBL-003",
      label: { gtin: "00614141000012", lot: "OX-LBL-003", packDate: packDay, expiry: useBy },
    });
    expect(readLotField(printedLine(kale.text), today)).toEqual({
      kind: "scanned",
      tlc: "OX-LBL-004-ABCDEFGHI",
      label: { gtin: "10614141000422", lot: "OX-LBL-004-ABCDEFGHI", packDate: packDay, bestBefore },
    });
  });

  it("refuses a product without a GTIN, a code AI (10) cannot carry and a bad count, naming the field", async () => {
    const noGtin = await labels("OX-LBL-002");
    expect(noGtin.statusCode).toBe(400);
    expect(noGtin.json().error.fields).toEqual({
      gtin: "The product has no GTIN: add it to the product to print case labels",
    });
    const long = await labels("OXNARD-LONG-LOT-0000001");
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().error.fields)).toEqual(["tlc"]);
    for (const [count, reason] of [
      ["0", "Print at least one label"],
      ["501", "Print at most 500 labels at a time"],
      ["2.5", "Enter a whole number of labels"],
    ])
      expect((await labels("OX-LBL-001", `?count=${count}`)).json().error.fields).toEqual({ count: reason });
  });

  it("answers 404 for a lot the site does not hold and 401 without a session", async () => {
    expect((await labels("NO-SUCH-LOT")).statusCode).toBe(404);
    const yuma = await t.call("GET", "/api/sites/yuma/traceability/lots/OX-LBL-001/labels.pdf", { cookie: admin });
    expect(yuma.statusCode).toBe(404);
    const anonymous = await t.call("GET", "/api/sites/oxnard/traceability/lots/OX-LBL-001/labels.pdf");
    expect(anonymous.statusCode).toBe(401);
  });
});
