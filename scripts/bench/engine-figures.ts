/**
 * Issue 17's engine figures: the document audit (`runDocumentAudit`: extraction, classification, every
 * clause's evidence rule, score) timed in this process, apart from any database. Twelve documents of the
 * landing's mix (PDF, DOCX, XLSX, CSV) in ≤ 5 s; 150 pages with a text layer in ≤ 10 s; pages read by
 * OCR (photos and scanned PDFs) timed apart, per page, with the OCR worker's start shown on its own.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { builtinCatalogue } from "../../src/domain/catalogue";
import { defaultScope } from "../../src/domain/scope/default-scope";
import { loadCorpus } from "../../src/server/document-audit/corpus/audit-corpus";
import { OcrSession } from "../../src/server/document-audit/extract/ocr-session";
import type { UploadedFile } from "../../src/server/document-audit/extract/unzip";
import { makePdf } from "../../src/server/document-audit/make-documents";
import { runDocumentAudit } from "../../src/server/document-audit/run-document-audit";
import { projectPath } from "../../src/server/project-path";
import type { Figure } from "./report";

const TWELVE_GOAL_MS = 5_000;
const PAGES = 150;
const PAGES_GOAL_MS = 10_000;
const REPEAT = 5;

/** Every module in scope, so every clause's rule runs. */
const scope = { ...defaultScope(), modules: builtinCatalogue.modules.map((m) => m.id) };
const auditDate = "2026-06-15";

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(files: UploadedFile[], ocr: OcrSession): Promise<number> {
  const started = performance.now();
  await runDocumentAudit(files, scope, { auditDate, ocr });
  return performance.now() - started;
}

/** The landing's 12 sample documents, as "Perform Audit" sends them. */
async function twelveDocuments(): Promise<UploadedFile[]> {
  const folder = projectPath("assets/sample-documents");
  const names = (await readdir(folder)).sort();
  if (names.length !== 12)
    throw new Error(`expected the landing's 12 sample documents in ${folder}, found ${names.length}`);
  return Promise.all(names.map(async (name) => ({ name, bytes: await readFile(path.join(folder, name)) })));
}

/** 15 SOP-like PDFs of 10 pages, six paragraphs a page: 150 pages with a text layer. */
async function textPages(): Promise<UploadedFile[]> {
  const page = (doc: number, n: number) => [
    `SOP-QA-${String(doc).padStart(3, "0")} Sanitation and monitoring — page ${n}`,
    "Purpose: to keep food contact surfaces, tools and containers clean and to show it in the records.",
    "Scope: applies to the packing lines, the cooler, the field crews' tools and the harvest containers.",
    "Responsibility: the Sanitation Lead carries out the procedure; the QA Technician verifies it daily.",
    "Procedure: remove debris, rinse with potable water, apply detergent, scrub, rinse, sanitize at 200 ppm, air dry, inspect before start-up and record the result with initials.",
    `Records: pre-operational inspection log, sanitation log and corrective action log, reviewed on 2026-0${1 + (n % 6)}-1${n % 10}.`,
  ];
  const files: UploadedFile[] = [];
  for (let doc = 1; doc <= PAGES / 10; doc += 1)
    files.push({
      name: `Manual/SOP-QA-${doc}.pdf`,
      bytes: await makePdf(Array.from({ length: 10 }, (_, i) => page(doc, i + 1))),
    });
  return files;
}

export async function measureEngineFigures(log: (message: string) => void): Promise<Figure[]> {
  const ocr = new OcrSession();
  try {
    const twelve = await twelveDocuments();
    log("document audit: 12 documents, first run then the median of 5");
    const twelveFirst = await timed(twelve, ocr);
    const twelveRuns: number[] = [];
    for (let i = 0; i < REPEAT; i += 1) twelveRuns.push(await timed(twelve, ocr));

    const pages = await textPages();
    log(`document audit: ${PAGES} text pages in ${pages.length} PDFs`);
    const pageRuns: number[] = [];
    for (let i = 0; i < 3; i += 1) pageRuns.push(await timed(pages, ocr));

    const scanned = (await loadCorpus()).flatMap((c) =>
      c.files.filter((f) => /\.png$/i.test(f.name) || f.name.startsWith("Scans/")),
    );
    log(`document audit: ${scanned.length} pages read by OCR`);
    const ocrStartStarted = performance.now();
    await ocr.recognise(Buffer.from(scanned.find((f) => /\.png$/i.test(f.name))!.bytes));
    const ocrStart = performance.now() - ocrStartStarted;
    const ocrRun = await timed(scanned, ocr);

    return [
      {
        what: "the landing's 12 sample documents: first run",
        value: seconds(twelveFirst),
        goal: `≤ ${seconds(TWELVE_GOAL_MS)}`,
        meets: twelveFirst <= TWELVE_GOAL_MS,
      },
      {
        what: `the landing's 12 sample documents: median of ${REPEAT}`,
        value: seconds(median(twelveRuns)),
        goal: `≤ ${seconds(TWELVE_GOAL_MS)}`,
        meets: median(twelveRuns) <= TWELVE_GOAL_MS,
      },
      {
        what: `${PAGES} text pages (${pages.length} PDFs): median of 3`,
        value: `${seconds(median(pageRuns))} (${(median(pageRuns) / PAGES).toFixed(0)} ms a page)`,
        goal: `≤ ${seconds(PAGES_GOAL_MS)}`,
        meets: median(pageRuns) <= PAGES_GOAL_MS,
      },
      { what: "OCR worker start (English + Spanish) and its first page", value: seconds(ocrStart) },
      {
        what: `${scanned.length} OCR pages (photos, scanned PDF), worker started`,
        value: `${seconds(ocrRun)} (${seconds(ocrRun / scanned.length)} a page)`,
        goal: "timed apart",
      },
    ];
  } finally {
    await ocr.close();
  }
}
