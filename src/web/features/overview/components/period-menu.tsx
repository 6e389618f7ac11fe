import { overviewPeriods, type OverviewPeriod } from "@domain/overview/periods";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { OverlayProps } from "@/lib/on-demand-overlay";
import { useTranslation } from "react-i18next";

/** The period badge's menu (7, 30 or 90 days), loaded and opened at its first use (decision 167). */
export default function PeriodMenu({
  trigger,
  days,
  onChange,
}: OverlayProps & { days: OverviewPeriod; onChange: (days: OverviewPeriod) => void }) {
  const { t } = useTranslation("overview");
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuRadioGroup value={String(days)} onValueChange={(v) => onChange(Number(v) as OverviewPeriod)}>
          {overviewPeriods.map((p) => (
            <DropdownMenuRadioItem key={p} value={String(p)}>
              {t("period.last", { count: p })}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
