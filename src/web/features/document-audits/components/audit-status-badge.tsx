import { useTranslation } from "react-i18next";
import type { DocumentAuditStatus } from "@domain/document-audit/view";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const variants: Record<DocumentAuditStatus, BadgeProps["variant"]> = {
  queued: "outline",
  running: "secondary",
  done: "success",
  failed: "destructive",
};

export function AuditStatusBadge({ status }: { status: DocumentAuditStatus }) {
  const { t } = useTranslation("document-audits");
  return <Badge variant={variants[status]}>{t(`status.${status}`)}</Badge>;
}
