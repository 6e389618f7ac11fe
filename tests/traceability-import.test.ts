import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, siteToday } from "../src/domain/dates";
import { auditEvents, sites, traceEvents, traceImports } from "../src/server/db/schema";
import { multipart, samplePdf } from "./support/multipart";
import { createTestApp, type TestApp } from "./support/test-app";

// Importing Critical Tracking Events from a spreadsheet (issue 20, decision 144). Oxnard gets master data of
// its own (names no demo record uses); a CSV with Spanish headers packs two lots, an XLSX with headers the
// proposal cannot read ships them under an explicit mapping, and a file with two bad rows imports nothing.
const today = siteToday("America/Los_Angeles");
const packDay = addCalendarDays(today, -3);
const harvestDay = addCalendarDays(today, -4);
const shipDay = addCalendarDays(today, -2);

let t: TestApp;
let admin: string;
let oxnardId: string;

const place = (businessName: string, kind: string) => ({
  location: {
    kind,
    businessName,
    phone: "+1 805 555 0100",
    address: "1 Import Way",
    city: "Oxnard",
    state: "CA",
    postalCode: "93030",
  },
});

async function send(path: string, fields: Record<string, string>, file: { filename: string; bytes: Buffer }) {
  const form = multipart(fields, [{ field: "file", ...file }]);
  return t.call("POST", `/api/sites/oxnard/${path}`, { cookie: admin, body: form.body, headers: form.headers });
}
const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`);
const eventCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(traceEvents).where(eq(traceEvents.siteId, oxnardId)))[0]!
    .n;
const importCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(traceImports))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
  oxnardId = (await t.db.select().from(sites).where(eq(sites.slug, "oxnard")))[0]!.id;
  const master = async (path: string, body: unknown) => {
    const response = await t.call("POST", `/api/sites/oxnard/${path}`, { cookie: admin, body });
    expect(response.statusCode, response.body).toBe(201);
  };
  await master("trace-products", {
    productName: "Importado Romaine 24ct",
    commodity: "Romaine lettuce",
    packagingSize: "24 ct",
    packagingStyle: "carton",
    onFoodTraceabilityList: true,
    ftlCategory: "leafy_greens",
  });
  await master("trace-locations", place("Rancho Importado", "farm"));
  await master("trace-locations", place("Empaque Importado", "packinghouse"));
  await master("trace-locations", place("Importado DC", "distribution_center"));
});
afterAll(() => t.close());

const packingCsv = csv([
  "Producto agrícola,Fecha de recepción,Cantidad recibida,Unidad recibida,Finca,Campo,Cosechador,Teléfono del cosechador,Fecha de cosecha,Producto,Cantidad,Unidad,Lugar de empaque,Fecha de empaque,Tipo de documento,Número de documento",
  `Romaine lettuce,${packDay},40,bins,Rancho Importado,Bloque 7,Cuadrilla Rivera,+1 831 555 0101,${harvestDay},Importado Romaine 24ct,320,cases,Empaque Importado,${packDay},Registro de producción,IMP-PL-1`,
  `Romaine lettuce,${packDay},35,bins,rancho importado,Bloque 8,Cuadrilla Rivera,+1 831 555 0101,${harvestDay},importado romaine 24ct,280,cases,Empaque Importado,${packDay},production_log,IMP-PL-2`,
]);

const packed: string[] = [];

describe("importing critical tracking events", () => {
  it("proposes a mapping from Spanish headers, previews every row without writing, then imports all in one go", async () => {
    const before = await eventCount();
    const preview = await send(
      "trace-imports/preview",
      { type: "initial_packing" },
      {
        filename: "empaque.csv",
        bytes: packingCsv,
      },
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const report = preview.json();
    expect(report.fileKind).toBe("csv");
    // Each header found its KDE: column indexes as in the file.
    expect(report.mapping).toEqual({
      "received.0.commodity": 0,
      "received.0.receivedDate": 1,
      "received.0.quantity.value": 2,
      "received.0.quantity.unit": 3,
      "received.0.farm": 4,
      "received.0.growingArea": 5,
      "received.0.harvester.businessName": 6,
      "received.0.harvester.phone": 7,
      "received.0.harvestDate": 8,
      product: 9,
      "quantity.value": 10,
      "quantity.unit": 11,
      packingLocation: 12,
      packingDate: 13,
      "referenceDocument.type": 14,
      "referenceDocument.number": 15,
    });
    expect(report.rows.map((r: { row: number; ok: boolean }) => [r.row, r.ok])).toEqual([
      [2, true],
      [3, true],
    ]);
    expect(report).toMatchObject({ valid: 2, invalid: 0 });
    expect(await eventCount()).toBe(before);
    expect(await importCount()).toBe(0);

    const committed = await send(
      "trace-imports",
      { type: "initial_packing" },
      {
        filename: "empaque.csv",
        bytes: packingCsv,
      },
    );
    expect(committed.statusCode, committed.body).toBe(201);
    const result = committed.json();
    expect(result.valid).toBe(2);
    expect(await eventCount()).toBe(before + 2);
    const [record] = await t.db.select().from(traceImports).where(eq(traceImports.id, result.importId));
    expect(record).toMatchObject({ type: "initial_packing", fileName: "empaque.csv", fileKind: "csv", rowCount: 2 });
    expect(record!.rows.map((r) => r.row)).toEqual([2, 3]);
    expect(record!.mapping["received.0.farm"]).toBe("Finca");
    packed.push(...record!.rows.map((r) => r.tlc!));
    // The site's default format assigned two new codes, one per row, and they differ.
    expect(new Set(packed).size).toBe(2);
    const events = await t.db.select().from(traceEvents).where(eq(traceEvents.id, record!.rows[1]!.eventId));
    expect(events[0]!.kdes).toMatchObject({
      received: [{ growingArea: "Bloque 8", quantity: { value: 35, unit: "bins" } }],
      quantity: { value: 280, unit: "cases" },
      referenceDocument: { type: "production_log", number: "IMP-PL-2" },
    });
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "trace_import"), eq(auditEvents.entityId, record!.id)));
    expect(audit.map((a) => a.action)).toEqual(["trace_import.commit"]);
    const captures = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "trace_event.capture"), eq(auditEvents.entityId, record!.rows[0]!.eventId)));
    expect(captures[0]!.after).toMatchObject({ importFile: "empaque.csv", importRow: 2 });
    const listed = (await t.call("GET", "/api/sites/oxnard/trace-imports", { cookie: admin })).json();
    expect(listed.items[0]).toMatchObject({ id: record!.id, rowCount: 2 });
  });

  it("imports an XLSX under an explicit column mapping", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Envios");
    sheet.addRow(["Col A", "Col B", "Col C", "Col D", "Col E", "Col F", "Col G", "Col H", "Col I", "Col J"]);
    packed.forEach((tlc, i) =>
      sheet.addRow([
        tlc,
        100 + i,
        "cases",
        "Importado Romaine 24ct",
        "Importado DC",
        "Empaque Importado",
        new Date(`${shipDay}T00:00:00Z`),
        "Empaque Importado",
        "Bill of lading",
        `IMP-BOL-${i}`,
      ]),
    );
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const mapping = {
      tlc: 0,
      "quantity.value": 1,
      "quantity.unit": 2,
      product: 3,
      shipTo: 4,
      shipFrom: 5,
      shipDate: 6,
      "tlcSource.location": 7,
      "referenceDocument.type": 8,
      "referenceDocument.number": 9,
    };
    const before = await eventCount();
    const response = await send(
      "trace-imports",
      { type: "shipping", mapping: JSON.stringify(mapping) },
      { filename: "envios.xlsx", bytes },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ fileKind: "xlsx", valid: 2, invalid: 0, mapping });
    expect(await eventCount()).toBe(before + 2);
    const shipped = await t.db
      .select()
      .from(traceEvents)
      .where(and(eq(traceEvents.siteId, oxnardId), eq(traceEvents.type, "shipping")));
    const mine = shipped.filter((e) => packed.includes(e.tlc!));
    expect(mine.map((e) => [e.tlc, e.quantity, e.eventDate]).sort()).toEqual(
      [
        [packed[0], 100, shipDay],
        [packed[1], 101, shipDay],
      ].sort(),
    );
    expect(mine[0]!.kdes).toMatchObject({ referenceDocument: { type: "bill_of_lading" } });
  });

  it("refuses the whole file when a row is bad, naming each bad row and its KDE, and imports nothing", async () => {
    const bad = csv([
      "TLC,Quantity,Unit,Product,Ship to,Ship from,Ship date,TLC source,Document type,Document number",
      `${packed[0]},5,cases,Importado Romaine 24ct,Importado DC,Empaque Importado,${shipDay},Empaque Importado,bill_of_lading,OK-1`,
      `${packed[0]},lots,cases,Importado Romaine 24ct,Importado DC,Empaque Importado,${shipDay},Empaque Importado,bill_of_lading,BAD-1`,
      `NO-SUCH-LOT,5,cases,Importado Romaine 24ct,Importado DC,Empaque Importado,${shipDay},Empaque Importado,bill_of_lading,BAD-2`,
      `${packed[1]},5,cases,Importado Romaine 24ct,Nowhere Dock,Empaque Importado,2026-02-30,Empaque Importado,bill_of_lading,BAD-3`,
    ]);
    const events = await eventCount();
    const imports = await importCount();
    const preview = await send("trace-imports/preview", { type: "shipping" }, { filename: "bad.csv", bytes: bad });
    expect(preview.statusCode, preview.body).toBe(200);
    const report = preview.json();
    expect(report).toMatchObject({ valid: 1, invalid: 3 });
    const problems = Object.fromEntries(
      report.rows.map((r: { row: number; problems: { field: string; column: string }[] }) => [
        r.row,
        r.problems.map((p) => `${p.field}@${p.column}`).sort(),
      ]),
    );
    expect(problems).toEqual({
      2: [],
      3: ["quantity.value@Quantity"],
      4: ["tlc@TLC"],
      5: ["shipDate@Ship date", "shipTo@Ship to"],
    });

    const response = await send("trace-imports", { type: "shipping" }, { filename: "bad.csv", bytes: bad });
    expect(response.statusCode, response.body).toBe(400);
    const error = response.json().error;
    expect(error.message).toBe("3 rows have errors; nothing was imported");
    expect(Object.keys(error.fields).sort()).toEqual([
      "row 3 · quantity.value",
      "row 4 · tlc",
      "row 5 · shipDate",
      "row 5 · shipTo",
    ]);
    expect(error.fields["row 3 · quantity.value"]).toBe("Quantity must be a number");
    expect(error.fields["row 4 · tlc"]).toBe("The site holds no lot with this traceability lot code");
    expect(error.fields["row 5 · shipTo"]).toBe('No location of this site is named "Nowhere Dock"');
    // Row 2 was good, but nothing of the file was kept.
    expect(await eventCount()).toBe(events);
    expect(await importCount()).toBe(imports);
    const kept = await t.db
      .select()
      .from(traceEvents)
      .where(sql`${traceEvents.kdes}->'referenceDocument'->>'number' = 'OK-1'`);
    expect(kept).toHaveLength(0);
  });

  it("imports a file once: the same file again, previewed or committed, is a 409 and packs no second set of lots", async () => {
    const events = await eventCount();
    const imports = await importCount();
    for (const path of ["trace-imports/preview", "trace-imports"]) {
      const again = await send(path, { type: "initial_packing" }, { filename: "empaque-copia.csv", bytes: packingCsv });
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().error.message).toMatch(
        /^This file's events were already imported at this site on \d{4}-\d{2}-\d{2}: nothing was imported again$/,
      );
    }
    expect(await eventCount()).toBe(events);
    expect(await importCount()).toBe(imports);
  });

  it("names the field of a bad mapping, a file that is no spreadsheet, and the event type", async () => {
    const outOfRange = await send(
      "trace-imports/preview",
      { type: "initial_packing", mapping: JSON.stringify({ packingDate: 40 }) },
      { filename: "empaque.csv", bytes: packingCsv },
    );
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().error.fields).toEqual({ "mapping.packingDate": "The file has no such column" });
    const unknown = await send(
      "trace-imports/preview",
      { type: "shipping", mapping: JSON.stringify({ growingArea: 1 }) },
      { filename: "empaque.csv", bytes: packingCsv },
    );
    expect(unknown.json().error.fields).toEqual({ "mapping.growingArea": "Not a field of this import" });
    const pdf = await send("trace-imports/preview", { type: "shipping" }, { filename: "report.pdf", bytes: samplePdf });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.fields.file).toBe('File "report.pdf" is not a CSV or Excel (XLSX) file');
    const renamed = await send(
      "trace-imports/preview",
      { type: "shipping" },
      { filename: "sheet.xlsx", bytes: packingCsv },
    );
    expect(renamed.json().error.fields.file).toBe('File "sheet.xlsx" is not a CSV or Excel (XLSX) file');
    const noType = await send("trace-imports/preview", {}, { filename: "empaque.csv", bytes: packingCsv });
    expect(Object.keys(noType.json().error.fields)).toEqual(["type"]);
    const headerOnly = await send(
      "trace-imports/preview",
      { type: "shipping" },
      {
        filename: "empty.csv",
        bytes: csv(["TLC,Quantity"]),
      },
    );
    expect(headerOnly.json().error.fields.file).toBe("The file has a header row but no rows under it");
  });
});
