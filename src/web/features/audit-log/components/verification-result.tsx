import type { AuditVerificationView } from "@domain/schemas/audit-log";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format-date";

const badges: Record<AuditVerificationView["status"], { label: string; variant: BadgeProps["variant"] }> = {
  queued: { label: "Queued", variant: "secondary" },
  running: { label: "Running", variant: "secondary" },
  passed: { label: "Intact", variant: "success" },
  failed: { label: "Broken", variant: "destructive" },
  error: { label: "Could not run", variant: "warning" },
};

/** The latest Verify now: its status, what it checked and, when broken, the first event that does not verify. */
export function VerificationResult({ verification }: { verification: AuditVerificationView | null }) {
  if (!verification) return <p className="text-sm text-muted-foreground">The trail has not been verified here yet.</p>;
  const badge = badges[verification.status];
  return (
    <div className="space-y-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={badge.variant}>{badge.label}</Badge>
        <span className="text-muted-foreground">
          asked by {verification.requestedByName} on{" "}
          {formatDateTime(verification.createdAt, undefined, { seconds: true })}
          {verification.completedAt
            ? `, finished ${formatDateTime(verification.completedAt, undefined, { seconds: true })}`
            : ""}
        </span>
      </div>
      {verification.eventsChecked !== null && (
        <p>
          {verification.eventsChecked} events and {verification.checkpointsChecked} signed checkpoints checked.
        </p>
      )}
      {verification.firstBreak && (
        <Alert variant="destructive">
          <AlertTitle>
            First event that does not verify: #{verification.firstBreak.seq}
            {verification.firstBreak.eventId ? "" : " (deleted)"}
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
