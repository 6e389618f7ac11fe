import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { apiErrorMessage } from "@/lib/api-errors";
import { formatDateTime } from "@/lib/format-date";
import { useAuditProgress } from "@/features/document-audits/api/use-audit-progress";
import { AuditDocuments } from "./audit-documents";
import { AuditProgress } from "./audit-progress";
import { AuditReport } from "./audit-report";

/** One audit: its progress while it runs (live), then its report, or why it failed. */
export function SelectedAudit({
  id,
  onTrack,
}: {
  id: string;
  onTrack: ((clauseId: string, findingIndex: number) => void) | null;
}) {
  const { t } = useTranslation("document-audits");
  const { audit, progress } = useAuditProgress(id);
  const data = audit.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("selected.title")}</CardTitle>
        {data ? (
          <CardDescription>
            {t("selected.description", {
              date: formatDateTime(data.createdAt),
              by: data.createdBy ?? "—",
              count: data.documents.length,
            })}
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {audit.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{apiErrorMessage(audit.error)}</AlertDescription>
          </Alert>
        ) : !data || !progress ? (
          <Skeleton className="h-40 w-full" />
        ) : data.status === "failed" ? (
          <Alert variant="destructive">
            <AlertDescription>{data.error ?? t("selected.failed")}</AlertDescription>
          </Alert>
        ) : data.status === "done" ? (
          <>
            <AuditDocuments audit={data} />
            <AuditReport audit={data} onTrack={onTrack} />
          </>
        ) : (
          <AuditProgress progress={progress} />
        )}
      </CardContent>
    </Card>
  );
}
