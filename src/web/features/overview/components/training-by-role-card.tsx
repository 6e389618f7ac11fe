import { useTranslation } from "react-i18next";
import type { OverviewView } from "@domain/schemas/overview";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";

/** Training Coverage by role: completed ÷ required assignments of each job role. */
export function TrainingByRoleCard({ roles }: { roles: OverviewView["trainingByRole"] }) {
  const { t } = useTranslation("overview");
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{t("trainingByRole.title")}</CardTitle>
        <CardDescription>{t("trainingByRole.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {roles.length === 0 && <p className="text-sm text-muted-foreground">{t("trainingByRole.empty")}</p>}
        {roles.map((r) => (
          <div key={r.role} className="space-y-1.5">
            <div className="flex items-center justify-between text-sm">
              <span className="font-medium">{r.label}</span>
              <span className="text-muted-foreground tabular-nums">
                {r.percent}%{" "}
                <span className="text-xs">
                  ({r.completed}/{r.required})
                </span>
              </span>
            </div>
            <Progress value={r.percent} aria-label={t("trainingByRole.coverage", { role: r.label })} />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
