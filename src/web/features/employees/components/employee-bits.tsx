import { employeeStatusLabels, type EmployeeStatus } from "@domain/employees/job-roles";
import type { EmployeeView } from "@domain/schemas/employees";
import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { formatDate } from "@/lib/format-date";

const statusVariant = { active: "success", training: "warning", inactive: "secondary" } as const;

export function EmployeeStatusBadge({ status }: { status: EmployeeStatus }) {
  return <Badge variant={statusVariant[status]}>{employeeStatusLabels[status]}</Badge>;
}

/** Training progress from assignments; 90 % or more counts as complete (spec §9). */
export function TrainingProgress({ training }: { training: EmployeeView["training"] }) {
  if (training.progress === null) return <span className="text-xs text-muted-foreground">No training assigned</span>;
  return (
    <div className="min-w-28 space-y-1">
      <div className="flex justify-between text-xs">
        <span className="tabular-nums">{training.progress}%</span>
        <span className="text-muted-foreground">
          {training.complete ? "Complete" : `${training.completed}/${training.assigned}`}
        </span>
      </div>
      <Progress value={training.progress} aria-label={`Training ${training.progress}%`} />
    </div>
  );
}

/** Certification chips; expired in red, expiring within 30 days in amber. */
export function CertificationBadges({ certifications }: { certifications: EmployeeView["certifications"] }) {
  if (certifications.length === 0) return <span className="text-xs text-muted-foreground">—</span>;
  return (
    <div className="flex flex-wrap gap-1">
      {certifications.map((c) => (
        <Badge
          key={c.id}
          variant={c.state === "expired" ? "destructive" : c.state === "expiring" ? "warning" : "outline"}
          className="max-w-full justify-start whitespace-normal text-left"
          title={`${c.name}${c.expires ? ` — expires ${c.expires}` : " — no expiry"}`}
        >
          {c.name.length > 24 ? `${c.name.slice(0, 22)}…` : c.name}
          {c.state === "expired" && " · expired"}
          {c.state === "expiring" && ` · expires ${formatDate(c.expires, "short")}`}
        </Badge>
      ))}
    </div>
  );
}
