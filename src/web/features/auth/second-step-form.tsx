import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Loader2 } from "lucide-react";
import { secondFactorCode } from "@domain/schemas/two-factor";
import { ApiError } from "@/lib/api";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { signInSecondStep } from "@/lib/sign-in";

/** Sign-in's second step: a code from the authenticator app, or one of the recovery codes. */
export function SecondStepForm(props: { challenge: string; onSignedIn: () => void; onRestart: () => void }) {
  const { t } = useTranslation("auth");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = secondFactorCode.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t("secondStep.enterCode"));
    setError(null);
    setPending(true);
    try {
      await signInSecondStep({ challenge: props.challenge, code: parsed.data });
      props.onSignedIn();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t("secondStep.failed"));
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t("secondStep.label")}>
      <div className="space-y-2">
        <Label htmlFor="code">{t("secondStep.code")}</Label>
        <p className="text-sm text-muted-foreground">{t("secondStep.hint")}</p>
        <Input
          id="code"
          inputMode="text"
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? "code-error" : undefined}
        />
        {error && (
          <p id="code-error" className="text-sm text-destructive" role="alert">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending && <Loader2 className="animate-spin" aria-hidden />}
        {t("secondStep.submit")}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={props.onRestart}>
        {t("secondStep.restart")}
      </Button>
    </form>
  );
}
