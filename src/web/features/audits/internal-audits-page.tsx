import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { AlertTriangle, CalendarClock, CalendarPlus, ClipboardCheck, Gauge } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useCan } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import { internalAuditStats } from "@domain/audits/internal-audit-stats";
import { internalAuditsTab, type InternalAuditsTab } from "@domain/audits/internal-audits-screen";
import { useChecklist, useFindings, useInternalAudits } from "./api/internal-audits";
import { isMissingItem, useDeepLink, useMissingLink, useScrollToLinked } from "@/lib/use-deep-link";
import { ActiveChecklist } from "./components/active-checklist";
import { AuditScheduleTable } from "./components/audit-schedule-table";
import { FindingsTable } from "./components/findings-table";
import { PageHeader } from "@/components/page-header";
import { ScheduleInternalAuditDialog } from "./components/schedule-internal-audit-dialog";
import { StatCard } from "@/components/stat-card";
import { formatDate } from "@/lib/format-date";
import { formatPercent } from "@/lib/format-number";

/** /app/audits/internal — Audit Schedule, Active Checklist and Findings for the current site. */
export function InternalAuditsPage() {
  const { t } = useTranslation("audits");
  const site = useCurrentSite();
  const siteId = site?.id ?? "";
  const audits = useInternalAudits(siteId);
  const findings = useFindings(siteId);
  const canRun = useCan("audits.run");
  const [params, setParams] = useSearchParams();
  // The address holds where the user is, so a reload or a shared link lands there: ?tab=checklist&audit=<id>
  // opens that audit's checklist; ?tab=findings&finding=<id> highlights that finding (?audit= alone opens the
  // checklist, as dashboard links do).
  const [linkedAudit, clearAudit] = useDeepLink("audit");
  const [linkedFinding, clearFinding] = useDeepLink("finding");
  const tab = internalAuditsTab(params.get("tab"), { audit: linkedAudit, finding: linkedFinding });
  const [scheduling, setScheduling] = useState(false);

  const linkedChecklist = useChecklist(linkedAudit);
  useMissingLink(linkedAudit, isMissingItem(linkedChecklist.error), clearAudit);
  const findingMissing = !!linkedFinding && !!findings.data && !findings.data.some((f) => f.id === linkedFinding);
  useMissingLink(linkedFinding, findingMissing, clearFinding);
  useScrollToLinked(linkedFinding, tab === "findings" && !!findings.data);

  /** Writes the tab and the audit into the address (replacing the entry: tabs are not pages of history). */
  const go = useCallback(
    (next: { tab: InternalAuditsTab; audit?: string }) =>
      setParams(
        (current) => {
          const rest = new URLSearchParams(current);
          rest.set("tab", next.tab);
          if (next.audit) rest.set("audit", next.audit);
          // The highlighted finding belongs to the Findings tab only.
          if (next.tab !== "findings") rest.delete("finding");
          return rest;
        },
        { replace: true },
      ),
    [setParams],
  );
  const changeTab = (next: string) => go({ tab: next as InternalAuditsTab });
  const select = (id: string) => go({ tab: "checklist", audit: id });

  const list = audits.data ?? [];
  // A linked audit opens even when it is not in this site's schedule (the checklist is fetched by id).
  const active =
    linkedAudit && !linkedChecklist.error ? linkedAudit : (list.find((a) => a.status === "in-progress")?.id ?? null);
  const open = select;
  const stats = internalAuditStats(list, findings.data ?? [], new Date(), site?.timezone ?? "UTC");

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("internal.title")}
        description={t("internal.description", { site: site?.name ?? t("internal.thisSite") })}
        actions={
          canRun ? (
            <Button onClick={() => setScheduling(true)}>
              <CalendarPlus aria-hidden /> {t("internal.schedule")}
            </Button>
          ) : null
        }
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={t("internal.stats.scheduled")}
          value={stats.scheduled}
          hint={t("internal.stats.scheduledHint")}
          icon={CalendarClock}
        />
        <StatCard
          label={t("internal.stats.inProgress")}
          value={stats.inProgress}
          hint={t("internal.stats.inProgressHint")}
          icon={ClipboardCheck}
        />
        <StatCard
          label={t("internal.stats.lastScore")}
          value={formatPercent(stats.lastCompleted?.percent, 1)}
          hint={
            stats.lastCompleted
              ? t("internal.stats.completedOn", { date: formatDate(stats.lastCompleted.completedOn) })
              : t("internal.stats.noCompleted")
          }
          icon={Gauge}
        />
        <StatCard
          label={t("internal.stats.openFindings")}
          value={stats.openFindings}
          hint={t("internal.stats.overdue", { count: stats.overdueFindings })}
          icon={AlertTriangle}
        />
      </div>
      {audits.error ? (
        <Alert variant="destructive">
          <AlertDescription>{audits.error.message}</AlertDescription>
        </Alert>
      ) : null}
      <Tabs value={tab} onValueChange={changeTab}>
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="schedule">{t("internal.tabs.schedule")}</TabsTrigger>
          <TabsTrigger value="checklist">{t("internal.tabs.checklist")}</TabsTrigger>
          <TabsTrigger value="findings">{t("internal.tabs.findings")}</TabsTrigger>
        </TabsList>
        <TabsContent value="schedule" className="mt-4">
          {audits.data ? <AuditScheduleTable audits={list} onOpen={open} /> : <Skeleton className="h-48" />}
        </TabsContent>
        <TabsContent value="checklist" className="mt-4">
          {audits.data ? (
            <ActiveChecklist audits={list} auditId={active} onSelect={select} />
          ) : (
            <Skeleton className="h-48" />
          )}
        </TabsContent>
        <TabsContent value="findings" className="mt-4">
          {findings.data ? (
            <FindingsTable findings={findings.data} linkedId={linkedFinding} />
          ) : (
            <Skeleton className="h-48" />
          )}
        </TabsContent>
      </Tabs>
      {siteId ? <ScheduleInternalAuditDialog open={scheduling} onOpenChange={setScheduling} siteId={siteId} /> : null}
    </div>
  );
}
