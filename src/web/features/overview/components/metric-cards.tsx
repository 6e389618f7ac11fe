import type { ReactNode } from "react";
import { AlertTriangle, ClipboardCheck, GaugeCircle, GraduationCap, type LucideIcon } from "lucide-react";
import type { OverviewView } from "@domain/schemas/overview";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Trend } from "./trend";
import { useTranslation } from "react-i18next";
import { formatPercent } from "@/lib/format-number";

function MetricCard({
  label,
  icon: Icon,
  value,
  children,
  testId,
}: {
  label: string;
  icon: LucideIcon;
  value: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card className="gap-3 py-5" data-testid={testId}>
      <CardContent className="space-y-2 px-5">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <span className="rounded-lg bg-primary/10 p-2 text-primary">
            <Icon className="size-4" aria-hidden />
          </span>
        </div>
        <p className="text-3xl font-semibold tracking-tight tabular-nums">{value}</p>
        {children}
      </CardContent>
    </Card>
  );
}

/** The four cards: Readiness Score, Records to Verify, Training Coverage, Open Deviations. */
export function MetricCards({ metrics, days }: { metrics: OverviewView["metrics"]; days: number }) {
  const { readinessScore, recordsToVerify, trainingCoverage, openDeviations } = metrics;
  const { t } = useTranslation("overview");
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <MetricCard
        label={t("metrics.readiness")}
        icon={GaugeCircle}
        testId="metric-readiness"
        value={
          <>
            {readinessScore.value}
            <span className="text-base font-normal text-muted-foreground">/100</span>
          </>
        }
      >
        <Progress value={readinessScore.value} aria-label={t("metrics.readiness")} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Trend value={readinessScore.trend} goodWhenUp days={days} />
          <span className="text-xs text-muted-foreground">
            {t("metrics.target", { target: readinessScore.target })}
          </span>
        </div>
      </MetricCard>
      <MetricCard
        label={t("metrics.recordsToVerify")}
        icon={ClipboardCheck}
        testId="metric-records"
        value={recordsToVerify.value}
      >
        <p className="text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{recordsToVerify.dueWithin7Days}</span>{" "}
          {t("metrics.dueWithin7Days", { count: recordsToVerify.dueWithin7Days })}
          {recordsToVerify.overdue > 0 && (
            <span className="text-destructive"> · {t("metrics.overdueCount", { count: recordsToVerify.overdue })}</span>
          )}
        </p>
        <Trend value={recordsToVerify.trend} goodWhenUp={false} days={days} />
      </MetricCard>
      <MetricCard
        label={t("metrics.trainingCoverage")}
        icon={GraduationCap}
        testId="metric-training"
        value={formatPercent(trainingCoverage.value)}
      >
        <p className="text-xs text-muted-foreground">
          {t("metrics.requiredCompleted", { completed: trainingCoverage.completed, count: trainingCoverage.required })}
        </p>
        <Trend value={trainingCoverage.trend} goodWhenUp days={days} unit={t("metrics.points")} />
      </MetricCard>
      <MetricCard
        label={t("metrics.openDeviations")}
        icon={AlertTriangle}
        testId="metric-deviations"
        value={openDeviations.value}
      >
        <p className="text-xs text-muted-foreground">
          <span className={openDeviations.overdue > 0 ? "font-medium text-destructive" : "font-medium text-foreground"}>
            {openDeviations.overdue}
          </span>{" "}
          {t("metrics.overdue", { count: openDeviations.overdue })}
        </p>
        <Trend value={openDeviations.trend} goodWhenUp={false} days={days} />
      </MetricCard>
    </div>
  );
}
