import type { AppLocale } from "../../../../domain/i18n/locales";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import { exportFileName, reportExportContent } from "./report-export-content";
import { renderReportCsv } from "./render-report-csv";
import { renderReportPdf } from "./render-report-pdf";

/**
 * `GET /api/document-audits/:id/report.pdf` and `…/report.csv`: a finished audit's report as a file in
 * the reader's language (reading as the audit's GET does; 409 while it is not done).
 */
export async function exportDocumentAuditReport(
  db: Db,
  actor: Actor,
  { id, locale, format }: { id: string; locale: AppLocale; format: "pdf" | "csv" },
): Promise<{ fileName: string; contentType: string; body: Buffer }> {
  const content = await reportExportContent(db, actor, { id, locale });
  const name = exportFileName(content, locale);
  if (format === "csv")
    return { fileName: `${name}.csv`, contentType: "text/csv; charset=utf-8", body: renderReportCsv(content, locale) };
  return {
    fileName: `${name}.pdf`,
    contentType: "application/pdf",
    body: await renderReportPdf(content, locale, new Date()),
  };
}
