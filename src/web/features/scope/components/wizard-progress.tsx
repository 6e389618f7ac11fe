import { Check } from "lucide-react";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";

export const WIZARD_STEPS = [
  { title: "Site Profile", subtitle: "Basic info" },
  { title: "Products", subtitle: "Types & flags" },
  { title: "Activities", subtitle: "Operations" },
  { title: "Modules", subtitle: "Standards" },
  { title: "Review", subtitle: "Confirm" },
] as const;

/** The five steps with the current one marked; any step can be opened (no gating). */
export function WizardProgress({ step, onSelect }: { step: number; onSelect: (step: number) => void }) {
  return (
    <nav aria-label="Scope wizard steps" className="space-y-3">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">
          Step {step + 1} of {WIZARD_STEPS.length}: {WIZARD_STEPS[step]!.title}
        </span>
        <span className="text-muted-foreground">{Math.round(((step + 1) / WIZARD_STEPS.length) * 100)}%</span>
      </div>
      <Progress value={((step + 1) / WIZARD_STEPS.length) * 100} aria-label="Wizard progress" />
      <ol className="hidden grid-cols-5 gap-2 md:grid">
        {WIZARD_STEPS.map((s, i) => (
          <li key={s.title}>
            <button
              type="button"
              onClick={() => onSelect(i)}
              aria-current={i === step ? "step" : undefined}
              className={cn(
                "flex w-full items-center gap-3 rounded-lg p-2 text-left transition-colors hover:bg-accent/50",
                i === step && "bg-primary/5",
              )}
            >
              <span
                className={cn(
                  "flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold",
                  i < step && "border-primary bg-primary text-primary-foreground",
                  i === step && "border-primary text-primary",
                  i > step && "border-border text-muted-foreground",
                )}
              >
                {i < step ? <Check className="size-3.5" aria-hidden /> : i + 1}
              </span>
              <span className="min-w-0">
                <span className={cn("block truncate text-sm font-medium", i > step && "text-muted-foreground")}>
                  {s.title}
                </span>
                <span className="block truncate text-xs text-muted-foreground">{s.subtitle}</span>
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
