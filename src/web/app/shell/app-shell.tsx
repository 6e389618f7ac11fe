import { lazy, Suspense } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { Loader2 } from "lucide-react";
import { ApiError } from "@/lib/api";
import { useIsMobile } from "@/lib/use-media-query";
import { cn } from "@/lib/utils";
import { useOnDemand } from "@/lib/use-on-demand";
import { useMe } from "@/lib/use-me";
import { useSiteFromLink } from "@/lib/site-link";
import { useServiceWorker } from "@/lib/use-service-worker";
import { useOutboxSync, useWarmLogForm } from "@/features/records/offline/use-outbox";
import { AppSidebar } from "./app-sidebar";
import { TopBar } from "./top-bar";
import { useSidebarState } from "./use-sidebar-state";
import { PageLoading } from "@/components/page-loading";
import { useProfileLocale } from "@/lib/use-profile-locale";
import { setSiteTimeZone } from "@/lib/format-date";
import { useCurrentSite } from "@/lib/use-sites";
import { useTranslation } from "react-i18next";
import { AskPanelContext } from "@/lib/ask-panel-slot";
import { OnDemandAskPanel } from "@/app/ask-panel";

/** The navigation drawer of a phone, loaded at its first open (decision 167). */
const MobileNavigation = lazy(() => import("./mobile-navigation"));

/** The signed-in application: every /app route requires a session and lands on sign-in without one. */
export function AppShell() {
  const me = useMe();
  const location = useLocation();
  const { t } = useTranslation();
  useProfileLocale(me.data?.locale);

  if (me.isPending) {
    return (
      <div className="flex min-h-svh items-center justify-center" role="status">
        <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden />
        <span className="sr-only">{t("loading")}</span>
      </div>
    );
  }
  if (me.error instanceof ApiError && me.error.status === 401) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/sign-in?next=${next}`} replace />;
  }
  if (me.error) throw me.error;
  // The organisation requires two-factor for this role: enrolment first (the server refuses the rest).
  if (me.data.mustEnrolTwoFactor && location.pathname !== "/app/settings/account") {
    return <Navigate to="/app/settings/account" replace />;
  }
  return <SignedInLayout />;
}

function SignedInLayout() {
  const { open, toggle } = useSidebarState();
  // Every screen is scoped to the current site: its instants are shown in that site's time zone.
  setSiteTimeZone(useCurrentSite()?.timezone);
  useSiteFromLink();
  useServiceWorker();
  useOutboxSync();
  useWarmLogForm();
  const isMobile = useIsMobile();
  const drawer = useOnDemand();

  // The Ask panel (issue 18) for the screens that show one and the Ctrl+K palette's Ask mode.
  return (
    <AskPanelContext value={OnDemandAskPanel}>
      <div className="flex min-h-svh">
        {!isMobile && (
          <aside
            data-state={open ? "expanded" : "collapsed"}
            className={cn(
              "sticky top-0 h-svh shrink-0 border-r border-sidebar-border transition-[width] duration-200",
              open ? "w-64" : "w-12",
            )}
          >
            <AppSidebar collapsed={!open} />
          </aside>
        )}
        {isMobile && drawer.mounted && (
          <Suspense fallback={null}>
            <MobileNavigation open={drawer.open} onOpenChange={drawer.setOpen}>
              <AppSidebar collapsed={false} onNavigate={() => drawer.setOpen(false)} />
            </MobileNavigation>
          </Suspense>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar isMobile={isMobile} onToggleSidebar={isMobile ? drawer.show : toggle} />
          <main className="flex-1 p-4 sm:p-6">
            {/* The shell stays while a screen's code or catalogue loads. */}
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </AskPanelContext>
  );
}
