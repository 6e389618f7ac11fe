import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { PageHeader } from "@/components/page-header";
import { apiErrorMessage } from "@/lib/api-errors";
import { formatDateTime } from "@/lib/format-date";
import { askHistoryExportUrl, useAskHistory } from "./api/ask";
import { AskAnswer, AskPanel } from "./components/ask-panel";

/** /app/ask — ask a question, and the user's own questions and answers with their export. */
export function AskPage() {
  const { t } = useTranslation("ask");
  const history = useAskHistory();
  const entries = history.data?.items ?? [];
  const total = history.data?.total ?? 0;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("history.title")}
        description={t("history.description")}
        actions={
          entries.length > 0 ? (
            <Button variant="outline" asChild>
              <a href={askHistoryExportUrl} download data-testid="ask-export">
                <Download aria-hidden /> {t("history.export")}
              </a>
            </Button>
          ) : null
        }
      />
      <Card>
        <CardContent>
          <AskPanel heading={t("panel.title")} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("history.listTitle")}</CardTitle>
          <CardDescription>{t("history.listDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          {history.isError ? (
            <Alert variant="destructive">
              <AlertDescription>
                <p>{t("history.failed")}</p>
                <p>{apiErrorMessage(history.error)}</p>
              </AlertDescription>
            </Alert>
          ) : history.isPending ? (
            <div className="space-y-2" role="status" aria-label={t("history.loading")}>
              <Skeleton className="h-24" />
              <Skeleton className="h-24" />
            </div>
          ) : entries.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">{t("history.empty")}</p>
          ) : (
            <ol className="grid gap-4" data-testid="ask-history">
              {entries.map((entry) => (
                <li key={entry.id} className="grid min-w-0 gap-1" data-testid="ask-history-entry">
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={entry.askedAt}>
                      {t("history.askedAt", { date: formatDateTime(entry.askedAt) })}
                    </time>
                  </p>
                  <AskAnswer question={entry.question} answer={entry} anchor={`history-${entry.id}`} />
                </li>
              ))}
              {total > entries.length ? (
                <li className="text-sm text-muted-foreground">
                  {t("history.showing", { shown: entries.length, total })}
                </li>
              ) : null}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
