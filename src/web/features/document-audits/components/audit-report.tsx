import { Download } from "lucide-react";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Verdict, verdicts } from "@domain/document-audit/contract";
import type { DocumentAuditCitationView, DocumentAuditView } from "@domain/document-audit/view";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatNumber, formatPercent } from "@/lib/format-number";
import { documentAuditReportUrl } from "@/features/document-audits/api/document-audits";
import { AskPanelSlot } from "@/lib/ask-panel-slot";
import { CitationViewerDialog } from "./citation-viewer-dialog";
import { ClauseFindings } from "./clause-findings";
import { VerdictBadge } from "./verdict-badge";

const all = "all" as const;
const verdictFilters = [all, ...verdicts];

/** A finished audit: score by points, counts by verdict, the clauses filterable by verdict, the exports. */
export function AuditReport({
  audit,
  onTrack,
}: {
  audit: DocumentAuditView;
  onTrack: ((clauseId: string, findingIndex: number) => void) | null;
}) {
  const { t } = useTranslation("document-audits");
  const [filter, setFilter] = useState<Verdict | typeof all>(all);
  const [citation, setCitation] = useState<DocumentAuditCitationView | null>(null);
  const counts = Object.fromEntries(verdicts.map((v) => [v, audit.clauses.filter((c) => c.verdict === v).length]));
  const shown = filter === all ? audit.clauses : audit.clauses.filter((c) => c.verdict === filter);
  const pointsOf = (clause: DocumentAuditView["clauses"][number]) =>
    `${formatNumber(clause.pointsAwarded, { maximumFractionDigits: 1 })}/${formatNumber(clause.points)}`;

  return (
    <div className="grid grid-cols-1 gap-4" data-testid="document-audit-report">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm text-muted-foreground">{t("report.score")}</p>
          <p className="text-3xl font-semibold tabular-nums" data-testid="document-audit-score">
            {formatPercent(audit.score, 1)}
          </p>
          <p className="text-xs text-muted-foreground">
            {t("report.points", {
              awarded: formatNumber(audit.pointsAwarded, { maximumFractionDigits: 1 }),
              total: formatNumber(audit.points),
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild>
            <a href={documentAuditReportUrl(audit.id, "pdf")} download data-testid="document-audit-export-pdf">
              <Download aria-hidden /> {t("report.exportPdf")}
            </a>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a href={documentAuditReportUrl(audit.id, "csv")} download data-testid="document-audit-export-csv">
              <Download aria-hidden /> {t("report.exportCsv")}
            </a>
          </Button>
        </div>
      </div>

      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t("report.filter")}</legend>
        {verdictFilters.map((v) => (
          <Button
            key={v}
            variant={filter === v ? "default" : "outline"}
            size="sm"
            aria-pressed={filter === v}
            onClick={() => setFilter(v)}
          >
            {v === all ? t("report.all", { count: audit.clauses.length }) : `${t(`verdict.${v}`)} (${counts[v]})`}
          </Button>
        ))}
      </fieldset>

      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("report.columns.code")}</TableHead>
            <TableHead>{t("report.columns.title")}</TableHead>
            <TableHead className="hidden sm:table-cell">{t("report.columns.verdict")}</TableHead>
            <TableHead className="hidden text-right sm:table-cell">{t("report.columns.points")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((clause) => (
            <Fragment key={clause.clauseId}>
              <TableRow data-testid="document-audit-clause" data-verdict={clause.verdict}>
                <TableCell className="whitespace-nowrap font-mono text-xs">{clause.code}</TableCell>
                {/* On a phone the verdict and points sit under the title, so the table and the findings under it
                    fit the screen instead of scrolling sideways with their citations out of sight. */}
                <TableCell className="whitespace-normal sm:min-w-48">
                  {clause.title}
                  <div className="mt-1 flex flex-wrap items-center gap-2 sm:hidden">
                    <VerdictBadge verdict={clause.verdict} />
                    <span className="text-xs tabular-nums text-muted-foreground">{pointsOf(clause)}</span>
                  </div>
                </TableCell>
                <TableCell className="hidden sm:table-cell">
                  <VerdictBadge verdict={clause.verdict} />
                </TableCell>
                <TableCell className="hidden text-right tabular-nums sm:table-cell">{pointsOf(clause)}</TableCell>
              </TableRow>
              {clause.findings.length > 0 || clause.citations.length > 0 ? (
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={4} className="whitespace-normal pt-0">
                    <ClauseFindings
                      clause={clause}
                      onCite={setCitation}
                      onTrack={onTrack ? (i) => onTrack(clause.clauseId, i) : null}
                    />
                  </TableCell>
                </TableRow>
              ) : null}
            </Fragment>
          ))}
          {shown.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4} className="text-center text-muted-foreground">
                {t("report.noneWithVerdict")}
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      <AskPanelSlot
        heading={t("report.ask.title")}
        description={t("report.ask.description")}
        className="rounded-lg border p-4"
      />
      <CitationViewerDialog
        auditId={audit.id}
        documents={audit.documents}
        citation={citation}
        onOpenChange={(open) => !open && setCitation(null)}
      />
    </div>
  );
}
