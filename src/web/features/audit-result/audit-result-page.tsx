import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ArrowLeftIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  emptyPublicFilters,
  filterPublicClauses,
  issuesOf,
  summarisePublicResult,
} from "@domain/audit-demo/public-result-summary";
import type { StoredPublicResult } from "@domain/audit-demo/stored-public-result";
import { ClauseResultsTable } from "./components/clause-results-table";
import { IssuesTable } from "./components/issues-table";
import { NoResults } from "./components/no-results";
import { ResultFiltersBar } from "./components/result-filters";
import { ResultSummary } from "./components/result-summary";
import { useStoredAuditResult } from "./hooks/use-stored-audit-result";
import { formatDate, formatInstantDate } from "@/lib/format-date";

export function AuditResultPage() {
  const stored = useStoredAuditResult();
  return stored ? <AuditResultView stored={stored} /> : <NoResults />;
}

function AuditResultView({ stored }: { stored: StoredPublicResult }) {
  const { result } = stored;
  const [filters, setFilters] = useState(emptyPublicFilters);
  const summary = useMemo(() => summarisePublicResult(result), [result]);
  const clauses = useMemo(() => filterPublicClauses(result.clauses, filters), [result, filters]);
  const allIssues = useMemo(() => issuesOf(result.clauses), [result]);
  const issues = useMemo(() => issuesOf(clauses), [clauses]);
  const { t } = useTranslation("audit-result");
  const moduleName = t as unknown as (key: string) => string;

  return (
    <main className="min-h-dvh bg-muted/30">
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6 md:py-12">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
            <p className="mt-1 text-muted-foreground">
              {t("generated", { date: formatInstantDate(stored.generatedAt, undefined, "long") })}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              {t(result.source === "sample" ? "scopeSample" : "scopeUpload", {
                modules: result.modules.map((m) => moduleName(`modules.${m}`)).join(" + "),
                date: formatDate(result.auditDate, "long"),
                count: result.documents.length,
              })}
            </p>
          </div>
          <Button asChild variant="outline">
            <Link to="/">
              <ArrowLeftIcon aria-hidden="true" /> {t("backToDemo")}
            </Link>
          </Button>
        </header>

        {result.unreadable.length > 0 && (
          <Card>
            <CardHeader>
              <CardTitle>{t("unreadable.title", { count: result.unreadable.length })}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-1 text-sm">
                {result.unreadable.map((u) => (
                  <li key={u.name}>
                    <span className="font-medium">{u.name}</span> — {t(`unreadable.${u.reason}`)}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        )}

        <ResultSummary summary={summary} />
        <ResultFiltersBar filters={filters} modules={result.modules} onChange={setFilters} />

        <Card>
          <CardHeader>
            <CardTitle>{t("issues.title")}</CardTitle>
            <CardDescription aria-live="polite">
              {t("issues.showing", { shown: issues.length, count: allIssues.length })}
            </CardDescription>
          </CardHeader>
          <CardContent className="px-0 sm:px-6">
            <IssuesTable issues={issues} />
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
            <ClauseResultsTable clauses={clauses} />
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
