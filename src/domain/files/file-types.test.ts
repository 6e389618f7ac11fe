import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  acceptAttribute,
  checkUpload,
  formatBytes,
  isPreviewable,
  MAX_UPLOAD_BYTES,
  sniffFileType,
  uploadPolicies,
} from "./file-types";
import { englishText } from "../i18n/message";

/** checkUpload with a refusal's reason as its English text. */
const checked = (...args: Parameters<typeof checkUpload>) => {
  const check = checkUpload(...args);
  return check.ok ? check : { ok: false, reason: englishText(check.reason) };
};

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? Array.from(new TextEncoder().encode(p)) : p)));

const pdf = bytes("%PDF-1.4\n1 0 obj\n");
const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const gif = bytes("GIF89a", [1, 0, 1, 0]);
const webp = bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 ");
const docx = zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "word/document.xml": strToU8("<w:document/>") });
const zip = bytes([0x50, 0x4b, 0x03, 0x04], "....data/file.bin");
const doc = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const csv = bytes("date,temp\n2025-01-01,3.8\n");
const exe = bytes("MZ", [0x90, 0, 3, 0, 0, 0, 4, 0]);

describe("sniffFileType", () => {
  it.each([
    [pdf, "pdf"],
    [png, "png"],
    [jpeg, "jpeg"],
    [gif, "gif"],
    [webp, "webp"],
    [docx, "docx"],
    [doc, "doc"],
    [csv, "text"],
    [bytes("Température °C ✓\n"), "text"],
  ] as const)("recognises %#", (input, kind) => {
    expect(sniffFileType(input)).toBe(kind);
  });

  it("refuses programs, plain zips, NUL bytes and invalid UTF-8", () => {
    expect(sniffFileType(exe)).toBeNull();
    expect(sniffFileType(zip)).toBeNull();
    expect(sniffFileType(bytes("abc", [0], "def"))).toBeNull();
    expect(sniffFileType(bytes([0xc3, 0x28]))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });
});

describe("checkUpload", () => {
  const evidence = uploadPolicies.evidence;

  it("accepts a file whose bytes and name agree, with the sniffed content type", () => {
    expect(checked(pdf, "log.pdf", evidence)).toEqual({ ok: true, kind: "pdf", contentType: "application/pdf" });
    expect(checked(jpeg, "photo.JPG", evidence)).toMatchObject({ ok: true, contentType: "image/jpeg" });
    expect(checked(csv, "readings.csv", evidence)).toMatchObject({
      ok: true,
      contentType: "text/csv; charset=utf-8",
    });
  });

  it("refuses a renamed program or text file", () => {
    expect(checked(exe, "x.exe", evidence)).toEqual({
      ok: false,
      reason: 'File "x.exe" is not a PDF, image or CSV',
    });
    expect(checked(exe, "report.pdf", evidence)).toEqual({
      ok: false,
      reason: 'File "report.pdf" is not a PDF, image or CSV',
    });
    expect(checked(csv, "report.pdf", evidence).ok).toBe(false);
    expect(checked(pdf, "scan.png", evidence).ok).toBe(false);
  });

  it("refuses types another use does not accept", () => {
    expect(checked(docx, "report.docx", evidence).ok).toBe(false);
    expect(checked(docx, "report.docx", uploadPolicies.report)).toMatchObject({ ok: true, kind: "docx" });
    expect(checked(doc, "report.doc", uploadPolicies.report)).toMatchObject({
      ok: true,
      contentType: "application/msword",
    });
    expect(checked(png, "cert.png", uploadPolicies.certificate)).toEqual({
      ok: false,
      reason: 'File "cert.png" is not a PDF',
    });
  });

  it("refuses markup in a text upload: an SVG with a script or a web page named .csv", () => {
    const svg = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(checked(svg, "chart.csv", evidence)).toEqual({
      ok: false,
      reason: 'File "chart.csv" holds web-page or SVG markup, which can run scripts: upload a PDF, image or CSV',
    });
    expect(checked(bytes("date,note\n2025-01-01,<script>x</script>\n"), "log.csv", evidence).ok).toBe(false);
    expect(checked(svg, "chart.svg", evidence).ok).toBe(false);
    expect(checked(bytes("date,note\n2025-01-01,temp < 41 F\n"), "log.csv", evidence).ok).toBe(true);
  });

  it("refuses a ZIP bomb or a damaged ZIP named .docx", () => {
    const bomb = zipSync(
      { "[Content_Types].xml": strToU8("<Types/>"), "word/document.xml": new Uint8Array(20 * 1024 * 1024) },
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect(checked(bomb, "report.docx", uploadPolicies.report)).toEqual({
      ok: false,
      reason: 'File "report.docx" unpacks to far more data than a document holds (a ZIP bomb)',
    });
    const fake = bytes([0x50, 0x4b, 0x03, 0x04], "....[Content_Types].xml....word/document.xml");
    expect(checked(fake, "report.docx", uploadPolicies.report)).toEqual({
      ok: false,
      reason: 'File "report.docx" is damaged or not a Word document',
    });
    const notWord = zipSync({ "word/readme.txt": strToU8("hello") });
    expect(checked(notWord, "report.docx", uploadPolicies.report).ok).toBe(false);
  });

  it("refuses empty and oversized files", () => {
    expect(checked(new Uint8Array(), "a.pdf", evidence)).toEqual({ ok: false, reason: 'File "a.pdf" is empty' });
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(pdf);
    expect(checked(big, "big.pdf", evidence)).toEqual({ ok: false, reason: 'File "big.pdf" is larger than 10 MB' });
  });
});

describe("helpers", () => {
  it("formats sizes, previews and accept lists", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(2048)).toBe("2.0 KB");
    expect(formatBytes(3 * 1024 * 1024)).toBe("3.0 MB");
    expect(isPreviewable("application/pdf")).toBe(true);
    expect(isPreviewable("image/png")).toBe(true);
    expect(isPreviewable("text/csv; charset=utf-8")).toBe(false);
    expect(acceptAttribute(uploadPolicies.certificate)).toBe(".pdf");
  });
});
