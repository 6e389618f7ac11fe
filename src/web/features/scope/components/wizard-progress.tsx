import { useTranslation } from "react-i18next";
import { Check } from "lucide-react";
import { formatPercent } from "@/lib/format-number";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";

/** The five steps; `steps.<step>`, `…Subtitle` and `…Description` in the scope catalogue name them. */
export const WIZARD_STEPS = ["siteProfile", "products", "activities", "modules", "review"] as const;

/** A step's title, subtitle and description in the app's language. */
export function useWizardStep() {
  const { t } = useTranslation("scope");
  return (step: number) => {
    const key = WIZARD_STEPS[step]!;
    return {
      title: t(`steps.${key}`),
      subtitle: t(`steps.${key}Subtitle`),
      description: t(`steps.${key}Description`),
    };
  };
}

/** The five steps with the current one marked; any step can be opened (no gating). */
export function WizardProgress({ step, onSelect }: { step: number; onSelect: (step: number) => void }) {
  const { t } = useTranslation("scope");
  const stepText = useWizardStep();
  const percent = ((step + 1) / WIZARD_STEPS.length) * 100;
  return (
    <nav aria-label={t("steps.label")} className="space-y-3">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">
          {t("steps.current", { number: step + 1, total: WIZARD_STEPS.length, title: stepText(step).title })}
        </span>
        <span className="text-muted-foreground">{formatPercent(percent)}</span>
      </div>
      <Progress value={percent} aria-label={t("steps.progress")} />
      <ol className="hidden grid-cols-5 gap-2 md:grid">
        {WIZARD_STEPS.map((key, i) => (
          <li key={key}>
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
                  {stepText(i).title}
                </span>
                <span className="block truncate text-xs text-muted-foreground">{stepText(i).subtitle}</span>
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
