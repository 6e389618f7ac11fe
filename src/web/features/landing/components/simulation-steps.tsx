import { CheckCircle2Icon, CircleIcon, Loader2Icon } from "lucide-react";
import { cn } from "@/lib/utils";
import { simulationSteps } from "@domain/audit-demo/simulation";

/** The seven steps: pending, spinning while current, then a green check. */
export function SimulationSteps({ step, completed }: { step: number; completed: number }) {
  return (
    <ol className="grid gap-2">
      {simulationSteps.map(({ label }, i) => {
        const number = i + 1;
        const status = number <= completed ? "done" : number === step ? "active" : "pending";
        return (
          <li key={label} data-status={status} className="flex items-center gap-3 text-sm">
            {status === "done" && <CheckCircle2Icon className="size-5 text-success" aria-hidden="true" />}
            {status === "active" && (
              <Loader2Icon className="size-5 animate-spin text-primary motion-reduce:animate-none" aria-hidden="true" />
            )}
            {status === "pending" && <CircleIcon className="size-5 text-muted-foreground/40" aria-hidden="true" />}
            <span className={cn(status === "pending" && "text-muted-foreground", status === "active" && "font-medium")}>
              {label}
            </span>
            <span className="sr-only">
              {status === "done" ? "(done)" : status === "active" ? "(in progress)" : "(waiting)"}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
