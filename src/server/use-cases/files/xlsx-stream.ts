import { Readable } from "node:stream";
import { strToU8, Zip, ZipDeflate, type ZipInputFile } from "fflate";
import { crc32Combine, DEFLATE_END, type DeflatedPiece, deflatePiece, type RowsPiece } from "./deflate-pieces";

/** Column index (0-based) → spreadsheet letters: 0 → A, 26 → AA. */
export const columnLetters = (index: number): string =>
  (index >= 26 ? columnLetters(Math.floor(index / 26) - 1) : "") + String.fromCharCode(65 + (index % 26));

/** About how much row XML (in UTF-16 code units) goes into one deflated piece. */
const PIECE = 64 * 1024;
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const RELS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PACKAGE_RELS = "http://schemas.openxmlformats.org/package/2006/relationships";

// The control characters XML 1.0 does not allow, and the markup characters.
// eslint-disable-next-line no-control-regex
const forbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
// eslint-disable-next-line no-control-regex
const markupOrForbidden = /[&<>\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

/** Text as XML character data: the markup characters escaped, the characters XML 1.0 forbids dropped. */
const escapeXml = (text: string) =>
  markupOrForbidden.test(text)
    ? text.replace(forbidden, "").replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")
    : text;

/** Whether XML would drop whitespace at either end of `value` (then the cell says to keep it). */
const edgeSpace = (value: string) => {
  const first = value.charCodeAt(0);
  const last = value.charCodeAt(value.length - 1);
  return first <= 32 || last <= 32;
};

/** One cell's XML, an inline string (no shared-strings table to hold in memory); whitespace at either end kept. */
const cellXml = (value: string, attributes = "") =>
  `<c${attributes} t="inlineStr"><is>${edgeSpace(value) ? '<t xml:space="preserve">' : "<t>"}${escapeXml(value)}</t></is></c>`;

/**
 * Worksheet rows as XML without row or cell references (`r`), which SpreadsheetML makes optional: a row
 * is the one after the row before it, a cell the one after the cell before it (an empty value is an empty
 * `<c/>`; trailing ones are left out). So the same rows can be placed anywhere in a sheet, as the FDA
 * sheet's day pieces are (decision 171).
 */
export function worksheetRowsXml(rows: readonly (readonly string[])[]): string {
  let xml = "";
  for (const row of rows) xml += rowXml(row);
  return xml;
}

function rowXml(row: readonly string[]): string {
  let last = row.length - 1;
  while (last >= 0 && row[last] === "") last--;
  let xml = "<row>";
  for (let i = 0; i <= last; i++) xml += row[i] === "" ? "<c/>" : cellXml(row[i]!);
  return `${xml}</row>`;
}

/**
 * The package's fixed parts for `sheetNames` (sheet1.xml …): content types, relationships, the workbook
 * (each sheet's filter as its defined name), styles.
 */
function fixedParts(sheetNames: readonly string[], filterRef: string) {
  const absolute = filterRef.replace(/([A-Z]+)(\d+)/g, "$$$1$$$2");
  const sheets = sheetNames.map((sheetName, i) => ({
    n: i + 1,
    name: escapeXml(sheetName).replaceAll('"', "&quot;"),
    quoted: `'${sheetName.replaceAll("'", "''")}'`,
  }));
  return {
    "[Content_Types].xml": `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets.map(({ n }) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join("")}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    "_rels/.rels": `${XML}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    "xl/workbook.xml": `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><bookViews><workbookView/></bookViews><sheets>${sheets.map(({ n, name }) => `<sheet name="${name}" sheetId="${n}" r:id="rId${n}"/>`).join("")}</sheets><definedNames>${sheets.map(({ n, quoted }) => `<definedName name="_xlnm._FilterDatabase" localSheetId="${n - 1}" hidden="1">${escapeXml(quoted)}!${absolute}</definedName>`).join("")}</definedNames></workbook>`,
    "xl/_rels/workbook.xml.rels": `${XML}<Relationships xmlns="${PACKAGE_RELS}">${sheets.map(({ n }) => `<Relationship Id="rId${n}" Type="${RELS}/worksheet" Target="worksheets/sheet${n}.xml"/>`).join("")}<Relationship Id="rId${sheets.length + 1}" Type="${RELS}/styles" Target="styles.xml"/></Relationships>`,
    // Style 0 plain, style 1 bold (the header row).
    "xl/styles.xml": `${XML}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
  };
}

/** The most rows an Excel worksheet holds (1,048,576, the header row included). */
export const EXCEL_MAX_ROWS = 1_048_576;

/** The name of the `n`th sheet (1-based) of a workbook named `sheetName`: "FSMA 204", "FSMA 204 (2)"… (≤ 31 characters). */
const nthSheetName = (sheetName: string, n: number) => {
  if (n === 1) return sheetName.slice(0, 31);
  const suffix = ` (${n})`;
  return sheetName.slice(0, 31 - suffix.length) + suffix;
};

/**
 * A worksheet part made of deflated pieces (`deflate-pieces.ts`), as fflate's `Zip` streams it: the pieces
 * go out as they come, their CRC-32s combined and lengths summed, given before the last chunk as the ZIP's
 * data descriptor needs.
 */
class PiecesPart {
  readonly file: ZipInputFile;
  private crc = 0;
  private size = 0;

  constructor(filename: string) {
    this.file = { filename, size: 0, crc: 0, compression: 8 };
  }

  write(piece: DeflatedPiece) {
    this.crc = crc32Combine(this.crc, piece.crc, piece.rawLength);
    this.size += piece.rawLength;
    // A Buffer is a Uint8Array; zlib's are never over a SharedArrayBuffer.
    this.file.ondata?.(null, piece.bytes as Uint8Array<ArrayBuffer>, false);
  }

  end() {
    if (this.size > 0xffffffff) throw new Error("The worksheet is over 4 GB: a ZIP without ZIP64 cannot hold it");
    this.file.crc = this.crc;
    this.file.size = this.size;
    this.file.ondata?.(null, DEFLATE_END as Uint8Array<ArrayBuffer>, true);
  }
}

type WorkbookOptions = {
  sheetName: string;
  header: readonly string[];
  columnWidth?: number;
  maxRowsPerSheet?: number;
  onRowsWritten?: () => Promise<void>;
};

/**
 * An XLSX workbook made of row pieces (decision 171): `header` in bold in row 1, frozen, with an autofilter
 * over its columns, then every piece's rows (`worksheetRowsXml`, deflated), laid in the sheet's deflate
 * stream as they are: nothing is compressed again, so pieces built ahead (the FDA sheet's days) cost only
 * their reading. The next piece is asked for only when the reader has taken what was written (the returned
 * stream's backpressure). A sheet holds at most `maxRowsPerSheet` rows (Excel's 1,048,576 by default, the
 * header included): a piece that would pass it starts the next sheet ("name (2)", "(3)"…, each with the
 * header row), so a piece is never split. The workbook's fixed parts are written last, when the sheets are
 * known. `onRowsWritten` runs after the last row and before the file ends (its failure fails the download).
 */
export function xlsxFromPieces(
  pieces: AsyncIterable<RowsPiece>,
  { sheetName, header, columnWidth = 22, maxRowsPerSheet = EXCEL_MAX_ROWS, onRowsWritten }: WorkbookOptions,
): Readable {
  if (maxRowsPerSheet < 2) throw new Error("A sheet must hold its header and at least one row");
  const lastColumn = columnLetters(header.length - 1);
  const filterRef = `A1:${lastColumn}1`;
  const headerCells = header.map((title, i) => cellXml(title, ` r="${columnLetters(i)}1" s="1"`)).join("");
  const prolog = deflatePiece(
    `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${RELS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols><col min="1" max="${header.length}" width="${columnWidth}" customWidth="1"/></cols><sheetData><row r="1">${headerCells}</row>`,
  );
  const epilog = deflatePiece(`</sheetData><autoFilter ref="${filterRef}"/></worksheet>`);

  async function* chunks(): AsyncGenerator<Uint8Array> {
    const out: Uint8Array[] = [];
    let failure: Error | null = null;
    const zip = new Zip((error, chunk) => {
      if (error) failure = error;
      else out.push(chunk);
    });
    const take = () => {
      if (failure) throw failure;
      return out.splice(0);
    };

    const sheetNames: string[] = [];
    const openSheet = () => {
      sheetNames.push(nthSheetName(sheetName, sheetNames.length + 1));
      const sheet = new PiecesPart(`xl/worksheets/sheet${sheetNames.length}.xml`);
      zip.add(sheet.file);
      sheet.write(prolog);
      return sheet;
    };
    let sheet = openSheet();
    let rows = 1;
    for await (const piece of pieces) {
      if (rows + piece.rowCount > maxRowsPerSheet) {
        if (1 + piece.rowCount > maxRowsPerSheet)
          throw new Error(`A piece of ${piece.rowCount} rows is more than a sheet holds`);
        // This sheet is full: the rows go on in the next one, under its own header row.
        sheet.write(epilog);
        sheet.end();
        sheet = openSheet();
        rows = 1;
      }
      sheet.write(piece);
      rows += piece.rowCount;
      yield* take();
    }
    sheet.write(epilog);
    await onRowsWritten?.();
    sheet.end();
    for (const [filename, text] of Object.entries(fixedParts(sheetNames, filterRef))) {
      const part = new ZipDeflate(filename, { level: 6 });
      zip.add(part);
      part.push(strToU8(text), true);
    }
    zip.end();
    yield* take();
  }
  return Readable.from(chunks(), { objectMode: false });
}

/**
 * Batches of rows as pieces of about `PIECE` of row XML each, deflated at zlib's fastest level: what a
 * workbook written from rows read now (not built ahead) is made of.
 */
export async function* rowPieces(batches: AsyncIterable<readonly (readonly string[])[]>): AsyncGenerator<RowsPiece> {
  for await (const batch of batches) {
    let xml = "";
    let rowCount = 0;
    for (const row of batch) {
      xml += rowXml(row);
      rowCount++;
      // Short-lived strings the young-generation collector frees cheaply (one string per batch was most of
      // the time in garbage collection).
      if (xml.length >= PIECE) {
        yield { ...deflatePiece(xml), rowCount };
        xml = "";
        rowCount = 0;
      }
    }
    if (rowCount) yield { ...deflatePiece(xml), rowCount };
  }
}

/** An XLSX workbook of `rows` (each batch an array of rows of text), as `xlsxFromPieces` writes it. */
export const streamXlsx = ({
  rows,
  ...options
}: WorkbookOptions & { rows: AsyncIterable<readonly (readonly string[])[]> }) =>
  xlsxFromPieces(rowPieces(rows), options);
