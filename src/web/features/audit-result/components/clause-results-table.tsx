import { useTranslation } from "react-i18next";
import type { PublicClause } from "@domain/audit-demo/public-audit";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatNumber } from "@/lib/format-number";
import { CitationQuote } from "./citation-quote";
import { VerdictBadge } from "./verdict-badge";

/** Every clause: its verdict, the points it earned of its points, and the evidence it cites. */
export function ClauseResultsTable({ clauses }: { clauses: PublicClause[] }) {
  const { t } = useTranslation("audit-result");
  const moduleName = t as unknown as (key: string) => string;
  return (
    <Table aria-label={t("clauses.tableLabel")}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-24">{t("clauses.clause")}</TableHead>
          <TableHead>{t("clauses.module")}</TableHead>
          <TableHead>{t("clauses.requirement")}</TableHead>
          <TableHead className="text-right">{t("clauses.score")}</TableHead>
          <TableHead>{t("clauses.status")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {clauses.length === 0 && (
          <TableRow>
            <TableCell colSpan={5} className="py-8 text-center text-muted-foreground">
              {t("clauses.empty")}
            </TableCell>
          </TableRow>
        )}
        {clauses.map((c) => (
          <TableRow key={c.clauseId} data-clause={c.clauseId}>
            <TableCell className="align-top font-mono font-medium">{c.code}</TableCell>
            <TableCell className="align-top whitespace-nowrap">{moduleName(`modules.${c.module}`)}</TableCell>
            <TableCell className="min-w-56 align-top whitespace-normal">
              <p className="font-medium">{c.title}</p>
              {c.citations.length > 0 && (
                <details className="mt-1">
                  <summary className="cursor-pointer text-xs text-primary">
                    {t("clauses.evidence", { count: c.citations.length })}
                  </summary>
                  <div className="mt-2 grid gap-2">
                    {c.citations.map((citation, i) => (
                      <CitationQuote key={i} citation={citation} />
                    ))}
                  </div>
                </details>
              )}
            </TableCell>
            <TableCell className="text-right align-top font-mono tabular-nums">
              {c.verdict === "not_applicable"
                ? t("clauses.notApplicable")
                : t("clauses.scoreOutOf", { score: formatNumber(c.pointsAwarded), points: c.points })}
            </TableCell>
            <TableCell className="align-top">
              <VerdictBadge verdict={c.verdict} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
