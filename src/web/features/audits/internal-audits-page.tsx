import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { AlertTriangle, CalendarClock, CalendarPlus, ClipboardCheck, Gauge } from "lucide-react";
import { internalAuditStats } from "@domain/audits/internal-audit-stats";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useCan } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import { useChecklist, useFindings, useInternalAudits } from "./api/internal-audits";
import { isMissingItem, useDeepLink, useMissingLink, useScrollToLinked } from "@/lib/use-deep-link";
import { ActiveChecklist } from "./components/active-checklist";
import { AuditScheduleTable } from "./components/audit-schedule-table";
import { FindingsTable } from "./components/findings-table";
import { PageHeader } from "@/components/page-header";
import { ScheduleInternalAuditDialog } from "./components/schedule-internal-audit-dialog";
import { StatCard } from "@/components/stat-card";

/** /app/audits/internal — Audit Schedule, Active Checklist and Findings for the current site. */
export function InternalAuditsPage() {
  const site = useCurrentSite();
  const siteId = site?.id ?? "";
  const audits = useInternalAudits(siteId);
  const findings = useFindings(siteId);
  const canRun = useCan("audits.run");
  const [params, setParams] = useSearchParams();
  // ?audit=<id> opens that audit in the Active Checklist; ?tab=findings&finding=<id> highlights that finding.
  const [linkedAudit, clearAudit] = useDeepLink("audit");
  const [linkedFinding, clearFinding] = useDeepLink("finding");
  const tabParam = params.get("tab");
  const [tab, setTab] = useState(() =>
    linkedAudit ? "checklist" : linkedFinding || tabParam === "findings" ? "findings" : "schedule",
  );
  const [chosen, setChosen] = useState<string | null>(linkedAudit);
  const [scheduling, setScheduling] = useState(false);

  useEffect(() => {
    if (!linkedAudit) return;
    setChosen(linkedAudit);
    setTab("checklist");
  }, [linkedAudit]);
  useEffect(() => {
    if (linkedFinding || tabParam === "findings") setTab("findings");
  }, [linkedFinding, tabParam]);
  const linkedChecklist = useChecklist(linkedAudit);
  const dropAudit = useCallback(() => {
    setChosen(null);
    clearAudit();
  }, [clearAudit]);
  useMissingLink(linkedAudit, isMissingItem(linkedChecklist.error), dropAudit);
  const findingMissing = !!linkedFinding && !!findings.data && !findings.data.some((f) => f.id === linkedFinding);
  useMissingLink(linkedFinding, findingMissing, clearFinding);
  useScrollToLinked(linkedFinding, tab === "findings" && !!findings.data);

  /** Moving to another tab leaves the linked item: the address no longer names it. */
  const changeTab = (next: string) => {
    setTab(next);
    if (linkedAudit || linkedFinding || tabParam) {
      setParams(
        (current) => {
          const rest = new URLSearchParams(current);
          for (const key of ["audit", "finding", "tab"]) rest.delete(key);
          return rest;
        },
        { replace: true },
      );
    }
  };
  const select = (id: string) => {
    setChosen(id);
    if (linkedAudit && id !== linkedAudit) clearAudit();
  };

  const list = audits.data ?? [];
  // A linked audit opens even when it is not in this site's schedule (the checklist is fetched by id).
  const active =
    chosen && (list.some((a) => a.id === chosen) || (chosen === linkedAudit && !linkedChecklist.error))
      ? chosen
      : (list.find((a) => a.status === "in-progress")?.id ?? null);
  const open = (id: string) => {
    setChosen(id);
    setTab("checklist");
  };
  const today = new Date().toISOString().slice(0, 10);
  const stats = internalAuditStats(list, findings.data ?? [], today);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Internal Audits"
        description={`Self-audits of ${site?.name ?? "this site"} against its applicable PrimusGFS clauses.`}
        actions={
          canRun ? (
            <Button onClick={() => setScheduling(true)}>
              <CalendarPlus aria-hidden /> Schedule Audit
            </Button>
          ) : null
        }
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Scheduled" value={stats.scheduled} hint="Upcoming audits" icon={CalendarClock} />
        <StatCard label="In progress" value={stats.inProgress} hint="Checklists open" icon={ClipboardCheck} />
        <StatCard
          label="Last score"
          value={stats.lastCompleted?.percent != null ? `${stats.lastCompleted.percent}%` : "—"}
          hint={stats.lastCompleted ? `Completed ${stats.lastCompleted.date}` : "No completed audit"}
          icon={Gauge}
        />
        <StatCard
          label="Open findings"
          value={stats.openFindings}
          hint={`${stats.overdueFindings} overdue`}
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
          <TabsTrigger value="schedule">Audit Schedule</TabsTrigger>
          <TabsTrigger value="checklist">Active Checklist</TabsTrigger>
          <TabsTrigger value="findings">Findings</TabsTrigger>
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
