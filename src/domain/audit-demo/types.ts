/** Shapes of the landing-page demo audit (spec §3, "landing demo" entities). */

export type AuditModule = "FSMS" | "HARVEST" | "PACKINGHOUSE" | "COLD_STORAGE";

export const auditModules: readonly AuditModule[] = ["FSMS", "HARVEST", "PACKINGHOUSE", "COLD_STORAGE"];

export const moduleLabels: Record<AuditModule, string> = {
  FSMS: "FSMS",
  HARVEST: "Harvest",
  PACKINGHOUSE: "Packinghouse",
  COLD_STORAGE: "Cold Storage",
};

/** 10 compliant, 5 partial, 0 non-compliant, "NA" not applicable. */
export type ClauseScore = 10 | 5 | 0 | "NA";

export interface SampleDocument {
  id: string;
  name: string;
  kind: "PDF" | "DOCX" | "CSV";
  /** Pages for a PDF or DOCX, rows for a CSV. */
  pages?: number;
  rows?: number;
}

export interface EvidenceRef {
  doc: string;
  ref: string;
}

export interface ClauseResult {
  clause: string;
  module: AuditModule;
  title: string;
  score: ClauseScore;
  notes?: string;
  evidence: EvidenceRef[];
  expectations: string;
}

export type FindingSeverity = "NC" | "Partial";

export interface Finding {
  severity: FindingSeverity;
  clause: string;
  title: string;
  summary: string;
  ownerRole: "PCQI" | "QA Manager" | "Supervisor";
  /** ISO date, yyyy-mm-dd. */
  dueDate: string;
  evidenceToClose: string[];
}

export interface AuditSummary {
  overallPercent: number;
  modules: Record<AuditModule, number>;
  counts: { nc: number; partial: number; na: number; total: number };
}

/** What the simulation hands to the result page. */
export interface AuditResult {
  summary: AuditSummary;
  findings: Finding[];
  clauses: ClauseResult[];
  /** ISO timestamp of when the run finished. */
  generatedAt: string;
}
