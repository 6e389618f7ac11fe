import type { FastifyRequest } from "fastify";
import { publicAuditLimits } from "../../../domain/audit-demo/public-audit";
import { formatBytes } from "../../../domain/files/file-types";
import { unsafeTextReason } from "../../../domain/input/unsafe-text";
import { isIanaTimeZone } from "../../../domain/schemas/sites";
import type { UploadedFile } from "../../document-audit/extract/unzip";
import { AppError, invalidInput } from "../../errors";

const tooMany = () =>
  new AppError(
    "payload_too_large",
    "Drop at most {{max}} files at once",
    { files: "Drop at most {{max}} files at once" },
    undefined,
    { max: publicAuditLimits.maxFiles },
  );
const tooLarge = () =>
  new AppError(
    "payload_too_large",
    "Your files come to more than {{size}} together",
    { files: "Your files come to more than {{size}} together" },
    undefined,
    { size: formatBytes(publicAuditLimits.maxTotalBytes) },
  );

/** What a visitor sends: her files, and the time zone her browser is in (her "today"), when it says. */
export interface VisitorUpload {
  files: UploadedFile[];
  timeZone: string | null;
}

/**
 * A visitor's files from a multipart body (field `files`), held in memory only: at most
 * `publicAuditLimits.maxFiles` files and `maxTotalBytes` together (413 beyond), at least one (400).
 * An optional field `timeZone` (IANA name, 400 otherwise) dates the audit on the visitor's own day.
 */
export async function readVisitorFiles(request: FastifyRequest): Promise<VisitorUpload> {
  if (!request.isMultipart()) throw invalidInput({ files: "Send the files as multipart/form-data" });
  const { maxFiles, maxTotalBytes } = publicAuditLimits;
  const files: UploadedFile[] = [];
  let timeZone: string | null = null;
  let total = 0;
  try {
    for await (const part of request.parts({ limits: { files: maxFiles, fileSize: maxTotalBytes, fields: 5 } })) {
      if (part.type !== "file") {
        if (part.fieldname !== "timeZone") continue;
        const value = String(part.value).trim();
        if (!isIanaTimeZone(value))
          throw invalidInput({ timeZone: "Use an IANA time zone name, e.g. America/Los_Angeles" });
        timeZone = value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (!part.filename && bytes.length === 0) continue;
      if (part.fieldname !== "files") throw invalidInput({ [part.fieldname]: "Send files in the field 'files'" });
      if (unsafeTextReason(part.filename))
        throw invalidInput({ files: "A file name holds characters that are not allowed" });
      total += bytes.length;
      if (total > maxTotalBytes) throw tooLarge();
      files.push({ name: part.filename || "file", bytes: new Uint8Array(bytes) });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") throw tooMany();
    throw error;
  }
  if (files.length === 0) throw invalidInput({ files: "Drop at least one file" });
  return { files, timeZone };
}
