import { sampleSummary } from "@domain/audit-demo/sample-summary";
import { sampleFindings } from "@domain/audit-demo/findings";
import { severityDisplay } from "@domain/audit-demo/severity";
import { Badge } from "@/components/ui/badge";

/** The summary and issues shown once the report is generated. */
export function SimulationReport() {
  const { overallPercent, counts } = sampleSummary;
  const stats = [
    { label: "Overall", value: `${overallPercent}%` },
    { label: "Non-compliant", value: counts.nc },
    { label: "Partial", value: counts.partial },
    { label: "N/A", value: counts.na },
  ];
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map(({ label, value }) => (
          <div key={label} className="rounded-lg border border-border bg-muted/40 px-3 py-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">
        {counts.total} clauses checked. {sampleFindings.length} issues found:
      </p>
      <ul className="grid gap-2" aria-label="Issues found">
        {sampleFindings.map((f) => (
          <li key={f.clause} className="flex items-start gap-3 rounded-lg border border-border p-3">
            <Badge variant={f.severity === "NC" ? "destructive" : "warning"}>{severityDisplay[f.severity].label}</Badge>
            <div className="min-w-0 text-sm">
              <p className="font-medium">
                <span className="font-mono text-muted-foreground">{f.clause}</span> {f.title}
              </p>
              <p className="text-xs text-muted-foreground">Owner: {f.ownerRole}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
