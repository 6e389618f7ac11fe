import { useTranslation } from "react-i18next";
import type { IncidentView } from "@domain/schemas/records";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { RecordsBadge } from "./records-ui";
import { formatDate, formatDateTime } from "@/lib/format-date";

function Block({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</h3>
      <div className="mt-1 text-sm whitespace-pre-line">{children}</div>
    </div>
  );
}

/** An incident in full, with its CAPA. */
export function IncidentDetailsDialog({
  incident,
  onOpenChange,
}: {
  incident: IncidentView | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("records");
  return (
    <Dialog open={incident !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-xl">
        {incident ? (
          <>
            <DialogHeader>
              <DialogTitle>{incident.title}</DialogTitle>
              <DialogDescription>
                {t("incidents.reportedBy", {
                  name: incident.reportedByName,
                  date: formatDateTime(incident.reportedAt),
                })}
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-wrap gap-2">
              <RecordsBadge value={incident.severity} />
              <RecordsBadge value={incident.status} />
              <span className="text-sm text-muted-foreground">
                <span className="font-mono text-xs">{incident.clauseId}</span> {incident.clauseTitle}
              </span>
            </div>
            <div className="space-y-4">
              <Block label={t("incidents.descriptionLabel")}>{incident.description}</Block>
              <Block label={t("incidents.immediateAction")}>{incident.immediateAction}</Block>
              {incident.capa ? (
                <div className="space-y-3 rounded-lg border p-3">
                  <div className="flex items-center justify-between gap-2">
                    <h3 className="text-sm font-semibold">{t("incidents.capa")}</h3>
                    <span className="text-sm">
                      {t("incidents.due", { date: formatDate(incident.capa.dueDate) })}{" "}
                      {incident.capa.overdue ? <RecordsBadge value="overdue" className="ml-1" /> : null}
                    </span>
                  </div>
                  <Block label={t("incidents.rootCause")}>{incident.capa.rootCause}</Block>
                  <Block label={t("incidents.correctiveAction")}>{incident.capa.correctiveAction}</Block>
                  <Block label={t("incidents.preventiveAction")}>{incident.capa.preventiveAction}</Block>
                  <Block label={t("incidents.responsible")}>{incident.capa.responsiblePerson}</Block>
                </div>
              ) : (
                <Block label={t("incidents.capa")}>
                  {incident.capaRequired ? t("incidents.capaNotInitiated") : t("incidents.notRequired")}
                </Block>
              )}
              {incident.correctedAt ? (
                <Block label={t("incidents.correctedLabel")}>
                  {incident.correctedByName} · {formatDateTime(incident.correctedAt)}
                  {incident.statusNote ? ` — ${incident.statusNote}` : ""}
                </Block>
              ) : null}
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t("actions.close")}
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
