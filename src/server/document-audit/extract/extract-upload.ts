import { createHash } from "node:crypto";
import type { ExtractedDocument } from "../../../domain/document-audit/contract";
import { type RefusalReason, sniffAuditFileType } from "../../../domain/document-audit/document-types";
import { auditLimits } from "../../../domain/document-audit/limits";
import { inspectZip } from "../../../domain/files/zip-inspection";
import { extractCsv } from "./csv";
import { extractDocx } from "./docx";
import type { OcrEngine } from "./ocr";
import { extractPdf } from "./pdf";
import { ExtractionRefused } from "./refusal";
import { type UnpackBudget, type UploadedFile, unpackZip, zipEntryNames } from "./unzip";
import { extractXlsx } from "./xlsx";

export interface RefusedFile {
  name: string;
  reason: RefusalReason;
}

export interface ExtractionOutcome {
  documents: ExtractedDocument[];
  /** Files that could not be read, each with its reason; the others are audited all the same. */
  refused: RefusedFile[];
}

export const auditMediaTypes = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv",
  png: "image/png",
  jpeg: "image/jpeg",
  zip: "application/zip",
} as const;

const isZipContainer = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

async function extractOne(file: UploadedFile, ocr: OcrEngine): Promise<ExtractedDocument> {
  let entries: string[] = [];
  if (isZipContainer(file.bytes)) {
    const inspection = inspectZip(file.bytes);
    if (!inspection.ok) throw new ExtractionRefused(inspection.problem === "bomb" ? "zip_bomb" : "damaged", file.name);
    entries = inspection.entries;
  }
  const type = sniffAuditFileType(file.bytes, entries);
  if (!type || type === "zip") throw new ExtractionRefused("unsupported", file.name);
  const base = {
    name: file.name,
    sha256: createHash("sha256").update(file.bytes).digest("hex"),
    mediaType: auditMediaTypes[type],
  };
  let document: ExtractedDocument;
  switch (type) {
    case "pdf": {
      const pdf = await extractPdf(file.name, file.bytes, ocr);
      document = { ...base, passages: pdf.passages, tables: [], ocr: pdf.ocr };
      break;
    }
    case "docx":
      document = { ...base, ...(await extractDocx(file.name, file.bytes)), ocr: false };
      break;
    case "xlsx":
      document = { ...base, ...(await extractXlsx(file.name, file.bytes)), ocr: false };
      break;
    case "csv":
      document = { ...base, ...extractCsv(file.name, file.bytes), ocr: false };
      break;
    case "png":
    case "jpeg": {
      const paragraphs = await ocr.recognise(Buffer.from(file.bytes));
      document = {
        ...base,
        passages: paragraphs.map((p, i) => ({ locator: { kind: "page", page: 1, paragraph: i + 1 }, text: p.text })),
        tables: [],
        ocr: true,
      };
      break;
    }
  }
  if (document.passages.length === 0 && document.tables.length === 0) throw new ExtractionRefused("empty", file.name);
  return document;
}

/**
 * Every file of an upload as an `ExtractedDocument`: ZIPs unpacked (nested up to `maxZipDepth`, all
 * within one budget), each other file sniffed by its bytes and read by its parser, photos and scanned
 * pages by OCR. A file that cannot be read is listed with its reason and the rest go on; a ZIP that
 * breaks a limit is refused whole. `onProgress` hears each file as it is done.
 */
export async function extractUpload(
  upload: UploadedFile[],
  ocr: OcrEngine,
  onProgress?: (done: number, total: number) => void | Promise<void>,
): Promise<ExtractionOutcome> {
  const { files, refused } = unpackUpload(upload);

  const documents: ExtractedDocument[] = [];
  for (const [index, file] of files.entries()) {
    try {
      documents.push(await extractOne(file, ocr));
    } catch (error) {
      if (!(error instanceof ExtractionRefused)) throw error;
      refused.push({ name: error.fileName, reason: error.reason });
    }
    await onProgress?.(index + 1, files.length);
  }
  return { documents, refused };
}

/**
 * The files of an upload with every ZIP unpacked (nested up to `maxZipDepth`, all within one budget of
 * files and bytes); a ZIP that breaks a limit or cannot be read is listed as refused, whole.
 */
export function unpackUpload(upload: readonly UploadedFile[]): { files: UploadedFile[]; refused: RefusedFile[] } {
  const budget: UnpackBudget = { files: 0, bytes: 0 };
  const refused: RefusedFile[] = [];
  const files: UploadedFile[] = [];
  const expand = (file: UploadedFile, depth: number) => {
    try {
      const isPlainZip = isZipContainer(file.bytes) && sniffZipKind(file.bytes) === "zip";
      if (!isPlainZip) {
        if (budget.files + 1 > auditLimits.maxFiles) throw new ExtractionRefused("too_many_files", file.name);
        budget.files += 1;
        files.push(file);
        return;
      }
      if (depth >= auditLimits.maxZipDepth) throw new ExtractionRefused("too_deep", file.name);
      for (const inner of unpackZip(file, budget)) expand(inner, depth + 1);
    } catch (error) {
      if (!(error instanceof ExtractionRefused)) throw error;
      refused.push({ name: error.fileName, reason: error.reason });
    }
  };
  for (const file of upload) expand(file, 0);
  return { files, refused };
}

/** A ZIP container's kind from its entry names; one that cannot be listed goes the plain-ZIP way (refused). */
function sniffZipKind(bytes: Uint8Array) {
  const names = zipEntryNames(bytes);
  return names ? sniffAuditFileType(bytes, names) : "zip";
}
