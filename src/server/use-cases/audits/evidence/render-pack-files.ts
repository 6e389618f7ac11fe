import { strToU8, Zip, ZipDeflate } from "fflate";
import type { AppLocale } from "../../../../domain/i18n/locales";
import { t } from "../../../i18n/catalogue";
import type { PackContent } from "./pack-content";
import { renderPackCsvs } from "./render-csv";
import { writePackPdf } from "./render-pdf";

/** One generated file of a pack (bytes as a Uint8Array, so a worker can transfer it without a copy). */
export interface RenderedFile {
  kind: "pdf" | "csv" | "zip";
  filename: string;
  contentType: string;
  data: Uint8Array;
}

/** What the pack's worker needs: the content read from the database, and the attached files' bytes. */
export interface PackRenderInput {
  content: PackContent;
  locale: AppLocale;
  outputs: { pdf: boolean; csv: boolean; zip: boolean };
  /** Stored bytes of the attachments the rows name (only for a ZIP), by attachment id. */
  attachments: Map<string, Uint8Array>;
}

const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 120) || "file";

const concat = (chunks: Uint8Array[]) => {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
};

/**
 * A streamed ZIP (fflate's Zip/ZipDeflate, level 6): each entry is deflated as its bytes arrive, so the
 * PDF is compressed while pdfkit writes it, not after. `entry(name)` opens an entry; `finish()` closes
 * the archive and resolves with its bytes.
 */
function streamedZip() {
  const chunks: Uint8Array[] = [];
  let settle: { resolve: (data: Uint8Array) => void; reject: (error: Error) => void };
  const done = new Promise<Uint8Array>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) return settle.reject(error);
    chunks.push(chunk);
    if (final) settle.resolve(concat(chunks));
  });
  return {
    entry(name: string) {
      const file = new ZipDeflate(name, { level: 6 });
      zip.add(file);
      return file;
    },
    finish() {
      zip.end();
      return done;
    },
  };
}

/**
 * Builds every file of a pack for its format, in its requester's language (decision 098): the PDF
 * report, the CSVs, and a ZIP of both plus the attached files. Runs in the pack's worker thread
 * (decision 114); pure apart from CPU: it reads nothing.
 */
export async function renderPackFiles(input: PackRenderInput, base: string): Promise<RenderedFile[]> {
  const { content, locale, outputs } = input;
  const zip = outputs.zip ? streamedZip() : null;
  const pdfEntry = zip?.entry(`${base}.pdf`);
  const pdfChunks: Uint8Array[] = [];
  if (outputs.pdf || outputs.zip)
    await writePackPdf(content, locale, (chunk) => {
      if (outputs.pdf) pdfChunks.push(chunk);
      pdfEntry?.push(chunk);
    });
  pdfEntry?.push(new Uint8Array(0), true);
  const csvs = renderPackCsvs(content);
  const files: RenderedFile[] = [];
  if (outputs.pdf)
    files.push({ kind: "pdf", filename: `${base}.pdf`, contentType: "application/pdf", data: concat(pdfChunks) });
  for (const csv of csvs) {
    const data = strToU8(csv.text);
    if (outputs.csv) files.push({ kind: "csv", filename: csv.filename, contentType: "text/csv; charset=utf-8", data });
    zip?.entry(`csv/${csv.filename}`).push(data, true);
  }
  if (zip) {
    const folder = t(locale, "pdf:evidence.attachmentsFolder");
    const written = new Set<string>();
    for (const row of content.rows) {
      for (const file of row.attachments) {
        const data = input.attachments.get(file.id);
        const name = `${folder}/${t(locale, `pdf:evidence.folder.${row.kind}`)}/${safeName(row.reference)}/${file.id.slice(0, 8)}-${safeName(file.filename)}`;
        if (!data || written.has(name)) continue;
        written.add(name);
        zip.entry(name).push(data, true);
      }
    }
    files.push({ kind: "zip", filename: `${base}.zip`, contentType: "application/zip", data: await zip.finish() });
  }
  return files;
}
