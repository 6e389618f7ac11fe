import { and, eq, inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, monitoringRecords } from "../src/server/db/schema";
import { multipart, samplePng } from "./support/multipart";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 19's "bring existing records in" (decision 145): CSV and XLSX logs mapped to a built-in form's
 * fields, previewed row by row against the form version, committed all-or-nothing and undone as a whole.
 */
let t: TestApp;
let qaManager: string;
let pcqi: string;
let qaTech: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  qaManager = await t.signInAs("qa_manager");
  pcqi = await t.signInAs("pcqi");
  qaTech = await t.signInAs("qa_tech");
});
afterAll(() => t.close());

type Mapping = Record<string, number | null>;

function post(
  path: string,
  cookie: string,
  file: { filename: string; bytes: Buffer },
  data: Record<string, unknown>,
  site = "oxnard",
) {
  const body = multipart({ data: JSON.stringify(data) }, [{ field: "file", ...file }]);
  return t.app.inject({
    method: "POST",
    url: `/api/sites/${site}/record-imports${path}`,
    headers: { cookie, ...body.headers },
    payload: body.body,
  });
}

const csv = (text: string, filename = "cold-room.csv") => ({ filename, bytes: Buffer.from(text, "utf8") });

/** A Spanish cold-room log as a spreadsheet export would have it. */
const spanishLog = csv(
  [
    "Fecha,Hora,Iniciales,Ubicación,Temperatura (°F),Acción correctiva",
    "2026-01-12,07:30,JM,Cámara 1,36.5,",
    '1/13/2026,7:45 AM,LR,Cámara 1,"45,2",Producto movido a la cámara 2 y termostato ajustado',
    "2026-01-14,06:50,JM,Cámara 2,38,",
  ].join("\r\n"),
);

async function importsOf(cookie: string, site = "oxnard") {
  return (await t.call("GET", `/api/sites/${site}/record-imports`, { cookie })).json().items as {
    id: string;
    status: string;
    rowCount: number;
    exceptionCount: number;
    fileName: string;
    importedByName: string;
  }[];
}

async function recordsOfImport(importId: string) {
  const events = await t.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, "record.import"))
    .orderBy(auditEvents.seq);
  const ids = events.filter((e) => (e.after as { importId: string }).importId === importId).map((e) => e.entityId);
  const rows = ids.length ? await t.db.select().from(monitoringRecords).where(inArray(monitoringRecords.id, ids)) : [];
  return { events: events.filter((e) => ids.includes(e.entityId)), rows };
}

describe("columns and the proposed mapping", () => {
  it("proposes a column for each field from Spanish headers, with the form version and a clause", async () => {
    const response = await post("/columns", qaManager, spanishLog, { formId: "temperature" });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.headers).toHaveLength(6);
    expect(body.rowCount).toBe(3);
    expect(body.form).toMatchObject({ formId: "temperature", version: 1 });
    expect(body.mapping).toMatchObject({
      date: 0,
      time: 1,
      initials: 2,
      location: 3,
      reading: 4,
      correctiveAction: 5,
      unit: null,
      notes: null,
    });
    expect(body.remembered).toBe(false);
    expect(body.clauseId).toMatch(/^[0-9A-Z]+\.\d{2}\.\d{2}$/);
  });

  it("refuses a file that is not a spreadsheet, whatever its name, and a QA technician", async () => {
    const png = await post("/columns", qaManager, { filename: "log.csv", bytes: samplePng }, { formId: "temperature" });
    expect(png.statusCode).toBe(400);
    expect(Object.keys(png.json().error.fields)).toEqual(["file"]);
    const header = await post("/columns", qaManager, csv("Fecha,Iniciales\n"), { formId: "temperature" });
    expect(header.statusCode).toBe(400);
    expect(header.json().error.fields.file).toMatch(/header row but no rows under it/);
    const tech = await post("/columns", qaTech, spanishLog, { formId: "temperature" });
    expect(tech.statusCode).toBe(403);
  });
});

describe("dates a log cannot have", () => {
  it("names the date of a row dated before 2000 or on a day that does not exist, and keeps DST-day times", async () => {
    const response = await post(
      "/preview",
      qaManager,
      csv(
        [
          "Date,Initials,Location,Temperature",
          "0026-03-05 07:00,OD,Cooler 2,34",
          "2026-02-30 07:00,OD,Cooler 2,34",
          "2026-03-08 01:30,OD,Cooler 2,34",
          "2026-03-08 03:30,OD,Cooler 2,34",
          "2025-11-02 01:30,OD,Cooler 2,34",
        ].join("\n"),
        "odd-dates.csv",
      ),
      { formId: "temperature", mapping: { date: 0, initials: 1, location: 2, reading: 3 } },
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().rows as { row: number; occurredAt: string | null; problems: unknown[] }[];
    expect(rows.map((r) => [r.row, r.occurredAt, r.problems])).toEqual([
      [2, null, [{ field: "date", reason: "Must be a date from 2000-01-01 on" }]],
      [3, null, [{ field: "date", reason: "Must be a date (YYYY-MM-DD or M/D/YYYY)" }]],
      // Oxnard's clocks went from 02:00 PST to 03:00 PDT on 2026-03-08, and back from 02:00 PDT on 2025-11-02.
      [4, "2026-03-08T09:30:00.000Z", []],
      [5, "2026-03-08T10:30:00.000Z", []],
      [6, "2025-11-02T08:30:00.000Z", []],
    ]);
  });
});

describe("a file too wide", () => {
  it("refuses more than 100 filled columns, CSV or XLSX, naming the file; trailing empty cells do not count", async () => {
    const wide = [
      Array.from({ length: 10_000 }, (_, i) => `Column ${i + 1}`).join(","),
      Array.from({ length: 10_000 }, () => "1").join(","),
    ].join("\n");
    const csvWide = await post("/columns", qaManager, csv(wide, "wide.csv"), { formId: "temperature" });
    expect(csvWide.statusCode).toBe(400);
    expect(csvWide.json().error.fields).toEqual({ file: "The file has 10000 columns; import at most 100" });

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Log");
    sheet.addRow(["Date", "Initials", "Location", "Temperature"]);
    sheet.addRow(["2026-01-05 06:00", "QA", "Dock cooler", 34]);
    sheet.getCell(2, 500).value = "stray";
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const xlsxWide = await post(
      "/preview",
      qaManager,
      { filename: "wide.xlsx", bytes: xlsx },
      {
        formId: "temperature",
        mapping: { date: 0, initials: 1, location: 2, reading: 3 },
      },
    );
    expect(xlsxWide.statusCode).toBe(400);
    expect(xlsxWide.json().error.fields).toEqual({ file: "The file has 500 columns; import at most 100" });

    const padded = [
      "Date,Initials,Location,Temperature" + ",".repeat(300),
      "2026-01-05 06:00,QA,Dock cooler,34" + ",".repeat(300),
    ];
    const ok = await post("/columns", qaManager, csv(padded.join("\n"), "padded.csv"), { formId: "temperature" });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe("preview and commit", () => {
  const spanishMapping: Mapping = { date: 0, time: 1, initials: 2, location: 3, reading: 4, correctiveAction: 5 };

  it("previews every row judged by the form version: the 45.2 °F reading is a deviation", async () => {
    const response = await post("/preview", qaManager, spanishLog, {
      formId: "temperature",
      mapping: spanishMapping,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ rowCount: 3, validCount: 3, exceptionCount: 1 });
    expect(body.rows.map((r: { row: number; exception: boolean }) => [r.row, r.exception])).toEqual([
      [2, false],
      [3, true],
      [4, false],
    ]);
    // 7:45 AM on 13 January in Oxnard (PST, UTC−8).
    expect(body.rows[1].occurredAt).toBe("2026-01-13T15:45:00.000Z");
    expect(body.rows[1].performedBy).toBe("LR");
  });

  it("imports a good CSV with its dates and initials, marked imported in the audit trail", async () => {
    const before = await importsOf(qaManager);
    const response = await post("", qaManager, spanishLog, { formId: "temperature", mapping: spanishMapping });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ rowCount: 3, exceptionCount: 1, status: "active", fileName: "cold-room.csv" });
    expect(await importsOf(qaManager)).toHaveLength(before.length + 1);

    const { events, rows } = await recordsOfImport(created.id);
    expect(rows).toHaveLength(3);
    const byInitials = rows.map((r) => [r.performedBy, r.occurredAt.toISOString(), r.exception, r.status]).sort();
    expect(byInitials).toEqual([
      ["JM", "2026-01-12T15:30:00.000Z", false, "pending"],
      ["JM", "2026-01-14T14:50:00.000Z", false, "pending"],
      ["LR", "2026-01-13T15:45:00.000Z", true, "pending"],
    ]);
    // The reading's limit is the form version's (≤ 41 °F), stored with the readings.
    const deviation = rows.find((r) => r.performedBy === "LR")!;
    expect(deviation.readings).toMatchObject({ location: "Cámara 1", reading: 45.2, unit: "F", maxLimit: 41 });
    // Who imported is the event's actor and the record's creator; the log's own initials are kept.
    expect(events).toHaveLength(3);
    for (const event of events) {
      expect(event.actorName).toBe(rows[0]!.createdByName);
      expect(event.after).toMatchObject({ imported: true, importId: created.id, fileName: "cold-room.csv" });
    }
    expect(created.importedByName).toBe(rows[0]!.createdByName);
    const commit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "record_import.commit"), eq(auditEvents.entityId, created.id)));
    expect(commit[0]!.after).toMatchObject({ rowCount: 3, formId: "temperature", formVersion: 1 });
  });

  it("imports a good XLSX whose dates are Excel dates", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Log");
    sheet.addRow(["Date", "Performed by", "Location", "Temperature", "Unit", "Notes"]);
    sheet.addRow([new Date(Date.UTC(2026, 1, 2, 8, 15)), "AB", "Cooler 3", 2.5, "°C", "Weekly check"]);
    sheet.addRow([new Date(Date.UTC(2026, 1, 3, 9, 0)), "CD", "Cooler 3", 3, "C", ""]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const file = { filename: "coolers.xlsx", bytes };
    const columns = (await post("/columns", qaManager, file, { formId: "temperature" })).json();
    expect(columns.mapping).toMatchObject({ date: 0, initials: 1, location: 2, reading: 3, unit: 4, notes: 5 });
    expect(columns.sample[0][0]).toBe("2026-02-02 08:15");

    const response = await post("", qaManager, file, { formId: "temperature", mapping: columns.mapping });
    expect(response.statusCode, response.body).toBe(201);
    const { rows } = await recordsOfImport(response.json().id);
    expect(rows.map((r) => [r.performedBy, r.occurredAt.toISOString(), r.notes]).sort()).toEqual([
      ["AB", "2026-02-02T16:15:00.000Z", "Weekly check"],
      ["CD", "2026-02-03T17:00:00.000Z", ""],
    ]);
    // 2.5 °C is within the form's 41 °F limit converted to 5 °C.
    expect(rows.every((r) => !r.exception && (r.readings as { maxLimit: number }).maxLimit === 5)).toBe(true);
  });

  it("names each bad row and field and imports nothing", async () => {
    const bad = csv(
      [
        "Date,Initials,Location,Temperature,Corrective action",
        "2026-01-20 07:00,JM,Cooler 1,36,",
        "2026-01-21 07:00,JM,Cooler 1,abc,",
        "2026-01-22 07:00,JM,Cooler 1,47,",
        "2099-01-22 07:00,JM,Cooler 1,35,",
      ].join("\n"),
      "bad.csv",
    );
    const mapping = { date: 0, initials: 1, location: 2, reading: 3, correctiveAction: 4 };
    const countBefore = (await t.db.select({ id: monitoringRecords.id }).from(monitoringRecords)).length;
    const importsBefore = await importsOf(qaManager);

    const preview = (await post("/preview", qaManager, bad, { formId: "temperature", mapping })).json();
    expect(preview.validCount).toBe(1);
    expect(
      preview.rows.map((r: { row: number; problems: { field: string }[] }) => [r.row, r.problems.map((p) => p.field)]),
    ).toEqual([
      [2, []],
      [3, ["reading"]],
      [4, ["correctiveAction"]],
      [5, ["date"]],
    ]);

    const response = await post("", qaManager, bad, { formId: "temperature", mapping });
    expect(response.statusCode).toBe(400);
    const body = response.json().error;
    expect(body.message).toBe("3 rows have errors; nothing was imported");
    expect(body.fields["rows.3.reading"]).toBe("Must be a number");
    expect(body.fields["rows.4.correctiveAction"]).toMatch(/corrective action/);
    expect(body.fields["rows.5.date"]).toMatch(/future/);
    expect(Object.keys(body.fields)).toHaveLength(3);
    expect((await t.db.select({ id: monitoringRecords.id }).from(monitoringRecords)).length).toBe(countBefore);
    expect(await importsOf(qaManager)).toHaveLength(importsBefore.length);

    // In Spanish, the same rows and fields with Spanish reasons.
    const spanish = multipart({ data: JSON.stringify({ formId: "temperature", mapping }) }, [
      { field: "file", ...bad },
    ]);
    const es = await t.app.inject({
      method: "POST",
      url: "/api/sites/oxnard/record-imports",
      headers: { cookie: qaManager, "accept-language": "es", ...spanish.headers },
      payload: spanish.body,
    });
    expect(es.statusCode).toBe(400);
    expect(es.json().error.fields["rows.3.reading"]).toBe("Debe ser un número");
  });

  it("refuses a mapping without a required field's column, naming it", async () => {
    const response = await post("/preview", qaManager, spanishLog, {
      formId: "temperature",
      mapping: { date: 0, initials: 2, location: 3, reading: null },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ "mapping.reading": "Choose the column for this field" });
  });
});

describe("remembered mapping", () => {
  it("proposes the mapping last confirmed for the same columns, in any case or spacing", async () => {
    const odd = (name: string) =>
      csv(["Col A,Col B,Col C,Col D", "2026-01-05 06:00,QA,Dock cooler,34"].join("\n"), name);
    const first = (await post("/columns", qaManager, odd("first.csv"), { formId: "temperature" })).json();
    expect(first.remembered).toBe(false);
    expect(first.mapping.reading).toBeNull();
    const mapping = { date: 0, initials: 1, location: 2, reading: 3 };
    expect((await post("", qaManager, odd("first.csv"), { formId: "temperature", mapping })).statusCode).toBe(201);

    const sameLayout = csv(["col a, COL  B ,Col C,Col-D", "2026-01-06 06:00,QA,Dock cooler,35"].join("\n"));
    const again = (await post("/columns", pcqi, sameLayout, { formId: "temperature" })).json();
    expect(again.remembered).toBe(true);
    expect(again.mapping).toMatchObject(mapping);
    // Another form does not share it.
    expect((await post("/columns", pcqi, sameLayout, { formId: "pest" })).json().remembered).toBe(false);
  });
});

describe("undo", () => {
  const log = (name: string, day: string) =>
    csv(
      [
        "Date,Initials,Location,Temperature",
        `2026-01-${day} 07:00,UN,Cooler 9,33`,
        `2026-01-${day} 15:00,UN,Cooler 9,34`,
      ].join("\n"),
      name,
    );
  const mapping = { date: 0, initials: 1, location: 2, reading: 3 };

  it("removes every record of the import, with an audit event, and says it was undone", async () => {
    const created = (await post("", qaManager, log("undo.csv", "07"), { formId: "temperature", mapping })).json();
    const { rows } = await recordsOfImport(created.id);
    expect(rows).toHaveLength(2);
    const response = await t.call("POST", `/api/sites/oxnard/record-imports/${created.id}/undo`, {
      cookie: pcqi,
      body: { reason: "Wrong site chosen" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: "undone", id: created.id });
    const left = await t.db
      .select()
      .from(monitoringRecords)
      .where(
        inArray(
          monitoringRecords.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left).toHaveLength(0);
    const undo = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "record_import.undo"), eq(auditEvents.entityId, created.id)));
    expect(undo[0]!.after).toEqual({ status: "undone", removed: 2, reason: "Wrong site chosen" });
    const removed = await t.db.select().from(auditEvents).where(eq(auditEvents.action, "record.import_undo"));
    expect(removed.map((e) => e.entityId).sort()).toEqual(rows.map((r) => r.id).sort());
    expect((await importsOf(qaManager)).find((i) => i.id === created.id)?.status).toBe("undone");

    const twice = await t.call("POST", `/api/sites/oxnard/record-imports/${created.id}/undo`, {
      cookie: pcqi,
      body: { reason: "Again" },
    });
    expect(twice.statusCode).toBe(409);
  });

  it("refuses to undo once a record of it is verified: verified records never silently vanish", async () => {
    const created = (await post("", qaManager, log("verified.csv", "08"), { formId: "temperature", mapping })).json();
    const { rows } = await recordsOfImport(created.id);
    // The PCQI did not import it: she may verify it.
    const approve = await t.call("POST", `/api/records/${rows[0]!.id}/approve`, { cookie: pcqi, body: {} });
    expect(approve.statusCode, approve.body).toBe(200);
    const response = await t.call("POST", `/api/sites/oxnard/record-imports/${created.id}/undo`, {
      cookie: qaManager,
      body: { reason: "Imported twice" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/^1 records of this import have been verified/);
    const left = await t.db
      .select()
      .from(monitoringRecords)
      .where(
        inArray(
          monitoringRecords.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left).toHaveLength(2);
    expect((await importsOf(qaManager)).find((i) => i.id === created.id)?.status).toBe("active");
  });

  it("does not find another site's import", async () => {
    const created = (await post("", qaManager, log("site.csv", "09"), { formId: "temperature", mapping })).json();
    const response = await t.call("POST", `/api/sites/yuma/record-imports/${created.id}/undo`, {
      cookie: qaManager,
      body: { reason: "Wrong place" },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("the same file twice", () => {
  const mapping = { date: 0, initials: 1, location: 2, reading: 3 };
  const file = csv(
    ["Date,Initials,Location,Temperature", "2026-01-20 07:00,RP,Cooler 4,34", "2026-01-20 15:00,RP,Cooler 4,35"].join(
      "\n",
    ),
    "replayed.csv",
  );
  const countOf = async () =>
    (await t.db.select().from(monitoringRecords).where(eq(monitoringRecords.performedBy, "RP"))).length;

  it("imports a file once: a replayed commit or preview is a 409 naming the earlier import, and nothing is added", async () => {
    const first = await post("", qaManager, file, { formId: "temperature", mapping });
    expect(first.statusCode, first.body).toBe(201);
    expect(await countOf()).toBe(2);
    const [again, preview] = [
      await post("", pcqi, file, { formId: "temperature", mapping }),
      await post("/preview", pcqi, file, { formId: "temperature", mapping }),
    ];
    for (const response of [again, preview]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toMatch(
        /^This file was already imported into this form at this site by Daniel Kim on \d{4}-\d{2}-\d{2}: undo/,
      );
    }
    // The same request sent twice at once: one import, not two.
    const [a, b] = await Promise.all([
      post("", qaManager, csv("Date,Initials,Location,Temperature\n2026-01-21 07:00,RP,Cooler 4,34", "twin.csv"), {
        formId: "temperature",
        mapping,
      }),
      post("", qaManager, csv("Date,Initials,Location,Temperature\n2026-01-21 07:00,RP,Cooler 4,34", "twin.csv"), {
        formId: "temperature",
        mapping,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await countOf()).toBe(3);
    // The same bytes into another form are another import (here refused by that form's own fields).
    expect((await post("/preview", qaManager, file, { formId: "pest", mapping: {} })).statusCode).toBe(400);
    // Once the first import is undone, the file may come in again.
    const undo = await t.call("POST", `/api/sites/oxnard/record-imports/${first.json().id}/undo`, {
      cookie: qaManager,
      body: { reason: "Wrong cooler" },
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await post("", qaManager, file, { formId: "temperature", mapping })).statusCode).toBe(201);
    expect(await countOf()).toBe(3);
  });

  it("says so in Spanish", async () => {
    const body = multipart({ data: JSON.stringify({ formId: "temperature", mapping }) }, [{ field: "file", ...file }]);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sites/oxnard/record-imports",
      headers: { cookie: qaManager, "accept-language": "es", ...body.headers },
      payload: body.body,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/^Este archivo ya se importó en este formulario en este sitio/);
  });
});
