import { createHash } from "node:crypto";
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { localDate } from "../../../domain/dates";
import type { AppLocale } from "../../../domain/i18n/locales";
import { type Message, message, storedText } from "../../../domain/i18n/message";
import {
  type ColumnMapping,
  type ImportTarget,
  fitMapping,
  layoutKey,
  mappedValues,
  mappingProblems,
  proposeMapping,
} from "../../../domain/imports/header-mapping";
import {
  customImportTargets,
  customRecordCandidate,
  recordCandidate,
  recordImportTargets,
  targetOfCustomRecordField,
  targetOfRecordField,
} from "../../../domain/imports/record-rows";
import type { ImportTable } from "../../../domain/imports/table";
import { type RecordType, recordTypes, suggestedClause } from "../../../domain/records/catalogue";
import { isInFuture } from "../../../domain/records/future-date";
import { verificationDueDate } from "../../../domain/records/working-days";
import type {
  ImportPreviewRow,
  ImportRowProblem,
  RecordImportColumnsView,
  RecordImportPreviewView,
  RecordImportRequest,
  RecordImportView,
} from "../../../domain/schemas/record-imports";
import { type RecordInput, recordInputSchema } from "../../../domain/schemas/records";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import {
  attachments,
  inboxItems,
  logFormVersions,
  monitoringRecords,
  recordImportRows,
  recordImports,
  recordReviews,
  recordVersions,
} from "../../db/schema";
import { AppError, invalidField, invalidFields, invalidMessages, notFound, parseInput } from "../../errors";
import { renderMessage } from "../../i18n/render-message";
import { recordEvent } from "../audit/record-event";
import type { UploadedFile } from "../files/read-multipart";
import { currentFormVersion } from "../forms/form-versions";
import { judgeRecord } from "../forms/judge-record";
import { assertClauseApplies } from "../records/clauses";
import { recordSummaryIn } from "../records/record-summary";
import { toRecordView } from "../records/record-view";
import { siteAndToday } from "../records/site-day";
import { siteCalendar } from "../schedules/site-calendar";
import { siteApplicableClauses } from "../scope/load-applied-scope";
import type { SiteRow } from "../sites/site-access";
import { readImportTable } from "./read-table";
import { rememberedMapping, rememberMapping } from "./remembered-mapping";

/**
 * Bringing existing logs in from a CSV or XLSX file (issue 19, decision 145): the columns and a proposed
 * mapping, a preview judging every row by the form version, a commit writing every row or none with an
 * import record, and undoing a whole import.
 */

type FormVersionRow = Awaited<ReturnType<typeof currentFormVersion>>;
const mappingKind = (formId: string) => `records:${formId}`;
const isBuiltin = (formId: string): formId is RecordType => (recordTypes as readonly string[]).includes(formId);

/**
 * The form a file is imported into, at its current stored version: a built-in form (its type's fields)
 * or one of the organisation's own forms (its fields, judged by `evaluateFormReadings`).
 */
async function importForm(db: Db, actor: Actor, formId: string): Promise<FormVersionRow> {
  return currentFormVersion(db, actor, formId);
}

/** The fields a column may fill for the form version (with each custom field's label). */
const importTargets = (form: FormVersionRow): (ImportTarget & { label?: string })[] =>
  isBuiltin(form.formId) ? recordImportTargets[form.formId] : customImportTargets(form.definition);

const problem = (locale: AppLocale, field: string, reason: Message): ImportRowProblem => ({
  field,
  reason: renderMessage(locale, reason),
});

/** The reasons of a 400 (a schema's or the form's), in a language, each under the import field it is about. */
function problemsOf(error: unknown, locale: AppLocale, targetOf = targetOfRecordField): ImportRowProblem[] {
  if (!(error instanceof AppError) || error.code !== "validation") throw error;
  const fields = (locale === "en" ? error.fields : (error.localizeFields?.(locale) ?? error.fieldsIn(locale))) ?? {};
  const seen = new Set<string>();
  return Object.entries(fields).flatMap(([field, reason]) => {
    const target = targetOf(field);
    if (seen.has(target)) return [];
    seen.add(target);
    return [{ field: target, reason }];
  });
}

interface JudgedRow {
  row: number;
  problems: ImportRowProblem[];
  input?: RecordInput;
  judged?: ReturnType<typeof judgeRecord>;
}

/**
 * The one judgement of an imported row: its text read as the record a person would have entered, the
 * record schema, no date in the future, then the form version's own validation and limits (`judgeRecord`,
 * decision 138), deviations flagged as they would be when entered.
 */
function judgeImportRow(
  form: FormVersionRow,
  values: Record<string, string>,
  context: { clauseId: string; timeZone: string; now: Date; locale: AppLocale; row: number },
): JudgedRow {
  const { locale, row } = context;
  const builtin = isBuiltin(form.formId);
  const candidate = isBuiltin(form.formId)
    ? recordCandidate(form.formId, values, context)
    : customRecordCandidate(form.definition, form.formId, values, context);
  const targetOf = builtin ? targetOfRecordField : targetOfCustomRecordField;
  const problems = Object.entries(candidate.problems).map(([field, reason]) => problem(locale, field, reason));
  let input: RecordInput;
  try {
    input = parseInput(recordInputSchema, candidate.record);
  } catch (error) {
    const more = problemsOf(error, locale, targetOf).filter((p) => !problems.some((q) => q.field === p.field));
    return { row, problems: [...problems, ...more] };
  }
  if (problems.length) return { row, problems };
  if (isInFuture(new Date(input.occurredAt), context.now))
    return { row, problems: [problem(locale, "date", message("Cannot be in the future"))] };
  try {
    return { row, problems: [], input, judged: judgeRecord(input, form.definition) };
  } catch (error) {
    return { row, problems: problemsOf(error, locale, targetOf) };
  }
}

/** The clause the records evidence: the one asked for (it must apply to the site) or the form's usual one. */
async function importClause(db: Db, actor: Actor, site: SiteRow, form: FormVersionRow, asked?: string) {
  if (asked) {
    await assertClauseApplies(db, actor.organisationId, site.id, asked);
    return asked;
  }
  const proposed = await proposedClause(db, actor, site, form);
  if (!proposed) throw invalidField("clauseId", message("Choose a clause"));
  return proposed;
}

/** A built-in form's usual clause, or the first clause a custom form is linked to, that applies to the site. */
async function proposedClause(db: Db, actor: Actor, site: SiteRow, form: FormVersionRow) {
  const applicable = (await siteApplicableClauses(db, actor.organisationId, site.id)).filter((c) => !c.na);
  const ids = applicable.map((c) => c.id);
  if (isBuiltin(form.formId)) return suggestedClause(form.formId, ids) ?? null;
  return form.definition.clauseIds.find((id) => ids.includes(id)) ?? null;
}

/**
 * A file is imported into a form at a site once: the same bytes committed again (a double click, a replayed
 * request, the same export picked twice) would duplicate every log. While an earlier import of them stands
 * (not undone) a preview or commit is refused with 409 naming it; undoing it allows the file again.
 */
async function assertNotImported(db: Db, actor: Actor, site: SiteRow, formId: string, sha256: string) {
  const [earlier] = await db
    .select({ importedAt: recordImports.importedAt, importedByName: recordImports.importedByName })
    .from(recordImports)
    .where(
      and(
        eq(recordImports.organisationId, actor.organisationId),
        eq(recordImports.siteId, site.id),
        eq(recordImports.formId, formId),
        eq(recordImports.fileSha256, sha256),
        eq(recordImports.status, "active"),
      ),
    )
    .limit(1);
  if (earlier)
    throw new AppError(
      "conflict",
      "This file was already imported into this form at this site by {{name}} on {{date}}: undo that import to import it again",
      undefined,
      undefined,
      { name: earlier.importedByName, date: localDate(earlier.importedAt, site.timezone) },
    );
}

/** The spreadsheet among the request's files: the `file` field, or the one file sent. */
const uploadedTable = (files: UploadedFile[]) => files.find((f) => f.field === "file") ?? files[0];

/** The SHA-256 of the spreadsheet read (the one `uploadedTable` picks). */
const fileSha256 = (files: UploadedFile[]) =>
  createHash("sha256")
    .update(uploadedTable(files)?.bytes ?? Buffer.alloc(0))
    .digest("hex");

// Columns ------------------------------------------------------------------------------------------

export async function recordImportColumns(
  db: Db,
  actor: Actor,
  input: { siteSlug: string; formId: string; files: UploadedFile[] },
): Promise<RecordImportColumnsView> {
  const { site } = await siteAndToday(db, actor, input.siteSlug, actorNow(actor));
  const form = await importForm(db, actor, input.formId);
  const table = await readImportTable(uploadedTable(input.files));
  const targets = importTargets(form);
  const remembered = await rememberedMapping(
    db,
    actor.organisationId,
    mappingKind(form.formId),
    layoutKey(table.headers),
  );
  return {
    fileName: uploadedTable(input.files)!.filename,
    headers: table.headers,
    sample: table.rows.slice(0, 5).map((r) => r.cells),
    rowCount: table.rows.length,
    form: {
      formId: form.formId,
      versionId: form.id,
      version: form.version,
      name: form.definition.name,
    },
    targets: targets.map((t) => ({
      key: t.key,
      required: t.required,
      ...(t.label ? { label: t.label } : {}),
    })),
    mapping: remembered
      ? fitMapping(remembered, targets, table.headers.length)
      : proposeMapping(table.headers, targets),
    remembered: remembered !== null,
    clauseId: await proposedClause(db, actor, site, form),
  };
}

// Preview and commit ---------------------------------------------------------------------------------

interface Prepared {
  site: SiteRow;
  form: FormVersionRow;
  table: ImportTable;
  clauseId: string;
  mapping: ColumnMapping;
  judge: (locale: AppLocale) => JudgedRow[];
}

async function prepare(
  db: Db,
  actor: Actor,
  input: { siteSlug: string; request: RecordImportRequest; files: UploadedFile[] },
): Promise<Prepared> {
  const now = actorNow(actor);
  const { site } = await siteAndToday(db, actor, input.siteSlug, now);
  const form = await importForm(db, actor, input.request.formId);
  const table = await readImportTable(uploadedTable(input.files));
  const targets = importTargets(form);
  const mapping = input.request.mapping;
  const wrong = mappingProblems(mapping, targets, table.headers.length);
  if (Object.keys(wrong).length)
    throw invalidFields(
      Object.fromEntries(
        Object.entries(wrong).map(([key, why]) => [
          `mapping.${key}`,
          why === "required"
            ? message("Choose the column for this field")
            : why === "column_twice"
              ? message("This column is already used for another field")
              : why === "unknown_target"
                ? message("This form has no such field")
                : message("The file has no such column"),
        ]),
      ),
    );
  const full = fitMapping(mapping, targets, table.headers.length);
  const clauseId = await importClause(db, actor, site, form, input.request.clauseId);
  await assertNotImported(db, actor, site, form.formId, fileSha256(input.files));
  const judge = (locale: AppLocale) =>
    table.rows.map((r) =>
      judgeImportRow(form, mappedValues(r.cells, full), {
        clauseId,
        timeZone: site.timezone,
        now,
        locale,
        row: r.row,
      }),
    );
  return { site, form, table, clauseId, mapping: full, judge };
}

export async function previewRecordImport(
  db: Db,
  actor: Actor,
  input: { siteSlug: string; request: RecordImportRequest; files: UploadedFile[]; locale: AppLocale },
): Promise<RecordImportPreviewView> {
  const prepared = await prepare(db, actor, input);
  const rows: ImportPreviewRow[] = prepared.judge(input.locale).map((r) => ({
    row: r.row,
    ok: r.problems.length === 0,
    exception: r.judged?.exception ?? false,
    summary:
      r.judged && r.input
        ? recordSummaryIn(input.locale, {
            type: r.input.type,
            readings: r.judged.readings,
            summary: r.judged.summary,
          })
        : null,
    occurredAt: r.input?.occurredAt ?? null,
    performedBy: r.input?.performedBy ?? null,
    problems: r.problems,
  }));
  return {
    rowCount: rows.length,
    validCount: rows.filter((r) => r.ok).length,
    exceptionCount: rows.filter((r) => r.exception).length,
    clauseId: prepared.clauseId,
    rows,
  };
}

/**
 * Writes every row of the file as a record of the form version, or none: one bad row is a 400 naming
 * each bad row and field (`rows.<row>.<field>`). The records keep the log's own date and initials, are
 * pending verification like any new record, and each gets a `record.import` event; the mapping is
 * remembered for the file's layout.
 */
export async function commitRecordImport(
  db: Db,
  actor: Actor,
  input: { siteSlug: string; request: RecordImportRequest; files: UploadedFile[] },
): Promise<RecordImportView> {
  const now = actorNow(actor);
  const prepared = await prepare(db, actor, input);
  const { site, form, table, clauseId, mapping } = prepared;
  const judged = prepared.judge("en");
  const bad = judged.filter((r) => r.problems.length > 0);
  if (bad.length) {
    const fieldsIn = (rows: JudgedRow[]) =>
      Object.fromEntries(rows.flatMap((r) => r.problems.map((p) => [`rows.${r.row}.${p.field}`, p.reason])));
    const error = invalidMessages(
      bad.length === 1 ? "1 row has errors; nothing was imported" : "{{count}} rows have errors; nothing was imported",
      { count: bad.length },
      Object.fromEntries(Object.entries(fieldsIn(bad)).map(([field, reason]) => [field, storedText(reason)])),
    );
    error.localizeFields = (locale) => fieldsIn(prepared.judge(locale).filter((r) => r.problems.length > 0));
    throw error;
  }
  const fileName = uploadedTable(input.files)!.filename;
  const sha256 = fileSha256(input.files);
  return db.transaction(async (tx) => {
    // Two commits of one file at once: the second waits here, then finds the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`record-import:${site.id}:${sha256}`}))`);
    await assertNotImported(tx, actor, site, form.formId, sha256);
    const dueDate = verificationDueDate(now, site.timezone, await siteCalendar(tx, site.id));
    const [record] = await tx
      .insert(recordImports)
      .values({
        organisationId: actor.organisationId,
        siteId: site.id,
        formId: form.formId,
        formVersionId: form.id,
        fileName,
        fileSha256: sha256,
        clauseId,
        rowCount: judged.length,
        exceptionCount: judged.filter((r) => r.judged!.exception).length,
        mapping,
        importedBy: actor.userId,
        importedByName: actor.name,
        importedAt: now,
      })
      .returning();
    const today = localDate(now, site.timezone);
    for (const row of judged) {
      const { input: recordInput, judged: j } = row as Required<JudgedRow>;
      const [stored] = await tx
        .insert(monitoringRecords)
        .values({
          organisationId: actor.organisationId,
          siteId: site.id,
          type: recordInput.type,
          clauseId: recordInput.clauseId,
          occurredAt: new Date(recordInput.occurredAt),
          performedBy: recordInput.performedBy,
          readings: j.readings,
          formVersionId: form.id,
          summary: j.summary,
          exception: j.exception,
          notes: recordInput.notes,
          submittedAt: now,
          dueDate,
          createdBy: actor.userId,
          createdByName: actor.name,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(recordImportRows).values({
        importId: record!.id,
        recordId: stored!.id,
        organisationId: actor.organisationId,
        rowNumber: row.row,
      });
      await recordEvent(tx, actor, {
        action: "record.import",
        entityType: "monitoring_record",
        entityId: stored!.id,
        siteId: site.id,
        after: {
          ...toRecordView(stored!, site.slug, today, 0),
          imported: true,
          importId: record!.id,
          rowNumber: row.row,
          fileName,
        },
      });
    }
    await rememberMapping(tx, actor, mappingKind(form.formId), layoutKey(table.headers), mapping, now);
    await recordEvent(tx, actor, {
      action: "record_import.commit",
      entityType: "record_import",
      entityId: record!.id,
      siteId: site.id,
      after: {
        fileName,
        fileSha256: sha256,
        formId: form.formId,
        formVersion: form.version,
        clauseId,
        rowCount: record!.rowCount,
        exceptionCount: record!.exceptionCount,
        mapping,
      },
    });
    return toImportView(record!, site.slug, form.definition.name, form.version);
  });
}

// List and undo --------------------------------------------------------------------------------------

type ImportRow = typeof recordImports.$inferSelect;

const toImportView = (row: ImportRow, siteSlug: string, formName: string, formVersion: number): RecordImportView => ({
  id: row.id,
  siteId: siteSlug,
  fileName: row.fileName,
  formId: row.formId,
  formName,
  formVersion,
  clauseId: row.clauseId,
  rowCount: row.rowCount,
  exceptionCount: row.exceptionCount,
  status: row.status,
  importedByName: row.importedByName,
  importedAt: row.importedAt.toISOString(),
  undoneByName: row.undoneByName,
  undoneAt: row.undoneAt?.toISOString() ?? null,
});

export async function listRecordImports(
  db: Db,
  actor: Actor,
  input: { siteSlug: string },
): Promise<{ items: RecordImportView[] }> {
  const { site } = await siteAndToday(db, actor, input.siteSlug, actorNow(actor));
  const rows = await db
    .select({ row: recordImports, definition: logFormVersions.definition, version: logFormVersions.version })
    .from(recordImports)
    .innerJoin(logFormVersions, eq(logFormVersions.id, recordImports.formVersionId))
    .where(and(eq(recordImports.organisationId, actor.organisationId), eq(recordImports.siteId, site.id)))
    .orderBy(desc(recordImports.importedAt), desc(recordImports.id))
    .limit(100);
  return { items: rows.map((r) => toImportView(r.row, site.slug, r.definition.name, r.version)) };
}

/**
 * Undoes a whole import: its records are removed, each with a `record.import_undo` event, and the import
 * is marked undone with the reason. Only while no record of it has been verified, rejected, corrected or
 * given a file: a record someone has worked on is evidence and never silently vanishes (decision 145),
 * so the undo is refused (409) naming how many records stand in the way.
 */
export async function undoRecordImport(
  db: Db,
  actor: Actor,
  input: { siteSlug: string; importId: string; reason: string },
): Promise<RecordImportView> {
  const now = actorNow(actor);
  const { site } = await siteAndToday(db, actor, input.siteSlug, now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(recordImports)
      .where(
        and(
          eq(recordImports.id, input.importId),
          eq(recordImports.organisationId, actor.organisationId),
          eq(recordImports.siteId, site.id),
        ),
      )
      .for("update");
    if (!row) throw notFound("Import");
    if (row.status === "undone") throw new AppError("conflict", "This import has already been undone");
    const rows = await tx
      .select({ record: monitoringRecords, rowNumber: recordImportRows.rowNumber })
      .from(recordImportRows)
      .innerJoin(monitoringRecords, eq(monitoringRecords.id, recordImportRows.recordId))
      .where(eq(recordImportRows.importId, row.id));
    const ids = rows.map((r) => r.record.id);
    const touched = new Set(
      rows.filter((r) => r.record.status !== "pending" || r.record.version !== 1).map((r) => r.record.id),
    );
    if (ids.length) {
      const [reviews, versions, files, filed] = await Promise.all([
        tx.select({ id: recordReviews.recordId }).from(recordReviews).where(inArray(recordReviews.recordId, ids)),
        tx.select({ id: recordVersions.recordId }).from(recordVersions).where(inArray(recordVersions.recordId, ids)),
        tx
          .select({ id: attachments.ownerId })
          .from(attachments)
          .where(and(eq(attachments.ownerType, "monitoring_record"), inArray(attachments.ownerId, ids))),
        tx
          .select({ id: inboxItems.filedToId })
          .from(inboxItems)
          .where(
            and(eq(inboxItems.filedToType, "monitoring_record"), or(...ids.map((id) => eq(inboxItems.filedToId, id)))),
          ),
      ]);
      for (const r of [...reviews, ...versions, ...files, ...filed]) if (r.id) touched.add(r.id);
    }
    if (touched.size > 0)
      throw new AppError(
        "conflict",
        "{{count}} records of this import have been verified, corrected or given files since: they stay, so the import cannot be undone",
        undefined,
        undefined,
        { count: touched.size },
      );
    for (const r of rows) {
      await recordEvent(tx, actor, {
        action: "record.import_undo",
        entityType: "monitoring_record",
        entityId: r.record.id,
        siteId: site.id,
        before: {
          importId: row.id,
          rowNumber: r.rowNumber,
          summary: r.record.summary,
          occurredAt: r.record.occurredAt.toISOString(),
          performedBy: r.record.performedBy,
        },
        after: null,
      });
    }
    if (ids.length) {
      await tx.delete(recordImportRows).where(eq(recordImportRows.importId, row.id));
      await tx.delete(monitoringRecords).where(inArray(monitoringRecords.id, ids));
    }
    const [undone] = await tx
      .update(recordImports)
      .set({ status: "undone", undoneBy: actor.userId, undoneByName: actor.name, undoneAt: now })
      .where(eq(recordImports.id, row.id))
      .returning();
    await recordEvent(tx, actor, {
      action: "record_import.undo",
      entityType: "record_import",
      entityId: row.id,
      siteId: site.id,
      before: { status: "active", rowCount: row.rowCount },
      after: { status: "undone", removed: ids.length, reason: input.reason },
    });
    const [version] = await tx
      .select({ definition: logFormVersions.definition, version: logFormVersions.version })
      .from(logFormVersions)
      .where(eq(logFormVersions.id, row.formVersionId));
    return toImportView(undone!, site.slug, version?.definition.name ?? row.formId, version?.version ?? 1);
  });
}
