import { randomUUID } from "node:crypto";
import { type Catalogue, builtinCatalogue } from "../../domain/catalogue";
import type { IsoDate } from "../../domain/dates";
import { classifyDocument } from "../../domain/document-audit/classify";
import type { AuditStage, ClauseVerdict, DocumentKind, ExtractedDocument } from "../../domain/document-audit/contract";
import { evaluateAudit, scoreVerdicts } from "../../domain/document-audit/evaluate-audit";
import type { ScheduledForm } from "../../domain/document-audit/scheduled-gaps";
import type { DocumentAuditReport, DocumentSource, ReportDocument } from "../../domain/document-audit/report";
import type { Scope } from "../../domain/schemas/scope";
import { applicableClauses } from "../../domain/scope";
import { extractUpload } from "./extract/extract-upload";
import type { OcrEngine } from "./extract/ocr";
import { OcrSession } from "./extract/ocr-session";
import type { UploadedFile } from "./extract/unzip";
import { type ClauseJudge, judgeUndecided, llmJudgeFromEnv } from "./llm-judge";

/** Overall progress (0–1) at which each stage starts; importing documents is most of the work. */
const stageStart: Record<AuditStage, number> = {
  importing_documents: 0,
  scoping_site_modules: 0.6,
  mapping_clauses: 0.65,
  extracting_evidence: 0.7,
  scoring_items: 0.9,
  compiling_findings: 0.93,
  building_export: 0.97,
};
const stageEnd = (from: number) => Object.values(stageStart).find((v) => v > from) ?? 1;

export interface RunDocumentAuditOptions {
  /** The audit's date (the site's "today"): recency, frequency and expiry are judged against it. */
  auditDate: IsoDate;
  catalogue?: Catalogue;
  /** Reads photos and scanned pages; one is started on first use and closed at the end when not given. */
  ocr?: OcrEngine;
  /** Documents made from records kept in Clausewise, audited beside the files (source "clausewise"). */
  recordDocuments?: readonly ExtractedDocument[];
  /** The log forms the site's schedules expect: the clauses they evidence and the days a log was missed. */
  scheduled?: readonly ScheduledForm[];
  /** Called when a stage starts and as it advances; `progress` is the whole run's, 0–1. Awaited. */
  onStage?: (stage: AuditStage, progress: number) => void | Promise<void>;
  /** The id each document gets (default: a random UUID). */
  documentId?: (document: ExtractedDocument) => string;
  /**
   * The language model that judges clauses the rules left without evidence (their answer must cite the
   * passages offered). Default: the one LLM_BASE_URL and LLM_MODEL configure, or none; null: none.
   */
  judge?: ClauseJudge | null;
}

/** A document as the engine read it, with the id, kind and source the report gives it. */
export type AuditedDocument = ExtractedDocument & { id: string; kind: DocumentKind; source: DocumentSource };

export interface DocumentAuditRun {
  report: DocumentAuditReport;
  documents: AuditedDocument[];
}

/** Names that repeat (two uploads called "Log.csv") get " (2)", " (3)"… so citations stay unambiguous. */
function uniqueNames<T extends { name: string }>(documents: readonly T[]): T[] {
  const seen = new Map<string, number>();
  return documents.map((d) => {
    const count = (seen.get(d.name) ?? 0) + 1;
    seen.set(d.name, count);
    return count === 1 ? d : { ...d, name: `${d.name} (${count})` };
  });
}

/**
 * The whole document audit over files in memory: extraction (ZIPs unpacked within limits, unreadable
 * files listed, not fatal) → the site's applicable clauses → classification → each clause's evidence
 * rule, module by module → score by points → findings with clause codes and titles → the report.
 * The background job, the landing's visitor audit and the evaluation script all run this.
 */
export async function runDocumentAudit(
  files: readonly UploadedFile[],
  scope: Scope,
  options: RunDocumentAuditOptions,
): Promise<DocumentAuditRun> {
  const catalogue = options.catalogue ?? builtinCatalogue;
  const report = async (stage: AuditStage, within = 0) => {
    const from = stageStart[stage];
    await options.onStage?.(stage, from + (stageEnd(from) - from) * within);
  };
  const ownOcr = options.ocr ? null : new OcrSession();
  const ocr = options.ocr ?? (ownOcr as OcrSession);

  await report("importing_documents");
  let extraction: Awaited<ReturnType<typeof extractUpload>>;
  try {
    extraction = await extractUpload([...files], ocr, (done, total) => report("importing_documents", done / total));
  } finally {
    await ownOcr?.close();
  }

  await report("scoping_site_modules");
  const applicable = applicableClauses(scope, catalogue).filter((c) => !c.na);

  await report("mapping_clauses");
  const named = uniqueNames([
    ...extraction.documents.map((d) => ({ ...d, source: "upload" as const })),
    ...(options.recordDocuments ?? []).map((d) => ({ ...d, source: "clausewise" as const })),
  ]);
  const documents: AuditedDocument[] = named.map((d) => ({
    ...d,
    id: options.documentId?.(d) ?? randomUUID(),
    kind: classifyDocument(d).kind,
  }));
  const kinds = new Map(documents.map((d) => [d.name, d.kind]));

  await report("extracting_evidence");
  const modules = [...new Set(applicable.map((c) => c.module))];
  const judged = new Map<string, ClauseVerdict>();
  for (const [index, module] of modules.entries()) {
    const ids = applicable.filter((c) => c.module === module).map((c) => c.id);
    const evaluation = evaluateAudit(documents, kinds, ids, catalogue, options.auditDate, undefined, options.scheduled);
    for (const clause of evaluation.clauses) if (ids.includes(clause.clauseId)) judged.set(clause.clauseId, clause);
    await report("extracting_evidence", (index + 1) / modules.length);
  }
  const notApplicable = (clauseId: string, points: number): ClauseVerdict => ({
    clauseId,
    verdict: "not_applicable",
    points,
    pointsAwarded: 0,
    findings: [],
    citations: [],
  });
  const ruled = catalogue.clauses.map((c) => judged.get(c.id) ?? notApplicable(c.id, c.points));
  const judge = options.judge === undefined ? llmJudgeFromEnv() : options.judge;
  const verdicts = judge ? await judgeUndecided(ruled, catalogue, documents, judge) : ruled;

  await report("scoring_items");
  const score = scoreVerdicts(verdicts);

  await report("compiling_findings");
  const clauses = catalogue.clauses.map((c, i) => ({ ...(verdicts[i] as ClauseVerdict), code: c.id, title: c.title }));

  await report("building_export");
  const listed: ReportDocument[] = documents.map((d) => ({
    id: d.id,
    name: d.name,
    kind: d.kind,
    mediaType: d.mediaType,
    ocr: d.ocr,
    passageCount: d.passages.length,
    source: d.source,
  }));
  return {
    documents,
    report: {
      catalogueId: catalogue.id,
      auditDate: options.auditDate,
      ...score,
      documents: listed,
      unreadable: extraction.refused,
      clauses,
    },
  };
}
