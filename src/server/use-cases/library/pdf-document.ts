import type { AppLocale } from "../../../domain/i18n/locales";
import { t } from "../../i18n/catalogue";
import { loadPdfkit } from "../../lazy-modules";

/** A Letter-size pdfkit document collected into a Buffer, with shared colours and a page footer. */
export const pdfColours = {
  ink: "#0f172a",
  muted: "#64748b",
  line: "#cbd5e1",
  brand: "#047857",
  soft: "#f1f5f9",
  danger: "#b91c1c",
};

export async function createPdf(options: { title: string; layout?: "portrait" | "landscape" }) {
  const PDFDocument = await loadPdfkit();
  const doc = new PDFDocument({
    size: "LETTER",
    layout: options.layout ?? "portrait",
    margins: { top: 54, bottom: 60, left: 54, right: 54 },
    bufferPages: true,
    info: { Title: options.title, Author: "Clausewise", Creator: "Clausewise" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

/** Writes "left text … Page n of m" (in the reader's language) at the foot of every buffered page, then ends the document. */
export function finishPdf(doc: PDFKit.PDFDocument, footerLeft: string, locale: AppLocale) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - 40;
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not add a page
    doc.font("Helvetica").fontSize(8).fillColor(pdfColours.muted);
    doc.text(footerLeft, doc.page.margins.left, bottom, { width: width * 0.75, lineBreak: false });
    doc.text(
      t(locale, "common:page", { page: i - range.start + 1, pages: range.count }),
      doc.page.margins.left,
      bottom,
      {
        width,
        align: "right",
        lineBreak: false,
      },
    );
    doc.page.margins.bottom = savedBottom;
  }
  doc.end();
}

/** Moves to a new page when fewer than `needed` points remain above the bottom margin. */
export function ensureSpace(doc: PDFKit.PDFDocument, needed: number) {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}
