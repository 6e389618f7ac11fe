import { and, eq, inArray, sql } from "drizzle-orm";
import { strToU8, Zip, ZipDeflate } from "fflate";
import { writeCsv, type CsvCell } from "../../../domain/csv/write-csv";
import { jobFailureReasons } from "../../../domain/jobs/failure-reasons";
import type { Db } from "../../db/client";
import { organisationExportParts, organisationExports } from "../../db/schema";
import { publishJobEvent } from "../../jobs/job-events";
import { recordEvent } from "../audit/record-event";
import { ident, organisationAccounts, ownedRows, type Owner } from "./organisation-rows";
import { purgePlan, schemaTables } from "./purge-plan";
import { systemActorNames } from "../audit/system-actors";

/** An export that failed this many times (e.g. it crashed the server) is given up with a reason. */
export const MAX_EXPORT_ATTEMPTS = 3;
const PART_BYTES = 1024 * 1024;
const PAGE = 1000;

/**
 * Tables left out of the export, with why: sign-in bookkeeping and secrets that are no one's data, and
 * the exports' own ZIPs. Every other table of the schema is exported (decision 079).
 */
export const notExported: Record<string, string> = {
  sessions: "sign-in sessions (bookkeeping; their tokens are secrets)",
  sign_in_challenges: "two-factor sign-in challenges in flight",
  login_throttle: "failed sign-in counters",
  password_resets: "password-reset links in flight",
  sso_login_states: "single sign-on logins in flight",
  recovery_codes: "two-factor recovery codes (secrets)",
  organisation_export_parts: "the exports' own ZIP files",
  evidence_pack_file_parts: "the evidence packs' files in parts (each file whole under files/evidence_pack_files/)",
  search_passages: "the search index (built again from the rows above)",
  search_index_state: "the search index's version (the application's, no organisation's)",
  fda_sheet_days: "the FDA spreadsheet's day versions (built again from the trace events)",
  fda_sheet_pieces: "the FDA spreadsheet's prebuilt day pieces (built again from the trace events)",
};
/** Columns never exported: passwords, secrets and token hashes. */
const secretColumn = /password|secret|token|code_hash/;

type ExportRow = typeof organisationExports.$inferSelect;

const csvValue = (value: unknown): CsvCell => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return value as CsvCell;
};
const safeName = (name: string) =>
  [...name]
    .map((ch) => (ch === "/" || ch === "\\" || ch.charCodeAt(0) < 0x20 ? "_" : ch))
    .join("")
    .replace(/^\.+/, "_") || "file";

/** Times as ISO 8601 with their offset, the same from either driver (to_json's text of a timestamp). */
const selectColumn = (c: { name: string; sqlType: string }) =>
  c.sqlType.startsWith("timestamp") ? sql`to_json(${ident(c.name)}) #>> '{}' as ${ident(c.name)}` : ident(c.name);

/** Tables whose rows' bytes are kept in a table of parts (decision 174): each row's file is its parts in order. */
const bytesInParts: Record<string, { table: string; column: string }> = {
  evidence_pack_files: { table: "evidence_pack_file_parts", column: "file_id" },
};

/** A row's bytes: a byte column of its own, or its parts joined in order. */
const fileBytes = (table: string, column: string) => {
  const parts = bytesInParts[table];
  return parts
    ? sql`(select string_agg(p.data, ''::bytea order by p.part) from ${ident(parts.table)} p where p.${ident(parts.column)} = ${ident(table)}.id)`
    : ident(column);
};

/** What the export holds: per table, the columns written to CSV and the byte columns written as files. */
function exportLayout() {
  const rules = new Map(purgePlan().map((s) => [s.table, s.rule]));
  return schemaTables()
    .filter((t) => !(t.name in notExported) && rules.get(t.name)?.kind !== "throttle")
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((t) => ({
      name: t.name,
      rule: rules.get(t.name)!,
      columns: t.columns.filter((c) => c.sqlType !== "bytea" && !secretColumn.test(c.name)),
      fileColumns:
        t.name in bytesInParts ? ["data"] : t.columns.filter((c) => c.sqlType === "bytea").map((c) => c.name),
      hasFilename: t.columns.some((c) => c.name === "filename"),
    }));
}

/** Streams a ZIP into numbered parts of about a mebibyte in the database. */
class PartWriter {
  #chunks: Uint8Array[] = [];
  #pending = 0;
  #part = 0;
  size = 0;
  readonly zip: Zip;
  constructor(
    private readonly db: Db,
    private readonly row: ExportRow,
  ) {
    this.zip = new Zip((error, chunk) => {
      if (error) throw error;
      this.#chunks.push(chunk);
      this.#pending += chunk.length;
      this.size += chunk.length;
    });
  }
  async add(name: string, data: Uint8Array) {
    const file = new ZipDeflate(name, { level: 6 });
    this.zip.add(file);
    file.push(data, true);
    if (this.#pending >= PART_BYTES) await this.flush();
  }
  async flush() {
    if (this.#pending === 0) return;
    const data = Buffer.concat(this.#chunks);
    this.#chunks = [];
    this.#pending = 0;
    await this.db
      .insert(organisationExportParts)
      .values({ exportId: this.row.id, organisationId: this.row.organisationId, part: this.#part++, data });
  }
  async end() {
    this.zip.end();
    await this.flush();
  }
}

async function claim(db: Db, exportId: string): Promise<ExportRow | null> {
  const [row] = await db
    .update(organisationExports)
    .set({ status: "running", attempts: sql`${organisationExports.attempts} + 1`, stepsDone: 0 })
    .where(and(eq(organisationExports.id, exportId), inArray(organisationExports.status, ["queued", "running"])))
    .returning();
  return row ?? null;
}

const systemActor = (row: ExportRow) => ({
  userId: null,
  organisationId: row.organisationId,
  name: systemActorNames.organisationExport,
});
const jobEvent = (row: ExportRow, status: string) => ({
  organisationId: row.organisationId,
  entityType: "organisation_export",
  entityId: row.id,
  siteId: null,
  status,
});

async function progress(db: Db, row: ExportRow, stepsDone: number, stepsTotal: number) {
  await db.transaction(async (tx) => {
    await tx.update(organisationExports).set({ stepsDone, stepsTotal }).where(eq(organisationExports.id, row.id));
    await publishJobEvent(tx, jobEvent(row, "running"));
  });
}

async function build(db: Db, row: ExportRow) {
  await db.delete(organisationExportParts).where(eq(organisationExportParts.exportId, row.id)); // a retry starts over
  const layout = exportLayout();
  const members = await organisationAccounts(db, row.organisationId, { onlyThisOrganisation: false });
  const owner: Owner = {
    organisationId: row.organisationId,
    userIds: members.map((m) => m.id),
    emails: members.map((m) => m.email),
  };
  let files = 0;
  for (const t of layout.filter((t) => t.fileColumns.length > 0)) {
    const [count] = (
      (await db.execute(
        sql`select count(*)::int as n from ${ident(t.name)} where ${ownedRows(t.rule, owner)!}`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    files += Number(count?.n ?? 0) * t.fileColumns.length;
  }
  const stepsTotal = layout.length + files;
  let stepsDone = 0;
  await progress(db, row, stepsDone, stepsTotal);

  const out = new PartWriter(db, row);
  await out.add(
    "README.txt",
    strToU8(
      [
        "Clausewise export of your organisation.",
        "",
        "data/<table>.csv  every row of the organisation in each table, one CSV per table (UTF-8, RFC 4180).",
        "files/<table>/<row id>/<name>  every stored file (attachments, evidence packs) by the row that holds it.",
        "",
        "Left out: " +
          Object.entries(notExported)
            .map(([t, why]) => `${t} (${why})`)
            .join("; ") +
          ".",
        "Passwords, secrets and token hashes are never exported.",
      ].join("\r\n"),
    ),
  );
  for (const t of layout) {
    const where = ownedRows(t.rule, owner)!;
    const rows: CsvCell[][] = [];
    for (let offset = 0; ; offset += PAGE) {
      const page = (
        (await db.execute(
          sql`select ${sql.join(t.columns.map(selectColumn), sql`, `)} from ${ident(t.name)} where ${where} order by 1 limit ${PAGE} offset ${offset}`,
        )) as unknown as { rows: Record<string, unknown>[] }
      ).rows;
      rows.push(...page.map((r) => t.columns.map((c) => csvValue(r[c.name]))));
      if (page.length < PAGE) break;
    }
    await out.add(
      `data/${t.name}.csv`,
      strToU8(
        writeCsv(
          t.columns.map((c) => c.name),
          rows,
        ),
      ),
    );
    await progress(db, row, ++stepsDone, stepsTotal);

    if (t.fileColumns.length === 0) continue;
    const ids = (
      (await db.execute(sql`select id::text as id from ${ident(t.name)} where ${where} order by id`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    for (const { id } of ids) {
      for (const column of t.fileColumns) {
        const [file] = (
          (await db.execute(
            sql`select ${fileBytes(t.name, column)} as data${t.hasFilename ? sql`, filename` : sql``} from ${ident(t.name)} where id = ${id}`,
          )) as unknown as { rows: { data: Uint8Array; filename?: string }[] }
        ).rows;
        if (file)
          await out.add(`files/${t.name}/${id}/${safeName(file.filename ?? column)}`, new Uint8Array(file.data));
        stepsDone++;
      }
      if (stepsDone % 10 === 0) await progress(db, row, stepsDone, stepsTotal);
    }
  }
  await out.end();
  return { size: out.size, tables: layout.length, files, stepsTotal };
}

async function finish(
  db: Db,
  row: ExportRow,
  outcome:
    | { ok: true; size: number; tables: number; files: number; stepsTotal: number }
    | { ok: false; reason: string },
) {
  const stamp = row.createdAt.toISOString().replace(/[-:]/g, "").slice(0, 13);
  const filename = `clausewise-export-${stamp}.zip`;
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(organisationExports)
      .set(
        outcome.ok
          ? { status: "ready", filename, size: outcome.size, stepsDone: outcome.stepsTotal, completedAt: new Date() }
          : { status: "failed", failureReason: outcome.reason, completedAt: new Date() },
      )
      .where(and(eq(organisationExports.id, row.id), eq(organisationExports.status, "running")))
      .returning({ id: organisationExports.id });
    if (!done) return;
    if (outcome.ok)
      await recordEvent(tx, systemActor(row), {
        action: "organisation.export_ready",
        entityType: "organisation_export",
        entityId: row.id,
        before: { status: "running" },
        after: { status: "ready", filename, size: outcome.size, tables: outcome.tables, files: outcome.files },
      });
    else
      await recordEvent(tx, systemActor(row), {
        action: "organisation.export_failed",
        entityType: "organisation_export",
        entityId: row.id,
        before: { status: "running" },
        after: { status: "failed", reason: outcome.reason },
      });
    await publishJobEvent(tx, jobEvent(row, outcome.ok ? "ready" : "failed"));
  });
}

/**
 * The `organisation-export` job: every table's rows of the organisation as CSV (through the one CSV
 * writer) and every stored file, in one ZIP streamed into the database in parts, with progress.
 */
export async function buildOrganisationExport(
  db: Db,
  exportId: string,
  log: { error(details: object, message: string): void },
) {
  const row = await claim(db, exportId);
  if (!row) return;
  if (row.attempts > MAX_EXPORT_ATTEMPTS) {
    await finish(db, row, { ok: false, reason: jobFailureReasons.gaveUp(MAX_EXPORT_ATTEMPTS) });
    return;
  }
  try {
    await finish(db, row, { ok: true, ...(await build(db, row)) });
  } catch (error) {
    log.error({ err: error, exportId }, "organisation export failed");
    await finish(db, row, { ok: false, reason: jobFailureReasons.unexpected });
  }
}
