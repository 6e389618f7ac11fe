import { Ban, CircleCheck, CircleDashed, CircleMinus, CircleX, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Verdict } from "@domain/document-audit/contract";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const look: Record<Verdict, { variant: BadgeProps["variant"]; icon: LucideIcon }> = {
  compliant: { variant: "success", icon: CircleCheck },
  partial: { variant: "warning", icon: CircleMinus },
  non_compliant: { variant: "destructive", icon: CircleX },
  no_evidence: { variant: "outline", icon: CircleDashed },
  not_applicable: { variant: "secondary", icon: Ban },
};

/** A verdict as an icon and its word: colour is never the only signal. */
export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const { t } = useTranslation("document-audits");
  const { variant, icon: Icon } = look[verdict];
  return (
    <Badge variant={variant} className="gap-1 whitespace-nowrap">
      <Icon className="size-3.5" aria-hidden />
      {t(`verdict.${verdict}`)}
    </Badge>
  );
}
