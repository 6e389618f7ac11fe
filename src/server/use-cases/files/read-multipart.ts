import type { FastifyRequest } from "fastify";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, formatBytes } from "../../../domain/files/file-types";
import { findUnsafeText, unsafeTextReason } from "../../../domain/input/unsafe-text";
import { englishText, message } from "../../../domain/i18n/message";
import { AppError, invalidFields } from "../../errors";

/** One file of a multipart request, read fully into memory (bounded by MAX_UPLOAD_BYTES). */
export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * Reads a multipart/form-data request (text fields + files). A JSON request is accepted too, as
 * fields-only, so a form without files may post either. Limits become 413 with the JSON error shape.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return { fields: { data: JSON.stringify(body) }, files: [] };
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        // An empty file input still sends a part with no name: skip it.
        if (!part.filename && bytes.length === 0) continue;
        files.push({ field: part.fieldname, filename: part.filename || "file", bytes });
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError(
        "payload_too_large",
        "Each file must be at most {{size}}",
        { files: "Each file must be at most {{size}}" },
        undefined,
        { size: formatBytes(MAX_UPLOAD_BYTES) },
      );
    }
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
      throw tooManyFiles("files");
    }
    throw error;
  }
  assertSafeText(fields, files);
  return { fields, files };
}

/** The input gate's rule (input-guard.ts) for multipart: text fields, their names and file names. */
function assertSafeText(fields: Record<string, string>, files: UploadedFile[]) {
  const problems = findUnsafeText({ ...fields, ...Object.fromEntries(files.map((f) => [f.field, ""])) });
  for (const file of files) {
    const reason = unsafeTextReason(file.filename);
    if (reason)
      problems[file.field] ??= message('File name "{{name}}": {{reason}}', {
        name: file.filename.replace(/[^\x20-\x7e]/g, "?"),
        reason: englishText(reason),
      });
  }
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
}

/** The 413 for more files than one request may carry, naming the field. */
export const tooManyFiles = (field: string) =>
  new AppError(
    "payload_too_large",
    "Attach at most {{max}} files at once",
    { [field]: "Attach at most {{max}} files at once" },
    undefined,
    { max: MAX_UPLOAD_FILES },
  );

/** The JSON `data` field of a multipart body, parsed (a 400 names the field when it is not JSON). */
export function jsonField(body: MultipartBody, name = "data"): unknown {
  const raw = body.fields[name];
  if (raw === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new AppError("validation", "Field '{{name}}' must be JSON", { [name]: "Must be JSON" }, undefined, { name });
  }
  // JSON escapes ("\u0000") can carry what the raw field could not: check the parsed value too.
  const problems = findUnsafeText(parsed, name);
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
  return parsed;
}
