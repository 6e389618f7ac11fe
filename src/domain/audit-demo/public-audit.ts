import type { AuditStage, DocumentKind, Locator, Verdict } from "../document-audit/contract";
import type { RefusalReason } from "../document-audit/document-types";

/**
 * The landing page's public document audit (issue 17, decision 111): the sample documents or a
 * visitor's own files, audited without an account, processed in memory and never stored.
 */
export const publicAuditLimits = {
  /** Files a visitor may drop at once. */
  maxFiles: 10,
  /** Bytes of all of them together. */
  maxTotalBytes: 25 * 1024 * 1024,
  /** Visitor audits per client address within the window (the sample audit is not counted). */
  perAddress: 10,
  windowMinutes: 60,
} as const;

export interface PublicCitation {
  document: string;
  /** The document's position in the result's `documents` (as a string), or null when not one of them. */
  documentId: string | null;
  locator: Locator;
  quote: string;
}

export interface PublicFinding {
  text: string;
  action: string;
  citations: PublicCitation[];
}

/** One clause of the result, in the shape of the app's report (`GET /api/document-audits/:id`). */
export interface PublicClause {
  clauseId: string;
  code: string;
  title: string;
  /** The catalogue module the clause belongs to (FSMS_1, PACKINGHOUSE, …). */
  module: string;
  verdict: Verdict;
  points: number;
  pointsAwarded: number;
  findings: PublicFinding[];
  citations: PublicCitation[];
}

export interface PublicAuditResult {
  /** "sample" for the landing's documents, "upload" for a visitor's own files. */
  source: "sample" | "upload";
  catalogueId: string;
  /** The date recency and expiry were judged against. */
  auditDate: string;
  /** The modules audited (catalogue ids) and the clauses marked not applicable in the scope. */
  modules: string[];
  /** Overall percent by points over the applicable clauses; null when none. */
  score: number | null;
  points: number;
  pointsAwarded: number;
  documents: { id: string; name: string; kind: DocumentKind; mediaType: string; ocr: boolean; passageCount: number }[];
  unreadable: { name: string; reason: RefusalReason }[];
  clauses: PublicClause[];
}

/** The lines of the streamed answer (newline-delimited JSON), in order: stages, then a result or an error. */
export type PublicAuditEvent =
  | { type: "stage"; stage: AuditStage; progress: number }
  | { type: "result"; result: PublicAuditResult }
  | { type: "error"; error: { code: string; message: string } };
