import { Readable } from "node:stream";
import { and, arrayContains, asc, desc, eq, gte, lte, or, sql } from "drizzle-orm";
import { writeCsv, writeCsvRows } from "../../../domain/csv/write-csv";
import type { FdaSpreadsheetQuery } from "../../../domain/schemas/traceability";
import { fdaSpreadsheetColumns, fdaSpreadsheetRowWriter } from "../../../domain/traceability/fda-spreadsheet";
import { lotKey } from "../../../domain/traceability/trace";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { fdaRequestLog, traceEvents, users } from "../../db/schema";
import { recordEvent } from "../audit/record-event";
import { findSite } from "../sites/site-access";
import { streamXlsx, xlsxFromPieces } from "../files/xlsx-stream";
import {
  crc32Combine,
  DEFLATE_END,
  deflatePiece,
  GZIP_HEADER,
  gzipTrailer,
  inflatePiece,
} from "../files/deflate-pieces";
import { fdaSheetPiecesOf } from "./fda-sheet-pieces";
import { siteLookups, toStoredEvent } from "./trace-records";

const isUuid = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

/** Events read per query while the sheet streams out: memory stays flat however long the period. */
export const FDA_SPREADSHEET_BATCH = 5000;

/**
 * FDA's electronic sortable spreadsheet (1.1455(c)(3)(ii)) of a site's events dated from..to, optionally of
 * one lot (the lot made, shipped or received, or used by a transformation) or one product (a stored
 * product's id, or text found in the product descriptions). The rows are the domain's
 * (`fdaSpreadsheetRowWriter`), by event date then id. The sheet is streamed (decisions 151, 152): the
 * events' id and KDEs only are read in batches of `FDA_SPREADSHEET_BATCH` by keyset on the (site, event
 * date, id) index, the next batch read while the current one is written, and each batch is written
 * straight to text (CSV: one string per batch) and handed to the response only as fast as the client takes
 * it, so a year of a million events never sits in memory. CSV goes through the one CSV writer; XLSX
 * through `streamXlsx` (decisions 161, 171: inline strings deflated as they go, rows without references),
 * header row frozen and an autofilter. Producing it is logged — who,
 * when, which filters, how many rows — in `fda_request_log` and the audit trail, in one transaction, once
 * the last row is written and before the file ends (decision 133: the one GET that writes); a download cut
 * short is not logged as produced. Access is checked before anything is sent. The whole site's CSV (no lot or
 * product filter) is instead made of day pieces built ahead (`fda-sheet-pieces.ts`, decisions 170, 171): the
 * CSV sent gzip as stored when `acceptsGzip` (the caller sets `content-encoding` from `contentEncoding`), else
 * inflated; the XLSX's sheets made of the days' worksheet rows as stored. An XLSX over Excel's 1,048,576 rows
 * goes on in more sheets, a day never split between two.
 */
export async function produceFdaSpreadsheet(
  db: Db,
  actor: Actor,
  { siteSlug, query, acceptsGzip = false }: { siteSlug: string; query: FdaSpreadsheetQuery; acceptsGzip?: boolean },
): Promise<{ filename: string; contentType: string; contentEncoding?: "gzip"; body: Readable }> {
  const site = await findSite(db, actor, siteSlug);
  const filename = `fsma204-${site.slug}-${query.from}-to-${query.to}.${query.format}`;
  const header = fdaSpreadsheetColumns.map((column) => column.title);
  const written = { rows: 0 };
  const logProduced = () => logFdaRequest(db, actor, site.id, query, written.rows);

  const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  const workbook = { sheetName: "FSMA 204", header, onRowsWritten: logProduced };
  // The whole site's sheet (no lot or product filter): its days' pieces, built ahead or now (decisions 170, 171).
  if (!query.tlc && !query.product && query.format === "xlsx") {
    async function* counted() {
      for await (const piece of fdaSheetPiecesOf(db, site.id, "xlsx", query)) {
        written.rows += piece.rowCount;
        yield piece;
      }
    }
    return { filename, contentType: xlsxType, body: xlsxFromPieces(counted(), workbook) };
  }
  if (!query.tlc && !query.product) {
    const pieces = fdaSheetPiecesOf(db, site.id, "csv", query);
    const head = deflatePiece(writeCsv(header, []));
    async function* gzip() {
      yield GZIP_HEADER;
      yield head.bytes;
      let { crc, rawLength } = head;
      for await (const piece of pieces) {
        written.rows += piece.rowCount;
        crc = crc32Combine(crc, piece.crc, piece.rawLength);
        rawLength += piece.rawLength;
        yield piece.bytes;
      }
      await logProduced();
      yield DEFLATE_END;
      yield gzipTrailer(crc, rawLength);
    }
    async function* text() {
      yield writeCsv(header, []);
      for await (const piece of pieces) {
        written.rows += piece.rowCount;
        yield await inflatePiece(piece.bytes);
      }
      await logProduced();
    }
    const contentType = "text/csv; charset=utf-8";
    return acceptsGzip
      ? { filename, contentType, contentEncoding: "gzip", body: Readable.from(gzip(), { objectMode: false }) }
      : { filename, contentType, body: Readable.from(text(), { objectMode: false }) };
  }

  const rowsOf = fdaSpreadsheetRowWriter(await siteLookups(db, site.id));
  const key = query.tlc ? lotKey(query.tlc) : undefined;
  const productId = query.product && isUuid(query.product) ? query.product : undefined;
  const productText = query.product && !productId ? query.product.toLowerCase() : undefined;
  const productColumns = ["productDescription", "inputProductDescription"].map((id) =>
    fdaSpreadsheetColumns.findIndex((column) => column.id === id),
  );

  const readBatch = (after: { date: string; id: string } | null) =>
    db
      .select({ id: traceEvents.id, eventDate: traceEvents.eventDate, kdes: traceEvents.kdes })
      .from(traceEvents)
      .where(
        and(
          eq(traceEvents.siteId, site.id),
          gte(traceEvents.eventDate, query.from),
          lte(traceEvents.eventDate, query.to),
          key ? or(eq(traceEvents.tlcKey, key), arrayContains(traceEvents.inputTlcKeys, [key])) : undefined,
          productId ? eq(traceEvents.productId, productId) : undefined,
          after ? sql`(${traceEvents.eventDate}, ${traceEvents.id}) > (${after.date}, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(asc(traceEvents.eventDate), asc(traceEvents.id))
      .limit(FDA_SPREADSHEET_BATCH)
      .execute();
  type Batch = Awaited<ReturnType<typeof readBatch>>;

  /** The sheet's rows, a batch of events at a time (the next one already being read); counts them in `written`. */
  async function* batches(): AsyncGenerator<string[][]> {
    let next: Promise<Batch> | null = readBatch(null);
    try {
      while (next) {
        const events: Batch = await next;
        const last = events[events.length - 1];
        next =
          events.length === FDA_SPREADSHEET_BATCH && last ? readBatch({ date: last.eventDate, id: last.id }) : null;
        const rows: string[][] = [];
        for (const event of events)
          for (const row of rowsOf(toStoredEvent(event)))
            if (!productText || productColumns.some((i) => row[i]!.toLowerCase().includes(productText))) rows.push(row);
        written.rows += rows.length;
        if (rows.length) yield rows;
      }
    } finally {
      // A download cut short leaves the batch read ahead unread: its end (or failure) no longer matters.
      next?.catch(() => {});
    }
  }

  if (query.format === "csv") {
    async function* csv() {
      yield writeCsv(header, []);
      for await (const rows of batches()) yield writeCsvRows(rows);
      await logProduced();
    }
    return { filename, contentType: "text/csv; charset=utf-8", body: Readable.from(csv(), { objectMode: false }) };
  }

  return { filename, contentType: xlsxType, body: streamXlsx({ ...workbook, rows: batches() }) };
}

/** Who produced which sheet, when, with how many rows: the request log and the audit trail, in one transaction. */
function logFdaRequest(db: Db, actor: Actor, siteId: string, query: FdaSpreadsheetQuery, rowCount: number) {
  const { from, to, format } = query;
  const filters = { from, to, format, tlc: query.tlc ?? null, product: query.product ?? null };
  return db.transaction(async (tx) => {
    const [log] = await tx
      .insert(fdaRequestLog)
      .values({
        organisationId: actor.organisationId,
        siteId,
        requestedBy: actor.userId,
        ...filters,
        rowCount,
      })
      .returning({ id: fdaRequestLog.id });
    await recordEvent(tx, actor, {
      action: "trace.fda_spreadsheet_export",
      entityType: "fda_request",
      entityId: log!.id,
      siteId,
      after: { ...filters, rowCount },
    });
  });
}

/** The site's FDA spreadsheet request log, newest first (the last 100): who produced which sheet, when. */
export async function listFdaRequests(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }) {
  const site = await findSite(db, actor, siteSlug);
  const rows = await db
    .select({ log: fdaRequestLog, requestedByName: users.name })
    .from(fdaRequestLog)
    .leftJoin(users, eq(users.id, fdaRequestLog.requestedBy))
    .where(eq(fdaRequestLog.siteId, site.id))
    .orderBy(desc(fdaRequestLog.requestedAt))
    .limit(100);
  return {
    items: rows.map(({ log, requestedByName }) => ({
      id: log.id,
      requestedAt: log.requestedAt.toISOString(),
      requestedBy: requestedByName,
      from: log.from,
      to: log.to,
      format: log.format,
      tlc: log.tlc,
      product: log.product,
      rowCount: log.rowCount,
    })),
  };
}
