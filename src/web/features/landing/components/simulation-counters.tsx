import { useTranslation } from "react-i18next";

interface Props {
  docs: number;
  clauses: number;
  issues: number;
}

/** The live Docs / Clauses / Issues tiles of the running audit. */
export function SimulationCounters({ docs, clauses, issues }: Props) {
  const { t } = useTranslation("landing");
  const tiles = [
    { key: "docs", value: docs, tone: "text-foreground" },
    { key: "clauses", value: clauses, tone: "text-foreground" },
    { key: "issues", value: issues, tone: issues > 0 ? "text-destructive" : "text-foreground" },
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-3" aria-live="polite">
      {tiles.map(({ key, value, tone }) => (
        <div key={key} className="rounded-lg border border-border bg-muted/40 px-3 py-2 text-center">
          <dt className="text-xs text-muted-foreground">{t(`simulation.${key}`)}</dt>
          <dd data-testid={`counter-${key}`} className={`text-2xl font-semibold tabular-nums ${tone}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
