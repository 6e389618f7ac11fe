import type { ReactNode } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format-number";
import { holdUnits } from "@domain/records/catalogue";

const badgeVariants = {
  pending: "warning",
  verified: "success",
  rejected: "destructive",
  investigating: "secondary",
  corrected: "success",
  on_hold: "warning",
  released: "success",
  low: "outline",
  medium: "secondary",
  high: "warning",
  critical: "destructive",
  overdue: "destructive",
  due_soon: "warning",
  on_time: "outline",
} as const satisfies Record<string, BadgeProps["variant"]>;
/** Every status, severity and due state the records area shows as a badge. */
export type RecordsBadgeValue = keyof typeof badgeVariants;

/** One badge for every status and severity of the records area, labelled from the catalogue. */
export function RecordsBadge({ value, className }: { value: RecordsBadgeValue; className?: string }) {
  const { t } = useTranslation("records");
  return (
    <Badge variant={badgeVariants[value]} className={className}>
      {t(`badge.${value}`)}
    </Badge>
  );
}

/** "Showing 1–20 of 57" with previous/next. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation("records");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  return (
    <div className="flex items-center justify-between gap-3 border-t px-4 pt-4 text-sm text-muted-foreground sm:px-0">
      <span className="tabular-nums">
        {t("pager.range", {
          from: formatNumber((page - 1) * pageSize + 1),
          to: formatNumber(Math.min(page * pageSize, total)),
          total: formatNumber(total),
        })}
      </span>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
          aria-label={t("pager.previous")}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPage(page + 1)}
          disabled={page >= pages}
          aria-label={t("pager.next")}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}

/** A hold's unit in the app's language ("cases" → "cajas"); a unit outside the list shows as stored. */
export function useHoldUnitLabel(): (unit: string) => string {
  const { t } = useTranslation("records");
  return (unit) => (isHoldUnit(unit) ? t(`holdUnits.${unit}`) : unit);
}
const isHoldUnit = (unit: string): unit is (typeof holdUnits)[number] =>
  (holdUnits as readonly string[]).includes(unit);

/**
 * A records list's body in its four states: the load's error, a placeholder while the first page loads,
 * what to say when nothing matches, or the list drawn from the page. On a phone the card has no side padding (the
 * table runs edge to edge), so the other states keep their own.
 */
export function ListBody<T>({
  error,
  data,
  empty,
  emptyState,
  skeletonClassName = "h-48",
  children,
}: {
  error: Error | null;
  /** The loaded page; until it comes, a placeholder. */
  data: T | undefined;
  empty: (data: T) => boolean;
  emptyState: ReactNode;
  skeletonClassName?: string;
  children: (data: T) => ReactNode;
}) {
  if (error)
    return (
      <Alert variant="destructive" className="mx-4 sm:mx-0">
        <AlertDescription>{error.message}</AlertDescription>
      </Alert>
    );
  if (data === undefined) return <Skeleton className={`mx-4 sm:mx-0 ${skeletonClassName}`} />;
  if (empty(data)) return typeof emptyState === "string" ? <EmptyText>{emptyState}</EmptyText> : emptyState;
  return children(data);
}

const EmptyText = ({ children }: { children: ReactNode }) => (
  <p className="py-12 text-center text-sm text-muted-foreground">{children}</p>
);
