import { useTranslation } from "react-i18next";
import { ArrowRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { formatPercent } from "@/lib/format-number";
import { simulationSteps } from "@domain/audit-demo/simulation";
import { sampleDocuments } from "@domain/audit-demo/sample-documents";
import { issuesOf, summarisePublicResult } from "@domain/audit-demo/public-result-summary";
import { useEngineAudit } from "@/features/landing/hooks/use-engine-audit";
import { SimulationCounters } from "./simulation-counters";
import { SimulationReport } from "./simulation-report";
import { SimulationSteps } from "./simulation-steps";

/** Share of the clauses counted once a step has started: 40 %, 80 %, all at steps 3, 4 and 5 (spec §4). */
const clauseShare = (step: number) => (step >= 5 ? 1 : step === 4 ? 0.8 : step === 3 ? 0.4 : 0);

/** The body of the audit dialog: the engine's run on the server, then its report. */
export function AuditSimulation({ onClose, files }: { onClose: () => void; files: readonly File[] | null }) {
  const { t } = useTranslation("landing");
  const { state, result, error } = useEngineAudit(files);
  const done = state.phase === "done" && result !== null;
  const percent = Math.round(state.progress * 100);
  const summary = result ? summarisePublicResult(result) : null;
  const documentCount = files?.length ?? sampleDocuments.length;

  if (error)
    return (
      <>
        <DialogHeader>
          <DialogTitle>{t("simulation.failedTitle")}</DialogTitle>
          <DialogDescription role="alert">{error.message ?? t("simulation.failed")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t("simulation.close")}
          </Button>
        </DialogFooter>
      </>
    );

  return (
    <>
      <DialogHeader>
        <DialogTitle>{done ? t("simulation.generated") : t("simulation.performing")}</DialogTitle>
        <DialogDescription>
          {done
            ? t("simulation.generatedDescription")
            : files
              ? t("simulation.performingOwn", { count: files.length })
              : t("simulation.performingDescription")}
        </DialogDescription>
      </DialogHeader>

      {done && result ? (
        <SimulationReport result={result} />
      ) : (
        <div className="grid gap-5">
          <div className="grid gap-2">
            <div className="flex justify-between text-xs text-muted-foreground">
              <span>
                {state.step > 0
                  ? t("simulation.step", { step: state.step, total: simulationSteps.length })
                  : t("simulation.starting")}
              </span>
              <span data-testid="audit-progress-value">{formatPercent(percent)}</span>
            </div>
            <Progress value={percent} aria-label={t("simulation.progress")} />
          </div>
          <SimulationCounters
            docs={state.step >= 1 ? documentCount : 0}
            clauses={summary ? Math.round(summary.checked * clauseShare(state.step)) : 0}
            issues={result && state.step >= 6 ? issuesOf(result.clauses).length : 0}
          />
          <SimulationSteps step={state.step} completed={state.completed} />
        </div>
      )}

      <DialogFooter>
        {done && (
          <Button asChild>
            <a href="/audit/result">
              {t("simulation.viewReport")} <ArrowRightIcon aria-hidden="true" />
            </a>
          </Button>
        )}
        <Button variant="outline" onClick={onClose}>
          {t("simulation.close")}
        </Button>
      </DialogFooter>
    </>
  );
}
