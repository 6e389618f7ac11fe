import { PenLine, ShieldCheck } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
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
  const { t } = useTranslation("audit-log");
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
        title={t("title")}
        description={t("description")}
        actions={
          canVerify && (
            <Button
              onClick={() =>
                verifyNow.mutate(undefined, { onError: (e) => toastApiError(e, t("verificationNotStarted")) })
              }
              disabled={running}
            >
              <ShieldCheck aria-hidden /> {running ? t("verifying") : t("verifyNow")}
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
              <CardTitle>{t("lastCheckpoint")}</CardTitle>
              <CardDescription>{t("lastCheckpointDescription")}</CardDescription>
            </CardHeader>
            <CardContent className="space-y-3 text-sm">
              {data.lastCheckpoint ? (
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
                  <dt className="text-muted-foreground">{t("signed")}</dt>
                  <dd>{formatDateTime(data.lastCheckpoint.signedAt, undefined, { seconds: true })}</dd>
                  <dt className="text-muted-foreground">{t("coversEvents")}</dt>
                  <dd>{t("upTo", { seq: data.lastCheckpoint.seq })}</dd>
                  <dt className="text-muted-foreground">{t("headHash")}</dt>
                  <dd className="break-all font-mono text-xs">{data.lastCheckpoint.hash}</dd>
                  <dt className="text-muted-foreground">{t("key")}</dt>
                  <dd className="font-mono text-xs">{data.lastCheckpoint.keyId}</dd>
                </dl>
              ) : (
                <p className="text-muted-foreground">{t("noCheckpoint")}</p>
              )}
              <p className="text-muted-foreground">
                {data.unsignedEvents === 0 ? t("allSigned") : t("unsigned", { count: data.unsignedEvents })}
              </p>
              {canVerify && data.unsignedEvents > 0 && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={signNow.isPending}
                  onClick={() =>
                    signNow.mutate(undefined, { onError: (e) => toastApiError(e, t("checkpointNotSigned")) })
                  }
                >
                  <PenLine aria-hidden /> {t("signNow")}
                </Button>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t("verification")}</CardTitle>
              <CardDescription>{t("verificationDescription")}</CardDescription>
            </CardHeader>
            <CardContent>
              <VerificationResult verification={data.latestVerification} />
            </CardContent>
          </Card>
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle>{t("signingKey")}</CardTitle>
              <CardDescription>
                <Trans
                  t={t}
                  i18nKey="signingKeyDescription"
                  values={{ command: "npm run audit:verify -- --public-key" }}
                  components={{ code: <code /> }}
                />
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-2">
              <p className="text-sm">
                {t("keyId")} <span className="font-mono">{data.signingKey.keyId}</span>
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
