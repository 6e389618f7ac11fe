import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AlertOctagon, CalendarX, CheckCircle2, Plus, Search as SearchIcon, Siren } from "lucide-react";
import { toast } from "@/lib/toast";
import { incidentSeverities } from "@domain/records/catalogue";
import { incidentStatuses } from "@domain/records/transitions";
import type { IncidentView } from "@domain/schemas/records";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useCan } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import { useIncident, useIncidents, useIncidentStatus, type IncidentFilters } from "./api/incidents";
import { deepLinkRowClass, isMissingItem, useDeepLink, useMissingLink, useScrollToLinked } from "@/lib/use-deep-link";
import { FilterSelect } from "@/components/filter-select";
import { FilterBar } from "./components/filter-bar";
import { CapaDialog, ReportIncidentDialog } from "./components/incident-dialogs";
import { IncidentDetailsDialog } from "./components/incident-details-dialog";
import { Pager, RecordsBadge, ListBody } from "./components/records-ui";
import { formatDate, formatDateTime } from "@/lib/format-date";
import { formatNumber } from "@/lib/format-number";
import { PageHeader } from "@/components/page-header";
import { StatCard } from "@/components/stat-card";
import { toastApiError } from "@/lib/api-errors";

/** /app/records/incidents — deviations of the site, their CAPA and status. */
export function IncidentsPage() {
  const { t } = useTranslation("records");
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
          toast.success(to === "corrected" ? t("incidents.correctedToast") : t("incidents.investigationStarted"), {
            description: incident.title,
          }),
        onError: (e) => toastApiError(e, t("incidents.statusNotChanged")),
      },
    );

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("incidents.title")}
        description={t("incidents.description", { site: site?.name ?? t("thisSite") })}
        actions={
          canReport ? (
            <Button onClick={() => setReporting(true)}>
              <Plus aria-hidden /> {t("incidents.report")}
            </Button>
          ) : null
        }
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={t("incidents.open")}
          value={formatNumber(summary?.open)}
          hint={t("incidents.openHint")}
          icon={Siren}
          tone="warning"
        />
        <StatCard
          label={t("incidents.investigating")}
          value={formatNumber(summary?.investigating)}
          hint={t("incidents.investigatingHint")}
          icon={SearchIcon}
        />
        <StatCard
          label={t("incidents.capaOverdue")}
          value={formatNumber(summary?.capaOverdue)}
          hint={t("incidents.capaOverdueHint")}
          icon={CalendarX}
          tone="danger"
        />
        <StatCard
          label={t("incidents.corrected")}
          value={formatNumber(summary?.corrected)}
          hint={summary ? t("incidents.criticalOpen", { count: summary.critical }) : undefined}
          icon={CheckCircle2}
          tone="success"
        />
      </div>
      <Card>
        <CardContent className="space-y-4 px-0 sm:px-6">
          <div className="px-4 sm:px-0">
            <FilterBar search={search} onSearch={(v) => (setSearch(v), set({}))} placeholder={t("incidents.search")}>
              <FilterSelect
                label={t("filters.severity")}
                value={filters.severity ?? "all"}
                onChange={(v) => set({ severity: v })}
                options={incidentSeverities.map((s) => [s, t(`badge.${s}`)] as const)}
              />
              <FilterSelect
                label={t("filters.status")}
                value={filters.status ?? "all"}
                onChange={(v) => set({ status: v })}
                options={incidentStatuses.map((s) => [s, t(`badge.${s}`)] as const)}
              />
            </FilterBar>
          </div>
          <ListBody
            error={error}
            data={data}
            empty={(page) => page.items.length === 0}
            emptyState={t("incidents.empty")}
          >
            {(data) => (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t("incidents.columns.incident")}</TableHead>
                    <TableHead className="hidden sm:table-cell">{t("incidents.columns.severity")}</TableHead>
                    <TableHead className="hidden md:table-cell">{t("incidents.columns.clause")}</TableHead>
                    <TableHead className="hidden sm:table-cell">{t("incidents.columns.status")}</TableHead>
                    <TableHead className="hidden lg:table-cell">{t("incidents.columns.capa")}</TableHead>
                    <TableHead className="text-right">{t("incidents.columns.actions")}</TableHead>
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
                              {t("incidents.due", { date: formatDate(incident.capa.dueDate) })}
                              {incident.capa.overdue ? (
                                <AlertOctagon
                                  className="size-4 text-destructive"
                                  aria-label={t("incidents.capaOverdue")}
                                />
                              ) : null}
                            </span>
                          ) : (
                            <span className="text-muted-foreground">
                              {incident.capaRequired ? t("incidents.required") : t("incidents.notRequired")}
                            </span>
                          )}
                        </TableCell>
                        <TableCell className="text-right whitespace-nowrap">
                          {capaOffered ? (
                            <Button size="sm" onClick={() => setCapaFor(incident)}>
                              {t("incidents.capa")}
                            </Button>
                          ) : null}
                          {canManage && incident.status === "pending" && !capaOffered ? (
                            <Button
                              size="sm"
                              variant="outline"
                              onClick={() => move(incident, "investigating")}
                              disabled={status.isPending}
                            >
                              {t("incidents.investigate")}
                            </Button>
                          ) : null}
                          {canManage && incident.status === "investigating" ? (
                            <Button
                              size="sm"
                              variant="outline"
                              onClick={() => move(incident, "corrected")}
                              disabled={status.isPending || blocked}
                              title={blocked ? t("incidents.capaFirst") : undefined}
                            >
                              {t("incidents.markCorrected")}
                            </Button>
                          ) : null}
                          <Button
                            size="sm"
                            variant="ghost"
                            className="hidden sm:inline-flex"
                            onClick={() => setViewing(incident)}
                          >
                            {t("actions.view")}
                          </Button>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            )}
          </ListBody>
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
        siteName={site?.name ?? t("thisSite")}
        open={reporting}
        onOpenChange={setReporting}
      />
      <CapaDialog incident={capaFor} onOpenChange={(open) => !open && setCapaFor(null)} />
      <IncidentDetailsDialog incident={shown} onOpenChange={(open) => !open && closeDetails()} />
    </div>
  );
}
