import { useTranslation } from "react-i18next";
import { BackToSites } from "./back-to-sites";

/** Shown for a site id that is missing, unknown or out of reach. */
export function SiteNotFound({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <BackToSites />
      <div className="rounded-xl border border-dashed border-border py-16 text-center">
        <h1 className="text-xl font-semibold">{t("site.notFound")}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{message ?? t("site.notFoundDescription")}</p>
      </div>
    </div>
  );
}
