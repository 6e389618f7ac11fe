import { makeCsv, makeDocx, makePagePhoto, makePdf, makeScannedPdf, makeXlsx } from "../make-documents";
import type { CorpusFile } from "./corpus-content";

/** One corpus document's bytes, written from its content by the shared document makers (same content, same bytes). */
export async function makeCorpusFile(file: CorpusFile): Promise<Uint8Array> {
  switch (file.format) {
    case "pdf":
      return makePdf(file.pages);
    case "docx":
      return makeDocx(file.paragraphs, file.tables);
    case "xlsx":
      return makeXlsx(file.sheets);
    case "csv":
      return makeCsv(file.rows);
    case "photo":
      return makePagePhoto(file.paragraphs);
    case "scan":
      return makeScannedPdf(file.paragraphs);
  }
}

/** Photos and scans are read by OCR: slower, so the suite's accuracy test leaves their cases to eval:audit. */
export const needsOcr = (file: CorpusFile) => file.format === "photo" || file.format === "scan";
