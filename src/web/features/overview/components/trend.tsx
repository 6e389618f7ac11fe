import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { cn } from "@/lib/utils";

/** A figure's change over the period; `goodWhenUp` says which direction is an improvement. */
export function Trend({
  value,
  goodWhenUp,
  days,
  unit = "",
}: {
  value: number | null;
  goodWhenUp: boolean;
  days: number;
  unit?: string;
}) {
  if (value === null) return <span className="text-xs text-muted-foreground">No history for {days} days yet</span>;
  const Icon = value > 0 ? ArrowUpRight : value < 0 ? ArrowDownRight : Minus;
  const good = value === 0 ? null : value > 0 === goodWhenUp;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-0.5 text-xs font-medium",
        good === true && "text-success",
        good === false && "text-destructive",
        good === null && "text-muted-foreground",
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {value > 0 ? "+" : ""}
      {value}
      {unit} <span className="font-normal text-muted-foreground">vs {days} days ago</span>
    </span>
  );
}
