import { useTranslation } from "react-i18next";
import { sampleSummary } from "@domain/audit-demo/sample-summary";
import { sampleFindings } from "@domain/audit-demo/findings";
import { Badge } from "@/components/ui/badge";
import { formatPercent } from "@/lib/format-number";

/** The summary and issues shown once the report is generated. */
export function SimulationReport() {
  const { t } = useTranslation("landing");
  const label = t as unknown as (key: string) => string;
  const { overallPercent, counts } = sampleSummary;
  const stats = [
    { key: "overall", value: formatPercent(overallPercent) },
    { key: "nonCompliant", value: counts.nc },
    { key: "partial", value: counts.partial },
    { key: "na", value: counts.na },
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
      <p className="text-sm text-muted-foreground">
        {t("report.checked", { count: counts.total })} {t("report.issuesFound", { count: sampleFindings.length })}
      </p>
      <ul className="grid gap-2" aria-label={t("report.issuesLabel")}>
        {sampleFindings.map((f) => (
          <li key={f.clause} className="flex items-start gap-3 rounded-lg border border-border p-3">
            <Badge variant={f.severity === "NC" ? "destructive" : "warning"}>
              {t(`report.severity.${f.severity}`)}
            </Badge>
            <div className="min-w-0 text-sm">
              <p className="font-medium">
                <span className="font-mono text-muted-foreground">{f.clause}</span>{" "}
                {label(`report.findings.${f.clause.replaceAll(".", "_")}`)}
              </p>
              <p className="text-xs text-muted-foreground">
                {t("report.owner", { role: label(`report.owners.${f.ownerRole}`) })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
