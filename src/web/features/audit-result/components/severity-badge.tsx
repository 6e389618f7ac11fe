import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { severityDisplay } from "@domain/audit-demo/severity";
import type { FindingSeverity } from "@domain/audit-demo/types";
import { toneBadgeVariant } from "./tone";

export function SeverityBadge({ severity }: { severity: FindingSeverity }) {
  const { t } = useTranslation("audit-result");
  const { tone } = severityDisplay[severity];
  return <Badge variant={toneBadgeVariant[tone]}>{t(`severity.${severity}`)}</Badge>;
}
