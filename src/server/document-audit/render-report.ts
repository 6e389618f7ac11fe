import { builtinCatalogueWords } from "../../domain/catalogue";
import type { Citation } from "../../domain/document-audit/contract";
import type { DocumentAuditReport } from "../../domain/document-audit/report";
import type { AppLocale } from "../../domain/i18n/locales";
import { renderMessage } from "./render-finding";

/** A citation as the API shows it: the document's name and id, where in it, the quoted passage. */
export interface ReportCitation extends Citation {
  documentId: string | null;
}

/**
 * The report's clauses as the API and exports show them: clause titles (decision 127) and findings'
 * `text` and `action` in the reader's language, each citation with the id of its document (for the
 * citation viewer).
 */
export function renderReportClauses(report: DocumentAuditReport, locale: AppLocale) {
  const idOf = new Map(report.documents.map((d) => [d.name, d.id]));
  const cite = (c: Citation): ReportCitation => ({ ...c, documentId: idOf.get(c.document) ?? null });
  return report.clauses.map((clause) => ({
    clauseId: clause.clauseId,
    code: clause.code,
    title: builtinCatalogueWords.clauseTitle(report.catalogueId, clause.code, locale, clause.title),
    verdict: clause.verdict,
    points: clause.points,
    pointsAwarded: clause.pointsAwarded,
    findings: clause.findings.map((f) => ({
      text: renderMessage(f.text, locale),
      action: renderMessage(f.action, locale),
      citations: f.citations.map(cite),
    })),
    citations: clause.citations.map(cite),
  }));
}
export type RenderedReportClause = ReturnType<typeof renderReportClauses>[number];
