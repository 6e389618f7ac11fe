import { formatDay } from "@/features/library/components/format";
import { StatusPill } from "@/features/library/components/status-pill";

/** Next review date, flagged when due within 30 days or overdue at the site. */
export function ReviewDate({ date, due, overdue }: { date: string | null; due: boolean; overdue: boolean }) {
  if (!date) return <span className="text-muted-foreground">—</span>;
  // `due` and `overdue` come from the server, decided with the site's own date (isSopReviewDue/Overdue).
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className="tabular-nums">{formatDay(date)}</span>
      {overdue ? (
        <StatusPill tone="red">Overdue</StatusPill>
      ) : due ? (
        <StatusPill tone="amber">Due soon</StatusPill>
      ) : null}
    </span>
  );
}
