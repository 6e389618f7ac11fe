interface Props {
  docs: number;
  clauses: number;
  issues: number;
}

/** The live Docs / Clauses / Issues tiles of the running audit. */
export function SimulationCounters({ docs, clauses, issues }: Props) {
  const tiles = [
    { label: "Docs", value: docs, tone: "text-foreground" },
    { label: "Clauses", value: clauses, tone: "text-foreground" },
    { label: "Issues", value: issues, tone: issues > 0 ? "text-destructive" : "text-foreground" },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3" aria-live="polite">
      {tiles.map(({ label, value, tone }) => (
        <div key={label} className="rounded-lg border border-border bg-muted/40 px-3 py-2 text-center">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd data-testid={`counter-${label.toLowerCase()}`} className={`text-2xl font-semibold tabular-nums ${tone}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
