import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

export function NotFoundPage() {
  const { t } = useTranslation("errors");
  const { pathname } = useLocation();

  useEffect(() => {
    // Logged so a broken link can be traced from the browser console.
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-muted/40 px-6 text-center">
      <h1 className="text-6xl font-bold tracking-tight text-primary">404</h1>
      <p className="text-xl text-muted-foreground">{t("notFound")}</p>
      <Button asChild variant="link" className="text-base">
        <Link to="/">{t("home")}</Link>
      </Button>
    </main>
  );
}
