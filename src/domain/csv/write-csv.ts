/** A cell as callers hand it over: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | boolean | null | undefined;

/** Characters that make a spreadsheet read a cell as a formula (or hide one behind a control character). */
const formulaStart = /^[=+\-@\t\r]/;
/** Whitespace a spreadsheet may skip before it looks at the first character. */
const leadingSpace = /^[\s\u00a0\ufeff]+/;
/** A plain number ("-4.5") is never a formula: it stays a number in the spreadsheet. */
const plainNumber = /^[+-]?\d+(\.\d+)?$/;

/**
 * CSV injection guard (OWASP): text whose first character — or first character after leading spaces,
 * tabs or line breaks — is `=`, `+`, `-` or `@`, or that starts with a tab or carriage return, gets a
 * leading apostrophe, so Excel, LibreOffice and Google Sheets show it as text instead of running it.
 */
export function neutraliseFormula(text: string): string {
  // Most cells start with a letter, a digit or other printable ASCII that is none of = + - @: left as they are.
  const first = text.charCodeAt(0);
  if (first > 0x20 && first < 0x7f && first !== 0x3d && first !== 0x2b && first !== 0x2d && first !== 0x40) return text;
  if (plainNumber.test(text)) return text;
  if (formulaStart.test(text) || formulaStart.test(text.replace(leadingSpace, ""))) return `'${text}`;
  return text;
}

/** A cell that must be quoted: it holds the delimiter, a quote or a line break (a lone \r or \n too). */
const needsQuotes = /[",\r\n]/;

/** One cell as written: text neutralised, then quoted (quotes doubled) when it must be. */
function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") {
    const text = neutraliseFormula(value);
    return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  }
  if (typeof value === "boolean") return value ? "true" : "false";
  return String(value);
}

/** One record, CRLF included. */
export function csvLine(cells: readonly CsvCell[]): string {
  let line = "";
  for (let i = 0; i < cells.length; i++) line += i ? `,${csvCell(cells[i])}` : csvCell(cells[i]);
  return `${line}\r\n`;
}

/**
 * The one CSV writer (RFC 4180: CRLF line ends, fields quoted when they hold a comma, quote or line
 * break) through which every CSV the product produces passes; every text cell is neutralised first.
 * Every file starts with a UTF-8 byte-order mark, so Excel reads accents ("Cláusula", "sí") and °F
 * correctly; readers that parse a CSV back skip it (csv-parse's `bom: true`). Written by hand rather
 * than with csv-stringify (same output): a million-row export spends its time here (decision 156).
 */
export function writeCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]) {
  return `\ufeff${csvLine(header)}${writeCsvRows(rows)}`;
}

/**
 * More rows of a file `writeCsv` began (called with its header and no rows), written the same way: for a
 * CSV streamed out in pieces rather than held whole.
 */
export function writeCsvRows(rows: readonly (readonly CsvCell[])[]) {
  let text = "";
  for (const row of rows) text += csvLine(row);
  return text;
}
