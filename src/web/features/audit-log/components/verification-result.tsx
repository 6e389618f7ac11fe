import { useTranslation } from "react-i18next";
import type { AuditVerificationView } from "@domain/schemas/audit-log";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format-date";

const variants: Record<AuditVerificationView["status"], BadgeProps["variant"]> = {
  queued: "secondary",
  running: "secondary",
  passed: "success",
  failed: "destructive",
  error: "warning",
};

/** The latest Verify now: its status, what it checked and, when broken, the first event that does not verify. */
export function VerificationResult({ verification }: { verification: AuditVerificationView | null }) {
  const { t } = useTranslation("audit-log");
  if (!verification) return <p className="text-sm text-muted-foreground">{t("notVerified")}</p>;
  return (
    <div className="space-y-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={variants[verification.status]}>{t(`status.${verification.status}`)}</Badge>
        <span className="text-muted-foreground">
          {t("askedBy", {
            name: verification.requestedByName,
            date: formatDateTime(verification.createdAt, undefined, { seconds: true }),
          })}
          {verification.completedAt
            ? t("finished", { date: formatDateTime(verification.completedAt, undefined, { seconds: true }) })
            : ""}
        </span>
      </div>
      {verification.eventsChecked !== null && (
        <p>
          {t("checked", {
            events: t("events", { count: verification.eventsChecked }),
            checkpoints: t("checkpoints", { count: verification.checkpointsChecked ?? 0 }),
          })}
        </p>
      )}
      {verification.firstBreak && (
        <Alert variant="destructive">
          <AlertTitle>
            {t(verification.firstBreak.eventId ? "firstBreak" : "firstBreakDeleted", {
              seq: verification.firstBreak.seq,
            })}
          </AlertTitle>
          <AlertDescription className="break-words">{verification.firstBreak.reason}</AlertDescription>
        </Alert>
      )}
      {verification.failureReason && <p className="text-destructive">{verification.failureReason}</p>}
      {verification.warnings.map((w) => (
        <p key={w} className="text-muted-foreground">
          {w}
        </p>
      ))}
    </div>
  );
}
