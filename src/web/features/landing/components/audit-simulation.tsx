import { Link } from "react-router";
import { ArrowRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { useAuditSimulation } from "@/features/landing/hooks/use-audit-simulation";
import { SimulationCounters } from "./simulation-counters";
import { SimulationReport } from "./simulation-report";
import { SimulationSteps } from "./simulation-steps";

/** The body of the audit dialog: the live run, then the generated report. */
export function AuditSimulation({ onClose }: { onClose: () => void }) {
  const state = useAuditSimulation();
  const done = state.phase === "done";
  const percent = Math.round(state.progress * 100);

  return (
    <>
      <DialogHeader>
        <DialogTitle>{done ? "Report Generated" : "Performing AI Audit..."}</DialogTitle>
        <DialogDescription>
          {done
            ? "Your sample PrimusGFS audit is ready. Here is what needs attention."
            : "Checking the 12 sample documents against PrimusGFS v4.0."}
        </DialogDescription>
      </DialogHeader>

      {done ? (
        <SimulationReport />
      ) : (
        <div className="grid gap-5">
          <div className="grid gap-2">
            <div className="flex justify-between text-xs text-muted-foreground">
              <span>{state.step > 0 ? `Step ${state.step} of 7` : "Starting…"}</span>
              <span data-testid="audit-progress-value">{percent}%</span>
            </div>
            <Progress value={percent} aria-label="Audit progress" />
          </div>
          <SimulationCounters docs={state.docs} clauses={state.clauses} issues={state.issues} />
          <SimulationSteps step={state.step} completed={state.completed} />
        </div>
      )}

      <DialogFooter>
        {done && (
          <Button asChild>
            <Link to="/audit/result">
              View Full Report <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        )}
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </DialogFooter>
    </>
  );
}
