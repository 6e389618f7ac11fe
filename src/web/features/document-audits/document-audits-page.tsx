import { useState } from "react";
import { FilePlus2 } from "lucide-react";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { apiErrorMessage } from "@/lib/api-errors";
import { useCan } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import { useDocumentAudits } from "./api/document-audits";
import { AuditList } from "./components/audit-list";
import { NewDocumentAuditDialog } from "./components/new-document-audit-dialog";
import { SelectedAudit } from "./components/selected-audit";
import { useFindingTracker } from "./components/use-finding-tracker";

/** /app/audits/documents — audits of uploaded documents and records (issue 17); `?audit=<id>` opens one. */
export function DocumentAuditsPage() {
  const { t } = useTranslation("document-audits");
  const site = useCurrentSite();
  const canStart = useCan("evidence.generate");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const audits = useDocumentAudits(site?.id ?? "");
  const selected = params.get("audit") ?? audits.data?.[0]?.id ?? null;
  const tracker = useFindingTracker(selected);

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={t("title")}
        description={t("description", { site: site?.name ?? "" })}
        actions={
          canStart ? (
            <Button onClick={() => setOpen(true)}>
              <FilePlus2 aria-hidden /> {t("new.open")}
            </Button>
          ) : null
        }
      />
      {selected ? <SelectedAudit key={selected} id={selected} onTrack={tracker.onTrack} /> : null}
      <Card>
        <CardContent>
          {audits.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : audits.isError ? (
            <Alert variant="destructive">
              <AlertDescription>{apiErrorMessage(audits.error)}</AlertDescription>
            </Alert>
          ) : audits.data.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">{t("list.empty")}</p>
          ) : (
            <AuditList audits={audits.data} selected={selected} />
          )}
        </CardContent>
      </Card>
      {tracker.dialog}
      <NewDocumentAuditDialog
        open={open}
        onOpenChange={setOpen}
        onStarted={(id) => {
          setOpen(false);
          void navigate(`?audit=${id}`);
        }}
      />
    </div>
  );
}
