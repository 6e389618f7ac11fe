import type { AssignmentStatus } from "@domain/training/assignment-status";
import { Badge } from "@/components/ui/badge";

const labels: Record<AssignmentStatus, string> = { pending: "Pending", completed: "Completed", overdue: "Overdue" };
const variants = { pending: "secondary", completed: "success", overdue: "destructive" } as const;

export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  return <Badge variant={variants[status]}>{labels[status]}</Badge>;
}
