import ExcelJS from "exceljs";
import { strToU8, unzipSync, zipSync } from "fflate";
import PDFDocument from "pdfkit";
import { projectPath } from "../project-path";
import { loadPdfjs } from "./extract/pdfjs";

/**
 * Real files of every kind the engine reads, written from plain content: the test fixtures, the landing's
 * sample documents and the labelled corpus are made with these, so no binary is checked in unexplained.
 * The same content always gives the same bytes (creation dates and ZIP times are fixed), so a test can
 * check committed files against the script that wrote them.
 */
const MADE_AT = new Date("2026-01-01T00:00:00Z");
/** ZIP entries store local time: local midnight gives the same bytes in every time zone. */
const ZIPPED_AT = new Date(2026, 0, 1);

/** A PDF with a text layer: each page a list of paragraphs. */
export function makePdf(pages: string[][]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "LETTER",
      margin: 72,
      info: { Title: "Clausewise fixture", CreationDate: MADE_AT },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    pages.forEach((paragraphs, i) => {
      if (i > 0) doc.addPage();
      for (const paragraph of paragraphs) doc.fontSize(11).text(paragraph).moveDown();
    });
    doc.end();
  });
}

const xmlEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A DOCX (WordprocessingML, the parts Word needs) of paragraphs and, after them, optional tables. */
export function makeDocx(paragraphs: string[], tables: string[][][] = []): Uint8Array {
  const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r></w:p>`;
  const table = (rows: string[][]) =>
    `<w:tbl>${rows.map((cells) => `<w:tr>${cells.map((c) => `<w:tc>${paragraph(c)}</w:tc>`).join("")}</w:tr>`).join("")}</w:tbl>`;
  const body = paragraphs.map(paragraph).join("") + tables.map(table).join("");
  return zipSync(
    {
      "[Content_Types].xml": strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      "_rels/.rels": strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      "word/document.xml": strToU8(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
      ),
    },
    { mtime: ZIPPED_AT },
  );
}

/** An XLSX with one sheet per entry: rows of cells (a Date cell is written as an Excel date). */
export async function makeXlsx(sheets: Record<string, (string | number | Date)[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = MADE_AT;
  workbook.modified = MADE_AT;
  for (const [name, rows] of Object.entries(sheets)) workbook.addWorksheet(name).addRows(rows);
  // ExcelJS stamps each ZIP entry with the current time: repack with a fixed one.
  const written = new Uint8Array(await workbook.xlsx.writeBuffer());
  return Buffer.from(zipSync(unzipSync(written), { mtime: ZIPPED_AT }));
}

/** A CSV from rows (fields quoted when they need it). */
export function makeCsv(rows: string[][]): Uint8Array {
  const field = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return strToU8(`${rows.map((r) => r.map(field).join(",")).join("\n")}\n`);
}

/** A photo of a printed page: the first page of a text PDF rendered to PNG (no text layer left). */
export async function makePagePhoto(paragraphs: string[]): Promise<Buffer> {
  const { getDocument } = await loadPdfjs();
  const pdf = await getDocument({
    data: new Uint8Array(await makePdf([paragraphs])),
    standardFontDataUrl: `${projectPath("node_modules/pdfjs-dist/standard_fonts")}/`,
    verbosity: 0,
  }).promise;
  const page = await pdf.getPage(1);
  const viewport = page.getViewport({ scale: 2 });
  const { createCanvas } = await import("@napi-rs/canvas");
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
  await pdf.destroy();
  return canvas.toBuffer("image/png");
}

/** A scanned PDF: the photo of a page placed as an image, with no text layer. */
export async function makeScannedPdf(paragraphs: string[]): Promise<Buffer> {
  const photo = await makePagePhoto(paragraphs);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "LETTER", margin: 0, info: { CreationDate: MADE_AT } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.image(photo, 0, 0, { width: 612 });
    doc.end();
  });
}
