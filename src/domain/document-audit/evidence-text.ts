import { type IsoDate, isIsoDate } from "../dates";
import type { Citation, DocumentKind, ExtractedDocument, ExtractedTable, Locator } from "./contract";

/** How the evidence rules read documents: pattern matching, dates, citations. Pure helpers. */

const QUOTE_CHARS = 200;
/** Row numbers a finding lists before "…" (the count always covers all). */
export const LISTED_ROWS = 5;

export const matches = (pattern: string, value: string) => new RegExp(pattern, "i").test(value);

export const quote = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > QUOTE_CHARS ? `${flat.slice(0, QUOTE_CHARS - 1)}…` : flat;
};

/** "12, 40, 41, …" — the first rows, with an ellipsis when there are more. */
export const listRows = (rows: readonly number[]) =>
  rows.slice(0, LISTED_ROWS).join(", ") + (rows.length > LISTED_ROWS ? ", …" : "");

/** Whether the document is about one of the topic patterns: its name, text or column headers. */
export function isAbout(document: ExtractedDocument, topic: readonly string[] | undefined): boolean {
  if (!topic) return true;
  const haystacks = [
    // "Metal_Detector_Check_Log.csv" is about metal detectors: underscores separate the words of a file name.
    document.name.replace(/_+/g, " "),
    ...document.tables.flatMap((t) => t.columns),
    ...document.passages.map((p) => p.text),
  ];
  return topic.some((pattern) => haystacks.some((text) => matches(pattern, text)));
}

export function relevantDocuments(
  documents: readonly ExtractedDocument[],
  kindOf: (document: ExtractedDocument) => DocumentKind,
  target: { documentKinds: readonly DocumentKind[]; topic?: readonly string[] | undefined },
): ExtractedDocument[] {
  return documents.filter((d) => target.documentKinds.includes(kindOf(d)) && isAbout(d, target.topic));
}

export const columnFor = (table: ExtractedTable, header: string) => table.columns.find((c) => matches(header, c));

export const cell = (cells: Record<string, string>, column: string | undefined) =>
  column === undefined ? "" : (cells[column] ?? "").trim();

/** Data rows that hold anything (blank lines are kept by extraction so row numbers stay true). */
export const filledRows = (table: ExtractedTable) =>
  table.rows.filter((r) => Object.values(r.cells).some((v) => v.trim() !== ""));

const sameLocator = (a: Locator, b: Locator) =>
  a.kind === "row" && b.kind === "row" ? a.row === b.row && (a.sheet ?? "") === (b.sheet ?? "") : false;

/** A row's citation: its passage when extraction wrote one, else its cells as "header: value; …". */
export function rowCitation(
  document: ExtractedDocument,
  table: ExtractedTable,
  row: ExtractedTable["rows"][number],
): Citation {
  const locator: Locator = table.sheet
    ? { kind: "row", sheet: table.sheet, row: row.row }
    : { kind: "row", row: row.row };
  const passage = document.passages.find((p) => sameLocator(p.locator, locator));
  const text =
    passage?.text ??
    Object.entries(row.cells)
      .filter(([, v]) => v.trim() !== "")
      .map(([k, v]) => `${k}: ${v}`)
      .join("; ");
  return { document: document.name, locator, quote: quote(text) };
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The calendar date a cell or sentence names: "2025-06-04", "6/4/2025" (month first, as US logs write it;
 * day first when the first number cannot be a month). Null when there is none or it is not a real date.
 */
export function parseDate(text: string): IsoDate | null {
  const iso = /(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
  if (iso) {
    const date = `${iso[1]}-${pad(Number(iso[2]))}-${pad(Number(iso[3]))}`;
    return isIsoDate(date) ? date : null;
  }
  const slash = /\b(\d{1,2})[/.](\d{1,2})[/.](\d{4})\b/.exec(text);
  if (slash) {
    let [month, day] = [Number(slash[1]), Number(slash[2])];
    if (month > 12) [month, day] = [day, month];
    const date = `${slash[3]}-${pad(month)}-${pad(day)}`;
    return isIsoDate(date) ? date : null;
  }
  return null;
}

/** Every date written in a text, in order. */
export function datesIn(text: string): IsoDate[] {
  const found: IsoDate[] = [];
  for (const m of text.matchAll(/\d{4}-\d{1,2}-\d{1,2}|\b\d{1,2}[/.]\d{1,2}[/.]\d{4}\b/g)) {
    const date = parseDate(m[0]);
    if (date) found.push(date);
  }
  return found;
}

/** A dated piece of evidence and where it sits. */
export interface DatedEvidence {
  date: IsoDate;
  citation: Citation;
}

/** The dates in the given column of a document's tables, each with its row. */
export function tableDates(document: ExtractedDocument, dateHeader: string): DatedEvidence[] {
  const dated: DatedEvidence[] = [];
  for (const table of document.tables) {
    const column = columnFor(table, dateHeader);
    if (column === undefined) continue;
    for (const row of filledRows(table)) {
      const date = parseDate(cell(row.cells, column));
      if (date) dated.push({ date, citation: rowCitation(document, table, row) });
    }
  }
  return dated;
}

/** The dates of a document: from the date column of its tables, or — when no table has one — from its text. */
export function datedEvidence(document: ExtractedDocument, dateHeader: string): DatedEvidence[] {
  const dated = tableDates(document, dateHeader);
  if (dated.length > 0) return dated;
  for (const passage of document.passages) {
    for (const date of datesIn(passage.text))
      dated.push({ date, citation: { document: document.name, locator: passage.locator, quote: quote(passage.text) } });
  }
  return dated;
}
