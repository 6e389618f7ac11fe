import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The way back from a site's screens to the list of sites. */
export function BackToSites() {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="sm" className="-ml-3" asChild>
      <Link to="/app/settings/sites">
        <ArrowLeft aria-hidden /> {t("site.back")}
      </Link>
    </Button>
  );
}
