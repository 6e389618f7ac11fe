import { PenLine, ShieldCheck } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { PageHeader } from "@/components/page-header";
import { apiErrorMessage, toastApiError } from "@/lib/api-errors";
import { useCan } from "@/lib/use-me";
import { useAuditTrailStatus } from "./api/audit-trail-status";
import { useSignCheckpoint } from "./api/sign-checkpoint";
import { useVerifyNow } from "./api/verify-now";
import { formatDateTime } from "@/lib/format-date";
import { VerificationResult } from "./components/verification-result";

/** /app/settings/audit-log — the signed checkpoints of the audit trail and "Verify now" (administrators). */
export function AuditLogPage() {
  const { data, isPending, error } = useAuditTrailStatus();
  const canVerify = useCan("audit_log.verify");
  const verifyNow = useVerifyNow();
  const signNow = useSignCheckpoint();
  const running =
    data?.latestVerification?.status === "queued" ||
    data?.latestVerification?.status === "running" ||
    verifyNow.isPending;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Audit log"
        description="Every change is chained by hash; the chain's head is signed at intervals with a key kept outside the database."
        actions={
          canVerify && (
            <Button
              onClick={() =>
                verifyNow.mutate(undefined, { onError: (e) => toastApiError(e, "Verification not started") })
              }
              disabled={running}
            >
              <ShieldCheck aria-hidden /> {running ? "Verifying…" : "Verify now"}
            </Button>
          )
        }
      />
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{apiErrorMessage(error)}</AlertDescription>
        </Alert>
      )}
      {isPending && <Skeleton className="h-48 rounded-xl" />}
      {data && (
        <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
          <Card>
            <CardHeader>
              <CardTitle>Last signed checkpoint</CardTitle>
              <CardDescription>
                The newest chain head signed with the audit key; a copy of each is also written outside the database.
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-3 text-sm">
              {data.lastCheckpoint ? (
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
                  <dt className="text-muted-foreground">Signed</dt>
                  <dd>{formatDateTime(data.lastCheckpoint.signedAt, undefined, { seconds: true })}</dd>
                  <dt className="text-muted-foreground">Covers events</dt>
                  <dd>up to #{data.lastCheckpoint.seq}</dd>
                  <dt className="text-muted-foreground">Head hash</dt>
                  <dd className="break-all font-mono text-xs">{data.lastCheckpoint.hash}</dd>
                  <dt className="text-muted-foreground">Key</dt>
                  <dd className="font-mono text-xs">{data.lastCheckpoint.keyId}</dd>
                </dl>
              ) : (
                <p className="text-muted-foreground">No checkpoint has been signed yet.</p>
              )}
              <p className="text-muted-foreground">
                {data.unsignedEvents === 0
                  ? "Every event is covered by a signed checkpoint."
                  : `${data.unsignedEvents} newer ${data.unsignedEvents === 1 ? "event is" : "events are"} not signed yet (signed at the next interval).`}
              </p>
              {canVerify && data.unsignedEvents > 0 && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={signNow.isPending}
                  onClick={() =>
                    signNow.mutate(undefined, { onError: (e) => toastApiError(e, "Checkpoint not signed") })
                  }
                >
                  <PenLine aria-hidden /> Sign checkpoint now
                </Button>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Verification</CardTitle>
              <CardDescription>
                Verify now recomputes every event's hash, checks each checkpoint's signature and that the chain still
                reaches it. It runs in the background.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <VerificationResult verification={data.latestVerification} />
            </CardContent>
          </Card>
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle>Signing key</CardTitle>
              <CardDescription>
                Give this public key to your auditor: with it, <code>npm run audit:verify -- --public-key</code> checks
                the trail without trusting this server. Keep the private key backed up apart from the database.
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-2">
              <p className="text-sm">
                Key id <span className="font-mono">{data.signingKey.keyId}</span>
              </p>
              <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded-md bg-muted p-3 text-xs">
                {data.signingKey.publicKeyPem}
              </pre>
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}
