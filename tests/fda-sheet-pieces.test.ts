import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { and, between, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeCsv } from "../src/domain/csv/write-csv";
import { addCalendarDays, siteToday } from "../src/domain/dates";
import { fdaSpreadsheet, type SpreadsheetLookups } from "../src/domain/traceability/fda-spreadsheet";
import type { TraceEventInput } from "../src/domain/traceability/kde";
import type { LocationDescription } from "../src/domain/traceability/master-data";
import { fdaSheetDays, fdaSheetPieces, fdaRequestLog, sites, traceEvents, traceLots } from "../src/server/db/schema";
import { deflatePiece } from "../src/server/use-cases/files/deflate-pieces";
import { buildFdaSheetPieces } from "../src/server/use-cases/traceability/fda-sheet-pieces";
import { LIBREOFFICE_TIMEOUT_MS, resavedByLibreOffice } from "./support/libreoffice";
import { createTestApp, type TestApp } from "./support/test-app";

// The FDA spreadsheet's CSV made of day pieces built ahead (decision 170). Harvests at two stored
// locations over four days, some written straight into the table as an import would, some captured
// through the API; the expected file is written here from the events as inserted and the locations as
// this file describes them.
const today = siteToday("America/Los_Angeles");
const days = [-4, -3, -2, -1].map((offset) => addCalendarDays(today, offset));
const from = days[0]!;
const to = days[3]!;
const csvUrl = `/api/sites/oxnard/traceability/fda-spreadsheet?from=${from}&to=${to}&format=csv`;

let t: TestApp;
let admin: string;
let siteId: string;
const places: Record<string, LocationDescription & { kind: string }> = {
  farm: {
    kind: "farm",
    businessName: "Rivera Family Farms",
    phone: "+1 805 555 0100",
    address: "1200 Abbott St",
    city: "Salinas",
    state: "CA",
    postalCode: "93901",
    country: "US",
  },
  packhouse: {
    kind: "packinghouse",
    businessName: "Oxnard Packhouse",
    phone: "+1 805 555 0101",
    address: "100 Harbor Blvd",
    city: "Oxnard",
    state: "CA",
    postalCode: "93030",
    country: "US",
  },
};
const ids: Record<string, string> = {};

const harvest = (date: string, i: number) => ({
  type: "harvesting",
  subsequentRecipient: { kind: "stored", locationId: ids.packhouse },
  commodity: "Romaine lettuce",
  variety: i % 2 ? "Green" : undefined,
  quantity: { value: 10 + (i % 7), unit: "bins" },
  farm: { kind: "stored", locationId: ids.farm },
  growingArea: `Block "${i % 5}", north`,
  harvestDate: date,
  referenceDocument: { type: "field_tag", number: `FT-${i}` },
});

/** The file the events give, written here from what the table holds and the locations as described above. */
async function expectedCsv() {
  const events = await t.db
    .select({ id: traceEvents.id, kdes: traceEvents.kdes })
    .from(traceEvents)
    .where(eq(traceEvents.siteId, siteId));
  const byId = new Map(Object.entries(ids).map(([name, id]) => [id, places[name]!]));
  const lookups: SpreadsheetLookups = { location: (id) => byId.get(id), product: () => undefined };
  const sheet = fdaSpreadsheet(
    events.map((e) => ({ ...(e.kdes as TraceEventInput), id: e.id })),
    lookups,
  );
  return writeCsv(sheet.header, sheet.rows);
}

const download = async (encoding?: string) => {
  const response = await t.call("GET", csvUrl, {
    cookie: admin,
    headers: encoding ? { "accept-encoding": encoding } : {},
  });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return response;
};
/** The CSV as text, sent gzip (decoded here) or as it is. */
const csvText = async (encoding?: string) => {
  const response = await download(encoding);
  if (response.headers["content-encoding"] === "gzip")
    return gunzipSync(response.rawPayload as unknown as Buffer).toString("utf8");
  expect(response.headers["content-encoding"] ?? "identity").toBe("identity");
  return response.body;
};
/** Every sheet's rows of the XLSX download as LibreOffice Calc opens it (decision 171), by sheet name. */
const xlsxSheets = async () => {
  const response = await t.call("GET", csvUrl.replace("format=csv", "format=xlsx"), { cookie: admin });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await resavedByLibreOffice(response.rawPayload as unknown as Buffer)) as never);
  return Object.fromEntries(
    workbook.worksheets.map((sheet) => {
      const rows: string[][] = [];
      sheet.eachRow({ includeEmpty: true }, (row) => {
        rows.push(Array.from({ length: sheet.columnCount }, (_, c) => String(row.getCell(c + 1).value ?? "")));
      });
      return [sheet.name, rows];
    }),
  );
};
/** A CSV's rows with every row as long as the header, as a sheet holds them. */
const csvRows = (csv: string) => parse(csv, { bom: true, relax_column_count: true }) as string[][];

const storedDays = async () =>
  (
    await t.db
      .select({ day: fdaSheetPieces.day })
      .from(fdaSheetPieces)
      .innerJoin(
        fdaSheetDays,
        and(
          eq(fdaSheetDays.siteId, fdaSheetPieces.siteId),
          eq(fdaSheetDays.day, fdaSheetPieces.day),
          eq(fdaSheetDays.version, fdaSheetPieces.version),
        ),
      )
      .where(
        and(eq(fdaSheetPieces.siteId, siteId), eq(fdaSheetPieces.format, "csv"), between(fdaSheetPieces.day, from, to)),
      )
  )
    .map((r) => r.day)
    .sort();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
  await t.db.delete(traceLots);
  await t.db.delete(traceEvents);
  const [oxnard] = await t.db.select().from(sites).where(eq(sites.slug, "oxnard"));
  siteId = oxnard!.id;
  for (const [name, location] of Object.entries(places)) {
    const response = await t.call("POST", "/api/sites/oxnard/trace-locations", {
      cookie: admin,
      body: { location, growingAreas: name === "farm" ? [{ name: "Block 1" }] : [] },
    });
    expect(response.statusCode, response.body).toBe(201);
    ids[name] = response.json().id;
  }
  // 240 harvests, 60 a day, written as an import would (no job queued).
  const rows = Array.from({ length: 240 }, (_, i) => {
    const date = days[i % 4]!;
    const kdes = JSON.parse(JSON.stringify(harvest(date, i))) as Record<string, unknown>;
    return {
      organisationId: oxnard!.organisationId,
      siteId,
      type: "harvesting" as const,
      eventDate: date,
      quantity: 10 + (i % 7),
      unit: "bins",
      kdes,
    };
  });
  await t.db.insert(traceEvents).values(rows);
});
afterAll(() => t.close());

describe("the FDA spreadsheet's CSV from day pieces", () => {
  it("has the same rows whether its days are written in the request or come from stored pieces, gzip or not", async () => {
    const expected = await expectedCsv();
    expect(parse(expected, { bom: true })).toHaveLength(241);
    // Nothing built yet: every day is written from its events in the request.
    expect(await storedDays()).toEqual([]);
    expect(await csvText()).toBe(expected);
    expect(await csvText("gzip, deflate, br")).toBe(expected);

    // The days of the seeded demo events deleted above are built too, empty.
    expect(await buildFdaSheetPieces(t.db, siteId)).toMatchObject({ rows: 240 });
    expect(await storedDays()).toEqual(days);
    // Built once: a second run finds nothing to do.
    expect(await buildFdaSheetPieces(t.db, siteId)).toEqual({ days: 0, rows: 0 });
    const gzip = await download("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toContain("accept-encoding");
    expect(gunzipSync(gzip.rawPayload as unknown as Buffer).toString("utf8")).toBe(expected);
    // gzip;q=0 refuses it: the text as it is.
    const plain = await download("gzip;q=0");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(expected);
    expect(await csvText()).toBe(expected);
    // Every download logged with its rows.
    const logs = await t.db.select({ rowCount: fdaRequestLog.rowCount }).from(fdaRequestLog);
    expect(logs.map((l) => l.rowCount)).toEqual([240, 240, 240, 240, 240]);
  });

  it(
    "has the CSV's rows in its XLSX, from stored worksheet pieces and from days written in the request",
    async () => {
      await buildFdaSheetPieces(t.db, siteId);
      const expected = csvRows(await expectedCsv());
      const stored = await t.db
        .select({ format: fdaSheetPieces.format, rowCount: fdaSheetPieces.rowCount })
        .from(fdaSheetPieces)
        .where(and(eq(fdaSheetPieces.siteId, siteId), between(fdaSheetPieces.day, from, to)));
      // Each day built in both formats, with the same rows.
      expect(stored.filter((p) => p.format === "xlsx").map((p) => p.rowCount)).toEqual([60, 60, 60, 60]);
      expect(stored.filter((p) => p.format === "csv").map((p) => p.rowCount)).toEqual([60, 60, 60, 60]);
      expect(await xlsxSheets()).toEqual({ "FSMA 204": expected });
      // Two days without their worksheet piece: written from their events, between stored ones.
      await t.db
        .delete(fdaSheetPieces)
        .where(
          and(
            eq(fdaSheetPieces.siteId, siteId),
            eq(fdaSheetPieces.format, "xlsx"),
            sql`${fdaSheetPieces.day} in (${days[1]}, ${days[3]})`,
          ),
        );
      expect(await xlsxSheets()).toEqual({ "FSMA 204": expected });
      const [log] = await t.db
        .select({ format: fdaRequestLog.format, rowCount: fdaRequestLog.rowCount })
        .from(fdaRequestLog)
        .orderBy(sql`${fdaRequestLog.requestedAt} desc`)
        .limit(1);
      expect(log).toEqual({ format: "xlsx", rowCount: 240 });
    },
    LIBREOFFICE_TIMEOUT_MS,
  );

  it("exports a day without a piece from its events, and never serves a piece built at an older version", async () => {
    await buildFdaSheetPieces(t.db, siteId);
    const expected = await expectedCsv();
    await t.db.delete(fdaSheetPieces).where(and(eq(fdaSheetPieces.siteId, siteId), eq(fdaSheetPieces.day, days[1]!)));
    expect(await storedDays()).toEqual([days[0], days[2], days[3]]);
    expect(await csvText("gzip")).toBe(expected);
    expect(await csvText()).toBe(expected);
    // A piece stored at the version before its day's last write (as a build racing a capture would leave
    // it) is not used, whatever it holds.
    const bogus = deflatePiece("bogus,row\r\n");
    await t.db
      .update(fdaSheetPieces)
      .set({
        bytes: bogus.bytes,
        crc32: bogus.crc,
        rawLength: bogus.rawLength,
        version: sql`${fdaSheetPieces.version} - 1`,
      })
      .where(and(eq(fdaSheetPieces.siteId, siteId), eq(fdaSheetPieces.day, days[2]!)));
    expect(await csvText("gzip")).toBe(expected);
    await buildFdaSheetPieces(t.db, siteId);
    expect(await storedDays()).toEqual(days);
    expect(await csvText("gzip")).toBe(expected);
  });

  it("shows a capture, an edit and a master-data change made after the pieces were built", async () => {
    await buildFdaSheetPieces(t.db, siteId);
    expect(await storedDays()).toEqual(days);

    // A capture through the API drops its day's piece and queues the build.
    const captured = await t.call("POST", "/api/sites/oxnard/trace-events", {
      cookie: admin,
      body: { ...harvest(days[2]!, 999), growingArea: "Captured block" },
    });
    expect(captured.statusCode, captured.body).toBe(201);
    expect(await storedDays()).toEqual([days[0], days[1], days[3]]);
    const queued = await t.testDb.database.jobs.findJobs("fda-sheet-pieces");
    const waiting = queued.filter((job) => job.state === "created");
    // One for this site (the demo seed queued its other sites' builds too).
    expect(waiting.filter((job) => job.data.siteId === siteId)).toHaveLength(1);
    let text = await csvText("gzip");
    expect(text).toBe(await expectedCsv());
    expect(text).toContain(`${captured.json().id},Harvesting,${days[2]},`);
    expect(text).toContain("Captured block");
    // The job builds it again.
    const ran = await t.testDb.database.jobs.runQueued(
      "fda-sheet-pieces",
      async ({ siteId: id }) => void (await buildFdaSheetPieces(t.db, id)),
      { includeDelayed: true },
    );
    expect(ran).toBe(waiting.length);
    expect(await storedDays()).toEqual(days);
    expect(await csvText("gzip")).toBe(text);

    // An edit of a stored event (as completing its KDEs writes it) drops that day's piece.
    const [first] = await t.db
      .select({ id: traceEvents.id, kdes: traceEvents.kdes })
      .from(traceEvents)
      .where(and(eq(traceEvents.siteId, siteId), eq(traceEvents.eventDate, days[0]!)))
      .limit(1);
    await t.db
      .update(traceEvents)
      .set({ kdes: { ...first!.kdes, growingArea: "Edited block" } })
      .where(eq(traceEvents.id, first!.id));
    expect(await storedDays()).toEqual([days[1], days[2], days[3]]);
    text = await csvText("gzip");
    expect(text).toContain(`${first!.id},Harvesting,${days[0]},`);
    expect(text).toContain("Edited block");
    expect(text).toBe(await expectedCsv());
    await buildFdaSheetPieces(t.db, siteId);

    // A location renamed through the API changes every row that names it: every piece of the site dropped.
    places.farm = { ...places.farm!, businessName: "Rivera Ranches" };
    const renamed = await t.call("PUT", `/api/sites/oxnard/trace-locations/${ids.farm}`, {
      cookie: admin,
      body: { location: places.farm, growingAreas: [{ name: "Block 1" }] },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await storedDays()).toEqual([]);
    text = await csvText("gzip");
    expect(text).not.toContain("Rivera Family Farms");
    // Twice a row: the event's location and the harvest farm.
    expect(text.match(/Rivera Ranches, 1200 Abbott St/g)).toHaveLength(2 * 241);
    expect(text).toBe(await expectedCsv());
    await buildFdaSheetPieces(t.db, siteId);
    expect(await csvText("gzip")).toBe(text);
    expect(await csvText()).toBe(text);

    // A deleted event (as an organisation's purge deletes them) drops its day's piece and its row.
    await t.db.delete(traceEvents).where(eq(traceEvents.id, first!.id));
    expect(await storedDays()).toEqual([days[1], days[2], days[3]]);
    text = await csvText("gzip");
    expect(text).not.toContain(first!.id);
    expect(text).toBe(await expectedCsv());
  });
});
