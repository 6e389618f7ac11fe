import { Link } from "react-router";
import { CheckCircle2, Circle } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { FirstRunStepId } from "@domain/accounts/first-run";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useFirstRun } from "@/features/overview/api/get-first-run";

const stepLinks: Record<FirstRunStepId, string> = {
  site: "/app/settings/sites",
  scope: "/app/settings/sites",
  team: "/app/settings/users",
  directory: "/app/people/directory",
};

/** A new organisation's first steps, until each is done; the server says which are. */
export function FirstRunCard() {
  const { data } = useFirstRun();
  const { t } = useTranslation("overview");
  if (!data || data.complete) return null;
  const remaining = data.steps.filter((s) => !s.done).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("firstRun.title")}</CardTitle>
        <CardDescription>{t("firstRun.stepsLeft", { count: remaining })}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="space-y-2">
          {data.steps.map((step) => {
            return (
              <li key={step.id}>
                <Link
                  to={stepLinks[step.id]}
                  className="flex min-h-11 items-start gap-3 rounded-md p-2 hover:bg-muted focus-visible:outline-2"
                >
                  {step.done ? (
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
                  ) : (
                    <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
                  )}
                  <span className="text-sm">
                    <span className={step.done ? "font-medium line-through" : "font-medium"}>
                      {t(`firstRun.steps.${step.id}.title`)}
                    </span>
                    <span className="sr-only">{step.done ? t("firstRun.done") : t("firstRun.toDo")}</span>
                    <span className="block text-muted-foreground">{t(`firstRun.steps.${step.id}.detail`)}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
