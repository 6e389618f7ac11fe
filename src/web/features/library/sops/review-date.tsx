import { useTranslation } from "react-i18next";
import { formatDate } from "@/lib/format-date";
import { StatusPill } from "@/features/library/components/status-pill";

/**
 * Next review date, flagged Overdue or Due soon (within 30 days). Both flags are the domain's rules
 * (`isSopReviewOverdue`, `isSopReviewDue`), applied by the server with the site's local date; archived
 * SOPs are never flagged.
 */
export function ReviewDate({ date, due, overdue }: { date: string | null; due: boolean; overdue: boolean }) {
  const { t } = useTranslation("library");
  if (!date) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className="tabular-nums">{formatDate(date)}</span>
      {overdue ? (
        <StatusPill tone="red">{t("review.overdue")}</StatusPill>
      ) : due ? (
        <StatusPill tone="amber">{t("review.dueSoon")}</StatusPill>
      ) : null}
    </span>
  );
}
