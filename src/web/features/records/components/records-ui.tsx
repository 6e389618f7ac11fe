import { ChevronLeft, ChevronRight } from "lucide-react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

const badgeStyles: Record<string, { label: string; variant: BadgeProps["variant"] }> = {
  pending: { label: "Pending", variant: "warning" },
  verified: { label: "Verified", variant: "success" },
  rejected: { label: "Rejected", variant: "destructive" },
  investigating: { label: "Investigating", variant: "secondary" },
  corrected: { label: "Corrected", variant: "success" },
  on_hold: { label: "On Hold", variant: "warning" },
  released: { label: "Released", variant: "success" },
  low: { label: "Low", variant: "outline" },
  medium: { label: "Medium", variant: "secondary" },
  high: { label: "High", variant: "warning" },
  critical: { label: "Critical", variant: "destructive" },
  overdue: { label: "Overdue", variant: "destructive" },
  due_soon: { label: "Due soon", variant: "warning" },
  on_time: { label: "On time", variant: "outline" },
};

/** One badge for every status and severity of the records area. */
export function RecordsBadge({ value, className }: { value: string; className?: string }) {
  const style = badgeStyles[value] ?? { label: value, variant: "outline" as const };
  return (
    <Badge variant={style.variant} className={className}>
      {style.label}
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
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  return (
    <div className="flex items-center justify-between gap-3 border-t px-4 pt-4 text-sm text-muted-foreground sm:px-0">
      <span className="tabular-nums">
        {(page - 1) * pageSize + 1}–{Math.min(page * pageSize, total)} of {total}
      </span>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
          aria-label="Previous page"
        >
          <ChevronLeft aria-hidden />
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPage(page + 1)}
          disabled={page >= pages}
          aria-label="Next page"
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
