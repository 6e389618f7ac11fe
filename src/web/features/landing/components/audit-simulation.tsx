import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ArrowRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { formatPercent } from "@/lib/format-number";
import { simulationSteps } from "@domain/audit-demo/simulation";
import { useAuditSimulation } from "@/features/landing/hooks/use-audit-simulation";
import { SimulationCounters } from "./simulation-counters";
import { SimulationReport } from "./simulation-report";
import { SimulationSteps } from "./simulation-steps";

/** The body of the audit dialog: the live run, then the generated report. */
export function AuditSimulation({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("landing");
  const state = useAuditSimulation();
  const done = state.phase === "done";
  const percent = Math.round(state.progress * 100);

  return (
    <>
      <DialogHeader>
        <DialogTitle>{done ? t("simulation.generated") : t("simulation.performing")}</DialogTitle>
        <DialogDescription>
          {done ? t("simulation.generatedDescription") : t("simulation.performingDescription")}
        </DialogDescription>
      </DialogHeader>

      {done ? (
        <SimulationReport />
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
          <SimulationCounters docs={state.docs} clauses={state.clauses} issues={state.issues} />
          <SimulationSteps step={state.step} completed={state.completed} />
        </div>
      )}

      <DialogFooter>
        {done && (
          <Button asChild>
            <Link to="/audit/result">
              {t("simulation.viewReport")} <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        )}
        <Button variant="outline" onClick={onClose}>
          {t("simulation.close")}
        </Button>
      </DialogFooter>
    </>
  );
}
