import { and, eq, inArray } from "drizzle-orm";
import { strToU8, zip, type Zippable } from "fflate";
import { formatOutputs, type EvidenceFormat } from "../../../../domain/audits";
import type { Db } from "../../../db/client";
import { attachments, type evidencePacks } from "../../../db/schema";
import { loadPackContent } from "./pack-content";
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
 * The ZIP at level 6, built by fflate's asynchronous zip: entries over 160 kB (the PDF, the big CSVs)
 * are deflated in worker threads, so a large pack does not hold the server's event loop meanwhile.
 */
const zipOffThread = (tree: Zippable) =>
  new Promise<Uint8Array>((resolve, reject) =>
    zip(tree, { level: 6 }, (error, data) => (error ? reject(error) : resolve(data))),
  );

const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 120) || "file";

/** Builds every file of a pack for its format: the PDF report, the CSVs, and a ZIP of both plus attached files. */
export async function buildPackFiles(
  db: Db,
  pack: typeof evidencePacks.$inferSelect,
  now = new Date(),
): Promise<PackFile[]> {
  const content = await loadPackContent(db, pack, now);
  const outputs = formatOutputs(pack.format as EvidenceFormat);
  // The pack speaks its requester's language, its file names too (decision 098).
  const { locale } = pack;
  const base = t(locale, "pdf:evidence.fileBase", { from: pack.periodFrom, to: pack.periodTo });
  const pdf = outputs.pdf || outputs.zip ? await renderPackPdf(content, locale) : null;
  const csvs = renderPackCsvs(content, locale);
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
  if (outputs.zip) {
    const ids = [...new Set(content.rows.flatMap((r) => r.attachments.map((a) => a.id)))];
    const stored = ids.length
      ? await db
          .select({ id: attachments.id, filename: attachments.filename, data: attachments.data })
          .from(attachments)
          .where(and(eq(attachments.organisationId, pack.organisationId), inArray(attachments.id, ids)))
      : [];
    const tree: Zippable = { [`${base}.pdf`]: new Uint8Array(pdf!) };
    const folder = t(locale, "pdf:evidence.attachmentsFolder");
    for (const csv of csvs) tree[`csv/${csv.filename}`] = strToU8(csv.text);
    for (const row of content.rows) {
      for (const file of row.attachments) {
        const data = stored.find((s) => s.id === file.id)?.data;
        if (data)
          tree[
            `${folder}/${t(locale, `pdf:evidence.folder.${row.kind}`)}/${safeName(row.reference)}/${file.id.slice(0, 8)}-${safeName(file.filename)}`
          ] = new Uint8Array(data);
      }
    }
    files.push({
      kind: "zip",
      filename: `${base}.zip`,
      contentType: "application/zip",
      data: Buffer.from(await zipOffThread(tree)),
    });
  }
  return files;
}
