import { useTranslation } from "react-i18next";
import type { Verdict } from "@domain/document-audit/contract";
import { Badge } from "@/components/ui/badge";
import { verdictBadge } from "./tone";

export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const { t } = useTranslation("audit-result");
  return <Badge variant={verdictBadge[verdict]}>{t(`verdict.${verdict}`)}</Badge>;
}
