import { useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import {
  AlertTriangle,
  Award,
  CalendarClock,
  CalendarX,
  ClipboardCheck,
  FileArchive,
  FileClock,
  ListTodo,
  MailWarning,
  PackageX,
  Siren,
  Truck,
} from "lucide-react";
import type { NotificationItem } from "@domain/notifications";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";
import { withSite } from "@/lib/site-link";
import type { OverlayProps } from "@/lib/on-demand-overlay";
import { useMarkNotificationsRead, useNotifications } from "./use-notifications";

const icons: Record<NotificationItem["kind"], typeof Truck> = {
  verification_overdue: ClipboardCheck,
  capa_overdue: AlertTriangle,
  incident_reported: Siren,
  evidence_pack_finished: FileArchive,
  hold_aged: PackageX,
  certificate_expiring: Award,
  external_audit_due: CalendarClock,
  sop_review_due: FileClock,
  finding_assigned: ListTodo,
  log_missed: CalendarX,
  inbox_held: MailWarning,
  supplier_document_expiring: Truck,
};

/** The bell's popover (the list, mark as read), loaded and opened at its first use (decision 167). */
export default function NotificationList({ trigger }: OverlayProps) {
  const { t } = useTranslation("notifications");
  const { data } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const unread = data?.unread ?? 0;

  const openItem = (item: NotificationItem) => {
    if (!item.read) markRead.mutate({ keys: [item.key] });
    setOpen(false);
    navigate(withSite(item.url, item.site));
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent
        align="end"
        className="w-[min(22rem,calc(100vw-1rem))] p-0"
        aria-labelledby="notifications-heading"
      >
        <div className="flex items-center justify-between border-b px-3 py-2">
          <p id="notifications-heading" className="text-sm font-semibold">
            {t("title")}
          </p>
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            {t("markAllRead")}
          </Button>
        </div>
        <ul className="max-h-96 overflow-y-auto" aria-label={t("title")}>
          {data?.items.length === 0 && (
            <li className="px-3 py-8 text-center text-sm text-muted-foreground">{t("empty")}</li>
          )}
          {data?.items.map((item) => {
            const Icon = icons[item.kind];
            return (
              <li key={item.key}>
                <button
                  type="button"
                  onClick={() => openItem(item)}
                  className={cn(
                    "flex w-full gap-3 px-3 py-2.5 text-left hover:bg-accent",
                    !item.read && "bg-primary/5",
                  )}
                >
                  <Icon
                    className={cn("mt-0.5 size-4 shrink-0", item.read ? "text-muted-foreground" : "text-primary")}
                    aria-hidden
                  />
                  <span className="min-w-0 flex-1">
                    <span className={cn("block text-sm", !item.read && "font-medium")}>{item.title}</span>
                    <span className="block text-xs text-muted-foreground">{item.body}</span>
                  </span>
                  {!item.read && (
                    <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-label={t("unreadDot")} />
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
