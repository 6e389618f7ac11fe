import type { ExtractedTable, Passage } from "../../../domain/document-audit/contract";

/** A row of cells as numbered in its sheet (spreadsheet numbering, from 1). */
export interface SheetRow {
  row: number;
  cells: string[];
}

/**
 * Turns a sheet's rows into a table: the header is the first row with at least two filled cells (titles
 * above it are kept as passages); later rows are keyed by header text. Every row is also a passage
 * ("date: 2025-03-04; employee: M. Ortega; …") so rules that read text find it with its locator.
 */
export function tableFromRows(rows: SheetRow[], sheet?: string): { table: ExtractedTable | null; passages: Passage[] } {
  const filled = (cells: string[]) => cells.filter((c) => c.trim() !== "").length;
  const headerIndex = rows.findIndex((r) => filled(r.cells) >= 2);
  const locator = (row: number) => (sheet ? { kind: "row" as const, sheet, row } : { kind: "row" as const, row });
  const passages: Passage[] = [];
  for (const r of headerIndex < 0 ? rows : rows.slice(0, headerIndex)) {
    const text = r.cells.filter(Boolean).join(" ").trim();
    if (text) passages.push({ locator: locator(r.row), text });
  }
  const header = rows[headerIndex];
  if (!header) return { table: null, passages };
  const columns = header.cells.map((c) => c.trim());
  const data = rows.slice(headerIndex + 1).filter((r) => filled(r.cells) > 0);
  const table: ExtractedTable = {
    ...(sheet ? { sheet } : {}),
    columns,
    headerRow: header.row,
    rows: data.map((r) => ({
      row: r.row,
      cells: Object.fromEntries(columns.map((column, i) => [column, (r.cells[i] ?? "").trim()])),
    })),
  };
  for (const r of table.rows) {
    const text = columns
      .filter((c) => c && r.cells[c])
      .map((c) => `${c}: ${r.cells[c]}`)
      .join("; ");
    passages.push({ locator: locator(r.row), text });
  }
  return { table, passages };
}
