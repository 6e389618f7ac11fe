import { useState, type ComponentType } from "react";
import { useSearchParams } from "react-router";
import { FileStack } from "lucide-react";
import { overviewPeriods, type OverviewPeriod } from "@domain/overview/periods";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useCan } from "@/lib/use-me";
import { useCurrentSite, useSites } from "@/lib/use-sites";
import { useOverview } from "./api/get-overview";
import { ActionQueueCard } from "./components/action-queue-card";
import { ClauseReadinessCard } from "./components/clause-readiness-card";
import { MissedLogsCard } from "./components/missed-logs-card";
import { FirstRunCard } from "./components/first-run-card";
import { MetricCards } from "./components/metric-cards";
import { MilestonesCard } from "./components/milestones-card";
import { PeriodBadge } from "./components/period-badge";
import { RecentIncidentsCard } from "./components/recent-incidents-card";
import { TrainingByRoleCard } from "./components/training-by-role-card";
import { useTranslation } from "react-i18next";

const readDays = (value: string | null): OverviewPeriod => overviewPeriods.find((p) => String(p) === value) ?? 30;

/** The dialog the header's Generate Evidence Pack button opens (the audits area's, given by the app). */
export type EvidencePackDialog = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;

/** /app/overview — the current site's readiness, computed by the server from stored data. */
export function OverviewPage({
  evidencePackDialog: GenerateEvidencePackDialog,
}: {
  evidencePackDialog: EvidencePackDialog;
}) {
  const site = useCurrentSite();
  const { data: sites } = useSites();
  const [params, setParams] = useSearchParams();
  const days = readDays(params.get("days"));
  const { data, isPending, error } = useOverview(site?.id, days);
  const canGenerate = useCan("evidence.generate");
  const [packOpen, setPackOpen] = useState(false);
  const { t } = useTranslation("overview");

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">{site?.name ?? t("title")}</h1>
          <PeriodBadge
            days={days}
            onChange={(d) => setParams(d === 30 ? {} : { days: String(d) }, { replace: true })}
          />
        </div>
        {canGenerate && site && (
          <Button onClick={() => setPackOpen(true)}>
            <FileStack aria-hidden /> {t("generatePack")}
          </Button>
        )}
      </div>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error.message}</AlertDescription>
        </Alert>
      )}
      <FirstRunCard />
      {sites?.sites.length === 0 && <p className="text-sm text-muted-foreground">{t("noSite")}</p>}
      {isPending && !error && sites?.sites.length !== 0 && <OverviewSkeleton />}
      {data && (
        <>
          <MetricCards metrics={data.metrics} days={data.days} />
          <div className="grid items-start gap-4 lg:grid-cols-3 [&>*]:min-w-0">
            <div className="space-y-4 lg:col-span-2">
              <ActionQueueCard queue={data.actionQueue} />
              <div className="grid items-start gap-4 md:grid-cols-2 [&>*]:min-w-0">
                <MilestonesCard milestones={data.milestones} />
                <TrainingByRoleCard roles={data.trainingByRole} />
              </div>
            </div>
            <div className="space-y-4">
              <MissedLogsCard logs={data.missedLogs} />
              <ClauseReadinessCard rows={data.byClause} />
              <RecentIncidentsCard incidents={data.recentIncidents} days={data.days} />
            </div>
          </div>
        </>
      )}
      {canGenerate && <GenerateEvidencePackDialog open={packOpen} onOpenChange={setPackOpen} />}
    </div>
  );
}

function OverviewSkeleton() {
  const { t } = useTranslation("overview");
  return (
    <div className="space-y-4" role="status" aria-label={t("loading")}>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-36 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-80 rounded-xl" />
    </div>
  );
}
