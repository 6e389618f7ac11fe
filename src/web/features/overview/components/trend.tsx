import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { cn } from "@/lib/utils";
import { useTranslation } from "react-i18next";

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
  const { t } = useTranslation("overview");
  if (value === null)
    return <span className="text-xs text-muted-foreground">{t("trend.noHistory", { count: days })}</span>;
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
      {unit} <span className="font-normal text-muted-foreground">{t("trend.versus", { count: days })}</span>
    </span>
  );
}
