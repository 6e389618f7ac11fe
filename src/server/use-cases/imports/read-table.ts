import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { checkUpload, uploadPolicies } from "../../../domain/files/file-types";
import { message } from "../../../domain/i18n/message";
import { type ImportTable, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from "../../../domain/imports/table";
import { AppError, invalidField } from "../../errors";
import type { UploadedFile } from "../files/read-multipart";

/**
 * Reads an uploaded spreadsheet for an import (issue 19, decision 143): a CSV (UTF-8, comma, semicolon
 * or tab separated) or the first worksheet of an XLSX workbook, checked by its bytes like every upload
 * (decision on file types: sniffed, named alike, size-limited, ZIP bombs refused). The first non-empty row
 * is the header; empty rows are skipped; every cell is text (an Excel date as `YYYY-MM-DD HH:MM`, its
 * wall-clock time as written). Generic: every importer reads its file here.
 */
export async function readImportTable(files: UploadedFile[], field = "file"): Promise<ImportTable> {
  const file = files.find((f) => f.field === field) ?? files[0];
  if (!file) throw invalidField(field, message("Choose a CSV or Excel (.xlsx) file"));
  if (files.length > 1) throw invalidField(field, message("Choose one file"));
  const check = checkUpload(file.bytes, file.filename, uploadPolicies.spreadsheet);
  if (!check.ok) throw invalidField(field, check.reason);
  const grid = check.kind === "xlsx" ? await readXlsx(file.bytes) : readCsv(file.bytes);
  return toTable(grid, field);
}

function readCsv(bytes: Buffer): string[][] {
  const text = bytes.toString("utf8").replace(/^\ufeff/, "");
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [",", ";", "\t"].reduce((best, d) =>
    firstLine.split(d).length > firstLine.split(best).length ? d : best,
  );
  try {
    return parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true, bom: true }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw invalidField(
      "file",
      message("The CSV cannot be read near line {{line}}: check its quotes", { line: line ?? 1 }),
    );
  }
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An Excel date is a wall-clock time stored as if it were UTC: written back as it was typed. */
const excelDate = (d: Date) => {
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = d.getUTCHours() || d.getUTCMinutes() ? ` ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : "";
  // A time-only cell (Excel's day 0, 1899-12-30) is the time alone.
  return date === "1899-12-30" ? `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : date + time;
};

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return excelDate(value);
  if (typeof value === "object") {
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("richText" in value) return value.richText.map((r) => r.text).join("");
    if ("text" in value) return String(value.text);
    if ("error" in value) return "";
    return "";
  }
  return String(value);
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw invalidField("file", message("The Excel file cannot be read"));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const grid: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (grid.length > MAX_IMPORT_ROWS + 1) return;
    const cells: string[] = [];
    const values = row.values as ExcelJS.CellValue[];
    for (let i = 1; i < values.length && i <= MAX_IMPORT_COLUMNS + 1; i++) cells.push(cellText(values[i]));
    grid.push(cells);
  });
  return grid;
}

function toTable(grid: string[][], field: string): ImportTable {
  const rows = grid
    .map((cells, i) => ({ row: i + 1, cells: cells.map((c) => String(c ?? "").trim()) }))
    .filter((r) => r.cells.some((c) => c !== ""));
  const [header, ...data] = rows;
  if (!header || data.length === 0)
    throw invalidField(field, message("The file needs a header row and at least one row of data"));
  if (header.cells.length > MAX_IMPORT_COLUMNS)
    throw invalidField(field, message("A file may have at most {{max}} columns", { max: MAX_IMPORT_COLUMNS }));
  if (data.length > MAX_IMPORT_ROWS)
    throw new AppError(
      "payload_too_large",
      "Import at most {{max}} rows at once",
      { [field]: "Import at most {{max}} rows at once" },
      undefined,
      { max: MAX_IMPORT_ROWS },
    );
  return { headers: header.cells, rows: data };
}
