import { ChevronDown } from "lucide-react";
import type { OverviewPeriod } from "@domain/overview/periods";
import { badgeVariants } from "@/components/ui/badge";
import { lazyOverlay, OnDemandOverlay } from "@/lib/on-demand-overlay";
import { cn } from "@/lib/utils";
import { useTranslation } from "react-i18next";

const PeriodMenu = lazyOverlay(() => import("./period-menu"));

/**
 * The header's 'Last 30 days' badge; choosing 7 or 90 recomputes trends and recent incidents. Its menu
 * loads at first use (decision 167).
 */
export function PeriodBadge({ days, onChange }: { days: OverviewPeriod; onChange: (days: OverviewPeriod) => void }) {
  const { t } = useTranslation("overview");
  return (
    <OnDemandOverlay
      overlay={PeriodMenu}
      menu
      days={days}
      onChange={onChange}
      trigger={
        <button
          type="button"
          className={cn(
            badgeVariants({ variant: "secondary" }),
            "cursor-pointer gap-1 py-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
          )}
          aria-label={t("period.label", { count: days })}
        >
          {t("period.last", { count: days })} <ChevronDown className="size-3" aria-hidden />
        </button>
      }
    />
  );
}
