import type { ReactNode } from "react";
import { AlertTriangle, ClipboardCheck, GaugeCircle, GraduationCap, type LucideIcon } from "lucide-react";
import type { OverviewView } from "@domain/schemas/overview";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Trend } from "./trend";

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
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <MetricCard
        label="Readiness Score"
        icon={GaugeCircle}
        testId="metric-readiness"
        value={
          <>
            {readinessScore.value}
            <span className="text-base font-normal text-muted-foreground">/100</span>
          </>
        }
      >
        <Progress value={readinessScore.value} aria-label="Readiness score" />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Trend value={readinessScore.trend} goodWhenUp days={days} />
          <span className="text-xs text-muted-foreground">Target {readinessScore.target}</span>
        </div>
      </MetricCard>
      <MetricCard label="Records to Verify" icon={ClipboardCheck} testId="metric-records" value={recordsToVerify.value}>
        <p className="text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{recordsToVerify.dueWithin7Days}</span> due within 7 days
          {recordsToVerify.overdue > 0 && (
            <span className="text-destructive"> · {recordsToVerify.overdue} overdue</span>
          )}
        </p>
        <Trend value={recordsToVerify.trend} goodWhenUp={false} days={days} />
      </MetricCard>
      <MetricCard
        label="Training Coverage"
        icon={GraduationCap}
        testId="metric-training"
        value={`${trainingCoverage.value}%`}
      >
        <p className="text-xs text-muted-foreground">
          {trainingCoverage.completed} of {trainingCoverage.required} required completed
        </p>
        <Trend value={trainingCoverage.trend} goodWhenUp days={days} unit=" pts" />
      </MetricCard>
      <MetricCard label="Open Deviations" icon={AlertTriangle} testId="metric-deviations" value={openDeviations.value}>
        <p className="text-xs text-muted-foreground">
          <span className={openDeviations.overdue > 0 ? "font-medium text-destructive" : "font-medium text-foreground"}>
            {openDeviations.overdue}
          </span>{" "}
          overdue
        </p>
        <Trend value={openDeviations.trend} goodWhenUp={false} days={days} />
      </MetricCard>
    </div>
  );
}
