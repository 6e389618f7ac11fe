import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { RecentIncident } from "@domain/schemas/overview";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatInstantDate } from "@/lib/format-date";

const severityVariant = { low: "secondary", medium: "warning", high: "destructive", critical: "destructive" } as const;

/** Recent Incidents: those reported in the period, newest first. */
export function RecentIncidentsCard({ incidents, days }: { incidents: RecentIncident[]; days: number }) {
  const { t } = useTranslation("overview");
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{t("incidents.title")}</CardTitle>
        <CardDescription>{t("incidents.description", { count: days })}</CardDescription>
      </CardHeader>
      <CardContent>
        {incidents.length === 0 ? (
          <p className="py-4 text-sm text-muted-foreground">{t("incidents.empty")}</p>
        ) : (
          <ul className="divide-y divide-border">
            {incidents.map((i) => (
              <li key={i.id} className="py-2.5">
                <Link to={i.url} className="group block space-y-1">
                  <p className="text-sm font-medium group-hover:underline">{i.title}</p>
                  <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <Badge variant={severityVariant[i.severity]}>{t(`incidents.severity.${i.severity}`)}</Badge>
                    <span>{t(`incidents.status.${i.status}`)}</span>
                    <span>· {i.clauseId}</span>
                    <span>· {formatInstantDate(i.reportedAt, undefined, "short")}</span>
                    {i.capaOverdue && (
                      <span className="font-medium text-destructive">· {t("incidents.capaOverdue")}</span>
                    )}
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
