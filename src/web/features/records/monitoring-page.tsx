import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  AlertTriangle,
  ClipboardCheck,
  ClipboardList,
  Clock,
  Eye,
  Paperclip,
  Plus,
  ShieldCheck,
  X,
} from "lucide-react";
import { getClause } from "@domain/catalogue/get-clause";
import { recordTypes } from "@domain/records/catalogue";
import { recordStatuses } from "@domain/records/transitions";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { deepLinkRowClass, isMissingItem, useDeepLink, useMissingLink, useScrollToLinked } from "@/lib/use-deep-link";
import { useCan, useMe } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import { useRecord, useRecords, type RecordFilters } from "./api/records";
import { FilterSelect } from "@/components/filter-select";
import { FilterBar } from "./components/filter-bar";
import { RecordFormDialog } from "./components/record-form-dialog";
import { OutboxCard } from "./offline/outbox-card";
import { RecordViewDialog } from "./components/record-view-dialog";
import { ReviewDialog } from "./components/review-dialog";
import { Pager, RecordsBadge, ListBody } from "./components/records-ui";
import { formatDateTime } from "@/lib/format-date";
import { formatNumber } from "@/lib/format-number";
import { PageHeader } from "@/components/page-header";
import { StatCard } from "@/components/stat-card";

const PAGE_SIZE = 20;

/** /app/records/monitoring — the site's monitoring logs, filtered on the server. */
export function MonitoringPage() {
  const { t } = useTranslation("records");
  const site = useCurrentSite();
  const siteId = site?.id ?? "";
  const me = useMe();
  const canCreate = useCan("records.create");
  const canVerify = useCan("records.verify");
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<Omit<RecordFilters, "search">>({
    type: "all",
    status: "all",
    from: "",
    to: "",
    page: 1,
    pageSize: PAGE_SIZE,
  });
  const debounced = useDebouncedValue(search, 300);
  // ?clause=<id> (the command palette's clause results) filters the list to that clause.
  const [clause, clearClause] = useDeepLink("clause");
  useEffect(() => setFilters((f) => ({ ...f, page: 1 })), [clause]);
  const { data, error, isFetching } = useRecords(siteId, {
    ...filters,
    clause: clause ?? undefined,
    search: debounced,
  });
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<string | null>(null);
  // ?record=<id> opens that record's View dialog, wherever it is in the list.
  const [linked, clearLinked] = useDeepLink("record");
  const linkedRecord = useRecord(linked);
  const linkMissing = isMissingItem(linkedRecord.error);
  useMissingLink(linked, linkMissing, clearLinked);
  useScrollToLinked(linked, !!data);
  const viewingId = viewing ?? (linked && !linkMissing ? linked : null);
  const closeView = () => {
    setViewing(null);
    if (linked) clearLinked();
  };
  const set = (change: Partial<RecordFilters>) => setFilters((f) => ({ ...f, page: 1, ...change }));
  const summary = data?.summary;

  return (
    <div className="touch-targets space-y-6">
      <PageHeader
        title={t("monitoring.title")}
        description={t("monitoring.description", { site: site?.name ?? t("thisSite") })}
        actions={
          canCreate ? (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden /> {t("monitoring.newRecord")}
            </Button>
          ) : null
        }
      />
      <OutboxCard />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={t("monitoring.total")}
          value={formatNumber(summary?.total)}
          hint={t("monitoring.totalHint")}
          icon={ClipboardList}
        />
        <StatCard
          label={t("monitoring.pending")}
          value={formatNumber(summary?.pending)}
          hint={summary ? t("monitoring.dueWithin7Days", { count: summary.dueWithin7Days }) : undefined}
          icon={Clock}
          tone="warning"
        />
        <StatCard
          label={t("stats.verified")}
          value={formatNumber(summary?.verifiedLast30Days)}
          hint={t("stats.last30Days")}
          icon={ClipboardCheck}
          tone="success"
        />
        <StatCard
          label={t("monitoring.outOfLimit")}
          value={formatNumber(summary?.exceptions)}
          hint={t("monitoring.outOfLimitHint")}
          icon={AlertTriangle}
          tone="danger"
        />
      </div>
      <Card>
        <CardContent className="space-y-4 px-0 sm:px-6">
          <div className="px-4 sm:px-0">
            <FilterBar search={search} onSearch={(v) => (setSearch(v), set({}))} placeholder={t("monitoring.search")}>
              <FilterSelect
                label={t("filters.type")}
                value={filters.type ?? "all"}
                onChange={(v) => set({ type: v })}
                options={recordTypes.map((type) => [type, t(`types.${type}`)] as const)}
              />
              <FilterSelect
                label={t("filters.status")}
                value={filters.status ?? "all"}
                onChange={(v) => set({ status: v })}
                options={recordStatuses.map((status) => [status, t(`badge.${status}`)] as const)}
              />
              {/* On a phone the two dates stack, each the card's width; side by side from sm up. */}
              <div className="grid gap-2 sm:flex sm:items-center">
                <Input
                  type="date"
                  aria-label={t("filters.fromDate")}
                  value={filters.from}
                  onChange={(e) => set({ from: e.target.value })}
                  className="w-full min-w-0 sm:w-38"
                />
                <span className="hidden text-sm text-muted-foreground sm:inline">{t("filters.to")}</span>
                <Input
                  type="date"
                  aria-label={t("filters.toDate")}
                  value={filters.to}
                  onChange={(e) => set({ to: e.target.value })}
                  className="w-full min-w-0 sm:w-38"
                />
              </div>
            </FilterBar>
            {clause ? (
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <span
                  className="inline-flex items-center gap-1 rounded-full border border-primary/30 bg-primary/10 py-0.5 pr-1 pl-2.5 text-xs font-medium text-primary"
                  title={getClause(clause)?.title}
                  data-testid="clause-filter"
                >
                  {t("monitoring.clauseFilter", { clause })}
                  <button
                    type="button"
                    onClick={clearClause}
                    className="rounded-full p-0.5 hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    aria-label={t("monitoring.removeClauseFilter", { clause })}
                  >
                    <X className="size-3.5" aria-hidden />
                  </button>
                </span>
                {getClause(clause) ? (
                  <span className="line-clamp-1 text-xs text-muted-foreground">{getClause(clause)?.title}</span>
                ) : null}
              </div>
            ) : null}
          </div>
          <ListBody
            error={error}
            data={data}
            empty={(page) => page.items.length === 0}
            emptyState={t("monitoring.empty")}
            skeletonClassName="h-64"
          >
            {(data) => (
              <Table className={isFetching ? "opacity-70 transition-opacity" : undefined}>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t("monitoring.columns.type")}</TableHead>
                    <TableHead className="hidden md:table-cell">{t("monitoring.columns.clause")}</TableHead>
                    <TableHead className="hidden lg:table-cell">{t("monitoring.columns.site")}</TableHead>
                    <TableHead className="hidden sm:table-cell">{t("monitoring.columns.date")}</TableHead>
                    <TableHead className="hidden sm:table-cell">{t("monitoring.columns.attachments")}</TableHead>
                    <TableHead className="hidden sm:table-cell">{t("monitoring.columns.status")}</TableHead>
                    <TableHead className="text-right">{t("monitoring.columns.actions")}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.items.map((record) => (
                    <TableRow
                      key={record.id}
                      data-testid="record-row"
                      data-deep-link={record.id}
                      className={record.id === linked ? deepLinkRowClass : undefined}
                    >
                      <TableCell className="max-w-[18rem] whitespace-normal">
                        <p className="flex items-center gap-1.5 font-medium">
                          {t(`types.${record.type}`)}
                          {record.exception ? (
                            <AlertTriangle
                              className="size-3.5 text-destructive"
                              role="img"
                              aria-label={t("monitoring.outOfLimitIcon")}
                            />
                          ) : null}
                        </p>
                        <p className="line-clamp-1 text-xs text-muted-foreground">{record.summary}</p>
                        <p className="text-xs text-muted-foreground tabular-nums sm:hidden">
                          {formatDateTime(record.occurredAt)}
                        </p>
                        {/* On a phone the status sits here, so the actions keep the room. */}
                        <RecordsBadge value={record.status} className="mt-1 sm:hidden" />
                      </TableCell>
                      <TableCell className="hidden font-mono text-xs md:table-cell">{record.clauseId}</TableCell>
                      <TableCell className="hidden lg:table-cell">{site?.name}</TableCell>
                      <TableCell className="hidden text-sm whitespace-nowrap tabular-nums sm:table-cell">
                        {formatDateTime(record.occurredAt)}
                      </TableCell>
                      <TableCell className="hidden sm:table-cell">
                        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground tabular-nums">
                          <Paperclip className="size-3.5" aria-hidden /> {formatNumber(record.attachmentCount)}
                        </span>
                      </TableCell>
                      <TableCell className="hidden sm:table-cell">
                        <RecordsBadge value={record.status} />
                      </TableCell>
                      <TableCell className="text-right whitespace-nowrap">
                        {/* Stacked on a phone, where the row is narrow; side by side from sm up. */}
                        <div className="flex flex-col items-end gap-1 sm:block">
                          <Button size="sm" variant="ghost" onClick={() => setViewing(record.id)}>
                            <Eye aria-hidden className="hidden sm:block" /> {t("actions.view")}
                          </Button>
                          {record.status === "pending" &&
                          canVerify &&
                          !record.authorIds.includes(me.data?.user.id ?? "") ? (
                            <Button size="sm" variant="outline" onClick={() => setReviewing(record.id)}>
                              <ShieldCheck aria-hidden /> {t("actions.verify")}
                            </Button>
                          ) : null}
                        </div>
                      </TableCell>
                    </TableRow>
                  ))}
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
      <RecordFormDialog siteId={siteId} open={creating} onOpenChange={setCreating} />
      <RecordViewDialog
        recordId={viewingId}
        siteId={siteId}
        onOpenChange={(open) => !open && closeView()}
        onVerify={(id) => (closeView(), setReviewing(id))}
      />
      <ReviewDialog recordId={reviewing} onOpenChange={(open) => !open && setReviewing(null)} />
    </div>
  );
}
