import { Building2, ChevronsUpDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { lazyOverlay, OnDemandOverlay } from "@/lib/on-demand-overlay";
import { useCurrentSite } from "@/lib/use-sites";
import { useTranslation } from "react-i18next";

const SiteSelectorMenu = lazyOverlay(() => import("./site-selector-menu"));

/** The top bar's current site; the menu that changes it loads at first use (decision 167). */
export function SiteSelector() {
  const current = useCurrentSite();
  const { t } = useTranslation();
  return (
    <OnDemandOverlay
      overlay={SiteSelectorMenu}
      menu
      trigger={
        <Button
          variant="outline"
          className="min-w-0 max-w-[9rem] justify-between gap-2 sm:max-w-[14rem]"
          aria-label={t("site.change", { name: current?.name ?? t("site.none") })}
        >
          <Building2 className="hidden text-muted-foreground sm:block" aria-hidden />
          <span className="truncate">{current?.name ?? t("site.none")}</span>
          <ChevronsUpDown className="text-muted-foreground" aria-hidden />
        </Button>
      }
    />
  );
}
