import type { PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";
import type { Passage } from "../../../domain/document-audit/contract";
import { projectPath } from "../../project-path";
import type { OcrEngine } from "./ocr";
import { loadPdfjs } from "./pdfjs";
import { ExtractionRefused } from "./refusal";

const standardFontDataUrl = `${projectPath("node_modules/pdfjs-dist/standard_fonts")}/`;

/** A page with fewer characters than this is treated as a scan and read by OCR. */
const SCANNED_PAGE_CHARS = 20;
/** Scans are rendered at this scale of the PDF's 72 dpi (≈ 216 dpi) before OCR. */
const OCR_SCALE = 3;

interface Line {
  text: string;
  y: number;
  height: number;
}

function linesOf(items: TextItem[]): Line[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  for (const item of items) {
    const y = item.transform[5] ?? 0;
    const height = Math.abs(item.height) || Math.abs(item.transform[3] ?? 0) || 10;
    if (current && Math.abs(current.y - y) <= height * 0.5) {
      current.text += item.str;
    } else {
      if (current) lines.push(current);
      current = { text: item.str, y, height };
    }
    if (item.hasEOL && current) {
      lines.push(current);
      current = null;
    }
  }
  if (current) lines.push(current);
  return lines.map((l) => ({ ...l, text: l.text.replace(/\s+/g, " ").trim() }));
}

/** Lines run together into a paragraph until a blank line or a gap taller than ~1.5 lines. */
function paragraphsOf(lines: Line[]): string[] {
  const paragraphs: string[] = [];
  let current: string[] = [];
  let previous: Line | null = null;
  for (const line of lines) {
    const gap = previous ? previous.y - line.y : 0;
    const breaks = !line.text || (previous !== null && gap > Math.max(previous.height, line.height) * 1.6);
    if (breaks && current.length > 0) {
      paragraphs.push(current.join(" "));
      current = [];
    }
    if (line.text) current.push(line.text);
    previous = line;
  }
  if (current.length > 0) paragraphs.push(current.join(" "));
  return paragraphs;
}

export async function openPdf(name: string, bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const { getDocument } = await loadPdfjs();
  try {
    return await getDocument({
      // pdf.js takes ownership of the buffer it is given: hand it a copy.
      data: new Uint8Array(bytes),
      standardFontDataUrl,
      isEvalSupported: false,
      stopAtErrors: true,
      verbosity: 0,
    }).promise;
  } catch (error) {
    if (error instanceof Error && error.name === "PasswordException") throw new ExtractionRefused("encrypted", name);
    throw new ExtractionRefused("damaged", name, error instanceof Error ? error.message : undefined);
  }
}

async function renderPage(pdf: PDFDocumentProxy, pageNumber: number): Promise<Buffer> {
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale: OCR_SCALE });
  const { createCanvas } = await import("@napi-rs/canvas");
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  // pdf.js types its canvas as the DOM's; @napi-rs/canvas implements the same drawing API.
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
  return canvas.toBuffer("image/png");
}

/**
 * A PDF's text, page by page, in paragraphs (`page` + `paragraph` locators). Pages without a text
 * layer (scans) are rendered and read by OCR when an engine is given; `ocr` says whether any was.
 */
export async function extractPdf(
  name: string,
  bytes: Uint8Array,
  ocr?: OcrEngine,
): Promise<{ passages: Passage[]; ocr: boolean }> {
  const pdf = await openPdf(name, bytes);
  const passages: Passage[] = [];
  let usedOcr = false;
  try {
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
      let paragraphs: string[];
      try {
        const content = await (await pdf.getPage(pageNumber)).getTextContent();
        const items = content.items.filter((item): item is TextItem => "str" in item);
        paragraphs = paragraphsOf(linesOf(items));
      } catch (error) {
        throw new ExtractionRefused("damaged", name, error instanceof Error ? error.message : undefined);
      }
      if (ocr && paragraphs.join("").length < SCANNED_PAGE_CHARS) {
        const recognised = await ocr.recognise(await renderPage(pdf, pageNumber));
        if (recognised.length > 0) {
          paragraphs = recognised.map((p) => p.text);
          usedOcr = true;
        }
      }
      paragraphs.forEach((text, i) => {
        passages.push({ locator: { kind: "page", page: pageNumber, paragraph: i + 1 }, text });
      });
    }
  } finally {
    await pdf.destroy();
  }
  return { passages, ocr: usedOcr };
}
