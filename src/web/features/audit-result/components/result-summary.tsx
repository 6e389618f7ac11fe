import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { formatPercent } from "@/lib/format-number";
import { auditModules, type AuditSummary } from "@domain/audit-demo/types";

/** Overall score, score per module and counts by status. */
export function ResultSummary({ summary }: { summary: AuditSummary }) {
  const { overallPercent, modules, counts } = summary;
  const { t } = useTranslation("audit-result");
  const tallies = [
    { label: t("status.nc"), value: counts.nc, tone: "text-destructive" },
    { label: t("status.partial"), value: counts.partial, tone: "text-warning" },
    { label: t("status.na"), value: counts.na, tone: "text-muted-foreground" },
    { label: t("summary.checked"), value: counts.total, tone: "text-foreground" },
  ];

  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card className="gap-3">
        <CardHeader>
          <CardDescription>{t("summary.overall")}</CardDescription>
          <CardTitle className="text-4xl font-bold tracking-tight">{formatPercent(overallPercent)}</CardTitle>
        </CardHeader>
        <CardContent>
          <Progress value={overallPercent} aria-label={t("summary.overall")} />
        </CardContent>
      </Card>
      <Card className="gap-3">
        <CardHeader>
          <CardDescription>{t("summary.byModule")}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-2 text-sm">
            {auditModules.map((m) => (
              <div key={m} className="flex items-center justify-between gap-3">
                <dt>{t(`modules.${m}`)}</dt>
                <dd className="font-medium tabular-nums">{formatPercent(modules[m])}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card className="gap-3">
        <CardHeader>
          <CardDescription>{t("summary.findings")}</CardDescription>
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
