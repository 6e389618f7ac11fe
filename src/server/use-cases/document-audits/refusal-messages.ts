import type { RefusalReason } from "../../../domain/document-audit/document-types";
import type { RefusedFile } from "../../document-audit/extract/extract-upload";
import { AppError } from "../../errors";

/** Why a file cannot be audited, in words (English is the key of the Spanish in errors.json). */
export const refusalReasonText: Record<RefusalReason, string> = {
  unsupported: "it is not a PDF, Word (DOCX), Excel (XLSX), CSV, JPG or PNG file",
  damaged: "it is damaged and cannot be opened",
  encrypted: "it is protected by a password",
  zip_bomb: "the ZIP inflates past the limits (100 times its size, 200 MB in all)",
  too_many_files: "the upload holds more than 500 files once unpacked",
  too_deep: "it holds ZIPs inside ZIPs more than two levels deep",
  empty: "it holds no text",
};

/** The 400 for an upload refused whole (decision 107): names the first file refused and why. */
export function uploadRefused(refused: readonly RefusedFile[]): AppError {
  const first = refused.find((r) => r.reason === "zip_bomb" || r.reason === "too_many_files") ?? refused[0];
  if (!first)
    return new AppError("validation", "The upload holds no file to audit", {
      files: "The upload holds no file to audit",
    });
  return new AppError(
    "validation",
    "Nothing was stored: {{file}} cannot be audited because {{reason}}",
    { files: "Nothing was stored: {{file}} cannot be audited because {{reason}}" },
    undefined,
    { file: first.name, reason: refusalReasonText[first.reason] },
  );
}
