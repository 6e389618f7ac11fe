import { useTranslation } from "react-i18next";
import { CheckCircle2, CircleDashed } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** 'Scope Configured' once the site's scope is confirmed, else 'Scope Incomplete' (spec §2). */
export function ScopeStatusBadge({ confirmed }: { confirmed: boolean }) {
  const { t } = useTranslation("sites");
  return confirmed ? (
    <Badge variant="success">
      <CheckCircle2 aria-hidden /> {t("scopeStatus.configured")}
    </Badge>
  ) : (
    <Badge variant="warning">
      <CircleDashed aria-hidden /> {t("scopeStatus.incomplete")}
    </Badge>
  );
}
