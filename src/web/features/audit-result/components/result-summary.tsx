import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { auditModules, moduleLabels, type AuditSummary } from "@domain/audit-demo/types";

/** Overall score, score per module and counts by status. */
export function ResultSummary({ summary }: { summary: AuditSummary }) {
  const { overallPercent, modules, counts } = summary;
  const tallies = [
    { label: "Non-compliant", value: counts.nc, tone: "text-destructive" },
    { label: "Partial", value: counts.partial, tone: "text-warning" },
    { label: "Not applicable", value: counts.na, tone: "text-muted-foreground" },
    { label: "Clauses checked", value: counts.total, tone: "text-foreground" },
  ];

  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card className="gap-3">
        <CardHeader>
          <CardDescription>Overall score</CardDescription>
          <CardTitle className="text-4xl font-bold tracking-tight">{overallPercent}%</CardTitle>
        </CardHeader>
        <CardContent>
          <Progress value={overallPercent} aria-label="Overall score" />
        </CardContent>
      </Card>
      <Card className="gap-3">
        <CardHeader>
          <CardDescription>Score by module</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-2 text-sm">
            {auditModules.map((m) => (
              <div key={m} className="flex items-center justify-between gap-3">
                <dt>{moduleLabels[m]}</dt>
                <dd className="font-medium tabular-nums">{modules[m]}%</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card className="gap-3">
        <CardHeader>
          <CardDescription>Findings</CardDescription>
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
