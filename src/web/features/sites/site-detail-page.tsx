import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { MapPin } from "lucide-react";
import { ApiError } from "@/lib/api";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { useCan } from "@/lib/use-me";
import { useSiteScope } from "@/lib/use-site-scope";
import { BackToSites } from "@/components/back-to-sites";
import { SiteNotFound } from "@/components/site-not-found";
import { useSite } from "./api/get-site";
import { ScopeConfigCard } from "./components/scope-config-card";
import { ScopeStatusBadge } from "./components/scope-status-badge";
import { LogSchedulesCard } from "./components/log-schedules-card";
import { SiteInfoCard } from "./components/site-info-card";
import { WorkingCalendarCard } from "./components/working-calendar-card";

/** /app/settings/sites/:siteId — the site's information, scope configuration, log schedules and working calendar. */
export function SiteDetailPage() {
  const { t } = useTranslation("sites");
  const { siteId = "" } = useParams();
  const site = useSite(siteId);
  const scope = useSiteScope(siteId);
  const canManage = useCan("sites.manage");
  const canSchedule = useCan("schedules.manage");

  if (site.error instanceof ApiError && (site.error.status === 404 || site.error.status === 403)) {
    return <SiteNotFound message={site.error.status === 403 ? site.error.message : undefined} />;
  }
  if (site.error) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{site.error.message}</AlertDescription>
      </Alert>
    );
  }
  if (!site.data) {
    return (
      <div className="space-y-4" role="status" aria-label={t("detail.loading")}>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  const view = site.data;
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <BackToSites />
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">{view.name}</h1>
          <ScopeStatusBadge confirmed={view.scopeConfirmed} />
        </div>
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden /> {view.address}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <SiteInfoCard site={view} canEdit={canManage} />
        <ScopeConfigCard siteId={view.id} timezone={view.timezone} scope={scope.data} />
        <LogSchedulesCard siteId={view.id} timezone={view.timezone} canManage={canSchedule} />
        <WorkingCalendarCard siteId={view.id} canManage={canSchedule} />
      </div>
    </div>
  );
}
