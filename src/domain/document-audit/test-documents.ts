import type { ExtractedDocument } from "./contract";

/**
 * Hand-built documents for the evidence rules' tests, shaped as extraction writes them (decision 067):
 * paragraphs with their locators; tables with the header on row 1 and each row also as a passage.
 */
const sha = (name: string) => [...name.padEnd(64, "0")].map((c) => (c.charCodeAt(0) % 16).toString(16)).join("");

export function textDocument(name: string, paragraphs: string[]): ExtractedDocument {
  return {
    name,
    sha256: sha(name),
    mediaType: "application/pdf",
    passages: paragraphs.map((text, i) => ({ locator: { kind: "page", page: 1, paragraph: i + 1 }, text })),
    tables: [],
    ocr: false,
  };
}

/** A CSV: `rows` are the data rows in order (spreadsheet rows 2, 3, …); "" is an empty cell. */
export function tableDocument(name: string, columns: string[], rows: string[][]): ExtractedDocument {
  const dataRows = rows.map((values, i) => ({
    row: i + 2,
    cells: Object.fromEntries(columns.map((c, j) => [c, values[j] ?? ""])),
  }));
  return {
    name,
    sha256: sha(name),
    mediaType: "text/csv",
    passages: dataRows.map((r) => ({
      locator: { kind: "row", row: r.row },
      text: Object.entries(r.cells)
        .map(([k, v]) => `${k}: ${v}`)
        .join("; "),
    })),
    tables: [{ columns, headerRow: 1, rows: dataRows }],
    ocr: false,
  };
}
