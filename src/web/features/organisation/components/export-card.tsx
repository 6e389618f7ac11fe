import { useTranslation } from "react-i18next";
import { Download, FileArchive, Loader2 } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { apiErrorMessage, toastApiError } from "@/lib/api-errors";
import { formatDateTime } from "@/lib/format-date";
import {
  exportDownloadUrl,
  useOrganisationExports,
  useRequestExport,
} from "@/features/organisation/api/organisation-exports";

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** Export everything: one ZIP of CSVs (one per table) and every stored file, built in the background. */
export function ExportCard() {
  const { t } = useTranslation("organisation");
  const { data, isPending, error } = useOrganisationExports();
  const request = useRequestExport();
  const busy = request.isPending || (data?.some((e) => e.status === "queued" || e.status === "running") ?? false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("export.title")}</CardTitle>
        <CardDescription>{t("export.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <Button
          onClick={() => request.mutate(undefined, { onError: (e) => toastApiError(e, t("export.notStarted")) })}
          disabled={busy}
        >
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : <FileArchive aria-hidden />}
          {busy ? t("export.preparing") : t("export.start")}
        </Button>
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{apiErrorMessage(error)}</AlertDescription>
          </Alert>
        )}
        {isPending && <Skeleton className="h-16 rounded-md" />}
        {data && data.length > 0 && (
          <ul className="divide-y rounded-md border text-sm">
            {data.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{formatDateTime(e.createdAt)}</p>
                  <p className="text-muted-foreground">{t("export.askedBy", { name: e.requestedByName })}</p>
                  {(e.status === "queued" || e.status === "running") && (
                    <div className="mt-2 space-y-1">
                      <Progress
                        value={e.stepsTotal ? (100 * e.stepsDone) / e.stepsTotal : 0}
                        aria-label={t("export.progressLabel")}
                      />
                      <p className="text-muted-foreground text-xs">
                        {e.status === "queued"
                          ? t("export.waiting")
                          : t("export.steps", { done: e.stepsDone, total: e.stepsTotal })}
                      </p>
                    </div>
                  )}
                  {e.status === "failed" && <p className="text-destructive">{e.failureReason}</p>}
                </div>
                {e.status === "ready" && (
                  <Button asChild variant="outline" size="sm">
                    <a href={exportDownloadUrl(e.id)} download>
                      <Download aria-hidden /> {t("export.download", { size: megabytes(e.size ?? 0) })}
                    </a>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
