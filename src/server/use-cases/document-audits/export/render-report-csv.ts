import { writeCsv, type CsvCell } from "../../../../domain/csv/write-csv";
import { documentNameIn } from "../clausewise-records";
import type { AppLocale } from "../../../../domain/i18n/locales";
import { t } from "../../../i18n/catalogue";
import { locatorLabel, type ReportExportContent } from "./report-export-content";

/** The CSV's columns, in this order (README, Document audits): headers in the reader's language. */
export const reportCsvColumns = [
  "organisation",
  "site",
  "auditDate",
  "catalogue",
  "clause",
  "title",
  "verdict",
  "pointsAwarded",
  "points",
  "finding",
  "action",
  "tracked",
  "document",
  "locator",
  "quote",
] as const;

/**
 * A finished document audit as CSV (through the one CSV writer, formulas neutralised): a first row with
 * the overall score by points, then one row per citation of each finding of each clause (a finding
 * without citations on one row). A clause without findings shows the evidence its verdict rests on, one
 * row per citation with the finding columns empty (as the report screen does), or one row when none.
 */
export function renderReportCsv(content: ReportExportContent, locale: AppLocale): Buffer {
  const context = [content.organisation, content.site.name, content.auditDate, content.catalogue];
  const verdict = (v: string) => t(locale, `pdf:documentAudit.verdict.${v}` as "pdf:documentAudit.verdict.compliant");
  const cite = (c: ReportExportContent["clauses"][number]["citations"][number] | undefined): CsvCell[] =>
    c ? [documentNameIn(locale, c.document), locatorLabel(c.locator, locale), c.quote] : ["", "", ""];
  const rows: CsvCell[][] = [
    [
      ...context,
      "",
      t(locale, "pdf:documentAudit.overall"),
      "",
      content.pointsAwarded,
      content.points,
      "",
      "",
      "",
      "",
      "",
      "",
    ],
  ];
  for (const clause of content.clauses) {
    const head = [...context, clause.code, clause.title, verdict(clause.verdict), clause.pointsAwarded, clause.points];
    const lines: CsvCell[][] = [];
    for (const finding of clause.findings) {
      const about = [
        finding.text,
        finding.action,
        finding.trackedFindingId ? t(locale, "pdf:documentAudit.tracked") : "",
      ];
      const citations = finding.citations.length > 0 ? finding.citations : [undefined];
      for (const c of citations) lines.push([...head, ...about, ...cite(c)]);
    }
    if (clause.findings.length === 0) for (const c of clause.citations) lines.push([...head, "", "", "", ...cite(c)]);
    rows.push(...(lines.length > 0 ? lines : [[...head, "", "", "", ...cite(undefined)]]));
  }
  const header = reportCsvColumns.map((column) => t(locale, `pdf:documentAudit.column.${column}`));
  return Buffer.from(writeCsv(header, rows), "utf8");
}
