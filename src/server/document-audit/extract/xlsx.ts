import ExcelJS from "exceljs";
import type { ExtractedTable, Passage } from "../../../domain/document-audit/contract";
import { utcDate } from "../../../domain/dates";
import { ExtractionRefused } from "./refusal";
import { tableFromRows, type SheetRow } from "./tables";

/** A cell as a person reads it; dates (stored by Excel without a zone, read as UTC) as yyyy-mm-dd. */
function cellText(cell: ExcelJS.Cell): string {
  if (cell.value instanceof Date) return utcDate(cell.value);
  return cell.text ?? "";
}

/** Every sheet of an XLSX as a table (sheet + row locators) and its rows as passages. */
export async function extractXlsx(
  name: string,
  bytes: Uint8Array,
): Promise<{ passages: Passage[]; tables: ExtractedTable[] }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch (error) {
    throw new ExtractionRefused("damaged", name, error instanceof Error ? error.message : undefined);
  }
  const passages: Passage[] = [];
  const tables: ExtractedTable[] = [];
  workbook.eachSheet((worksheet) => {
    const rows: SheetRow[] = [];
    worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cellText(cell);
      });
      rows.push({ row: rowNumber, cells: Array.from(cells, (c) => c ?? "") });
    });
    const sheet = tableFromRows(rows, worksheet.name);
    passages.push(...sheet.passages);
    if (sheet.table) tables.push(sheet.table);
  });
  return { passages, tables };
}
