import { parse } from "csv-parse/sync";
import type ExcelJS from "exceljs";
import { checkUpload, uploadPolicies } from "../../../domain/files/file-types";
import { message } from "../../../domain/i18n/message";
import { type ImportTable as Table, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from "../../../domain/imports/table";
import { invalidFields } from "../../errors";
import type { UploadedFile } from "../files/read-multipart";
import { loadExcelJs } from "../../lazy-modules";

/**
 * Reading a spreadsheet's rows (decision 144), for every import (trace events, log records, master data)
 * and for the document audit's extractors: a CSV (UTF-8, BOM allowed; comma, semicolon or tab) or an XLSX,
 * each row with the number a spreadsheet shows for it.
 */
export type TableRow = { row: number; cells: string[] };

/** The delimiter of the first line: the one of comma, semicolon and tab it holds most of. */
function delimiterOf(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? "";
  const counts = [",", ";", "\t"].map((d) => [d, first.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** A CSV's rows, blank lines kept (as empty rows) so row numbers match what a spreadsheet shows. Throws when damaged. */
export function parseCsvRows(bytes: Uint8Array): TableRow[] {
  const text = new TextDecoder("utf-8").decode(bytes);
  const records: string[][] = parse(text, {
    bom: true,
    delimiter: delimiterOf(text.replace(/^\uFEFF/, "")),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
  });
  return records.map((cells, i) => ({ row: i + 1, cells }));
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A cell as a person reads it. Excel stores a date as a wall-clock time without a zone (read here as UTC):
 * written back as typed, `yyyy-mm-dd`, with ` hh:mm` when it has a time, and a time-only cell (Excel's
 * day 0, 1899-12-30) as the time alone.
 */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (!(value instanceof Date)) return cell.text ?? "";
  const date = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  const time = `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
  if (date === "1899-12-30") return time;
  return time === "00:00" ? date : `${date} ${time}`;
}

/** Every sheet of an XLSX with its non-empty rows. Throws when the workbook cannot be read. */
export async function readXlsxSheets(bytes: Uint8Array): Promise<{ name: string; rows: TableRow[] }[]> {
  const excel = await loadExcelJs();
  const workbook = new excel.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheets: { name: string; rows: TableRow[] }[] = [];
  workbook.eachSheet((worksheet) => {
    const rows: TableRow[] = [];
    worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cellText(cell);
      });
      rows.push({ row: rowNumber, cells: Array.from(cells, (c) => c ?? "") });
    });
    sheets.push({ name: worksheet.name, rows });
  });
  return sheets;
}

export type ImportTable = Table & { kind: "csv" | "xlsx" };

const blank = (row: TableRow) => row.cells.every((cell) => cell.trim() === "");

/** How many columns a row fills: up to its last non-blank cell (trailing empty cells, as exports leave, do not count). */
function filledWidth(row: TableRow): number {
  for (let i = row.cells.length - 1; i >= 0; i--) if (row.cells[i]!.trim() !== "") return i + 1;
  return 0;
}

/**
 * An uploaded spreadsheet to import from: the file is checked as any upload is (its bytes sniffed, its name
 * agreeing, the size limit), then read: the first sheet of a workbook, the first non-blank row as the
 * headers, the blank rows after it skipped. A file that is not one, cannot be read, holds no data row,
 * more than MAX_IMPORT_ROWS or a row filled past MAX_IMPORT_COLUMNS is a 400 naming `field`.
 */
export async function readImportTable(file: UploadedFile | undefined, field = "file"): Promise<ImportTable> {
  if (!file) throw invalidFields({ [field]: message("Attach a CSV or Excel (XLSX) file") });
  const check = checkUpload(file.bytes, file.filename, uploadPolicies.table);
  if (!check.ok) throw invalidFields({ [field]: check.reason });
  const kind = check.kind === "xlsx" ? "xlsx" : "csv";
  let rows: TableRow[];
  try {
    rows = kind === "xlsx" ? ((await readXlsxSheets(file.bytes))[0]?.rows ?? []) : parseCsvRows(file.bytes);
  } catch {
    throw invalidFields({
      [field]: message('File "{{file}}" cannot be read as a spreadsheet', { file: file.filename }),
    });
  }
  const start = rows.findIndex((row) => !blank(row));
  if (start < 0) throw invalidFields({ [field]: message("The file is empty: put a header row first") });
  const data = rows.slice(start + 1).filter((row) => !blank(row));
  const headers = rows[start]!.cells.map((cell) => cell.trim());
  if (data.length === 0) throw invalidFields({ [field]: message("The file has a header row but no rows under it") });
  if (data.length > MAX_IMPORT_ROWS)
    throw invalidFields({
      [field]: message("The file has {{count}} rows; import at most {{max}} at once", {
        count: data.length,
        max: MAX_IMPORT_ROWS,
      }),
    });
  const widest = data.reduce((most, row) => Math.max(most, filledWidth(row)), filledWidth(rows[start]!));
  if (widest > MAX_IMPORT_COLUMNS)
    throw invalidFields({
      [field]: message("The file has {{count}} columns; import at most {{max}}", {
        count: widest,
        max: MAX_IMPORT_COLUMNS,
      }),
    });
  return { kind, headers, rows: data };
}
