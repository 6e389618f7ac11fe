import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { useCan } from "@/lib/use-me";
import { AddSiteDialog } from "./components/add-site-dialog";
import { SiteCard } from "./components/site-card";
import { useSites } from "@/lib/use-sites";

/** /app/settings/sites — Site Management. */
export function SiteListPage() {
  const { t } = useTranslation("sites");
  const { data, isPending, error } = useSites();
  const canManage = useCan("sites.manage");
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("list.title")}</h1>
          <p className="text-sm text-muted-foreground">{t("list.description")}</p>
        </div>
        {canManage && <AddSiteDialog />}
      </div>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error.message}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {isPending && [0, 1].map((i) => <Skeleton key={i} className="h-56 rounded-xl" />)}
        {data?.sites.map((site) => (
          <SiteCard key={site.id} site={site} />
        ))}
      </div>
    </div>
  );
}
