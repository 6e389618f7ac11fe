import { and, eq, inArray } from "drizzle-orm";
import { formatOutputs, type EvidenceFormat } from "../../../../domain/audits";
import type { Db } from "../../../db/client";
import { attachments, type evidencePacks } from "../../../db/schema";
import { t } from "../../../i18n/catalogue";
import { loadPackContent } from "./pack-content";
import { renderInWorker } from "./run-pack-worker";

export interface PackFile {
  kind: "pdf" | "csv" | "zip";
  filename: string;
  contentType: string;
  data: Buffer;
}

/**
 * Builds every file of a pack for its format: the PDF report, the CSVs, and a ZIP of both plus attached
 * files. The rows are read here; the PDF, CSVs and ZIP are rendered in a worker thread (decision 114).
 */
export async function buildPackFiles(
  db: Db,
  pack: typeof evidencePacks.$inferSelect,
  now = new Date(),
): Promise<PackFile[]> {
  const outputs = formatOutputs(pack.format as EvidenceFormat);
  const content = await loadPackContent(db, pack, now);
  // The pack speaks its requester's language, its file names too (decision 098).
  const { locale } = pack;
  const base = t(locale, "pdf:evidence.fileBase", { from: pack.periodFrom, to: pack.periodTo });
  const ids = outputs.zip ? [...new Set(content.rows.flatMap((r) => r.attachments.map((a) => a.id)))] : [];
  const stored = ids.length
    ? await db
        .select({ id: attachments.id, data: attachments.data })
        .from(attachments)
        .where(and(eq(attachments.organisationId, pack.organisationId), inArray(attachments.id, ids)))
    : [];
  const files = await renderInWorker(
    {
      content,
      locale,
      outputs: { pdf: outputs.pdf, csv: outputs.csv, zip: outputs.zip },
      attachments: new Map(stored.map((s) => [s.id, new Uint8Array(s.data)])),
    },
    base,
  );
  return files.map((f) => ({ ...f, data: Buffer.from(f.data.buffer, f.data.byteOffset, f.data.byteLength) }));
}
