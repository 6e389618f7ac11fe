import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { writeCsvRows } from "../../../domain/csv/write-csv";
import { fdaSpreadsheetRowWriter } from "../../../domain/traceability/fda-spreadsheet";
import type { Db } from "../../db/client";
import { enqueueJob } from "../../jobs/enqueue";
import { fdaSheetDays, fdaSheetPieces, traceEvents } from "../../db/schema";
import { deflatePiece, joinPieces, type RowsPiece } from "../files/deflate-pieces";
import { worksheetRowsXml } from "../files/xlsx-stream";
import { siteLookups, toStoredEvent } from "./trace-records";

/**
 * The FDA spreadsheet's day pieces (decision 170): a (site, event day)'s rows, written once as CSV lines
 * and as worksheet row XML, deflated as pieces that concatenate (`deflate-pieces.ts`), kept in
 * `fda_sheet_pieces` at the day's version. Triggers bump a day's version (and drop its pieces) in the
 * transaction of any write to its events, or to the site's products and locations the rows describe, so a
 * piece is served only while it is still what the events give. The `fda-sheet-pieces` job builds the
 * missing ones after captures and imports; an export never waits for it: a day without a current piece is
 * written from its events in the request, the same way.
 */
export type FdaSheetFormat = "csv" | "xlsx";
/** The formats built ahead: CSV lines, and worksheet rows without references (decision 171). */
export const fdaSheetFormats: readonly FdaSheetFormat[] = ["csv", "xlsx"];

/**
 * zlib's level for pieces built ahead: off the request path, so zlib's default level, whose pieces are
 * about a fifth smaller than the fastest level's (less to read from the database and to send).
 */
const STORED_LEVEL = 6;

/** Events read per query when a day is written from its events. */
export const FDA_DAY_BATCH = 5000;

type RowWriter = ReturnType<typeof fdaSpreadsheetRowWriter>;

/** Rows as the format's text: CSV lines (the one CSV writer) or worksheet rows (the one XLSX row writer). */
export const rowsText = (format: FdaSheetFormat, rows: readonly (readonly string[])[]) =>
  format === "csv" ? writeCsvRows(rows) : worksheetRowsXml(rows);

/** A day's rows, a batch of events at a time (by id, as the sheet orders a day's events). */
async function* dayRows(db: Db, siteId: string, day: string, rowsOf: RowWriter): AsyncGenerator<string[][]> {
  let after: string | null = null;
  for (;;) {
    const events = await db
      .select({ id: traceEvents.id, kdes: traceEvents.kdes })
      .from(traceEvents)
      .where(
        and(
          eq(traceEvents.siteId, siteId),
          eq(traceEvents.eventDate, day),
          after ? sql`${traceEvents.id} > ${after}::uuid` : undefined,
        ),
      )
      .orderBy(asc(traceEvents.id))
      .limit(FDA_DAY_BATCH);
    const rows: string[][] = [];
    for (const event of events) for (const row of rowsOf(toStoredEvent(event))) rows.push(row);
    if (rows.length) yield rows;
    if (events.length < FDA_DAY_BATCH) return;
    after = events[events.length - 1]!.id;
  }
}

/** A day's rows written now from its events, as pieces (one per batch of events). */
export async function* dayPiecesFromEvents(
  db: Db,
  siteId: string,
  day: string,
  format: FdaSheetFormat,
  rowsOf: RowWriter,
): AsyncGenerator<RowsPiece> {
  for await (const rows of dayRows(db, siteId, day, rowsOf))
    yield { ...deflatePiece(rowsText(format, rows)), rowCount: rows.length };
}

/**
 * Builds the site's missing or stale day pieces, both formats, from its events (what the job runs, and
 * the bench after it writes its events). Each day's version is read before its events and stored with
 * its pieces: a write committed meanwhile bumps the version, so those pieces are never served.
 */
export async function buildFdaSheetPieces(db: Db, siteId: string): Promise<{ days: number; rows: number }> {
  const stale = await db
    .select({ day: fdaSheetDays.day, version: fdaSheetDays.version })
    .from(fdaSheetDays)
    .where(
      and(
        eq(fdaSheetDays.siteId, siteId),
        sql`(select count(*) from ${fdaSheetPieces} p where p.site_id = ${fdaSheetDays.siteId} and p.day = ${fdaSheetDays.day} and p.version = ${fdaSheetDays.version}) < ${fdaSheetFormats.length}`,
      ),
    )
    .orderBy(asc(fdaSheetDays.day));
  if (!stale.length) return { days: 0, rows: 0 };
  // Read after the versions: a change to the master data bumps every version of the site.
  const rowsOf = fdaSpreadsheetRowWriter(await siteLookups(db, siteId));
  let rows = 0;
  for (const { day, version } of stale) {
    const parts: Record<FdaSheetFormat, RowsPiece[]> = { csv: [], xlsx: [] };
    for await (const batch of dayRows(db, siteId, day, rowsOf))
      for (const format of fdaSheetFormats)
        parts[format].push({ ...deflatePiece(rowsText(format, batch), STORED_LEVEL), rowCount: batch.length });
    for (const format of fdaSheetFormats) {
      const piece = joinPieces(parts[format]);
      const rowCount = parts[format].reduce((sum, part) => sum + part.rowCount, 0);
      if (format === "csv") rows += rowCount;
      const values = {
        siteId,
        day,
        format,
        version,
        builtAt: new Date(),
        rowCount,
        rawLength: piece.rawLength,
        crc32: piece.crc,
        bytes: piece.bytes,
      };
      await db
        .insert(fdaSheetPieces)
        .values(values)
        .onConflictDoUpdate({
          target: [fdaSheetPieces.siteId, fdaSheetPieces.day, fdaSheetPieces.format],
          set: values,
        });
    }
  }
  return { days: stale.length, rows };
}

/** Seconds between a write and the build it queues: the writes meanwhile share the run. */
export const FDA_PIECES_DELAY_SECONDS = 10;

/**
 * Queues the build of the site's day pieces in the writing transaction (after a capture, an import, a
 * completed event or a master-data change); one is queued per site at a time, so a burst of writes
 * builds once.
 */
export const enqueueFdaSheetPieces = (tx: Db, siteId: string) =>
  enqueueJob(tx, "fda-sheet-pieces", { siteId }, { singletonKey: siteId, startAfter: FDA_PIECES_DELAY_SECONDS });

/** Stored days fetched per query while a sheet streams out (a few MB of deflate). */
const DAYS_PER_FETCH = 8;

/**
 * The rows of a site's days `from`..`to` (every event, by date then id) as pieces in order: the stored
 * piece of each day that has a current one, the others written from their events now. The next stored
 * days are read while the current ones are sent.
 */
export async function* fdaSheetPiecesOf(
  db: Db,
  siteId: string,
  format: FdaSheetFormat,
  range: { from: string; to: string },
): AsyncGenerator<RowsPiece> {
  const plan = await db
    .select({ day: fdaSheetDays.day, built: sql<boolean>`${fdaSheetPieces.day} is not null` })
    .from(fdaSheetDays)
    .leftJoin(
      fdaSheetPieces,
      and(
        eq(fdaSheetPieces.siteId, fdaSheetDays.siteId),
        eq(fdaSheetPieces.day, fdaSheetDays.day),
        eq(fdaSheetPieces.format, format),
        eq(fdaSheetPieces.version, fdaSheetDays.version),
      ),
    )
    .where(and(eq(fdaSheetDays.siteId, siteId), gte(fdaSheetDays.day, range.from), lte(fdaSheetDays.day, range.to)))
    .orderBy(asc(fdaSheetDays.day));

  // Runs of stored days (at most DAYS_PER_FETCH each) and single days to write from events.
  const groups: { stored: boolean; days: string[] }[] = [];
  for (const { day, built } of plan) {
    const last = groups[groups.length - 1];
    if (built && last?.stored && last.days.length < DAYS_PER_FETCH) last.days.push(day);
    else groups.push({ stored: Boolean(built), days: [day] });
  }
  const fetchStored = (days: string[]) =>
    db
      .select({
        day: fdaSheetPieces.day,
        rowCount: fdaSheetPieces.rowCount,
        rawLength: fdaSheetPieces.rawLength,
        crc: fdaSheetPieces.crc32,
        bytes: fdaSheetPieces.bytes,
      })
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
        and(eq(fdaSheetPieces.siteId, siteId), eq(fdaSheetPieces.format, format), inArray(fdaSheetPieces.day, days)),
      )
      .execute();
  type Fetched = Awaited<ReturnType<typeof fetchStored>>;

  let rowsOf: RowWriter | null = null;
  const fromEvents = async function* (day: string) {
    rowsOf ??= fdaSpreadsheetRowWriter(await siteLookups(db, siteId));
    yield* dayPiecesFromEvents(db, siteId, day, format, rowsOf);
  };
  const nextStored = (from: number): { at: number; fetched: Promise<Fetched> } | null => {
    const at = groups.findIndex((group, i) => i >= from && group.stored);
    return at === -1 ? null : { at, fetched: fetchStored(groups[at]!.days) };
  };
  let ahead = nextStored(0);
  try {
    for (let i = 0; i < groups.length; i++) {
      const group = groups[i]!;
      if (!group.stored) {
        yield* fromEvents(group.days[0]!);
        continue;
      }
      const fetched = await ahead!.fetched;
      ahead = nextStored(i + 1);
      const byDay = new Map(fetched.map((piece) => [piece.day, piece]));
      for (const day of group.days) {
        const piece = byDay.get(day);
        // Rebuilt or dropped since the plan was read: written from its events instead.
        if (piece) yield { bytes: piece.bytes, rawLength: piece.rawLength, crc: piece.crc, rowCount: piece.rowCount };
        else yield* fromEvents(day);
      }
    }
  } finally {
    ahead?.fetched.catch(() => {});
  }
}
