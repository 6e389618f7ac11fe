import { CircleCheck, CircleDashed, Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { auditStages } from "@domain/document-audit/contract";
import type { DocumentAuditProgress } from "@domain/document-audit/view";
import { Progress } from "@/components/ui/progress";
import { formatPercent } from "@/lib/format-number";
import { stageState } from "./stage-state";

/** The engine's seven stages, named as on the landing, with the one running now and the bar. */
export function AuditProgress({ progress }: { progress: DocumentAuditProgress }) {
  const { t } = useTranslation("document-audits");
  const current = progress.stage ? auditStages.indexOf(progress.stage) : -1;
  const finished = progress.status === "done";
  return (
    <div className="grid gap-3" data-testid="document-audit-progress">
      <div className="flex items-center gap-3">
        <Progress value={progress.progress * 100} aria-label={t("progress.label")} className="flex-1" />
        <span className="text-sm tabular-nums">{formatPercent(progress.progress * 100)}</span>
      </div>
      <ol className="grid gap-1.5 text-sm" aria-live="polite">
        {auditStages.map((stage, i) => {
          const state = stageState(i, current, finished);
          const Icon = state === "done" ? CircleCheck : state === "active" ? Loader2 : CircleDashed;
          return (
            <li key={stage} className="flex items-center gap-2" data-state={state}>
              <Icon
                className={
                  state === "active"
                    ? "size-4 animate-spin text-primary motion-reduce:animate-none"
                    : state === "done"
                      ? "size-4 text-success"
                      : "size-4 text-muted-foreground"
                }
                aria-hidden
              />
              <span className={state === "waiting" ? "text-muted-foreground" : undefined}>{t(`stage.${stage}`)}</span>
              <span className="sr-only">{t(`progress.${state}`)}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
