import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Loader2 } from "lucide-react";
import { ssoStartSchema } from "@domain/schemas/sso";
import { apiErrorMessage } from "@/lib/api-errors";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { startSso } from "@/lib/use-sso-sign-in";

/** "Use single sign-on (SSO)": the work e-mail's domain leads to the organisation's identity provider. */
export function SsoSignInForm(props: { next: string | null; initialEmail: string; onCancel: () => void }) {
  const { t } = useTranslation("auth");
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState(props.initialEmail);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ssoStartSchema.safeParse({ email, ...(props.next ? { next: props.next } : {}) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t("sso.enterEmail"));
    setError(null);
    setBusy(true);
    // On success the browser leaves for the provider, so the button stays busy.
    startSso(parsed.data).catch((e) => {
      setBusy(false);
      setError(apiErrorMessage(e));
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t("sso.label")}>
      <div className="space-y-2">
        <Label htmlFor="sso-email">{t("sso.email")}</Label>
        <p className="text-sm text-muted-foreground">{t("sso.hint")}</p>
        <Input
          id="sso-email"
          type="email"
          autoComplete="username"
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? "sso-email-error" : undefined}
        />
        {error && (
          <p id="sso-email-error" className="text-sm text-destructive" role="alert">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy && <Loader2 className="animate-spin" aria-hidden />}
        {t("sso.submit")}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={props.onCancel}>
        {t("sso.usePassword")}
      </Button>
    </form>
  );
}
