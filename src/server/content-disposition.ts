import { create } from "content-disposition";

/**
 * The one Content-Disposition header of every file the API serves (attachments, evidence packs,
 * templates, exports), built by the kept `content-disposition` package: a quoted ASCII `filename`
 * plus an RFC 8187 `filename*` when the name has other characters. The name is made safe first: no
 * path, no control characters, never empty. Downloads are `attachment`; only previews ask for `inline`.
 */
export function contentDisposition(filename: string, type: "attachment" | "inline" = "attachment"): string {
  const base = filename.split(/[\\/]/).pop() ?? "";
  const safe = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join("")
    .trim();
  return create(safe || "download", { type });
}
