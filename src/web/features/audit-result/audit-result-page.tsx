import { useMemo, useState } from "react";
import { Link } from "react-router";
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

  return (
    <main className="min-h-dvh bg-muted/30">
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6 md:py-12">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">Audit Results</h1>
            <p className="mt-1 text-muted-foreground">
              {SCHEME_LABEL} • Generated {formatInstantDate(result.generatedAt, undefined, "long")}
            </p>
          </div>
          <Button asChild variant="outline">
            <Link to="/">
              <ArrowLeftIcon aria-hidden="true" /> Back to Demo
            </Link>
          </Button>
        </header>

        <ResultSummary summary={result.summary} />
        <ResultFiltersBar filters={filters} onChange={setFilters} />

        <Card>
          <CardHeader>
            <CardTitle>Issues</CardTitle>
            <CardDescription aria-live="polite">
              Showing {findings.length} of {result.findings.length} issues
            </CardDescription>
          </CardHeader>
          <CardContent className="px-0 sm:px-6">
            <IssuesTable findings={findings} formatDate={formatDate} onOpenClause={setOpenClause} />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>All clause results</CardTitle>
            <CardDescription aria-live="polite">
              Showing {clauses.length} of {result.clauses.length} clauses
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
