import { strToU8, zipSync } from "fflate";
/** A multipart/form-data body for app.inject: text fields and files (field, filename, bytes). */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; filename: string; bytes: Buffer }[] = [],
) {
  const boundary = `----cwtest${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

export const samplePdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% audit report\n%%EOF\n");
export const samplePng = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
/** A minimal but real Word document: a ZIP with the OOXML content types and the document part. */
export const sampleDocx = Buffer.from(
  zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "word/document.xml": strToU8("<w:document/>") }),
);
export const sampleExe = Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0]);
