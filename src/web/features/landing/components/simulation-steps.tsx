import { CheckCircle2Icon, CircleIcon, Loader2Icon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { simulationSteps } from "@domain/audit-demo/simulation";

/** A step is done once completed, active while current, else pending. */
const statusOf = (number: number, step: number, completed: number) =>
  number <= completed ? "done" : number === step ? "active" : "pending";

/** The seven steps: pending, spinning while current, then a green check. */
export function SimulationSteps({ step, completed }: { step: number; completed: number }) {
  const { t } = useTranslation("landing");
  const label = t as unknown as (key: string) => string;
  return (
    <ol className="grid gap-2">
      {simulationSteps.map((_, i) => {
        const number = i + 1;
        const status = statusOf(number, step, completed);
        return (
          <li key={number} data-status={status} className="flex items-center gap-3 text-sm">
            {status === "done" && <CheckCircle2Icon className="size-5 text-success" aria-hidden="true" />}
            {status === "active" && (
              <Loader2Icon className="size-5 animate-spin text-primary motion-reduce:animate-none" aria-hidden="true" />
            )}
            {status === "pending" && <CircleIcon className="size-5 text-muted-foreground/40" aria-hidden="true" />}
            <span className={cn(status === "pending" && "text-muted-foreground", status === "active" && "font-medium")}>
              {label(`simulation.steps.${number}`)}
            </span>
            <span className="sr-only">
              {status === "done"
                ? t("simulation.done")
                : status === "active"
                  ? t("simulation.active")
                  : t("simulation.waiting")}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
