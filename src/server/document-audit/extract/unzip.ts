import { Unzip, UnzipInflate, unzipSync } from "fflate";
import { auditLimits, isDocumentEntry } from "../../../domain/document-audit/limits";
import { ExtractionRefused } from "./refusal";

export interface UploadedFile {
  /** With its folders inside the upload or ZIP, e.g. "Records.zip/2025/Sanitation.csv". */
  name: string;
  bytes: Uint8Array;
}

/** Shared by every ZIP of one audit, so limits hold across all of them together. */
export interface UnpackBudget {
  files: number;
  bytes: number;
}

/**
 * The files of a ZIP, inflated as a stream and stopped at the first limit passed: more inflated bytes
 * than `maxZipRatio` times the ZIP's size or than the audit's byte budget left (zip_bomb), more files
 * than the audit allows (too_many_files). Folders and hidden entries are skipped.
 */
export function unpackZip(zip: UploadedFile, budget: UnpackBudget): UploadedFile[] {
  if (zipEntryNames(zip.bytes) === null) throw new ExtractionRefused("damaged", zip.name);
  const maxInflated = Math.min(zip.bytes.length * auditLimits.maxZipRatio, auditLimits.maxTotalBytes - budget.bytes);
  const files: UploadedFile[] = [];
  let inflated = 0;
  let refusal: ExtractionRefused | null = null;
  const unzip = new Unzip((entry) => {
    if (refusal || !isDocumentEntry(entry.name)) return;
    if (budget.files + files.length + 1 > auditLimits.maxFiles) {
      refusal = new ExtractionRefused("too_many_files", zip.name);
      return;
    }
    const chunks: Uint8Array[] = [];
    entry.ondata = (error, chunk, final) => {
      if (refusal) return;
      if (error) {
        refusal = new ExtractionRefused("damaged", zip.name, error.message);
        return entry.terminate();
      }
      inflated += chunk.length;
      if (inflated > maxInflated) {
        refusal = new ExtractionRefused("zip_bomb", zip.name);
        return entry.terminate();
      }
      chunks.push(chunk);
      if (final) files.push({ name: `${zip.name}/${entry.name}`, bytes: Buffer.concat(chunks) });
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  const step = 64 * 1024;
  try {
    for (let at = 0; at < zip.bytes.length && !refusal; at += step) {
      unzip.push(zip.bytes.subarray(at, at + step), at + step >= zip.bytes.length);
    }
  } catch (error) {
    refusal ??= new ExtractionRefused("damaged", zip.name, error instanceof Error ? error.message : undefined);
  }
  if (refusal) throw refusal;
  budget.files += files.length;
  budget.bytes += inflated;
  return files;
}

/**
 * The entry names in a ZIP's central directory, inflating nothing; null when the directory cannot be
 * read (a cut-off or fake ZIP).
 */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        names.push(entry.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names;
}
