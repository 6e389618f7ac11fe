import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { FieldErrors } from "../../../domain/errors";
import { localDate } from "../../../domain/dates";
import type { AppLocale } from "../../../domain/i18n/locales";
import {
  type ColumnMapping,
  mappedValues,
  mappingProblems,
  proposeMapping,
} from "../../../domain/imports/column-mapping";
import { type Message, storedText } from "../../../domain/i18n/message";
import { buildTraceEvent, traceImportFields } from "../../../domain/traceability/import-columns";
import { type CteType, traceEventInputSchema } from "../../../domain/traceability/kde";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { traceImports, traceLocations, traceProducts } from "../../db/schema";
import { AppError, invalidFields, invalidMessages, parseInput } from "../../errors";
import { renderMessage } from "../../i18n/render-message";
import { recordEvent } from "../audit/record-event";
import type { UploadedFile } from "../files/read-multipart";
import { readImportTable } from "../imports/read-table";
import { traceImportRequestSchema } from "../../../domain/schemas/traceability";
import { findSite } from "../sites/site-access";
import { captureTraceEventIn } from "./capture-trace-event";
import { enqueueFdaSheetPieces } from "./fda-sheet-pieces";

/** One KDE a row gets wrong: the field (as the capture API names it), the file's column, and why. */
export type RowProblem = { field: string; column: string | null; reason: string };
export type RowReport = { row: number; ok: boolean; tlc: string | null; problems: RowProblem[] };

export type TraceImportReport = {
  type: CteType;
  fileName: string;
  fileKind: "csv" | "xlsx";
  headers: string[];
  /** The mapping used: the one sent, or the proposal from the headers. */
  mapping: ColumnMapping;
  rows: RowReport[];
  valid: number;
  invalid: number;
};

/** A row's reasons in English and in the requester's language. */
type RowFailure = { row: number; english: FieldErrors; local: FieldErrors };

const failureOf = (error: AppError, locale: AppLocale): { english: FieldErrors; local: FieldErrors } => {
  const english = error.fields ?? { row: error.message };
  const local = locale === "en" ? english : (error.localizeFields?.(locale) ?? error.fieldsIn(locale) ?? english);
  return { english, local };
};

const messagesOf = (problems: Record<string, Message>, locale: AppLocale) => ({
  english: Object.fromEntries(Object.entries(problems).map(([k, m]) => [k, renderMessage("en", m)])),
  local: Object.fromEntries(Object.entries(problems).map(([k, m]) => [k, renderMessage(locale, m)])),
});

/**
 * A file's events are imported at a site once: the same bytes again (a double click, a replayed request)
 * would record every event twice — new lots packed a second time, shipments counted twice in the mass
 * balance. A preview or import of a file already imported as the same CTE is refused with 409.
 */
async function assertNotImported(tx: Db, site: { id: string; timezone: string }, type: CteType, sha256: string) {
  const [earlier] = await tx
    .select({ importedAt: traceImports.importedAt })
    .from(traceImports)
    .where(and(eq(traceImports.siteId, site.id), eq(traceImports.type, type), eq(traceImports.fileSha256, sha256)))
    .limit(1);
  if (earlier)
    throw new AppError(
      "conflict",
      "This file's events were already imported at this site on {{date}}: nothing was imported again",
      undefined,
      undefined,
      { date: localDate(earlier.importedAt, site.timezone) },
    );
}

/** Thrown to roll a preview (or a failed import) back after every row has been tried. */
class RollBack extends Error {}

/**
 * Imports the rows of a CSV or XLSX as Critical Tracking Events of one type (decision 144). Each row is read
 * through the column mapping into a capture request, checked by the capture schema, and recorded exactly
 * as `POST …/trace-events` records one (`captureTraceEventIn`: stored references, TLC rules, the next code
 * of the site's format, an audit event), each in a savepoint so every bad row is reported. A preview, or
 * an import with any bad row, is then rolled back: nothing is written. Otherwise the events, their lots,
 * their audit events, the import record and its audit event are one transaction.
 */
export async function importTraceEvents(
  db: Db,
  actor: Actor,
  input: {
    siteSlug: string;
    /** The request's fields, `traceImportRequestSchema` (read once the site is known to be the caller's). */
    request: unknown;
    file: UploadedFile | undefined;
    commit: boolean;
    locale: AppLocale;
  },
): Promise<TraceImportReport & { importId?: string }> {
  await findSite(db, actor, input.siteSlug);
  const { type, mapping: sent } = parseInput(traceImportRequestSchema, input.request);
  const table = await readImportTable(input.file);
  const file = input.file!;
  const sha256 = createHash("sha256").update(file.bytes).digest("hex");
  const fields = traceImportFields[type];
  const mapping = sent ?? proposeMapping(table.headers, fields);
  const problems = mappingProblems(mapping, table.headers, fields);
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
  const columnOf = (field: string) => {
    const key = Object.keys(mapping).find((k) => k === field || k.startsWith(`${field}.`) || field.startsWith(`${k}.`));
    return key === undefined ? null : (table.headers[mapping[key]!] ?? null);
  };

  const rows: RowReport[] = [];
  const failures: RowFailure[] = [];
  const imported: { row: number; eventId: string; tlc: string | null }[] = [];
  let importId: string | undefined;
  try {
    await db.transaction(async (tx) => {
      const site = await findSite(tx, actor, input.siteSlug);
      // The site's lot lock (the one each capture takes) for the whole import: a second import of the same
      // file waits for the first, then finds it.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`trace-lots:${site.id}`}))`);
      await assertNotImported(tx, site, type, sha256);
      const refs = {
        locations: (
          await tx
            .select({ id: traceLocations.id, location: traceLocations.location })
            .from(traceLocations)
            .where(eq(traceLocations.siteId, site.id))
        ).map((r) => ({ id: r.id, name: r.location.businessName })),
        products: (
          await tx
            .select({ id: traceProducts.id, product: traceProducts.product })
            .from(traceProducts)
            .where(eq(traceProducts.siteId, site.id))
        ).map((r) => ({ id: r.id, name: r.product.productName })),
      };
      for (const { row, cells } of table.rows) {
        const { event, problems: refProblems } = buildTraceEvent(type, mappedValues(cells, mapping), refs);
        let failure: { english: FieldErrors; local: FieldErrors } | null = null;
        let parsed: ReturnType<typeof traceEventInputSchema.parse> | null = null;
        try {
          parsed = parseInput(traceEventInputSchema, event);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          failure = failureOf(error, input.locale);
        }
        if (Object.keys(refProblems).length > 0) {
          const more = messagesOf(refProblems, input.locale);
          failure = {
            english: { ...failure?.english, ...more.english },
            local: { ...failure?.local, ...more.local },
          };
        }
        if (!failure && parsed) {
          try {
            const captured = await tx.transaction((inner) =>
              captureTraceEventIn(inner as unknown as Db, actor, site, parsed, {
                importFile: file.filename,
                importRow: row,
              }),
            );
            imported.push({ row, eventId: captured.id, tlc: captured.tlc ?? null });
            rows.push({ row, ok: true, tlc: captured.tlc ?? null, problems: [] });
            continue;
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            failure = failureOf(error, input.locale);
          }
        }
        failures.push({ row, ...failure! });
        rows.push({
          row,
          ok: false,
          tlc: null,
          problems: Object.entries(failure!.local).map(([field, reason]) => ({
            field,
            column: columnOf(field),
            reason,
          })),
        });
      }
      if (!input.commit || failures.length > 0) throw new RollBack();

      const [record] = await tx
        .insert(traceImports)
        .values({
          organisationId: actor.organisationId,
          siteId: site.id,
          type: type,
          fileName: file.filename,
          fileKind: table.kind,
          fileSha256: sha256,
          mapping: Object.fromEntries(
            Object.entries(mapping).map(([key, column]) => [key, table.headers[column] ?? ""]),
          ),
          rows: imported,
          rowCount: imported.length,
          importedBy: actor.userId,
        })
        .returning({ id: traceImports.id });
      importId = record!.id;
      await enqueueFdaSheetPieces(tx, site.id);
      await recordEvent(tx, actor, {
        action: "trace_import.commit",
        entityType: "trace_import",
        entityId: record!.id,
        siteId: site.id,
        after: {
          type: type,
          fileName: file.filename,
          rows: imported.length,
          events: imported.map((i) => i.eventId),
        },
      });
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }

  const report: TraceImportReport = {
    type: type,
    fileName: file.filename,
    fileKind: table.kind,
    headers: table.headers,
    mapping,
    rows,
    valid: rows.filter((r) => r.ok).length,
    invalid: failures.length,
  };
  if (input.commit && failures.length > 0) throw rowsRefused(failures, input.locale);
  return importId ? { ...report, importId } : report;
}

/** The 400 of an import with bad rows: each row's KDEs and reasons, and nothing imported. */
function rowsRefused(failures: RowFailure[], locale: AppLocale): AppError {
  const fieldsIn = (pick: (f: RowFailure) => FieldErrors) =>
    Object.fromEntries(
      failures.flatMap((failure) =>
        Object.entries(pick(failure)).map(([field, reason]) => [`row ${failure.row} · ${field}`, reason]),
      ),
    );
  const english = fieldsIn((f) => f.english);
  const error = invalidMessages(
    failures.length === 1
      ? "1 row has errors; nothing was imported"
      : "{{count}} rows have errors; nothing was imported",
    { count: failures.length },
    Object.fromEntries(Object.entries(english).map(([field, reason]) => [field, storedText(reason)])),
  );
  error.localizeFields = (wanted) => (wanted === locale ? fieldsIn((f) => f.local) : fieldsIn((f) => f.english));
  return error;
}

/** The site's imports, newest first: who imported which file as which CTE, and the rows it made. */
export async function listTraceImports(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }) {
  const site = await findSite(db, actor, siteSlug);
  const rows = await db
    .select()
    .from(traceImports)
    .where(eq(traceImports.siteId, site.id))
    .orderBy(desc(traceImports.importedAt))
    .limit(100);
  return {
    items: rows.map((r) => ({
      id: r.id,
      type: r.type,
      fileName: r.fileName,
      fileKind: r.fileKind,
      rowCount: r.rowCount,
      rows: r.rows,
      mapping: r.mapping,
      importedAt: r.importedAt.toISOString(),
    })),
  };
}
