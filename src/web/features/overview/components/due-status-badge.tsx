import type { DueStatus } from "@domain/overview/work-items";
import { Badge } from "@/components/ui/badge";

const labels: Record<DueStatus, string> = { onTime: "On Time", dueSoon: "Due Soon", overdue: "Overdue" };
const variants = { onTime: "success", dueSoon: "warning", overdue: "destructive" } as const;

export function DueStatusBadge({ status }: { status: DueStatus }) {
  return <Badge variant={variants[status]}>{labels[status]}</Badge>;
}
