import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Loader2 } from "lucide-react";
import { safeNext } from "@domain/accounts/safe-next";
import { ssoCallbackSchema } from "@domain/schemas/sso";
import { apiErrorMessage } from "@/lib/api-errors";
import { Logo } from "@/components/logo";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { completeSso } from "@/lib/use-sso-sign-in";
import { SecondStepForm } from "./second-step-form";

/**
 * /sso/callback — where the identity provider sends the browser back. The page posts the answer to
 * the server once (the provider's GET itself changes nothing) and shows the outcome.
 */
export function SsoCallbackPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const parsed = ssoCallbackSchema.safeParse(Object.fromEntries(params));
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !parsed.success) return;
    sent.current = true; // once, even when React runs effects twice in development
    completeSso(parsed.data).then(
      (result) =>
        "twoFactorRequired" in result
          ? setChallenge(result.challenge)
          : navigate(safeNext(result.next), { replace: true }),
      setError,
    );
  }, [navigate, parsed]);

  const failure = !parsed.success ? t("ssoCallback.incomplete") : error ? apiErrorMessage(error) : null;

  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-6">
      <div className="w-full max-w-sm space-y-6 rounded-xl border bg-background p-6 shadow-sm sm:p-8">
        <Link to="/" className="w-fit">
          <Logo />
        </Link>
        {failure ? (
          <div className="space-y-3">
            <h1 className="text-2xl font-semibold tracking-tight">{t("ssoCallback.failed")}</h1>
            <Alert variant="destructive" role="alert">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
            <Link to="/sign-in" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              {t("ssoCallback.back")}
            </Link>
          </div>
        ) : challenge ? (
          <div className="space-y-4">
            <h1 className="text-2xl font-semibold tracking-tight">{t("ssoCallback.oneMoreStep")}</h1>
            <SecondStepForm
              challenge={challenge}
              onSignedIn={() => navigate("/app/overview", { replace: true })}
              onRestart={() => navigate("/sign-in", { replace: true })}
            />
          </div>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden /> {t("ssoCallback.signingIn")}
          </p>
        )}
      </div>
    </main>
  );
}
