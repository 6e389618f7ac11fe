import { useTranslation } from "react-i18next";
import type { PublicResultSummary } from "@domain/audit-demo/public-result-summary";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { formatPercent } from "@/lib/format-number";

/** Overall score, score per module and counts by verdict — all computed from the clause rows. */
export function ResultSummary({ summary }: { summary: PublicResultSummary }) {
  const { t } = useTranslation("audit-result");
  const moduleName = t as unknown as (key: string) => string;
  const tallies = [
    { label: t("verdict.non_compliant"), value: summary.counts.non_compliant, tone: "text-destructive" },
    { label: t("verdict.no_evidence"), value: summary.counts.no_evidence, tone: "text-destructive" },
    { label: t("verdict.partial"), value: summary.counts.partial, tone: "text-warning-text" },
    { label: t("verdict.compliant"), value: summary.counts.compliant, tone: "text-success" },
  ];

  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card className="gap-3">
        <CardHeader>
          <CardDescription>{t("summary.overall")}</CardDescription>
          <CardTitle data-testid="overall-score" className="text-4xl font-bold tracking-tight">
            {formatPercent(summary.overall, 1)}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Progress value={summary.overall ?? 0} aria-label={t("summary.overall")} />
        </CardContent>
      </Card>
      <Card className="gap-3">
        <CardHeader>
          <CardDescription>{t("summary.byModule")}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-2 text-sm">
            {summary.modules.map((m) => (
              <div key={m.module} className="flex items-center justify-between gap-3">
                <dt>{moduleName(`modules.${m.module}`)}</dt>
                <dd className="font-medium tabular-nums">{formatPercent(m.percent, 1)}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card className="gap-3">
        <CardHeader>
          <CardDescription>{t("summary.findings", { count: summary.checked })}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-3">
            {tallies.map(({ label, value, tone }) => (
              <div key={label}>
                <dd className={`text-2xl font-semibold tabular-nums ${tone}`}>{value}</dd>
                <dt className="text-xs text-muted-foreground">{label}</dt>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
