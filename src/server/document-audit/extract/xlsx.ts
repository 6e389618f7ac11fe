import type { ExtractedTable, Passage } from "../../../domain/document-audit/contract";
import { readXlsxSheets } from "../../use-cases/imports/read-table";
import { ExtractionRefused } from "./refusal";
import { tableFromRows } from "./tables";

/** Every sheet of an XLSX as a table (sheet + row locators) and its rows as passages. */
export async function extractXlsx(
  name: string,
  bytes: Uint8Array,
): Promise<{ passages: Passage[]; tables: ExtractedTable[] }> {
  let sheets: Awaited<ReturnType<typeof readXlsxSheets>>;
  try {
    sheets = await readXlsxSheets(bytes);
  } catch (error) {
    throw new ExtractionRefused("damaged", name, error instanceof Error ? error.message : undefined);
  }
  const passages: Passage[] = [];
  const tables: ExtractedTable[] = [];
  for (const { name: sheetName, rows } of sheets) {
    const sheet = tableFromRows(rows, sheetName);
    passages.push(...sheet.passages);
    if (sheet.table) tables.push(sheet.table);
  }
  return { passages, tables };
}
