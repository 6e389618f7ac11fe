import { useTranslation } from "react-i18next";
import { Bell } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format-number";
import { lazyOverlay, OnDemandOverlay } from "@/lib/on-demand-overlay";
import { useNotifications } from "./use-notifications";

const NotificationList = lazyOverlay(() => import("./notification-list"));

/**
 * The top bar's bell: the badge counts unread notifications derived from stored data. The list opens in a
 * popover whose code loads at first use (decision 167).
 */
export function NotificationBell() {
  const { t } = useTranslation("notifications");
  const { data } = useNotifications();
  const unread = data?.unread ?? 0;
  return (
    <OnDemandOverlay
      overlay={NotificationList}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread ? t("unread", { count: unread }) : t("title")}
        >
          <Bell aria-hidden />
          {unread > 0 && (
            <span
              data-testid="notification-count"
              className="absolute -right-0.5 -top-0.5 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-semibold leading-4 text-white"
            >
              {formatNumber(unread)}
            </span>
          )}
        </Button>
      }
    />
  );
}
