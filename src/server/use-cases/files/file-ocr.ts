import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Passage } from "../../../domain/document-audit/contract";
import type { Db } from "../../db/client";
import { attachmentOcr, attachments } from "../../db/schema";
import { extractUpload } from "../../document-audit/extract/extract-upload";
import type { OcrEngine } from "../../document-audit/extract/ocr";
import { OcrSession } from "../../document-audit/extract/ocr-session";
import { openPdf } from "../../document-audit/extract/pdf";
import { enqueueJob, jobQueueOf } from "../../jobs/enqueue";
import { publishJobEvent } from "../../jobs/job-events";
import { recordEvent } from "../audit/record-event";
import { systemActorNames } from "../audit/system-actors";

/** A file read this many times without finishing (its server died each time) is failed. */
export const MAX_FILE_OCR_ATTEMPTS = 3;

/** The failure reasons a reader sees (server catalogue keys). */
export const fileOcrErrors = {
  unexpected: "screens:fileOcr.error.unexpected",
  gaveUp: "screens:fileOcr.error.gaveUp",
  empty: "screens:fileOcr.error.empty",
} as const;

/** What OCR can read: a PDF's pages rendered, or a photo. */
const readable = new Set(["application/pdf", "image/png", "image/jpeg"]);

const nothingRecognised: OcrEngine = { recognise: async () => [], close: async () => {} };

/** The passages a file has of its own (its text layer), without OCR. */
async function ownText(filename: string, bytes: Uint8Array): Promise<Passage[]> {
  const { documents } = await extractUpload([{ name: filename, bytes }], nothingRecognised);
  return documents.flatMap((d) => d.passages).filter((p) => p.text.trim());
}

/**
 * When a file just filed into an SOP has no text of its own (a scanned PDF, a photo), queues the
 * `file-ocr` job to read it, in the caller's transaction (decision 157). Its status row is `queued`
 * until the job runs. A file with a text layer, or of a kind OCR cannot read, queues nothing.
 */
export async function queueFileOcrIfScanned(
  tx: Db,
  file: { id: string; organisationId: string; filename: string; contentType: string; data: Uint8Array },
) {
  if (!readable.has(file.contentType)) return false;
  if ((await ownText(file.filename, file.data)).length > 0) return false;
  await tx
    .insert(attachmentOcr)
    .values({ attachmentId: file.id, organisationId: file.organisationId, status: "queued" })
    .onConflictDoNothing();
  await enqueueJob(tx, "file-ocr", { attachmentId: file.id });
  return true;
}

type OcrRow = typeof attachmentOcr.$inferSelect;

const systemActor = (row: OcrRow) => ({
  userId: null,
  organisationId: row.organisationId,
  name: systemActorNames.fileOcr,
});

const ocrEvent = (row: OcrRow, siteId: string | null, status: string, progress: number) => ({
  organisationId: row.organisationId,
  entityType: "attachment",
  entityId: row.attachmentId,
  siteId,
  status,
  stage: "ocr",
  progress,
});

/** Counts an attempt on a file not yet read and marks it running; null when it is done or failed. */
async function claim(db: Db, attachmentId: string): Promise<OcrRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(attachmentOcr)
      .set({ attempts: sql`${attachmentOcr.attempts} + 1`, status: "running", pagesDone: 0 })
      .where(and(eq(attachmentOcr.attachmentId, attachmentId), inArray(attachmentOcr.status, ["queued", "running"])))
      .returning();
    return row ?? null;
  });
}

async function fail(db: Db, row: OcrRow, siteId: string | null, error: string) {
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(attachmentOcr)
      .set({ status: "failed", error, finishedAt: new Date() })
      .where(
        and(eq(attachmentOcr.attachmentId, row.attachmentId), inArray(attachmentOcr.status, ["queued", "running"])),
      )
      .returning({ id: attachmentOcr.attachmentId });
    if (!failed) return;
    await recordEvent(tx, systemActor(row), {
      action: "attachment.ocr_failed",
      entityType: "attachment",
      entityId: row.attachmentId,
      siteId,
      before: { ocr: "running" },
      after: { ocr: "failed", error },
    });
    await publishJobEvent(tx, ocrEvent(row, siteId, "failed", 0));
  });
}

/** The pages a file has to read: a PDF's page count, one for a photo. */
async function pageCount(filename: string, contentType: string, bytes: Uint8Array) {
  if (contentType !== "application/pdf") return 1;
  const pdf = await openPdf(filename, bytes);
  try {
    return pdf.numPages;
  } finally {
    await pdf.destroy();
  }
}

type JobLog = Pick<FastifyBaseLogger, "error">;
const consoleLog: JobLog = { error: (details: unknown, message?: string) => console.error(message, details) };

/**
 * The `file-ocr` job (decision 157): reads a scanned file's pages with the document audit's OCR (the
 * same extraction, `extractUpload` with an OCR session), keeping `pages_done` of `pages_total` current
 * as each page is read, then stores the passages with the `attachment.ocr` event in one transaction;
 * that event rebuilds the file's passages in the search index, now from this text. A retry of a read
 * file does nothing; after MAX_FILE_OCR_ATTEMPTS the file is failed with a reason.
 */
export async function runFileOcrJob(db: Db, attachmentId: string, log: JobLog = consoleLog) {
  const row = await claim(db, attachmentId);
  if (!row) return;
  const [file] = await db
    .select({
      filename: attachments.filename,
      contentType: attachments.contentType,
      data: attachments.data,
      siteId: attachments.siteId,
    })
    .from(attachments)
    .where(and(eq(attachments.id, attachmentId), eq(attachments.organisationId, row.organisationId)))
    .limit(1);
  if (!file) return; // deleted since (its status row went with it)
  if (row.attempts > MAX_FILE_OCR_ATTEMPTS) return fail(db, row, file.siteId, fileOcrErrors.gaveUp);
  const session = new OcrSession();
  try {
    const bytes = new Uint8Array(file.data);
    const total = await pageCount(file.filename, file.contentType, bytes);
    let done = 0;
    const progress = async () =>
      db.transaction(async (tx) => {
        await tx
          .update(attachmentOcr)
          .set({ pagesDone: done, pagesTotal: total })
          .where(and(eq(attachmentOcr.attachmentId, attachmentId), eq(attachmentOcr.status, "running")));
        await publishJobEvent(tx, ocrEvent(row, file.siteId, "running", total ? done / total : 0));
      });
    await progress();
    // The one OCR of the app, counting the pages as it reads them.
    const counting: OcrEngine = {
      recognise: async (image) => {
        const paragraphs = await session.recognise(image);
        done++;
        await progress();
        return paragraphs;
      },
      close: () => session.close(),
    };
    const { documents } = await extractUpload([{ name: file.filename, bytes }], counting);
    const passages = documents.flatMap((d) => d.passages).filter((p) => p.text.trim());
    if (!passages.length) return await fail(db, row, file.siteId, fileOcrErrors.empty);
    await db.transaction(async (tx) => {
      const [stored] = await tx
        .update(attachmentOcr)
        .set({ status: "done", passages, pagesDone: total, pagesTotal: total, error: null, finishedAt: new Date() })
        .where(and(eq(attachmentOcr.attachmentId, attachmentId), eq(attachmentOcr.status, "running")))
        .returning({ id: attachmentOcr.attachmentId });
      if (!stored) return; // another worker finished it first
      await recordEvent(tx, systemActor(row), {
        action: "attachment.ocr",
        entityType: "attachment",
        entityId: attachmentId,
        siteId: file.siteId,
        before: { ocr: "running" },
        after: { ocr: "done", pages: total, passages: passages.length },
      });
      await publishJobEvent(tx, ocrEvent(row, file.siteId, "done", 1));
    });
  } catch (error) {
    log.error({ err: error, attachmentId, attempt: row.attempts }, "file OCR failed");
    await fail(db, row, file.siteId, fileOcrErrors.unexpected);
  } finally {
    await session.close();
  }
}

/** Runs the queued file reads now, in this process (API tests, where no worker runs); returns how many. */
export const runPendingFileOcr = (db: Db, log: JobLog = consoleLog) =>
  jobQueueOf(db).runQueued("file-ocr", ({ attachmentId }) => runFileOcrJob(db, attachmentId, log));
