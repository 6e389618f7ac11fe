import { parse } from "csv-parse/sync";
import type { ExtractedTable, Passage } from "../../../domain/document-audit/contract";
import { ExtractionRefused } from "./refusal";
import { tableFromRows } from "./tables";

/** The delimiter of the first line: the one of comma, semicolon and tab it holds most of. */
function delimiterOf(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? "";
  const counts = [",", ";", "\t"].map((d) => [d, first.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** A CSV (UTF-8, BOM allowed; comma, semicolon or tab): one table, rows numbered as a spreadsheet shows them. */
export function extractCsv(name: string, bytes: Uint8Array): { passages: Passage[]; tables: ExtractedTable[] } {
  const text = new TextDecoder("utf-8").decode(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, "")),
      relax_column_count: true,
      relax_quotes: true,
      // Blank lines are kept (as empty rows) so row numbers match what a spreadsheet shows.
      skip_empty_lines: false,
    });
  } catch (error) {
    throw new ExtractionRefused("damaged", name, error instanceof Error ? error.message : undefined);
  }
  const { table, passages } = tableFromRows(records.map((cells, i) => ({ row: i + 1, cells })));
  return { passages, tables: table ? [table] : [] };
}
