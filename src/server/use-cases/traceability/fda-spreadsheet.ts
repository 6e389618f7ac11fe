import ExcelJS from "exceljs";
import { and, asc, desc, eq, gte, lte, or, sql } from "drizzle-orm";
import { writeCsv } from "../../../domain/csv/write-csv";
import type { FdaSpreadsheetQuery } from "../../../domain/schemas/traceability";
import { fdaSpreadsheet, fdaSpreadsheetColumns } from "../../../domain/traceability/fda-spreadsheet";
import { lotKey } from "../../../domain/traceability/trace";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { fdaRequestLog, traceEvents, users } from "../../db/schema";
import { recordEvent } from "../audit/record-event";
import { findSite } from "../sites/site-access";
import { siteLookups, toStoredEvent } from "./trace-records";

const isUuid = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

/** Column index (0-based) → spreadsheet letters: 0 → A, 26 → AA. */
const columnLetters = (index: number): string =>
  (index >= 26 ? columnLetters(Math.floor(index / 26) - 1) : "") + String.fromCharCode(65 + (index % 26));

/**
 * FDA's electronic sortable spreadsheet (1.1455(c)(3)(ii)) of a site's events dated from..to, optionally of
 * one lot (the lot made, shipped or received, or used by a transformation) or one product (a stored
 * product's id, or text found in the product descriptions). The rows are the domain's; CSV goes through
 * the one CSV writer, XLSX has its header row frozen and an autofilter. Producing it is logged — who,
 * when, which filters — in `fda_request_log` and the audit trail, in one transaction (decision 133: the
 * one GET that writes).
 */
export async function produceFdaSpreadsheet(
  db: Db,
  actor: Actor,
  { siteSlug, query }: { siteSlug: string; query: FdaSpreadsheetQuery },
): Promise<{ filename: string; contentType: string; body: Buffer | string; rowCount: number }> {
  const site = await findSite(db, actor, siteSlug);
  const key = query.tlc ? lotKey(query.tlc) : undefined;
  const productId = query.product && isUuid(query.product) ? query.product : undefined;
  const rows = await db
    .select()
    .from(traceEvents)
    .where(
      and(
        eq(traceEvents.siteId, site.id),
        gte(traceEvents.eventDate, query.from),
        lte(traceEvents.eventDate, query.to),
        key ? or(eq(traceEvents.tlcKey, key), sql`${key} = any(${traceEvents.inputTlcKeys})`) : undefined,
        productId ? eq(traceEvents.productId, productId) : undefined,
      ),
    )
    .orderBy(asc(traceEvents.eventDate), asc(traceEvents.id));
  const sheet = fdaSpreadsheet(rows.map(toStoredEvent), await siteLookups(db, site.id));
  const productText = query.product && !productId ? query.product.toLowerCase() : undefined;
  const productColumns = ["productDescription", "inputProductDescription"].map((id) =>
    fdaSpreadsheetColumns.findIndex((column) => column.id === id),
  );
  const body = productText
    ? sheet.rows.filter((row) => productColumns.some((i) => row[i]!.toLowerCase().includes(productText)))
    : sheet.rows;

  await db.transaction(async (tx) => {
    const [log] = await tx
      .insert(fdaRequestLog)
      .values({
        organisationId: actor.organisationId,
        siteId: site.id,
        requestedBy: actor.userId,
        from: query.from,
        to: query.to,
        format: query.format,
        tlc: query.tlc ?? null,
        product: query.product ?? null,
        rowCount: body.length,
      })
      .returning({ id: fdaRequestLog.id });
    await recordEvent(tx, actor, {
      action: "trace.fda_spreadsheet_export",
      entityType: "fda_request",
      entityId: log!.id,
      siteId: site.id,
      after: {
        from: query.from,
        to: query.to,
        format: query.format,
        tlc: query.tlc ?? null,
        product: query.product ?? null,
        rowCount: body.length,
      },
    });
  });

  const filename = `fsma204-${site.slug}-${query.from}-to-${query.to}.${query.format}`;
  if (query.format === "csv")
    return {
      filename,
      contentType: "text/csv; charset=utf-8",
      body: writeCsv(sheet.header, body),
      rowCount: body.length,
    };
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet("FSMA 204", { views: [{ state: "frozen", ySplit: 1 }] });
  worksheet.addRow(sheet.header).font = { bold: true };
  for (const row of body) worksheet.addRow(row);
  worksheet.autoFilter = { from: "A1", to: `${columnLetters(sheet.header.length - 1)}1` };
  worksheet.columns.forEach((column) => (column.width = 22));
  return {
    filename,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
    rowCount: body.length,
  };
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
