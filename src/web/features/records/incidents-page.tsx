import { useState } from "react";
import { AlertOctagon, CalendarX, CheckCircle2, Plus, Search as SearchIcon, Siren } from "lucide-react";
import { toast } from "sonner";
import { incidentSeverities, severityLabels } from "@domain/records/catalogue";
import type { IncidentView } from "@domain/schemas/records";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useCan } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import { useIncident, useIncidents, useIncidentStatus, type IncidentFilters } from "./api/incidents";
import { deepLinkRowClass, isMissingItem, useDeepLink, useMissingLink, useScrollToLinked } from "@/lib/use-deep-link";
import { FilterBar, FilterSelect } from "./components/filter-bar";
import { CapaDialog, ReportIncidentDialog } from "./components/incident-dialogs";
import { IncidentDetailsDialog } from "./components/incident-details-dialog";
import { Pager, RecordsBadge } from "./components/records-ui";
import { formatDate, formatDateTime } from "@/lib/format-date";
import { PageHeader } from "@/components/page-header";
import { StatCard } from "@/components/stat-card";
import { toastApiError } from "@/lib/api-errors";

/** /app/records/incidents — deviations of the site, their CAPA and status. */
export function IncidentsPage() {
  const site = useCurrentSite();
  const siteId = site?.id ?? "";
  const canReport = useCan("incidents.report");
  const canManage = useCan("capa.manage");
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<Omit<IncidentFilters, "search">>({
    severity: "all",
    status: "all",
    page: 1,
    pageSize: 20,
  });
  const debounced = useDebouncedValue(search, 300);
  const { data, error } = useIncidents(siteId, { ...filters, search: debounced });
  const status = useIncidentStatus();
  const [reporting, setReporting] = useState(false);
  const [capaFor, setCapaFor] = useState<IncidentView | null>(null);
  const [viewing, setViewing] = useState<IncidentView | null>(null);
  // ?incident=<id> opens that incident's details, fetched by id so it opens whatever the page or filters.
  const [linked, clearLinked] = useDeepLink("incident");
  const linkedIncident = useIncident(linked);
  useMissingLink(linked, isMissingItem(linkedIncident.error), clearLinked);
  useScrollToLinked(linked, !!data);
  const shown = viewing ?? (linked && linkedIncident.data?.id === linked ? linkedIncident.data : null);
  const closeDetails = () => {
    setViewing(null);
    if (linked) clearLinked();
  };
  const set = (change: Partial<IncidentFilters>) => setFilters((f) => ({ ...f, page: 1, ...change }));
  const summary = data?.summary;

  const move = (incident: IncidentView, to: "investigating" | "corrected") =>
    status.mutate(
      { id: incident.id, status: to, note: "" },
      {
        onSuccess: () =>
          toast.success(to === "corrected" ? "Incident Corrected" : "Investigation Started", {
            description: incident.title,
          }),
        onError: (e) => toastApiError(e, "Status not changed"),
      },
    );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Incidents"
        description={`Deviations at ${site?.name ?? "this site"}, their corrective and preventive actions.`}
        actions={
          canReport ? (
            <Button onClick={() => setReporting(true)}>
              <Plus aria-hidden /> Report Incident
            </Button>
          ) : null
        }
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Open"
          value={summary?.open ?? "—"}
          hint="Pending or investigating"
          icon={Siren}
          tone="warning"
        />
        <StatCard
          label="Investigating"
          value={summary?.investigating ?? "—"}
          hint="CAPA in progress"
          icon={SearchIcon}
        />
        <StatCard
          label="CAPA overdue"
          value={summary?.capaOverdue ?? "—"}
          hint="Past the CAPA due date"
          icon={CalendarX}
          tone="danger"
        />
        <StatCard
          label="Corrected"
          value={summary?.corrected ?? "—"}
          hint={summary ? `${summary.critical} critical still open` : undefined}
          icon={CheckCircle2}
          tone="success"
        />
      </div>
      <Card>
        <CardContent className="space-y-4 px-0 sm:px-6">
          <div className="px-4 sm:px-0">
            <FilterBar search={search} onSearch={(v) => (setSearch(v), set({}))} placeholder="Search incidents…">
              <FilterSelect
                label="Severity"
                value={filters.severity ?? "all"}
                onChange={(v) => set({ severity: v })}
                options={incidentSeverities.map((s) => [s, severityLabels[s]] as const)}
              />
              <FilterSelect
                label="Status"
                value={filters.status ?? "all"}
                onChange={(v) => set({ status: v })}
                options={[
                  ["pending", "Pending"],
                  ["investigating", "Investigating"],
                  ["corrected", "Corrected"],
                ]}
              />
            </FilterBar>
          </div>
          {error ? (
            <Alert variant="destructive" className="mx-4 sm:mx-0">
              <AlertDescription>{error.message}</AlertDescription>
            </Alert>
          ) : !data ? (
            <Skeleton className="mx-4 h-48 sm:mx-0" />
          ) : data.items.length === 0 ? (
            <p className="py-12 text-center text-sm text-muted-foreground">No incidents match these filters.</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Incident</TableHead>
                  <TableHead className="hidden sm:table-cell">Severity</TableHead>
                  <TableHead className="hidden md:table-cell">Clause</TableHead>
                  <TableHead className="hidden sm:table-cell">Status</TableHead>
                  <TableHead className="hidden lg:table-cell">CAPA</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((incident) => {
                  const open = incident.status !== "corrected";
                  const capaOffered = canManage && open && incident.capaRequired && !incident.capa;
                  const blocked = incident.capaRequired && !incident.capa;
                  return (
                    <TableRow
                      key={incident.id}
                      data-testid="incident-row"
                      data-deep-link={incident.id}
                      className={incident.id === linked ? deepLinkRowClass : undefined}
                    >
                      <TableCell className="max-w-[20rem] min-w-[11rem] whitespace-normal">
                        <button
                          type="button"
                          className="text-left font-medium hover:underline"
                          onClick={() => setViewing(incident)}
                        >
                          {incident.title}
                        </button>
                        <p className="text-xs text-muted-foreground">
                          {incident.reportedByName} · {formatDateTime(incident.reportedAt)}
                        </p>
                        {/* On a phone the severity and status sit here, so the actions keep the room. */}
                        <span className="mt-1 flex flex-wrap gap-1 sm:hidden">
                          <RecordsBadge value={incident.severity} />
                          <RecordsBadge value={incident.status} />
                        </span>
                      </TableCell>
                      <TableCell className="hidden sm:table-cell">
                        <RecordsBadge value={incident.severity} />
                      </TableCell>
                      <TableCell className="hidden font-mono text-xs md:table-cell">{incident.clauseId}</TableCell>
                      <TableCell className="hidden sm:table-cell">
                        <RecordsBadge value={incident.status} />
                      </TableCell>
                      <TableCell className="hidden text-sm lg:table-cell">
                        {incident.capa ? (
                          <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
                            Due {formatDate(incident.capa.dueDate)}
                            {incident.capa.overdue ? (
                              <AlertOctagon className="size-4 text-destructive" aria-label="CAPA overdue" />
                            ) : null}
                          </span>
                        ) : (
                          <span className="text-muted-foreground">
                            {incident.capaRequired ? "Required" : "Not required"}
                          </span>
                        )}
                      </TableCell>
                      <TableCell className="text-right whitespace-nowrap">
                        {capaOffered ? (
                          <Button size="sm" onClick={() => setCapaFor(incident)}>
                            CAPA
                          </Button>
                        ) : null}
                        {canManage && incident.status === "pending" && !capaOffered ? (
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => move(incident, "investigating")}
                            disabled={status.isPending}
                          >
                            Investigate
                          </Button>
                        ) : null}
                        {canManage && incident.status === "investigating" ? (
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => move(incident, "corrected")}
                            disabled={status.isPending || blocked}
                            title={blocked ? "Initiate the CAPA first" : undefined}
                          >
                            Mark Corrected
                          </Button>
                        ) : null}
                        <Button
                          size="sm"
                          variant="ghost"
                          className="hidden sm:inline-flex"
                          onClick={() => setViewing(incident)}
                        >
                          View
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
          {data ? (
            <Pager
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => setFilters((f) => ({ ...f, page }))}
            />
          ) : null}
        </CardContent>
      </Card>
      <ReportIncidentDialog
        siteId={siteId}
        siteName={site?.name ?? "this site"}
        open={reporting}
        onOpenChange={setReporting}
      />
      <CapaDialog incident={capaFor} onOpenChange={(open) => !open && setCapaFor(null)} />
      <IncidentDetailsDialog incident={shown} onOpenChange={(open) => !open && closeDetails()} />
    </div>
  );
}
