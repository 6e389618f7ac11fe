import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/**
 * The screen shown when a page throws while loading or rendering (spec §8): `detail` names what went
 * wrong when it is known. Home is a plain link: after an error, a fresh load of the landing page.
 */
export function ErrorScreen({ error, detail }: { error: unknown; detail?: string }) {
  const { t } = useTranslation("errors");
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-semibold">{t("unexpected")}</h1>
      <p className="max-w-md text-muted-foreground">
        {detail ?? (error instanceof Error ? error.message : t("somethingWrong"))}
      </p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{t("reload")}</Button>
        <Button asChild variant="outline">
          <a href="/">{t("home")}</a>
        </Button>
      </div>
    </main>
  );
}
