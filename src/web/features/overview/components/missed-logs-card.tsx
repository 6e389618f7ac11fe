import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { CalendarX2 } from "lucide-react";
import type { OverviewView } from "@domain/schemas/overview";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format-date";

/**
 * Missed logs (issue 19): each scheduled log nobody filled in the last week, naming the form and the day
 * it was expected, with the clause whose readiness it lowers; the gap an auditor asks about first.
 */
export function MissedLogsCard({ logs }: { logs: OverviewView["missedLogs"] }) {
  const { t } = useTranslation("overview");
  return (
    <Card className="gap-4" data-testid="missed-logs">
      <CardHeader>
        <CardTitle>{t("missedLogs.title")}</CardTitle>
        <CardDescription>{t("missedLogs.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {logs.length === 0 ? (
          <p className="py-4 text-sm text-muted-foreground">{t("missedLogs.empty")}</p>
        ) : (
          <ul className="divide-y divide-border" aria-label={t("missedLogs.title")}>
            {logs.map((log) => (
              <li key={`${log.scheduleId}:${log.date}`} className="py-2.5">
                <Link to="/app/today" className="group flex items-start gap-2">
                  <CalendarX2 className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
                  <span className="min-w-0 space-y-1">
                    <span className="block break-words text-sm font-medium group-hover:underline">
                      {t("missedLogs.item", { form: log.formName, date: formatDate(log.date) })}
                    </span>
                    <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      <Badge variant="destructive">{t("missedLogs.missed")}</Badge>
                      <span>{log.clauseId ?? t("missedLogs.noClause")}</span>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
