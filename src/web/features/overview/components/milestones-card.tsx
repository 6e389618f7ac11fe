import { Link } from "react-router";
import { CalendarDays } from "lucide-react";
import type { Milestone } from "@domain/schemas/overview";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format-date";

/** Upcoming Milestones: scheduled audits and certificate expiries, each opening its checklist or screen. */
export function MilestonesCard({ milestones }: { milestones: Milestone[] }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Upcoming Milestones</CardTitle>
        <CardDescription>Audits and expiries ahead</CardDescription>
      </CardHeader>
      <CardContent>
        {milestones.length === 0 ? (
          <p className="py-4 text-sm text-muted-foreground">
            Nothing scheduled. Schedule an internal audit from Audits.
          </p>
        ) : (
          <ul className="space-y-3">
            {milestones.map((m) => (
              <li key={`${m.type}:${m.id}`} className="flex items-start gap-3 rounded-lg border border-border p-3">
                <span className="rounded-md bg-primary/10 p-2 text-primary">
                  <CalendarDays className="size-4" aria-hidden />
                </span>
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Badge variant="outline">{m.type}</Badge>
                    <span className="text-xs text-muted-foreground tabular-nums">{formatDate(m.date)}</span>
                  </div>
                  <p className="text-sm font-medium">{m.title}</p>
                  <p className="text-xs text-muted-foreground">
                    {m.owner} · {m.status}
                  </p>
                  <Button size="sm" variant="outline" asChild className="mt-1 h-7">
                    <Link to={m.url}>{m.type.endsWith("Audit") ? "Open checklist" : "Open"}</Link>
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
