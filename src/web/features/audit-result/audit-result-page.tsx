import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ArrowLeftIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { emptyFilters, filterClauses, filterFindings } from "@domain/audit-demo/filter-results";
import { SCHEME_LABEL } from "@domain/audit-demo/summary";
import type { AuditResult } from "@domain/audit-demo/types";
import { ClauseDialog } from "./components/clause-dialog";
import { ClauseResultsTable } from "./components/clause-results-table";
import { IssuesTable } from "./components/issues-table";
import { NoResults } from "./components/no-results";
import { ResultFiltersBar } from "./components/result-filters";
import { ResultSummary } from "./components/result-summary";
import { useStoredAuditResult } from "./hooks/use-stored-audit-result";
import { formatDate, formatInstantDate } from "@/lib/format-date";

export function AuditResultPage() {
  const result = useStoredAuditResult();
  return result ? <AuditResultView result={result} /> : <NoResults />;
}

function AuditResultView({ result }: { result: AuditResult }) {
  const [filters, setFilters] = useState(emptyFilters);
  const [openClause, setOpenClause] = useState<string | null>(null);
  const findings = useMemo(() => filterFindings(result.findings, result.clauses, filters), [result, filters]);
  const clauses = useMemo(() => filterClauses(result.clauses, filters), [result, filters]);
  const { t } = useTranslation("audit-result");

  return (
    <main className="min-h-dvh bg-muted/30">
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6 md:py-12">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
            <p className="mt-1 text-muted-foreground">
              {t("generated", { scheme: SCHEME_LABEL, date: formatInstantDate(result.generatedAt, undefined, "long") })}
            </p>
          </div>
          <Button asChild variant="outline">
            <Link to="/">
              <ArrowLeftIcon aria-hidden="true" /> {t("backToDemo")}
            </Link>
          </Button>
        </header>

        <ResultSummary summary={result.summary} />
        <ResultFiltersBar filters={filters} onChange={setFilters} />

        <Card>
          <CardHeader>
            <CardTitle>{t("issues.title")}</CardTitle>
            <CardDescription aria-live="polite">
              {t("issues.showing", { shown: findings.length, count: result.findings.length })}
            </CardDescription>
          </CardHeader>
          <CardContent className="px-0 sm:px-6">
            <IssuesTable findings={findings} formatDate={formatDate} onOpenClause={setOpenClause} />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t("clauses.title")}</CardTitle>
            <CardDescription aria-live="polite">
              {t("clauses.showing", { shown: clauses.length, count: result.clauses.length })}
            </CardDescription>
          </CardHeader>
          <CardContent className="px-0 sm:px-6">
            <ClauseResultsTable clauses={clauses} onOpenClause={setOpenClause} />
          </CardContent>
        </Card>
      </div>
      <ClauseDialog clause={openClause} onClose={() => setOpenClause(null)} />
    </main>
  );
}
