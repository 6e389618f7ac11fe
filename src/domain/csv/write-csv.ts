import { stringify } from "csv-stringify/sync";

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
  if (plainNumber.test(text)) return text;
  if (formulaStart.test(text) || formulaStart.test(text.replace(leadingSpace, ""))) return `'${text}`;
  return text;
}

/**
 * The one CSV writer (RFC 4180: CRLF line ends, fields quoted when they hold a comma, quote or line
 * break) through which every CSV the product produces passes; every text cell is neutralised first.
 * Every file starts with a UTF-8 byte-order mark, so Excel reads accents ("Cláusula", "sí") and °F
 * correctly; readers that parse a CSV back skip it (csv-parse's `bom: true`).
 */
export function writeCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]) {
  return stringify([header, ...rows] as CsvCell[][], { bom: true, ...csvOptions });
}

/**
 * More rows of a file `writeCsv` began (called with its header and no rows), written the same way: for a
 * CSV streamed out in pieces rather than held whole.
 */
export function writeCsvRows(rows: readonly (readonly CsvCell[])[]) {
  return stringify(rows as CsvCell[][], csvOptions);
}

const csvOptions = {
  record_delimiter: "\r\n",
  // csv-stringify quotes only the record delimiter itself: a lone \n or \r must be quoted too.
  quoted_match: /[\r\n]/,
  cast: {
    string: (value: string) => neutraliseFormula(value),
    boolean: (value: boolean) => (value ? "true" : "false"),
  },
};
