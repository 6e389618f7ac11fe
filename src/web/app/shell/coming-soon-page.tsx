import { Construction } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Spec route table: placeholder screens for areas not yet offered. */
export type ComingSoonTitle =
  | "roleManagement"
  | "workerBadges"
  | "companySettings"
  | "userPermissions"
  | "integrations";

export function ComingSoonPage({ title }: { title: ComingSoonTitle }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 py-24 text-center">
      <Construction className="size-10 text-muted-foreground" aria-hidden />
      <p className="text-sm font-medium text-muted-foreground">{t(`comingSoon.${title}`)}</p>
      <h1 className="text-2xl font-semibold">{t("comingSoon.title")}</h1>
      <p className="text-muted-foreground">{t("comingSoon.description")}</p>
    </div>
  );
}
