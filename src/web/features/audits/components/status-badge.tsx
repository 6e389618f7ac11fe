import { useTranslation } from "react-i18next";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const variants = {
  scheduled: "outline",
  "in-progress": "warning",
  completed: "success",
  preparing: "secondary",
  "pending-response": "warning",
  certified: "success",
  issued: "secondary",
  generating: "secondary",
  ready: "success",
  failed: "destructive",
  open: "warning",
  overdue: "destructive",
  closed: "success",
} as const satisfies Record<string, BadgeProps["variant"]>;
type KnownStatus = keyof typeof variants;
const isKnown = (status: string): status is KnownStatus => Object.hasOwn(variants, status);

/** One badge for every status of the audits area (audits, reports, packs, findings). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("audits");
  if (!isKnown(status)) return <Badge variant="outline">{status}</Badge>;
  return <Badge variant={variants[status]}>{t(`status.${status}`)}</Badge>;
}
