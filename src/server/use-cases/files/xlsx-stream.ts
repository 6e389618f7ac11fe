import { once } from "node:events";
import { Readable, type TransformOptions } from "node:stream";
import { constants, crc32, createDeflateRaw, type ZlibOptions } from "node:zlib";
import { strToU8, Zip, ZipDeflate, type ZipInputFile } from "fflate";

/** Column index (0-based) → spreadsheet letters: 0 → A, 26 → AA. */
export const columnLetters = (index: number): string =>
  (index >= 26 ? columnLetters(Math.floor(index / 26) - 1) : "") + String.fromCharCode(65 + (index % 26));

/** About how much XML (in UTF-16 code units) is built before it goes to zlib. */
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

/**
 * One cell's XML, an inline string (no shared-strings table to hold in memory); whitespace at either
 * end kept. An empty value writes no cell: the reference of the next one places it.
 */
const cellXml = (ref: string, value: string, style: string) =>
  `<c r="${ref}"${style} t="inlineStr"><is>${edgeSpace(value) ? '<t xml:space="preserve">' : "<t>"}${escapeXml(value)}</t></is></c>`;

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

const deflateOptions: ZlibOptions & TransformOptions = {
  level: constants.Z_BEST_SPEED,
  chunkSize: 64 * 1024,
  // A few pieces may wait for zlib's thread, so building the next rarely waits on it (zlib's streams
  // take a Transform's options; its typings leave them out).
  writableHighWaterMark: 4 * PIECE,
};

/**
 * The worksheet part, compressed by zlib's raw deflate (native, off the JavaScript thread) as fflate's
 * `Zip` streams it: its CRC and size are counted as the XML goes in and given before its last chunk, as
 * the ZIP's data descriptor needs.
 */
class DeflatedPart {
  readonly file: ZipInputFile;
  private readonly deflate = createDeflateRaw(deflateOptions);
  private readonly ended: Promise<void>;
  private crc = 0;
  private size = 0;
  private drained: Promise<void> | null = null;

  constructor(filename: string) {
    this.file = { filename, size: 0, crc: 0, compression: 8 };
    // A Buffer is a Uint8Array; zlib's are never over a SharedArrayBuffer.
    this.deflate.on("data", (chunk: Buffer) => this.file.ondata?.(null, chunk as Uint8Array<ArrayBuffer>, false));
    this.ended = new Promise((resolve, reject) => {
      this.deflate.on("end", resolve);
      this.deflate.on("error", reject);
    });
    // Awaited by `end`; a failure before then is also seen by the write waiting on it.
    this.ended.catch(() => {});
  }

  /**
   * Queues `text`. Resolves once zlib has taken the text queued before it, so the caller builds the next
   * text while zlib compresses this one, and no more than that waits in memory.
   */
  async write(text: string) {
    await this.drained;
    const bytes = Buffer.from(text, "utf8");
    this.crc = crc32(bytes, this.crc);
    this.size += bytes.length;
    this.drained = this.deflate.write(bytes)
      ? null
      : Promise.race([once(this.deflate, "drain").then(() => undefined), this.ended]);
  }

  async end() {
    await this.drained;
    this.deflate.end();
    await this.ended;
    if (this.size > 0xffffffff) throw new Error("The worksheet is over 4 GB: a ZIP without ZIP64 cannot hold it");
    this.file.crc = this.crc;
    this.file.size = this.size;
    this.file.ondata?.(null, new Uint8Array(0), true);
  }

  destroy() {
    this.deflate.destroy();
  }
}

/**
 * An XLSX workbook written as it streams (decision 161): `header` in bold in row 1, frozen, with an
 * autofilter over its columns, then every row of `rows` (each batch an array of rows of text). Cells are
 * inline strings and the sheet's XML goes straight into the ZIP, deflated by zlib at its fastest level, so
 * nothing grows with the row count: memory holds one batch and zlib's window. The next batch is asked for
 * only when the reader has taken what was written (the returned stream's backpressure). A sheet holds at
 * most `maxRowsPerSheet` rows (Excel's 1,048,576 by default, the header included): the rows go on in a
 * second sheet ("name (2)"), a third…, each with the header row (decision 170). The workbook's fixed parts
 * are written last, when the sheets are known. `onRowsWritten` runs after the last row and before the
 * file ends (its failure fails the download).
 */
export function streamXlsx({
  sheetName,
  header,
  rows,
  columnWidth = 22,
  maxRowsPerSheet = EXCEL_MAX_ROWS,
  onRowsWritten,
}: {
  sheetName: string;
  header: readonly string[];
  rows: AsyncIterable<readonly (readonly string[])[]>;
  columnWidth?: number;
  maxRowsPerSheet?: number;
  onRowsWritten?: () => Promise<void>;
}): Readable {
  if (maxRowsPerSheet < 2) throw new Error("A sheet must hold its header and at least one row");
  const letters = header.map((_, index) => columnLetters(index));
  const filterRef = `A1:${letters[letters.length - 1]}1`;
  const headerCells = header.map((title, i) => cellXml(`${letters[i]}1`, title, ' s="1"')).join("");
  const prolog = `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${RELS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols><col min="1" max="${header.length}" width="${columnWidth}" customWidth="1"/></cols><sheetData><row r="1">${headerCells}</row>`;
  const epilog = `</sheetData><autoFilter ref="${filterRef}"/></worksheet>`;

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
    let sheet: DeflatedPart | null = null;
    const openSheet = async () => {
      sheetNames.push(nthSheetName(sheetName, sheetNames.length + 1));
      sheet = new DeflatedPart(`xl/worksheets/sheet${sheetNames.length}.xml`);
      zip.add(sheet.file);
      await sheet.write(prolog);
      return sheet;
    };
    try {
      let current = await openSheet();
      let r = 1;
      for await (const batch of rows) {
        let xml = "";
        for (const row of batch) {
          if (r === maxRowsPerSheet) {
            // This sheet is full: the rows go on in the next one, under its own header row.
            if (xml) await current.write(xml);
            xml = "";
            await current.write(epilog);
            await current.end();
            current.destroy();
            current = await openSheet();
            r = 1;
          }
          const n = String(++r);
          xml += `<row r="${n}">`;
          for (let i = 0; i < row.length; i++) {
            const value = row[i]!;
            if (value !== "") xml += cellXml(letters[i]! + n, value, "");
          }
          xml += "</row>";
          // Handed over in pieces of about 64 kB: short-lived strings the young-generation collector
          // frees cheaply (one string per batch was most of the time in garbage collection), and zlib
          // compresses one piece while the next is built.
          if (xml.length >= PIECE) {
            await current.write(xml);
            xml = "";
          }
        }
        if (xml) await current.write(xml);
        yield* take();
      }
      await current.write(epilog);
      await onRowsWritten?.();
      await current.end();
      for (const [filename, text] of Object.entries(fixedParts(sheetNames, filterRef))) {
        const part = new ZipDeflate(filename, { level: 6 });
        zip.add(part);
        part.push(strToU8(text), true);
      }
      zip.end();
      yield* take();
    } finally {
      (sheet as DeflatedPart | null)?.destroy();
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
