import { Check } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { OverlayProps } from "@/lib/on-demand-overlay";
import { useMe } from "@/lib/use-me";
import { useCurrentSite, useSelectSite, useSites } from "@/lib/use-sites";
import { toastApiError } from "@/lib/api-errors";
import { useTranslation } from "react-i18next";

/** The site selector's menu, loaded and opened at its first use (decision 167). */
export default function SiteSelectorMenu({ trigger }: OverlayProps) {
  const { data } = useSites();
  const { data: me } = useMe();
  const current = useCurrentSite();
  const select = useSelectSite();
  const { t } = useTranslation();

  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span>{t("site.select")}</span>
          <span className="text-xs font-normal text-muted-foreground">{me?.organisation.name}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {data?.sites.map((site) => (
          <DropdownMenuItem
            key={site.id}
            onSelect={() => {
              if (site.id === current?.id) return;
              select.mutate(site.id, { onError: (e) => toastApiError(e, t("site.notChanged")) });
            }}
            className="flex items-start gap-2"
          >
            <Check className={site.id === current?.id ? "mt-0.5 opacity-100" : "mt-0.5 opacity-0"} aria-hidden />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-medium">{site.name}</span>
              <span className="truncate text-xs text-muted-foreground">{site.address}</span>
            </span>
            {site.id === current?.id && <Badge variant="secondary">{t("site.current")}</Badge>}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
