import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { Button } from "@/components/ui/button";

function describe(error: unknown, t: TFunction<"errors">): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return t("somethingWrong");
}

/** The screen shown when a route throws while loading or rendering (spec §8). */
export function RouteError() {
  const { t } = useTranslation("errors");
  const error = useRouteError();
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-semibold">{t("unexpected")}</h1>
      <p className="max-w-md text-muted-foreground">{describe(error, t)}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{t("reload")}</Button>
        <Button asChild variant="outline">
          <Link to="/">{t("home")}</Link>
        </Button>
      </div>
    </main>
  );
}
