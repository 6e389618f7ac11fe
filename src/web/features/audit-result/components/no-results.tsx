import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { ClipboardXIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** How long the empty state stays readable before the automatic return to the landing page. */
export const REDIRECT_DELAY_MS = 3000;

/** Shown when this tab holds no demo result; sends the visitor back to run one. */
export function NoResults() {
  const navigate = useNavigate();
  const { t } = useTranslation("audit-result");

  useEffect(() => {
    const timer = setTimeout(() => navigate("/", { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 px-6 text-center">
      <ClipboardXIcon className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">{t("noResults.title")}</h1>
      <p className="text-muted-foreground">{t("noResults.description")}</p>
      <Button asChild className="mt-3">
        <Link to="/" replace>
          {t("backToDemo")}
        </Link>
      </Button>
    </main>
  );
}
