import { useState } from "react";
import { History, PackageCheck, PackageX, Plus, TimerReset } from "lucide-react";
import {
  HOLD_STALE_DAYS,
  holdReasonLabels,
  holdReasons,
  holdTypeLabels,
  holdTypes,
  releaseAuthorizationLabels,
} from "@domain/records/catalogue";
import type { HoldView } from "@domain/schemas/records";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useCan } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import { useHold, useHolds, type HoldFilters } from "./api/holds";
import { deepLinkRowClass, isMissingItem, useDeepLink, useMissingLink, useScrollToLinked } from "@/lib/use-deep-link";
import { FilterBar, FilterSelect } from "./components/filter-bar";
import { PlaceHoldDialog, ReleaseHoldDialog } from "./components/hold-dialogs";
import { Pager, RecordsBadge } from "./components/records-ui";
import { formatDateTime } from "@/lib/format-date";
import { PageHeader } from "@/components/page-header";
import { StatCard } from "@/components/stat-card";

/** /app/records/holds — product, material and equipment holds and their release. */
export function HoldsPage() {
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
        title="Holds"
        description={`Items quarantined at ${site?.name ?? "this site"} until an authorised release.`}
        actions={
          canPlace ? (
            <Button onClick={() => setPlacing(true)}>
              <Plus aria-hidden /> Place Hold
            </Button>
          ) : null
        }
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="On hold"
          value={summary?.onHold ?? "—"}
          hint="Awaiting release"
          icon={PackageX}
          tone="warning"
        />
        <StatCard
          label={`Older than ${HOLD_STALE_DAYS} days`}
          value={summary?.stale ?? "—"}
          hint="Decide or escalate"
          icon={TimerReset}
          tone="danger"
        />
        <StatCard
          label="Released"
          value={summary?.releasedLast30Days ?? "—"}
          hint="Last 30 days"
          icon={PackageCheck}
          tone="success"
        />
        <StatCard
          label="All releases"
          value={summary?.released ?? "—"}
          hint="Kept with who authorised them"
          icon={History}
        />
      </div>
      <Card>
        <CardContent className="space-y-4 px-0 sm:px-6">
          <div className="px-4 sm:px-0">
            <FilterBar search={search} onSearch={(v) => (setSearch(v), set({}))} placeholder="Search item or lot code…">
              <FilterSelect
                label="Type"
                value={filters.type ?? "all"}
                onChange={(v) => set({ type: v })}
                options={holdTypes.map((t) => [t, holdTypeLabels[t]] as const)}
              />
              <FilterSelect
                label="Status"
                value={filters.status ?? "all"}
                onChange={(v) => set({ status: v })}
                options={[
                  ["on_hold", "On Hold"],
                  ["released", "Released"],
                ]}
              />
              <FilterSelect
                label="Reason"
                value={filters.reason ?? "all"}
                onChange={(v) => set({ reason: v })}
                options={holdReasons.map((r) => [r, holdReasonLabels[r]] as const)}
              />
            </FilterBar>
          </div>
          {error ? (
            <Alert variant="destructive" className="mx-4 sm:mx-0">
              <AlertDescription>{error.message}</AlertDescription>
            </Alert>
          ) : !data ? (
            <Skeleton className="mx-4 h-48 sm:mx-0" />
          ) : rows.length === 0 ? (
            <p className="py-12 text-center text-sm text-muted-foreground">No holds match these filters.</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Item</TableHead>
                  <TableHead className="hidden sm:table-cell">Quantity</TableHead>
                  <TableHead className="hidden md:table-cell">Reason</TableHead>
                  <TableHead className="hidden lg:table-cell">Held</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Action</TableHead>
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
                        {holdTypeLabels[hold.type]}
                        {hold.lotCode ? <span className="font-mono"> · {hold.lotCode}</span> : null}
                      </p>
                      {hold.status === "released" ? (
                        <p className="mt-0.5 text-xs text-muted-foreground">
                          Released by {hold.releasedByName} (
                          {hold.authorizationLevel ? releaseAuthorizationLabels[hold.authorizationLevel] : ""}) ·{" "}
                          {hold.releasedAt ? formatDateTime(hold.releasedAt) : ""}
                        </p>
                      ) : null}
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">
                      {hold.quantity} {hold.unit}
                    </TableCell>
                    <TableCell className="hidden md:table-cell">{holdReasonLabels[hold.reason]}</TableCell>
                    <TableCell className="hidden text-sm lg:table-cell">
                      <p className="whitespace-nowrap">{formatDateTime(hold.holdAt)}</p>
                      <p className="text-xs text-muted-foreground">by {hold.holdByName}</p>
                    </TableCell>
                    <TableCell>
                      <div className="flex flex-col items-start gap-1">
                        <RecordsBadge value={hold.status} />
                        {hold.status === "on_hold" ? (
                          <Badge variant={hold.stale ? "destructive" : "outline"} className="tabular-nums">
                            {hold.daysOnHold} day{hold.daysOnHold === 1 ? "" : "s"}
                          </Badge>
                        ) : null}
                      </div>
                    </TableCell>
                    <TableCell className="text-right">
                      {hold.status === "on_hold" && canRelease ? (
                        <Button size="sm" variant="outline" onClick={() => setReleasing(hold)}>
                          Release
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
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
      <PlaceHoldDialog siteId={siteId} siteName={site?.name ?? "this site"} open={placing} onOpenChange={setPlacing} />
      <ReleaseHoldDialog hold={releasing} onOpenChange={(open) => !open && setReleasing(null)} />
    </div>
  );
}
