import { sniffFileType } from "../files/file-types";

/**
 * What an uploaded file is to the audit engine, decided by its bytes (never its name). Office files and
 * plain ZIPs are all ZIP containers: their entry names tell them apart.
 */
export const auditFileTypes = ["pdf", "docx", "xlsx", "csv", "png", "jpeg", "zip"] as const;
export type AuditFileType = (typeof auditFileTypes)[number];

const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** `zipEntries` are the entry names of a ZIP container (read by the caller); unused for other files. */
export function sniffAuditFileType(bytes: Uint8Array, zipEntries: readonly string[] = []): AuditFileType | null {
  if (isZip(bytes)) {
    if (zipEntries.includes("word/document.xml")) return "docx";
    if (zipEntries.includes("xl/workbook.xml")) return "xlsx";
    return zipEntries.length > 0 ? "zip" : null;
  }
  const kind = sniffFileType(bytes);
  if (kind === "pdf" || kind === "png" || kind === "jpeg") return kind;
  // Any UTF-8 text is read as delimited rows; a file that does not parse as such is refused then.
  if (kind === "text") return "csv";
  return null;
}

/**
 * Why a file could not be read. The report names the file and this reason; nothing of it is kept.
 * - `unsupported`: not a type the engine reads (a .doc, a GIF, a binary).
 * - `damaged`: looks like its type but cannot be parsed (a cut-off PDF, a broken ZIP).
 * - `encrypted`: a password-protected PDF or Office file.
 * - `zip_bomb`: a ZIP that inflates past the limits; `too_many_files`, `too_deep`: ZIP limits.
 * - `empty`: readable, but no text at all (and OCR found none).
 */
export const refusalReasons = [
  "unsupported",
  "damaged",
  "encrypted",
  "zip_bomb",
  "too_many_files",
  "too_deep",
  "empty",
] as const;
export type RefusalReason = (typeof refusalReasons)[number];
