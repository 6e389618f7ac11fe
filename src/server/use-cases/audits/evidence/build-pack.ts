import { and, eq, inArray } from "drizzle-orm";
import { strToU8 } from "fflate";
import { formatOutputs, type EvidenceFormat } from "../../../../domain/audits";
import type { Db } from "../../../db/client";
import { attachments, type evidencePacks } from "../../../db/schema";
import { loadPackContent, type PackContent } from "./pack-content";
import { renderPackCsvs } from "./render-csv";
import { t } from "../../../i18n/catalogue";
import { renderPackPdf } from "./render-pdf";
import { PackZip } from "./pack-zip";

export interface PackFile {
  kind: "pdf" | "csv" | "zip";
  filename: string;
  contentType: string;
  data: Buffer;
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
  return packFiles(db, pack, content, formatOutputs(pack.format as EvidenceFormat).zip ? new PackZip() : null);
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
  // The ZIP's entries in order: the PDF, the CSVs, the attached files. The files are read while the PDF is
  // laid out.
  const pdfEntry = zip?.reserve(`${base}.pdf`);
  if (zip) for (const csv of csvs) zip.file(`csv/${csv.filename}`, strToU8(csv.text));
  const [pdf] = await Promise.all([
    outputs.pdf || outputs.zip ? renderPackPdf(content, locale) : null,
    zip ? zipAttachments(db, pack, content, zip) : null,
  ]);
  if (pdf) pdfEntry?.(pdf);
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
