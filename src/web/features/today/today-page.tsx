import { type ComponentType, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { AlertTriangle, CheckCircle2, Clock, PenLine } from "lucide-react";
import { addCalendarDays, siteToday } from "@domain/dates";
import { recordTypes, type RecordType } from "@domain/records/catalogue";
import type { ExpectedLogView } from "@domain/schemas/schedules";
import { PageHeader } from "@/components/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate, formatTime } from "@/lib/format-date";
import { useCan } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import { useExpectedLogs } from "./api/expected-logs";

/** How far back the screen looks for logs nobody filled. */
const MISSED_DAYS = 7;

const isLogForm = (formId: string): formId is RecordType => (recordTypes as readonly string[]).includes(formId);

/**
 * /app/today — for QA technicians and supervisors on a phone: the current site's logs due today and those
 * already overdue, each one tap from its form; what was done today; and what nobody filled this week.
 */
/** The log form the app gives the screen (the records area's New Record dialog). */
export type FillDialog = ComponentType<{
  siteId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialType?: RecordType;
  /** A custom form's id: the dialog renders that form (issue 19). */
  initialFormId?: string;
}>;

export function TodayPage({ fillDialog: FillLogDialog }: { fillDialog: FillDialog }) {
  const { t } = useTranslation("today");
  const site = useCurrentSite();
  const today = site ? siteToday(site.timezone) : "";
  const from = today ? addCalendarDays(today, -MISSED_DAYS) : "";
  const { data, error, isPending } = useExpectedLogs(site?.id ?? "", from, today);
  const canFill = useCan("records.create");
  // The form of the log being filled: a built-in form's id is its type, a custom form's its id.
  const [filling, setFilling] = useState<string | null>(null);

  const items = data?.items ?? [];
  const todays = items.filter((i) => i.date === today && i.status !== "not_operating");
  const toDo = todays.filter((i) => i.status === "due" || i.status === "missing");
  const done = todays.filter((i) => i.status === "done" || i.status === "late");
  const missed = items.filter((i) => i.date < today && i.status === "missing").reverse();
  const closedToday = items.some((i) => i.date === today && i.status === "not_operating") && !todays.length;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title={t("title")}
        description={site ? t("subtitle", { site: site.name, date: formatDate(today, "long") }) : undefined}
      />
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error.message}</AlertDescription>
        </Alert>
      )}
      {isPending && !error ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>{t("toDo.title", { count: toDo.length })}</CardTitle>
            </CardHeader>
            <CardContent>
              {toDo.length ? (
                <ul className="divide-y">
                  {toDo.map((item) => (
                    <LogRow key={`${item.scheduleId}-${item.due}`} item={item}>
                      {canFill ? (
                        <Button className="min-h-11" onClick={() => setFilling(item.formId)}>
                          <PenLine aria-hidden /> {t("fill")}
                        </Button>
                      ) : null}
                    </LogRow>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">
                  {closedToday ? t("toDo.closed") : items.length ? t("toDo.none") : t("toDo.noSchedules")}
                </p>
              )}
            </CardContent>
          </Card>

          {done.length ? (
            <Card>
              <CardHeader>
                <CardTitle>{t("done.title", { count: done.length })}</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="divide-y">
                  {done.map((item) => (
                    <LogRow key={`${item.scheduleId}-${item.due}`} item={item} />
                  ))}
                </ul>
              </CardContent>
            </Card>
          ) : null}

          <Card>
            <CardHeader>
              <CardTitle>{t("missed.title", { count: missed.length, days: MISSED_DAYS })}</CardTitle>
            </CardHeader>
            <CardContent>
              {missed.length ? (
                <ul className="divide-y">
                  {missed.map((item) => (
                    <LogRow key={`${item.scheduleId}-${item.due}`} item={item} showDate />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">{t("missed.none", { days: MISSED_DAYS })}</p>
              )}
            </CardContent>
          </Card>
        </>
      )}
      {site ? (
        <FillLogDialog
          key={filling ?? "none"}
          siteId={site.id}
          open={!!filling}
          onOpenChange={(open) => !open && setFilling(null)}
          initialType={filling && isLogForm(filling) ? filling : undefined}
          initialFormId={filling && !isLogForm(filling) ? filling : undefined}
        />
      ) : null}
    </div>
  );
}

/** One expected log: its form, shift and due time, and its state in words and an icon (never colour alone). */
function LogRow({ item, showDate, children }: { item: ExpectedLogView; showDate?: boolean; children?: ReactNode }) {
  const { t } = useTranslation("today");
  const state = {
    due: { icon: Clock, variant: "outline" as const },
    missing: { icon: AlertTriangle, variant: "destructive" as const },
    late: { icon: CheckCircle2, variant: "warning" as const },
    done: { icon: CheckCircle2, variant: "success" as const },
    not_operating: { icon: Clock, variant: "secondary" as const },
  }[item.status];
  const Icon = state.icon;
  const time = formatTime(item.due);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium">
          {item.formName}
          {item.shift ? <span className="text-muted-foreground"> · {item.shift}</span> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {showDate
            ? t("when.missedOn", { date: formatDate(item.date, "short"), time })
            : item.status === "not_operating"
              ? null
              : t(`when.${item.status}`, { when: time })}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Badge variant={state.variant}>
          <Icon aria-hidden /> {t(`status.${item.status}`)}
        </Badge>
        {children}
      </div>
    </li>
  );
}
