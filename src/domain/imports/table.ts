/**
 * A spreadsheet as importers read it (issue 19): the header row and the data rows as text, each data row
 * with its row number in the file (the header is row 1), so a problem can name the row a person sees.
 */
export interface ImportTable {
  headers: string[];
  rows: { row: number; cells: string[] }[];
}

/** Most data rows and columns one import may hold. */
export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_COLUMNS = 100;
