import { builtinCatalogue } from "../../../domain/catalogue";
import type { PublicAuditResult } from "../../../domain/audit-demo/public-audit";
import type { AppLocale } from "../../../domain/i18n/locales";
import { renderReportClauses } from "../../document-audit/render-report";
import type { DocumentAuditRun } from "../../document-audit/run-document-audit";

/**
 * A run of the engine as the landing shows it: the app report's clause shape in the reader's language,
 * each clause with its module, documents numbered by their position (there is no stored document id).
 */
export function publicAuditResult(
  run: DocumentAuditRun,
  source: PublicAuditResult["source"],
  modules: readonly string[],
  locale: AppLocale,
): PublicAuditResult {
  const moduleOf = new Map(builtinCatalogue.clauses.map((c) => [c.id, c.module]));
  const { report } = run;
  return {
    source,
    catalogueId: report.catalogueId,
    auditDate: report.auditDate,
    modules: [...modules],
    score: report.score,
    points: report.points,
    pointsAwarded: report.pointsAwarded,
    documents: report.documents.map(({ source: _source, ...d }) => d),
    unreadable: report.unreadable,
    clauses: renderReportClauses(report, locale).map((c) => ({ ...c, module: moduleOf.get(c.clauseId) ?? "" })),
  };
}
