import { and, eq, inArray } from "drizzle-orm";
import { AsyncZipDeflate, strToU8, Zip, ZipDeflate } from "fflate";
import { formatOutputs, type EvidenceFormat } from "../../../../domain/audits";
import type { Db } from "../../../db/client";
import { attachments, type evidencePacks } from "../../../db/schema";
import { loadPackContent, type PackContent } from "./pack-content";
import { renderPackCsvs } from "./render-csv";
import { t } from "../../../i18n/catalogue";
import { renderPackPdf } from "./render-pdf";

export interface PackFile {
  kind: "pdf" | "csv" | "zip";
  filename: string;
  contentType: string;
  data: Buffer;
}

/**
 * The pack's ZIP written as its entries come (fflate's streaming `Zip`, level 6), its chunks collected
 * for the stored file: the PDF's entry is deflated chunk by chunk while pdfkit writes it, the CSVs and the
 * attached files follow. Entries over 160 kB are deflated in a worker thread (`AsyncZipDeflate`), as
 * fflate's one-shot `zip` did, so the event loop is not held by the deflate of a large PDF or CSV.
 */
class PackZip {
  private readonly chunks: Uint8Array[] = [];
  private readonly zip: Zip;
  readonly done: Promise<Buffer>;

  constructor() {
    let settle: { resolve: (data: Buffer) => void; reject: (error: Error) => void } | undefined;
    this.done = new Promise<Buffer>((resolve, reject) => (settle = { resolve, reject }));
    this.zip = new Zip((error, chunk, final) => {
      if (error) return settle!.reject(error);
      this.chunks.push(chunk);
      if (final) settle!.resolve(Buffer.concat(this.chunks));
    });
    // Awaited by `end`; a failure before then is handled there, not reported as unhandled meanwhile.
    this.done.catch(() => undefined);
  }

  /** An entry whose bytes arrive in chunks (the PDF as it is written): push them, then `end` it. */
  stream(name: string) {
    const entry = new AsyncZipDeflate(name, { level: 6 });
    this.zip.add(entry);
    return {
      // The worker takes the chunk's memory: a copy, since pdfkit's chunks may share theirs.
      push: (chunk: Uint8Array) => entry.push(Uint8Array.from(chunk)),
      end: () => entry.push(new Uint8Array(0), true),
    };
  }

  file(name: string, data: Uint8Array) {
    const entry = data.length > 160_000 ? new AsyncZipDeflate(name, { level: 6 }) : new ZipDeflate(name, { level: 6 });
    this.zip.add(entry);
    entry.push(data.length > 160_000 ? Uint8Array.from(data) : data, true);
  }

  end() {
    this.zip.end();
    return this.done;
  }

  /** Stops the entries' deflate workers when the pack fails half-way. */
  abort() {
    this.zip.terminate();
  }
}

/** Attached files are read this many at a time, so a long period's files are never all in memory. */
const ATTACHMENTS_PER_READ = 20;

const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 120) || "file";

/** Builds every file of a pack for its format: the PDF report, the CSVs, and a ZIP of both plus attached files. */
export async function buildPackFiles(
  db: Db,
  pack: typeof evidencePacks.$inferSelect,
  now = new Date(),
): Promise<PackFile[]> {
  const content = await loadPackContent(db, pack, now);
  const zip = formatOutputs(pack.format as EvidenceFormat).zip ? new PackZip() : null;
  try {
    return await packFiles(db, pack, content, zip);
  } catch (error) {
    zip?.abort();
    throw error;
  }
}

async function packFiles(
  db: Db,
  pack: typeof evidencePacks.$inferSelect,
  content: PackContent,
  zip: PackZip | null,
): Promise<PackFile[]> {
  const outputs = formatOutputs(pack.format as EvidenceFormat);
  // The pack speaks its requester's language, its file names too (decision 098).
  const { locale } = pack;
  const base = t(locale, "pdf:evidence.fileBase", { from: pack.periodFrom, to: pack.periodTo });
  const csvs = renderPackCsvs(content, locale);
  // The ZIP's entries in order: the PDF (deflated as it is written), the CSVs, the attached files. The CSVs'
  // deflate and the files' reads run while the PDF is laid out (fflate keeps a later entry until its turn).
  const pdfEntry = zip?.stream(`${base}.pdf`);
  if (zip) for (const csv of csvs) zip.file(`csv/${csv.filename}`, strToU8(csv.text));
  const [pdf] = await Promise.all([
    outputs.pdf || outputs.zip
      ? renderPackPdf(content, locale, pdfEntry?.push).then((data) => (pdfEntry?.end(), data))
      : null,
    zip ? zipAttachments(db, pack, content, zip) : null,
  ]);
  const files: PackFile[] = [];
  if (outputs.pdf && pdf)
    files.push({ kind: "pdf", filename: `${base}.pdf`, contentType: "application/pdf", data: pdf });
  if (outputs.csv)
    for (const csv of csvs)
      files.push({
        kind: "csv",
        filename: csv.filename,
        contentType: "text/csv; charset=utf-8",
        data: Buffer.from(csv.text, "utf8"),
      });
  if (zip) files.push({ kind: "zip", filename: `${base}.zip`, contentType: "application/zip", data: await zip.end() });
  return files;
}

/** The files attached to the pack's rows, into the ZIP's attachments folder, read a few at a time. */
async function zipAttachments(db: Db, pack: typeof evidencePacks.$inferSelect, content: PackContent, zip: PackZip) {
  const { locale } = pack;
  const folder = t(locale, "pdf:evidence.attachmentsFolder");
  // One entry per path (a file two rows name under one folder is written once).
  const paths = new Map<string, string>();
  for (const row of content.rows)
    for (const file of row.attachments)
      paths.set(
        `${folder}/${t(locale, `pdf:evidence.folder.${row.kind}`)}/${safeName(row.reference)}/${file.id.slice(0, 8)}-${safeName(file.filename)}`,
        file.id,
      );
  const named = [...paths].map(([path, id]) => ({ id, path }));
  const ids = [...new Set(named.map((n) => n.id))];
  for (let i = 0; i < ids.length; i += ATTACHMENTS_PER_READ) {
    const stored = await db
      .select({ id: attachments.id, data: attachments.data })
      .from(attachments)
      .where(
        and(
          eq(attachments.organisationId, pack.organisationId),
          inArray(attachments.id, ids.slice(i, i + ATTACHMENTS_PER_READ)),
        ),
      );
    const data = new Map(stored.map((s) => [s.id, s.data]));
    for (const file of named) {
      const bytes = data.get(file.id);
      if (bytes) zip.file(file.path, new Uint8Array(bytes));
    }
  }
}
