import type { DueStatus } from "@domain/overview/work-items";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

const variants = { onTime: "success", dueSoon: "warning", overdue: "destructive" } as const;

export function DueStatusBadge({ status }: { status: DueStatus }) {
  const { t } = useTranslation("overview");
  return <Badge variant={variants[status]}>{t(`dueStatus.${status}`)}</Badge>;
}
