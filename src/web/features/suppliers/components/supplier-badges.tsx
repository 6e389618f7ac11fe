import {
  AlertTriangle,
  Ban,
  CheckCircle2,
  CircleDashed,
  Clock,
  FileQuestion,
  PauseCircle,
  XCircle,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ComplianceState } from "@domain/suppliers/compliance";
import type { SupplierDocumentState } from "@domain/suppliers/requirements";
import type { SupplierStatus } from "@domain/suppliers/suppliers";
import { Badge, type BadgeProps } from "@/components/ui/badge";

type Variant = BadgeProps["variant"];

const statusLook: Record<SupplierStatus, { variant: Variant; icon: typeof CheckCircle2 }> = {
  pending: { variant: "outline", icon: CircleDashed },
  approved: { variant: "success", icon: CheckCircle2 },
  conditionally_approved: { variant: "warning", icon: AlertTriangle },
  suspended: { variant: "destructive", icon: PauseCircle },
  delisted: { variant: "secondary", icon: Ban },
};

/** The approval status in words, with an icon (colour is never the only signal). */
export function StatusBadge({ status }: { status: SupplierStatus }) {
  const { t } = useTranslation("suppliers");
  const { variant, icon: Icon } = statusLook[status];
  return (
    <Badge variant={variant} data-testid="supplier-status" data-status={status}>
      <Icon aria-hidden />
      {t(`status.${status}`)}
    </Badge>
  );
}

const complianceLook: Record<ComplianceState, { variant: Variant; icon: typeof CheckCircle2 }> = {
  complete: { variant: "success", icon: CheckCircle2 },
  expiring: { variant: "warning", icon: Clock },
  expired: { variant: "destructive", icon: XCircle },
  missing: { variant: "outline", icon: FileQuestion },
};

export function ComplianceBadge({ state }: { state: ComplianceState }) {
  const { t } = useTranslation("suppliers");
  const { variant, icon: Icon } = complianceLook[state];
  return (
    <Badge variant={variant} data-testid="supplier-compliance" data-compliance={state}>
      <Icon aria-hidden />
      {t(`compliance.${state}`)}
    </Badge>
  );
}

const documentLook: Record<SupplierDocumentState, { variant: Variant; icon: typeof CheckCircle2 }> = {
  to_review: { variant: "warning", icon: Clock },
  accepted: { variant: "success", icon: CheckCircle2 },
  rejected: { variant: "destructive", icon: XCircle },
};

export function DocumentStateBadge({ state }: { state: SupplierDocumentState }) {
  const { t } = useTranslation("suppliers");
  const { variant, icon: Icon } = documentLook[state];
  return (
    <Badge variant={variant} data-document-state={state}>
      <Icon aria-hidden />
      {t(`documentState.${state}`)}
    </Badge>
  );
}
