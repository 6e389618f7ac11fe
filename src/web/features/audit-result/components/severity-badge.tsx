import { Badge } from "@/components/ui/badge";
import { severityDisplay } from "@domain/audit-demo/severity";
import type { FindingSeverity } from "@domain/audit-demo/types";
import { toneBadgeVariant } from "./tone";

export function SeverityBadge({ severity }: { severity: FindingSeverity }) {
  const { label, tone } = severityDisplay[severity];
  return <Badge variant={toneBadgeVariant[tone]}>{label}</Badge>;
}
