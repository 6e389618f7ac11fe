import type { FastifyRequest } from "fastify";
import { formatBytes } from "../../../domain/files/file-types";
import { auditUploadLimits } from "../../../domain/document-audit/upload-limits";
import { unsafeTextReason } from "../../../domain/input/unsafe-text";
import type { UploadedFile } from "../../document-audit/extract/unzip";
import { AppError } from "../../errors";

const tooLarge = (file: string) =>
  new AppError(
    "validation",
    "{{file}} is larger than {{size}}",
    { files: "{{file}} is larger than {{size}}" },
    undefined,
    {
      file,
      size: formatBytes(auditUploadLimits.maxFileBytes),
    },
  );

/**
 * The `files` of a document-audit upload (multipart), read into memory within `auditUploadLimits`; a
 * file past a limit is a 400 naming it. Other fields are ignored.
 */
export async function readAuditUpload(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart())
    throw new AppError("validation", "Attach at least one file", { files: "Attach at least one file" });
  const files: UploadedFile[] = [];
  let total = 0;
  let reading = "";
  try {
    const parts = request.parts({
      limits: { fileSize: auditUploadLimits.maxFileBytes, files: auditUploadLimits.maxFiles + 1, parts: 200 },
    });
    for await (const part of parts) {
      if (part.type !== "file") continue;
      reading = part.filename || "file";
      const bytes = await part.toBuffer();
      if (part.fieldname !== "files" || (!part.filename && bytes.length === 0)) continue;
      const name = part.filename || "file";
      if (unsafeTextReason(name))
        throw new AppError("validation", "A file name holds characters that are not allowed", {
          files: "A file name holds characters that are not allowed",
        });
      total += bytes.length;
      if (total > auditUploadLimits.maxTotalBytes)
        throw new AppError(
          "validation",
          "The files together are larger than {{size}}",
          { files: "The files together are larger than {{size}}" },
          undefined,
          { size: formatBytes(auditUploadLimits.maxTotalBytes) },
        );
      files.push({ name, bytes });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge(reading);
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") throw tooManyFiles();
    throw error;
  }
  if (files.length > auditUploadLimits.maxFiles) throw tooManyFiles();
  if (files.length === 0)
    throw new AppError("validation", "Attach at least one file", { files: "Attach at least one file" });
  return files;
}

const tooManyFiles = () =>
  new AppError(
    "validation",
    "Upload at most {{max}} files at once (put more in a ZIP)",
    { files: "Upload at most {{max}} files at once (put more in a ZIP)" },
    undefined,
    { max: auditUploadLimits.maxFiles },
  );
