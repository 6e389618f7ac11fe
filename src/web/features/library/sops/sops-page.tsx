import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { CalendarClock, CheckCircle2, FilePlus2, GraduationCap, Search, TimerReset } from "lucide-react";
import { sopCategories, sopStatuses } from "@domain/library/sop-status";
import type { SopDetailView } from "@domain/schemas/library";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useCan } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import { isMissingItem, useDeepLink, useMissingLink } from "@/lib/use-deep-link";
import { useSop, useSops } from "@/features/library/api/sops";
import { ChoiceSelect } from "@/features/library/components/choice-select";
import { PageHeader } from "@/components/page-header";
import { SopDetailSheet } from "./sop-detail-sheet";
import { SopFormDialog } from "./sop-form-dialog";
import { SopList } from "./sop-list";

const categoryFilter = ["all", ...sopCategories] as const;
const statusFilter = ["all", ...sopStatuses] as const;

/** /app/library/sops — the site's SOP library with versions, reviews and training. */
export function SopsPage() {
  const { t } = useTranslation("library");
  const categoryFilterLabels = Object.fromEntries(
    categoryFilter.map((c) => [c, c === "all" ? t("sops.allCategories") : t(`sopCategory.${c}`)]),
  ) as Record<(typeof categoryFilter)[number], string>;
  const statusFilterLabels = Object.fromEntries(
    statusFilter.map((s) => [s, s === "all" ? t("sops.allStatuses") : t(`sopStatus.${s}`)]),
  ) as Record<(typeof statusFilter)[number], string>;
  const site = useCurrentSite();
  const siteId = site?.id ?? "";
  const sops = useSops(siteId);
  const canEdit = useCan("library.edit");
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState("all");
  const [status, setStatus] = useState("all");
  const [openId, setOpenId] = useState<string | null>(null);
  const [form, setForm] = useState<{ open: boolean; sop: SopDetailView | null }>({ open: false, sop: null });

  // ?sop=<id> opens that SOP's detail (read by id, so a filtered-out or other-site SOP opens too);
  // closing it drops the parameter so a reload does not reopen it.
  const [linked, clearLinked] = useDeepLink("sop");
  useMissingLink(linked, isMissingItem(useSop(linked).error), clearLinked);
  const shownId = openId ?? linked;
  const closeDetail = () => {
    setOpenId(null);
    if (linked) clearLinked();
  };

  const all = useMemo(() => sops.data ?? [], [sops.data]);
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return all.filter(
      (s) =>
        (category === "all" || s.category === category) &&
        (status === "all" || s.status === status) &&
        (!q || s.title.toLowerCase().includes(q) || s.tags.some((tag) => tag.includes(q))),
    );
  }, [all, search, category, status]);

  const stats = [
    {
      label: t("sops.stats.active"),
      value: all.filter((s) => s.status === "active").length,
      icon: CheckCircle2,
      hint: t("sops.stats.activeHint"),
    },
    {
      label: t("sops.stats.underReview"),
      value: all.filter((s) => s.status === "under-review").length,
      icon: TimerReset,
      hint: t("sops.stats.underReviewHint"),
    },
    {
      label: t("sops.stats.reviewsDue"),
      value: all.filter((s) => s.reviewDue).length,
      icon: CalendarClock,
      hint: t("sops.stats.reviewsDueHint"),
    },
    {
      label: t("sops.stats.training"),
      value: all.filter((s) => s.trainingRequired && s.status !== "archived").length,
      icon: GraduationCap,
      hint: t("sops.stats.trainingHint"),
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("sops.title")}
        description={t("sops.description", { site: site?.name ?? t("sops.thisSite") })}
        actions={
          canEdit ? (
            <Button onClick={() => setForm({ open: true, sop: null })}>
              <FilePlus2 aria-hidden /> {t("sops.new")}
            </Button>
          ) : null
        }
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map((s) => (
          <Card key={s.label} className="py-4">
            <CardContent className="flex items-start justify-between gap-3 px-4">
              <div className="min-w-0">
                <p className="text-sm text-muted-foreground">{s.label}</p>
                <p className="mt-1 text-2xl font-semibold tabular-nums">{sops.data ? s.value : "–"}</p>
                <p className="mt-0.5 truncate text-xs text-muted-foreground">{s.hint}</p>
              </div>
              <div className="rounded-lg bg-primary/10 p-2 text-primary">
                <s.icon className="size-4" aria-hidden />
              </div>
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative sm:max-w-xs sm:flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            className="pl-9"
            placeholder={t("sops.searchPlaceholder")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-label={t("sops.search")}
          />
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <ChoiceSelect
            label={t("sops.category")}
            value={category}
            onChange={setCategory}
            options={categoryFilter}
            labels={categoryFilterLabels}
            className="w-full sm:w-44"
          />
          <ChoiceSelect
            label={t("sops.status")}
            value={status}
            onChange={setStatus}
            options={statusFilter}
            labels={statusFilterLabels}
            className="w-full sm:w-40"
          />
        </div>
      </div>
      {sops.error ? (
        <Alert variant="destructive">
          <AlertDescription>{sops.error.message}</AlertDescription>
        </Alert>
      ) : null}
      {sops.data ? <SopList sops={shown} onOpen={setOpenId} /> : <Skeleton className="h-72" />}
      <SopDetailSheet sopId={shownId} onClose={closeDetail} onEdit={(sop) => setForm({ open: true, sop })} />
      {siteId ? (
        <SopFormDialog
          siteId={siteId}
          open={form.open}
          sop={form.sop}
          onClose={() => setForm({ open: false, sop: null })}
          onSaved={(saved) => setOpenId(saved.id)}
        />
      ) : null}
    </div>
  );
}
