import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { SiteLotView } from "@domain/schemas/traceability";
import { formatDate } from "@/lib/format-date";
import { formatNumber } from "@/lib/format-number";
import { useSiteLots } from "@/lib/trace-lots";

/** A lot's source as people know it: its location's business name and city, or its TLC source reference. */
export function lotSourceName(lot: SiteLotView): string {
  if (lot.source.businessName) return [lot.source.businessName, lot.source.city].filter(Boolean).join(", ");
  return lot.source.reference ?? "";
}

/**
 * The site's lots of the code being entered, listed with their sources (decision 155), when the code names
 * several of them: each with its source, product, the date and quantity it was received or made, and what
 * the records say is on hand. With `onPick` the user chooses one (radio buttons, `selected` tells the
 * one chosen); without, it is a plain list (a mock recall drill takes every lot of its code).
 */
export function LotPicker({
  siteId,
  code,
  selected,
  onPick,
  legend,
}: {
  siteId: string;
  code: string;
  selected?: (lot: SiteLotView) => boolean;
  onPick?: (lot: SiteLotView) => void;
  /** What the list is; by default, that the user is to choose the lot. */
  legend?: string;
}) {
  const { t } = useTranslation("common");
  const id = useId();
  const lots = useSiteLots(siteId, code).data?.lots ?? [];
  const title = legend ?? t("lots.pick");
  if (lots.length < 2) return null;
  const details = (lot: SiteLotView) =>
    [
      lot.product ?? t("lots.noProduct"),
      t(lot.origin === "received" ? "lots.received" : "lots.made", { date: formatDate(lot.date) }),
      `${formatNumber(lot.quantity.value)} ${lot.quantity.unit}`,
      lot.onHand
        ? t("lots.onHand", { quantity: `${formatNumber(lot.onHand.value)} ${lot.onHand.unit}` })
        : t("lots.onHandMixed"),
    ].join(" · ");
  const source = (lot: SiteLotView) => (
    <span className="font-medium break-words">
      {lot.source.businessName
        ? lotSourceName(lot)
        : lot.source.reference
          ? t("lots.reference", { reference: lot.source.reference })
          : t("lots.unknownSource")}
    </span>
  );
  if (!onPick)
    return (
      <section aria-labelledby={`${id}-legend`} className="grid gap-2 rounded-md border p-3" data-testid="lot-list">
        <h3 id={`${id}-legend`} className="text-sm font-medium">
          {title}
        </h3>
        <ul className="grid gap-2 text-sm">
          {lots.map((lot) => (
            <li key={lot.sourceKey} className="grid min-w-0">
              {source(lot)}
              <span className="text-muted-foreground">{details(lot)}</span>
            </li>
          ))}
        </ul>
      </section>
    );
  return (
    <fieldset className="grid min-w-0 gap-2 rounded-md border p-3" data-testid="lot-picker">
      <legend className="px-1 text-sm font-medium">{title}</legend>
      {lots.map((lot, index) => {
        const optionId = `${id}-${index}`;
        return (
          <label
            key={lot.sourceKey}
            htmlFor={optionId}
            className="flex min-h-11 min-w-0 cursor-pointer items-start gap-3 rounded-md border p-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <input
              id={optionId}
              type="radio"
              name={`${id}-lot`}
              className="mt-1 size-4 shrink-0 accent-primary"
              checked={selected?.(lot) ?? false}
              onChange={() => onPick(lot)}
            />
            <span className="grid min-w-0">
              {source(lot)}
              <span className="text-muted-foreground">{details(lot)}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
