import type { ExtractedTable, Passage } from "../../../domain/document-audit/contract";
import { parseCsvRows, type TableRow } from "../../use-cases/imports/read-table";
import { ExtractionRefused } from "./refusal";
import { tableFromRows } from "./tables";

/** A CSV (UTF-8, BOM allowed; comma, semicolon or tab): one table, rows numbered as a spreadsheet shows them. */
export function extractCsv(name: string, bytes: Uint8Array): { passages: Passage[]; tables: ExtractedTable[] } {
  let rows: TableRow[];
  try {
    rows = parseCsvRows(bytes);
  } catch (error) {
    throw new ExtractionRefused("damaged", name, error instanceof Error ? error.message : undefined);
  }
  const { table, passages } = tableFromRows(rows);
  return { passages, tables: table ? [table] : [] };
}
