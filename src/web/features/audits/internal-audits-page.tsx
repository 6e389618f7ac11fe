import { useState } from "react";
import { AlertTriangle, CalendarClock, CalendarPlus, ClipboardCheck, Gauge } from "lucide-react";
import { Alert, AlertDescription } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useCan } from "../auth/use-me";
import { useCurrentSite } from "../sites/use-sites";
import { useFindings, useInternalAudits } from "./api/internal-audits";
import { ActiveChecklist } from "./components/active-checklist";
import { AuditScheduleTable } from "./components/audit-schedule-table";
import { FindingsTable } from "./components/findings-table";
import { PageHeader } from "../../components/page-header";
import { ScheduleInternalAuditDialog } from "./components/schedule-internal-audit-dialog";
import { StatCard } from "../../components/stat-card";

/** /app/audits/internal — Audit Schedule, Active Checklist and Findings for the current site. */
export function InternalAuditsPage() {
  const site = useCurrentSite();
  const siteId = site?.id ?? "";
  const audits = useInternalAudits(siteId);
  const findings = useFindings(siteId);
  const canRun = useCan("audits.run");
  const [tab, setTab] = useState("schedule");
  const [chosen, setChosen] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState(false);

  const list = audits.data ?? [];
  const active = chosen && list.some((a) => a.id === chosen) ? chosen : (list.find((a) => a.status === "in-progress")?.id ?? null);
  const open = (id: string) => {
    setChosen(id);
    setTab("checklist");
  };
  const today = new Date().toISOString().slice(0, 10);
  const lastCompleted = list.find((a) => a.status === "completed");
  const openFindings = (findings.data ?? []).filter((f) => f.status === "open");

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
        <StatCard label="Scheduled" value={list.filter((a) => a.status === "scheduled" && a.date >= today).length} hint="Upcoming audits" icon={CalendarClock} />
        <StatCard label="In progress" value={list.filter((a) => a.status === "in-progress").length} hint="Checklists open" icon={ClipboardCheck} />
        <StatCard label="Last score" value={lastCompleted?.score?.percent != null ? `${lastCompleted.score.percent}%` : "—"} hint={lastCompleted ? `Completed ${lastCompleted.date}` : "No completed audit"} icon={Gauge} />
        <StatCard label="Open findings" value={openFindings.length} hint={`${openFindings.filter((f) => f.overdue).length} overdue`} icon={AlertTriangle} />
      </div>
      {audits.error ? (
        <Alert variant="destructive">
          <AlertDescription>{audits.error.message}</AlertDescription>
        </Alert>
      ) : null}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="schedule">Audit Schedule</TabsTrigger>
          <TabsTrigger value="checklist">Active Checklist</TabsTrigger>
          <TabsTrigger value="findings">Findings</TabsTrigger>
        </TabsList>
        <TabsContent value="schedule" className="mt-4">
          {audits.data ? <AuditScheduleTable audits={list} onOpen={open} /> : <Skeleton className="h-48" />}
        </TabsContent>
        <TabsContent value="checklist" className="mt-4">
          {audits.data ? <ActiveChecklist audits={list} auditId={active} onSelect={setChosen} /> : <Skeleton className="h-48" />}
        </TabsContent>
        <TabsContent value="findings" className="mt-4">
          {findings.data ? <FindingsTable findings={findings.data} /> : <Skeleton className="h-48" />}
        </TabsContent>
      </Tabs>
      {siteId ? <ScheduleInternalAuditDialog open={scheduling} onOpenChange={setScheduling} siteId={siteId} /> : null}
    </div>
  );
}
