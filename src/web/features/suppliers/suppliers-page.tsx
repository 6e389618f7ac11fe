import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { AlertTriangle, ClipboardList, FileClock, ListChecks, Plus, ShieldCheck, Truck } from "lucide-react";
import type { SupplierListItem } from "@domain/schemas/suppliers";
import { complianceStates } from "@domain/suppliers/compliance";
import { isApprovedStatus, supplierCategories, supplierStatuses } from "@domain/suppliers/suppliers";
import { PageHeader } from "@/components/page-header";
import { StatCard } from "@/components/stat-card";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { FilterSelect } from "@/components/filter-select";
import { apiErrorMessage } from "@/lib/api-errors";
import { formatDate } from "@/lib/format-date";
import { useCan } from "@/lib/use-me";
import { useSites } from "@/lib/use-sites";
import { useSuppliers, type SupplierFilters } from "./api/suppliers";
import { RequirementsDialog } from "./components/requirements-dialog";
import { ComplianceBadge, StatusBadge } from "./components/supplier-badges";
import { SupplierDetail } from "./components/supplier-detail";
import { SupplierDialog } from "./components/supplier-dialog";

const filterNames = ["category", "status", "compliance", "site"] as const;

/**
 * /app/suppliers — the approved-supplier programme (issue 21): the programme at a glance, the suppliers
 * with their status and compliance in words, filters that stack on a phone, cards there instead of rows;
 * `?supplier=<id>` opens one supplier.
 */
export function SuppliersPage() {
  const { t } = useTranslation("suppliers");
  const [params, setParams] = useSearchParams();
  const canManage = useCan("suppliers.manage");
  const [adding, setAdding] = useState(false);
  const [requirements, setRequirements] = useState(false);
  const selected = params.get("supplier");

  const open = (id: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set("supplier", id);
      else next.delete("supplier");
      return next;
    });

  return (
    <div className="touch-targets grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <>
            <Button variant="outline" onClick={() => setRequirements(true)} className="min-h-11 sm:min-h-9">
              <ListChecks aria-hidden /> {t("requirements.open")}
            </Button>
            {canManage ? (
              <Button onClick={() => setAdding(true)} className="min-h-11 sm:min-h-9">
                <Plus aria-hidden /> {t("form.addTitle")}
              </Button>
            ) : null}
          </>
        }
      />
      {selected ? (
        <SupplierDetail key={selected} id={selected} onClose={() => open(null)} />
      ) : (
        <SupplierList onOpen={open} />
      )}
      <SupplierDialog open={adding} onOpenChange={setAdding} onSaved={(id) => open(id)} />
      <RequirementsDialog open={requirements} onOpenChange={setRequirements} />
    </div>
  );
}

function Summary({ suppliers }: { suppliers: SupplierListItem[] | undefined }) {
  const { t } = useTranslation("suppliers");
  const count = (p: (s: SupplierListItem) => boolean) => (suppliers ? suppliers.filter(p).length : "—");
  return (
    <section
      aria-label={t("summary.label")}
      className="grid grid-cols-2 gap-3 lg:grid-cols-4"
      data-testid="supplier-summary"
    >
      <StatCard label={t("summary.total")} value={count(() => true)} icon={Truck} />
      <StatCard
        label={t("summary.approved")}
        value={<span data-testid="supplier-summary-approved">{count((s) => isApprovedStatus(s.status))}</span>}
        icon={ShieldCheck}
        tone="success"
      />
      <StatCard
        label={t("summary.actionNeeded")}
        value={count((s) => s.actionNeeded || s.compliance === "expired" || s.compliance === "missing")}
        hint={t("summary.actionNeededHint")}
        icon={AlertTriangle}
        tone="danger"
      />
      <StatCard
        label={t("summary.toReview")}
        value={
          <span data-testid="supplier-summary-review">
            {suppliers ? suppliers.reduce((n, s) => n + s.documentsToReview, 0) : "—"}
          </span>
        }
        icon={FileClock}
        tone="warning"
      />
    </section>
  );
}

function SupplierList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation("suppliers");
  const [params, setParams] = useSearchParams();
  const sites = useSites().data?.sites ?? [];
  const filters: SupplierFilters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? undefined]));
  const all = useSuppliers({});
  const list = useSuppliers(filters);
  const siteName = new Map(sites.map((s) => [s.id, s.name]));
  const setFilter = (name: (typeof filterNames)[number], value: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value === "all") next.delete(name);
      else next.set(name, value);
      return next;
    });

  return (
    <>
      <Summary suppliers={all.data} />
      <Card>
        <CardContent className="space-y-4 px-4 sm:px-6">
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center" data-testid="supplier-filters">
            <FilterSelect
              className="sm:w-48"
              label={t("filters.category")}
              value={filters.category ?? "all"}
              onChange={(v) => setFilter("category", v)}
              options={supplierCategories.map((c) => [c, t(`category.${c}`)] as const)}
            />
            <FilterSelect
              className="sm:w-48"
              label={t("filters.status")}
              value={filters.status ?? "all"}
              onChange={(v) => setFilter("status", v)}
              options={supplierStatuses.map((s) => [s, t(`status.${s}`)] as const)}
            />
            <FilterSelect
              className="sm:w-48"
              label={t("filters.compliance")}
              value={filters.compliance ?? "all"}
              onChange={(v) => setFilter("compliance", v)}
              options={complianceStates.map((c) => [c, t(`compliance.${c}`)] as const)}
            />
            <FilterSelect
              className="sm:w-48"
              label={t("filters.site")}
              value={filters.site ?? "all"}
              onChange={(v) => setFilter("site", v)}
              options={sites.map((s) => [s.id, s.name] as const)}
            />
          </div>
          {list.isPending ? (
            <Skeleton className="h-48 w-full" />
          ) : list.isError ? (
            <Alert variant="destructive">
              <AlertDescription>{apiErrorMessage(list.error)}</AlertDescription>
            </Alert>
          ) : list.data.length === 0 ? (
            <p className="py-12 text-center text-sm text-muted-foreground">{t("list.empty")}</p>
          ) : (
            <>
              <ul className="grid gap-3 md:hidden" data-testid="supplier-cards">
                {list.data.map((s) => (
                  <li key={s.id}>
                    <button
                      type="button"
                      onClick={() => onOpen(s.id)}
                      className="w-full rounded-lg border p-3 text-left hover:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      data-testid="supplier-card"
                    >
                      <span className="block font-medium break-words">{s.name}</span>
                      <span className="block text-xs text-muted-foreground">
                        {t("detail.kind", { category: t(`category.${s.category}`), risk: t(`risk.${s.riskLevel}`) })}
                      </span>
                      <span className="mt-2 flex flex-wrap gap-1.5">
                        <StatusBadge status={s.status} />
                        <ComplianceBadge state={s.compliance} />
                        {s.documentsToReview > 0 ? (
                          <Badge variant="warning">{t("list.toReview", { count: s.documentsToReview })}</Badge>
                        ) : null}
                      </span>
                      <span className="mt-2 block text-xs">{nextExpiryText(t, s)}</span>
                    </button>
                  </li>
                ))}
              </ul>
              <div className="hidden md:block">
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t("list.supplier")}</TableHead>
                      <TableHead>{t("list.status")}</TableHead>
                      <TableHead>{t("list.compliance")}</TableHead>
                      <TableHead>{t("list.documents")}</TableHead>
                      <TableHead className="hidden lg:table-cell">{t("list.sites")}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {list.data.map((s) => (
                      <TableRow key={s.id} data-testid="supplier-row">
                        <TableCell className="max-w-[18rem] whitespace-normal">
                          <button
                            type="button"
                            className="text-left font-medium text-primary underline-offset-4 hover:underline"
                            onClick={() => onOpen(s.id)}
                          >
                            {s.name}
                          </button>
                          <p className="text-xs text-muted-foreground">
                            {t("detail.kind", {
                              category: t(`category.${s.category}`),
                              risk: t(`risk.${s.riskLevel}`),
                            })}
                          </p>
                        </TableCell>
                        <TableCell>
                          <StatusBadge status={s.status} />
                        </TableCell>
                        <TableCell>
                          <div className="flex flex-col items-start gap-1">
                            <ComplianceBadge state={s.compliance} />
                            {s.actionNeeded ? <Badge variant="destructive">{t("list.actionNeeded")}</Badge> : null}
                          </div>
                        </TableCell>
                        <TableCell className="whitespace-normal text-xs">
                          <p>{nextExpiryText(t, s)}</p>
                          <p className="text-muted-foreground">
                            {t("list.documentsCount", {
                              complete: s.documents.filter((d) => d.state === "complete").length,
                              count: s.documents.length,
                            })}
                            {s.documentsToReview > 0 ? ` · ${t("list.toReview", { count: s.documentsToReview })}` : ""}
                          </p>
                        </TableCell>
                        <TableCell className="hidden whitespace-normal text-xs lg:table-cell">
                          {s.siteIds.length === 0
                            ? t("detail.allSites")
                            : s.siteIds.map((id) => siteName.get(id) ?? id).join(", ")}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            </>
          )}
        </CardContent>
      </Card>
      <p className="flex items-center gap-2 text-xs text-muted-foreground">
        <ClipboardList className="size-3.5" aria-hidden /> {t("list.expiringNote")}
      </p>
    </>
  );
}

type T = ReturnType<typeof useTranslation<"suppliers">>["t"];

/** The earliest expiry among the documents that count, or what is missing. */
function nextExpiryText(t: T, s: SupplierListItem): string {
  const missing = s.documents.filter((d) => d.state === "missing").length;
  const expired = s.documents.find((d) => d.state === "expired" && d.expiresOn);
  if (s.nextExpiry) {
    const text = expired
      ? t("list.expiredOn", { date: formatDate(expired.expiresOn) })
      : t("list.nextExpiry", { date: formatDate(s.nextExpiry) });
    return missing > 0 ? `${text} · ${t("list.missing", { count: missing })}` : text;
  }
  if (missing > 0) return t("list.missing", { count: missing });
  return t("list.noExpiry");
}
