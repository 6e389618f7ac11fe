import { useTranslation } from "react-i18next";
import { CalendarClock, Plus, Square } from "lucide-react";
import { toast } from "@/lib/toast";
import { siteToday } from "@domain/dates";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toastApiError } from "@/lib/api-errors";
import { formatDate } from "@/lib/format-date";
import { useCreateLogSchedule, useEndLogSchedule, useLogSchedules } from "@/features/sites/api/schedules";
import { NewScheduleDialog } from "./new-schedule-dialog";
import { describeRhythm } from "./schedule-rhythm";

/** A site's log schedules, and those its clauses suggest, which a manager adds in one tap (decision 126). */
export function LogSchedulesCard({
  siteId,
  timezone,
  canManage,
}: {
  siteId: string;
  timezone: string;
  canManage: boolean;
}) {
  const { t } = useTranslation("sites");
  const { t: tc } = useTranslation("common");
  const { data } = useLogSchedules(siteId);
  const create = useCreateLogSchedule(siteId);
  const end = useEndLogSchedule(siteId);
  const today = siteToday(timezone);
  const active = (data?.schedules ?? []).filter((s) => !s.endsOn || s.endsOn >= today);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarClock className="size-4" aria-hidden /> {t("schedules.title")}
        </CardTitle>
        <CardDescription>{t("schedules.description")}</CardDescription>
        {canManage ? (
          <div>
            <NewScheduleDialog siteId={siteId} timezone={timezone} />
          </div>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-5">
        {!data ? <Skeleton className="h-24" /> : null}
        {data && !active.length ? <p className="text-sm text-muted-foreground">{t("schedules.none")}</p> : null}
        {active.length ? (
          <ul className="divide-y" data-testid="log-schedules">
            {active.map((schedule) => (
              <li key={schedule.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium">{schedule.formName}</p>
                  <p className="text-sm">{describeRhythm(t, schedule.frequency)}</p>
                  <p className="text-xs text-muted-foreground">
                    {t("schedules.since", {
                      date: formatDate(schedule.startsOn),
                      role: tc(`roles.${schedule.ownerRole}`),
                    })}
                  </p>
                </div>
                {canManage ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t("schedules.stopLabel", { form: schedule.formName })}
                    disabled={end.isPending}
                    onClick={() =>
                      end.mutate(
                        { id: schedule.id, endsOn: today },
                        {
                          onSuccess: () =>
                            toast.success(t("schedules.stopped"), {
                              description: t("schedules.stoppedDescription", { form: schedule.formName }),
                            }),
                          onError: (error) => toastApiError(error, t("schedules.stopFailed")),
                        },
                      )
                    }
                  >
                    <Square aria-hidden /> {t("schedules.stop")}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {canManage && data?.proposals.length ? (
          <div className="space-y-2">
            <h3 className="text-sm font-medium">{t("schedules.proposalsTitle")}</h3>
            <ul className="divide-y rounded-md border" data-testid="schedule-proposals">
              {data.proposals.map((proposal) => (
                <li key={proposal.formId} className="flex flex-wrap items-center justify-between gap-3 p-3">
                  <div className="min-w-0">
                    <p className="font-medium">{proposal.formName}</p>
                    <p className="text-sm">{describeRhythm(t, proposal.frequency)}</p>
                    <p className="text-xs text-muted-foreground">
                      {t("schedules.proposalClauses", {
                        clauses: proposal.clauseIds.join(", "),
                        role: tc(`roles.${proposal.ownerRole}`),
                      })}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    aria-label={t("schedules.addLabel", { form: proposal.formName })}
                    disabled={create.isPending}
                    onClick={() =>
                      create.mutate(
                        { formId: proposal.formId, frequency: proposal.frequency, ownerRole: proposal.ownerRole },
                        {
                          onSuccess: () =>
                            toast.success(t("schedules.added"), {
                              description: t("schedules.addedDescription", { form: proposal.formName }),
                            }),
                          onError: (error) => toastApiError(error, t("schedules.addFailed")),
                        },
                      )
                    }
                  >
                    <Plus aria-hidden /> {t("schedules.add")}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
