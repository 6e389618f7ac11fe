import { useTranslation } from "react-i18next";
import type { ClauseAreaRow } from "@domain/overview/clause-areas";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DueStatusBadge } from "./due-status-badge";

/** Readiness by Clause: one row per clause area of the site's applicable clauses. */
export function ClauseReadinessCard({ rows }: { rows: ClauseAreaRow[] }) {
  const { t } = useTranslation("overview");
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{t("byClause.title")}</CardTitle>
        <CardDescription>{t("byClause.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border" aria-label={t("byClause.listLabel")}>
          {rows.map((row) => (
            <li key={row.tag} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{row.area}</p>
                <p className="text-xs text-muted-foreground">
                  {t("byClause.clauses", { count: row.total })}
                  {row.overdue > 0 && (
                    <span className="text-destructive"> · {t("byClause.overdue", { count: row.overdue })}</span>
                  )}
                  {row.due > 0 && <span> · {t("byClause.dueSoon", { count: row.due })}</span>}
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
