import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
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

/** /app/audits/internal — Audit Schedule, Active Checklist and Findings for the current site. */
export function InternalAuditsPage() {
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
          hint={stats.lastCompleted ? `Completed ${stats.lastCompleted.completedOn}` : "No completed audit"}
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
