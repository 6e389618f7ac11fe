import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { cn } from "@/lib/utils";
import { useTranslation } from "react-i18next";

/**
 * A figure's change over the period; `goodWhenUp` says which direction is an improvement. Colour is
 * never the only signal (issue 13): the arrow shows the direction and is named "Better", "Worse" or
 * "No change", and the same word is written after the figure.
 */
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
  const meaning = good === true ? "better" : good === false ? "worse" : "unchanged";
  return (
    <span
      className={cn(
        "inline-flex flex-wrap items-center gap-x-0.5 text-xs font-medium",
        good === true && "text-success",
        good === false && "text-destructive",
        good === null && "text-muted-foreground",
      )}
      data-testid="trend"
    >
      <Icon className="size-3.5" role="img" aria-label={t(`trend.${meaning}Label`)} />
      {value > 0 ? "+" : ""}
      {value}
      {unit} {t(`trend.${meaning}`)}{" "}
      <span className="font-normal text-muted-foreground">{t("trend.versus", { count: days })}</span>
    </span>
  );
}
