import { Link } from "react-router";
import { Menu, PanelLeft, Settings } from "lucide-react";
import { Button } from "@/components/ui/button";
import { NotificationBell } from "@/features/notifications/notification-bell";
import { SearchCommand } from "@/features/search/search-command";
import { SiteSelector } from "./site-selector";
import { UserMenu } from "./user-menu";
import { useTranslation } from "react-i18next";

export function TopBar({ onToggleSidebar, isMobile }: { onToggleSidebar: () => void; isMobile: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 flex h-14 min-w-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:px-4">
      <Button
        variant="ghost"
        size="icon"
        onClick={onToggleSidebar}
        aria-label={isMobile ? t("shell.openNavigation") : t("shell.toggleSidebar")}
      >
        {isMobile ? <Menu aria-hidden /> : <PanelLeft aria-hidden />}
      </Button>
      <SiteSelector />
      <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
        <SearchCommand />
        <NotificationBell />
        <Button variant="ghost" size="icon" asChild className="hidden sm:inline-flex">
          <Link to="/app/settings/sites" aria-label={t("shell.settings")}>
            <Settings aria-hidden />
          </Link>
        </Button>
        <UserMenu />
      </div>
    </header>
  );
}
