import { useTranslation } from "react-i18next";
import type { AssignmentStatus } from "@domain/training/assignment-status";
import { Badge } from "@/components/ui/badge";

const variants = { pending: "secondary", completed: "success", overdue: "destructive" } as const;

export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  const { t } = useTranslation("training");
  return <Badge variant={variants[status]}>{t(`status.${status}`)}</Badge>;
}
