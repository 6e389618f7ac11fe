import { formatDay } from "@/features/library/components/format";
import { StatusPill } from "@/features/library/components/status-pill";

/** Next review date, flagged when due within 30 days or overdue. */
export function ReviewDate({ date, due }: { date: string | null; due: boolean }) {
  if (!date) return <span className="text-muted-foreground">—</span>;
  // `due` is false for archived SOPs, so they are never flagged.
  const overdue = due && date < new Date().toISOString().slice(0, 10);
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
