import { Link } from "react-router";
import { CalendarDays } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Milestone } from "@domain/schemas/overview";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format-date";

const typeKeys = {
  "Internal Audit": "internal",
  "3rd-Party Audit": "thirdParty",
  "Certificate Expiry": "certificate",
  "SOP Review": "sop",
} as const satisfies Record<Milestone["type"], string>;

/** Upcoming Milestones: scheduled audits and certificate expiries, each opening its checklist or screen. */
export function MilestonesCard({ milestones }: { milestones: Milestone[] }) {
  const { t } = useTranslation("overview");
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{t("milestones.title")}</CardTitle>
        <CardDescription>{t("milestones.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {milestones.length === 0 ? (
          <p className="py-4 text-sm text-muted-foreground">{t("milestones.empty")}</p>
        ) : (
          <ul className="space-y-3">
            {milestones.map((m) => (
              <li key={`${m.type}:${m.id}`} className="flex items-start gap-3 rounded-lg border border-border p-3">
                <span className="rounded-md bg-primary/10 p-2 text-primary">
                  <CalendarDays className="size-4" aria-hidden />
                </span>
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Badge variant="outline">{t(`milestones.types.${typeKeys[m.type]}`)}</Badge>
                    <span className="text-xs text-muted-foreground tabular-nums">{formatDate(m.date)}</span>
                  </div>
                  <p className="text-sm font-medium">{m.title}</p>
                  <p className="text-xs text-muted-foreground">
                    {m.owner} ·{" "}
                    {m.state === "expiring"
                      ? t("milestones.daysLeft", { count: m.daysLeft ?? 0 })
                      : t(`milestones.states.${m.state}`)}
                  </p>
                  <Button size="sm" variant="outline" asChild className="mt-1 h-7">
                    <Link to={m.url}>
                      {m.type.endsWith("Audit") ? t("milestones.openChecklist") : t("milestones.open")}
                    </Link>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
