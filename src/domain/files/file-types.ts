import { englishText, message, type Message } from "../i18n/message";
import { inspectZip } from "./zip-inspection";

/**
 * What a file really is, decided by its bytes (magic numbers), never by its name or the browser's
 * content type. Pure: used by the server before anything is stored.
 */
export const fileKinds = ["pdf", "png", "jpeg", "gif", "webp", "docx", "xlsx", "doc", "text"] as const;
export type FileKind = (typeof fileKinds)[number];

/** Largest accepted upload (per file) and most files per request. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 5;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

function containsAscii(bytes: Uint8Array, text: string): boolean {
  const needle = ascii(text);
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The file's real type by its leading bytes, or null when it is none we accept. */
export function sniffFileType(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]))
    return containsAscii(bytes, "word/") ? "docx" : containsAscii(bytes, "xl/") ? "xlsx" : null;
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  return isUtf8Text(bytes) ? "text" : null;
}

/** A kind of accepted file as stored: its content type and the name endings that may carry it. */
export interface AcceptedType {
  kind: FileKind;
  contentType: string;
  extensions: readonly string[];
}

export const acceptedTypes = {
  pdf: { kind: "pdf", contentType: "application/pdf", extensions: ["pdf"] },
  png: { kind: "png", contentType: "image/png", extensions: ["png"] },
  jpeg: { kind: "jpeg", contentType: "image/jpeg", extensions: ["jpg", "jpeg"] },
  gif: { kind: "gif", contentType: "image/gif", extensions: ["gif"] },
  webp: { kind: "webp", contentType: "image/webp", extensions: ["webp"] },
  docx: {
    kind: "docx",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: ["docx"],
  },
  doc: { kind: "doc", contentType: "application/msword", extensions: ["doc"] },
  xlsx: {
    kind: "xlsx",
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    extensions: ["xlsx"],
  },
  csv: { kind: "text", contentType: "text/csv; charset=utf-8", extensions: ["csv"] },
  txt: { kind: "text", contentType: "text/plain; charset=utf-8", extensions: ["txt"] },
} as const satisfies Record<string, AcceptedType>;

/** Which files one use accepts, with the words an error message uses for them (a message, decision 112). */
export interface UploadPolicy {
  types: readonly AcceptedType[];
  description: Message;
}

export const uploadPolicies = {
  /** Monitoring-record and incident evidence: scans, photos, exported logs. */
  evidence: {
    types: [
      acceptedTypes.pdf,
      acceptedTypes.png,
      acceptedTypes.jpeg,
      acceptedTypes.gif,
      acceptedTypes.webp,
      acceptedTypes.csv,
    ],
    description: message("a PDF, image or CSV"),
  },
  /** Audit reports (spec: pdf, doc, docx). */
  report: {
    types: [acceptedTypes.pdf, acceptedTypes.doc, acceptedTypes.docx],
    description: message("a PDF or Word document"),
  },
  /** Certificates (spec: pdf). */
  certificate: { types: [acceptedTypes.pdf], description: message("a PDF") },
  /** A site's document inbox and SOP attachments filed from it (decision 132): documents and photos. */
  inbox: {
    types: [
      acceptedTypes.pdf,
      acceptedTypes.docx,
      acceptedTypes.doc,
      acceptedTypes.png,
      acceptedTypes.jpeg,
      acceptedTypes.gif,
      acceptedTypes.webp,
      acceptedTypes.csv,
    ],
    description: message("a PDF, Word document, image or CSV"),
  },
  /** A supplier's certificate, letter, test result or policy: a PDF, a scan or photo, or a Word file. */
  supplierDocument: {
    types: [
      acceptedTypes.pdf,
      acceptedTypes.png,
      acceptedTypes.jpeg,
      acceptedTypes.webp,
      acceptedTypes.doc,
      acceptedTypes.docx,
    ],
    description: message("a PDF, image or Word document"),
  },
  /** A spreadsheet of existing logs or events to import (issue 19, decision 143): CSV or Excel. */
  spreadsheet: { types: [acceptedTypes.csv, acceptedTypes.xlsx], description: message("a CSV or Excel (.xlsx) file") },
} as const satisfies Record<string, UploadPolicy>;

export type UploadCheck = { ok: true; kind: FileKind; contentType: string } | { ok: false; reason: Message };

const extensionOf = (filename: string) => {
  const dot = filename.lastIndexOf(".");
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : "";
};

/**
 * Accepts a file only when its bytes are an allowed type AND its name says the same thing (a text
 * file or program renamed to .pdf is refused), within the size limit.
 */
export function checkUpload(bytes: Uint8Array, filename: string, policy: UploadPolicy): UploadCheck {
  const kind = englishText(policy.description);
  const refuse = { ok: false as const, reason: message('File "{{file}}" is not {{kind}}', { file: filename, kind }) };
  if (bytes.length === 0) return { ok: false, reason: message('File "{{file}}" is empty', { file: filename }) };
  if (bytes.length > MAX_UPLOAD_BYTES)
    return {
      ok: false,
      reason: message('File "{{file}}" is larger than {{size}}', {
        file: filename,
        size: formatBytes(MAX_UPLOAD_BYTES),
      }),
    };
  const sniffed = sniffFileType(bytes);
  if (!sniffed) return refuse;
  const extension = extensionOf(filename);
  const match = policy.types.find((t) => t.kind === sniffed && (t.extensions as readonly string[]).includes(extension));
  if (!match) return refuse;
  if (sniffed === "text" && looksLikeMarkup(bytes)) {
    return {
      ok: false,
      reason: message('File "{{file}}" holds web-page or SVG markup, which can run scripts: upload {{kind}}', {
        file: filename,
        kind,
      }),
    };
  }
  if (sniffed === "docx" || sniffed === "xlsx") {
    const zip = inspectZip(bytes);
    if (!zip.ok && zip.problem === "bomb")
      return {
        ok: false,
        reason: message('File "{{file}}" unpacks to far more data than a document holds (a ZIP bomb)', {
          file: filename,
        }),
      };
    if (sniffed === "docx" && (!zip.ok || !zip.entries.includes("word/document.xml")))
      return { ok: false, reason: message('File "{{file}}" is damaged or not a Word document', { file: filename }) };
    if (sniffed === "xlsx" && (!zip.ok || !zip.entries.includes("xl/workbook.xml")))
      return { ok: false, reason: message('File "{{file}}" is damaged or not an Excel workbook', { file: filename }) };
  }
  return { ok: true, kind: sniffed, contentType: match.contentType };
}

/** Text that is HTML, SVG or XML markup (or carries a script tag): never accepted as CSV or text. */
function looksLikeMarkup(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 64 * 1024));
  return /^[\s\ufeff]*</.test(head) || /<\s*(script|svg|html|iframe|object|embed)\b/i.test(head);
}

/** Whether a browser may show this type inline (preview) rather than download it. */
export const isPreviewable = (contentType: string) =>
  contentType === "application/pdf" || contentType.startsWith("image/");

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(size < 10 * 1024 ? 1 : 0)} KB`;
  return `${(size / (1024 * 1024)).toFixed(size < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}

/** The `accept` attribute of a file input for a policy, e.g. ".pdf,.png,…". */
export const acceptAttribute = (policy: UploadPolicy) =>
  policy.types.flatMap((t) => t.extensions.map((e) => `.${e}`)).join(",");
