import { useState } from "react";
import { useTranslation } from "react-i18next";
import { History, PackageCheck, PackageX, Plus, TimerReset } from "lucide-react";
import { HOLD_STALE_DAYS, holdReasons, holdTypes } from "@domain/records/catalogue";
import { holdStatuses } from "@domain/records/transitions";
import type { HoldView } from "@domain/schemas/records";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useCan } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import { useHold, useHolds, type HoldFilters } from "./api/holds";
import { deepLinkRowClass, isMissingItem, useDeepLink, useMissingLink, useScrollToLinked } from "@/lib/use-deep-link";
import { FilterSelect } from "@/components/filter-select";
import { FilterBar } from "./components/filter-bar";
import { PlaceHoldDialog, ReleaseHoldDialog } from "./components/hold-dialogs";
import { Pager, RecordsBadge, useHoldUnitLabel, ListBody } from "./components/records-ui";
import { formatDateTime } from "@/lib/format-date";
import { formatNumber } from "@/lib/format-number";
import { PageHeader } from "@/components/page-header";
import { StatCard } from "@/components/stat-card";

/** /app/records/holds — product, material and equipment holds and their release. */
export function HoldsPage() {
  const { t } = useTranslation("records");
  const unitLabel = useHoldUnitLabel();
  const site = useCurrentSite();
  const siteId = site?.id ?? "";
  const canPlace = useCan("holds.place");
  const canRelease = useCan("holds.release");
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<Omit<HoldFilters, "search">>({
    type: "all",
    status: "all",
    reason: "all",
    page: 1,
    pageSize: 20,
  });
  const debounced = useDebouncedValue(search, 300);
  const { data, error } = useHolds(siteId, { ...filters, search: debounced });
  const [placing, setPlacing] = useState(false);
  const [releasing, setReleasing] = useState<HoldView | null>(null);
  const set = (change: Partial<HoldFilters>) => setFilters((f) => ({ ...f, page: 1, ...change }));
  const summary = data?.summary;
  // ?hold=<id> highlights that hold; one not on this page (or filtered out) is fetched and shown first.
  const [linked, clearLinked] = useDeepLink("hold");
  const onPage = !!data && data.items.some((h) => h.id === linked);
  const linkedHold = useHold(linked, !!data && !onPage);
  useMissingLink(linked, isMissingItem(linkedHold.error), clearLinked);
  const pinned = !onPage && linkedHold.data?.id === linked ? linkedHold.data : null;
  const rows = data ? (pinned ? [pinned, ...data.items] : data.items) : [];
  useScrollToLinked(linked, onPage || !!pinned);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("holds.title")}
        description={t("holds.description", { site: site?.name ?? t("thisSite") })}
        actions={
          canPlace ? (
            <Button onClick={() => setPlacing(true)}>
              <Plus aria-hidden /> {t("holds.place")}
            </Button>
          ) : null
        }
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={t("holds.onHold")}
          value={formatNumber(summary?.onHold)}
          hint={t("holds.onHoldHint")}
          icon={PackageX}
          tone="warning"
        />
        <StatCard
          label={t("holds.olderThan", { count: HOLD_STALE_DAYS })}
          value={formatNumber(summary?.stale)}
          hint={t("holds.staleHint")}
          icon={TimerReset}
          tone="danger"
        />
        <StatCard
          label={t("holds.released")}
          value={formatNumber(summary?.releasedLast30Days)}
          hint={t("stats.last30Days")}
          icon={PackageCheck}
          tone="success"
        />
        <StatCard
          label={t("holds.allReleases")}
          value={formatNumber(summary?.released)}
          hint={t("holds.allReleasesHint")}
          icon={History}
        />
      </div>
      <Card>
        <CardContent className="space-y-4 px-0 sm:px-6">
          <div className="px-4 sm:px-0">
            <FilterBar search={search} onSearch={(v) => (setSearch(v), set({}))} placeholder={t("holds.search")}>
              <FilterSelect
                label={t("filters.type")}
                value={filters.type ?? "all"}
                onChange={(v) => set({ type: v })}
                options={holdTypes.map((type) => [type, t(`holdTypes.${type}`)] as const)}
              />
              <FilterSelect
                label={t("filters.status")}
                value={filters.status ?? "all"}
                onChange={(v) => set({ status: v })}
                options={holdStatuses.map((s) => [s, t(`badge.${s}`)] as const)}
              />
              <FilterSelect
                label={t("filters.reason")}
                value={filters.reason ?? "all"}
                onChange={(v) => set({ reason: v })}
                options={holdReasons.map((r) => [r, t(`holdReasons.${r}`)] as const)}
              />
            </FilterBar>
          </div>
          <ListBody error={error} data={data} empty={() => rows.length === 0} emptyState={t("holds.empty")}>
            {() => (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t("holds.columns.item")}</TableHead>
                    <TableHead className="hidden sm:table-cell">{t("holds.columns.quantity")}</TableHead>
                    <TableHead className="hidden md:table-cell">{t("holds.columns.reason")}</TableHead>
                    <TableHead className="hidden lg:table-cell">{t("holds.columns.held")}</TableHead>
                    <TableHead>{t("holds.columns.status")}</TableHead>
                    <TableHead className="text-right">{t("holds.columns.action")}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.map((hold) => (
                    <TableRow
                      key={hold.id}
                      data-testid="hold-row"
                      data-deep-link={hold.id}
                      className={hold.id === linked ? deepLinkRowClass : undefined}
                    >
                      <TableCell className="max-w-[20rem] whitespace-normal">
                        <p className="font-medium">{hold.itemName}</p>
                        <p className="text-xs text-muted-foreground">
                          {t(`holdTypes.${hold.type}`)}
                          {hold.lotCode ? <span className="font-mono"> · {hold.lotCode}</span> : null}
                        </p>
                        {hold.status === "released" ? (
                          <p className="mt-0.5 text-xs text-muted-foreground">
                            {t("holds.releasedBy", {
                              name: hold.releasedByName,
                              level: hold.authorizationLevel ? t(`releaseLevels.${hold.authorizationLevel}`) : "",
                              date: hold.releasedAt ? formatDateTime(hold.releasedAt) : "",
                            })}
                          </p>
                        ) : null}
                      </TableCell>
                      <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">
                        {t("holds.quantity", { quantity: formatNumber(hold.quantity), unit: unitLabel(hold.unit) })}
                      </TableCell>
                      <TableCell className="hidden md:table-cell">{t(`holdReasons.${hold.reason}`)}</TableCell>
                      <TableCell className="hidden text-sm lg:table-cell">
                        <p className="whitespace-nowrap">{formatDateTime(hold.holdAt)}</p>
                        <p className="text-xs text-muted-foreground">{t("holds.heldBy", { name: hold.holdByName })}</p>
                      </TableCell>
                      <TableCell>
                        <div className="flex flex-col items-start gap-1">
                          <RecordsBadge value={hold.status} />
                          {hold.status === "on_hold" ? (
                            <Badge variant={hold.stale ? "destructive" : "outline"} className="tabular-nums">
                              {t("holds.days", { count: hold.daysOnHold })}
                            </Badge>
                          ) : null}
                        </div>
                      </TableCell>
                      <TableCell className="text-right">
                        {hold.status === "on_hold" && canRelease ? (
                          <Button size="sm" variant="outline" onClick={() => setReleasing(hold)}>
                            {t("actions.release")}
                          </Button>
                        ) : null}
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
      <PlaceHoldDialog
        siteId={siteId}
        siteName={site?.name ?? t("thisSite")}
        open={placing}
        onOpenChange={setPlacing}
      />
      <ReleaseHoldDialog hold={releasing} onOpenChange={(open) => !open && setReleasing(null)} />
    </div>
  );
}
