import { useTranslation } from "react-i18next";
import type { PublicAuditResult } from "@domain/audit-demo/public-audit";
import { issuesOf, summarisePublicResult } from "@domain/audit-demo/public-result-summary";
import { Badge } from "@/components/ui/badge";
import { formatPercent } from "@/lib/format-number";

const SHOWN = 5;

/** The engine's summary and its worst issues, once the report is generated. */
export function SimulationReport({ result }: { result: PublicAuditResult }) {
  const { t } = useTranslation("landing");
  const summary = summarisePublicResult(result);
  const issues = issuesOf(result.clauses);
  const stats = [
    { key: "overall", value: formatPercent(summary.overall, 1) },
    { key: "nonCompliant", value: summary.counts.non_compliant },
    { key: "partial", value: summary.counts.partial },
    { key: "noEvidence", value: summary.counts.no_evidence },
  ] as const;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map(({ key, value }) => (
          <div key={key} className="rounded-lg border border-border bg-muted/40 px-3 py-2">
            <dt className="text-xs text-muted-foreground">{t(`report.${key}`)}</dt>
            <dd className="text-xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {result.unreadable.length > 0 && (
        <p role="alert" className="text-sm text-destructive">
          {t("report.unreadable", {
            count: result.unreadable.length,
            names: result.unreadable.map((u) => u.name).join(", "),
          })}
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        {t("report.checked", { count: summary.checked })} {t("report.issuesFound", { count: issues.length })}
      </p>
      <ul className="grid gap-2" aria-label={t("report.issuesLabel")}>
        {issues.slice(0, SHOWN).map((c) => (
          <li key={c.clauseId} className="flex items-start gap-3 rounded-lg border border-border p-3">
            <Badge variant={c.verdict === "partial" ? "warning" : "destructive"}>
              {t(`report.verdict.${c.verdict}`)}
            </Badge>
            <div className="min-w-0 text-sm">
              <p className="font-medium">
                <span className="font-mono text-muted-foreground">{c.code}</span> {c.title}
              </p>
              {c.findings[0] && <p className="text-xs text-muted-foreground">{c.findings[0].text}</p>}
            </div>
          </li>
        ))}
      </ul>
      {issues.length > SHOWN && (
        <p className="text-xs text-muted-foreground">{t("report.more", { count: issues.length - SHOWN })}</p>
      )}
    </div>
  );
}
