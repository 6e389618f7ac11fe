import type { ClauseAreaRow } from "@domain/overview/clause-areas";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DueStatusBadge } from "./due-status-badge";

/** Readiness by Clause: one row per clause area of the site's applicable clauses. */
export function ClauseReadinessCard({ rows }: { rows: ClauseAreaRow[] }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Readiness by Clause</CardTitle>
        <CardDescription>Clause areas of this site's scope</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border" aria-label="Readiness by clause area">
          {rows.map((row) => (
            <li key={row.tag} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{row.area}</p>
                <p className="text-xs text-muted-foreground">
                  {row.total} {row.total === 1 ? "clause" : "clauses"}
                  {row.overdue > 0 && <span className="text-destructive"> · {row.overdue} overdue</span>}
                  {row.due > 0 && <span> · {row.due} due soon</span>}
                </p>
              </div>
              <DueStatusBadge status={row.status} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
