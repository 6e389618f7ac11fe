import { useTranslation } from "react-i18next";
import type { EmployeeStatus } from "@domain/employees/job-roles";
import type { EmployeeView } from "@domain/schemas/employees";
import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { formatDate } from "@/lib/format-date";
import { formatPercent } from "@/lib/format-number";

const statusVariant = { active: "success", training: "warning", inactive: "secondary" } as const;

export function EmployeeStatusBadge({ status }: { status: EmployeeStatus }) {
  const { t } = useTranslation("employees");
  return <Badge variant={statusVariant[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** Training progress from assignments; 90 % or more counts as complete (spec §9). */
export function TrainingProgress({ training }: { training: EmployeeView["training"] }) {
  const { t } = useTranslation("employees");
  if (training.progress === null) return <span className="text-xs text-muted-foreground">{t("training.none")}</span>;
  return (
    <div className="min-w-28 space-y-1">
      <div className="flex justify-between text-xs">
        <span className="tabular-nums">{formatPercent(training.progress)}</span>
        <span className="text-muted-foreground">
          {training.complete
            ? t("training.complete")
            : t("training.progress", { completed: training.completed, assigned: training.assigned })}
        </span>
      </div>
      <Progress
        value={training.progress}
        aria-label={t("training.label", { percent: formatPercent(training.progress) })}
      />
    </div>
  );
}

/** Certification chips; expired in red, expiring within 30 days in amber. */
export function CertificationBadges({ certifications }: { certifications: EmployeeView["certifications"] }) {
  const { t } = useTranslation("employees");
  if (certifications.length === 0) return <span className="text-xs text-muted-foreground">—</span>;
  return (
    <div className="flex flex-wrap gap-1">
      {certifications.map((c) => (
        <Badge
          key={c.id}
          variant={c.state === "expired" ? "destructive" : c.state === "expiring" ? "warning" : "outline"}
          className="max-w-full justify-start whitespace-normal text-left"
          title={
            c.expires
              ? t("certifications.expiresOn", { name: c.name, date: formatDate(c.expires) })
              : t("certifications.noExpiry", { name: c.name })
          }
        >
          {c.name.length > 24 ? `${c.name.slice(0, 22)}…` : c.name}
          {c.state === "expired" && t("certifications.expired")}
          {c.state === "expiring" && t("certifications.expires", { date: formatDate(c.expires, "short") })}
        </Badge>
      ))}
    </div>
  );
}
