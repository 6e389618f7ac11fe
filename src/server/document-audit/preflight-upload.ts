import type { RefusalReason } from "../../domain/document-audit/document-types";
import { sniffAuditFileType } from "../../domain/document-audit/document-types";
import { inspectZip } from "../../domain/files/zip-inspection";
import { extractCsv } from "./extract/csv";
import { extractDocx } from "./extract/docx";
import { type RefusedFile, unpackUpload } from "./extract/extract-upload";
import { openPdf } from "./extract/pdf";
import { ExtractionRefused } from "./extract/refusal";
import type { UploadedFile } from "./extract/unzip";
import { extractXlsx } from "./extract/xlsx";

/** Refusals that refuse the whole upload, whatever else it holds (decision 107). */
const refusesAll: readonly RefusalReason[] = ["zip_bomb", "too_many_files", "too_deep"];

export interface PreflightOutcome {
  /** The readable files, ZIPs unpacked (names keep the ZIP's path). */
  files: UploadedFile[];
  /** Files that cannot be read, with the reason. */
  refused: RefusedFile[];
  /** True when nothing may be stored: a ZIP broke a limit, or no file at all can be read. */
  refusedWhole: boolean;
}

/** Opens a file as its parser would, without OCR (images and scans are read by the job). */
async function check(file: UploadedFile): Promise<void> {
  const isZip = file.bytes[0] === 0x50 && file.bytes[1] === 0x4b;
  let entries: string[] = [];
  if (isZip) {
    const inspection = inspectZip(file.bytes);
    if (!inspection.ok) throw new ExtractionRefused(inspection.problem === "bomb" ? "zip_bomb" : "damaged", file.name);
    entries = inspection.entries;
  }
  const type = sniffAuditFileType(file.bytes, entries);
  switch (type) {
    case "pdf":
      await (await openPdf(file.name, file.bytes)).destroy();
      return;
    case "docx":
      await extractDocx(file.name, file.bytes);
      return;
    case "xlsx":
      await extractXlsx(file.name, file.bytes);
      return;
    case "csv":
      extractCsv(file.name, file.bytes);
      return;
    case "png":
    case "jpeg":
      return;
    default:
      throw new ExtractionRefused("unsupported", file.name);
  }
}

/**
 * What the request can tell before anything is stored: ZIPs unpacked within the audit's limits, each
 * file's type sniffed from its bytes and the file opened by its parser. The job reads the same files
 * again (with OCR) from where they are stored.
 */
export async function preflightUpload(upload: readonly UploadedFile[]): Promise<PreflightOutcome> {
  const { files, refused } = unpackUpload(upload);
  const readable: UploadedFile[] = [];
  for (const file of files) {
    try {
      await check(file);
      readable.push(file);
    } catch (error) {
      if (!(error instanceof ExtractionRefused)) throw error;
      refused.push({ name: error.fileName, reason: error.reason });
    }
  }
  const refusedWhole = readable.length === 0 || refused.some((r) => refusesAll.includes(r.reason));
  return { files: readable, refused, refusedWhole };
}
