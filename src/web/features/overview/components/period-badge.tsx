import { ChevronDown } from "lucide-react";
import { overviewPeriods, type OverviewPeriod } from "@domain/overview/periods";
import { badgeVariants } from "@/components/ui/badge";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";

/** The header's 'Last 30 days' badge; choosing 7 or 90 recomputes trends and recent incidents. */
export function PeriodBadge({ days, onChange }: { days: OverviewPeriod; onChange: (days: OverviewPeriod) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          badgeVariants({ variant: "secondary" }),
          "cursor-pointer gap-1 py-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        )}
        aria-label={`Period: last ${days} days`}
      >
        Last {days} days <ChevronDown className="size-3" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuRadioGroup value={String(days)} onValueChange={(v) => onChange(Number(v) as OverviewPeriod)}>
          {overviewPeriods.map((p) => (
            <DropdownMenuRadioItem key={p} value={String(p)}>
              Last {p} days
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
