import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate, useSearchParams } from "react-router";
import { KeyRound, Loader2, ShieldCheck } from "lucide-react";
import { signInSchema, type SignInInput } from "@domain/schemas/auth";
import { applyServerErrors } from "@/lib/api-errors";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Logo } from "@/components/logo";
import { LanguageSwitcher } from "@/components/language-switcher";
import { usePublicConfig } from "@/lib/use-public-config";
import { safeNext } from "@domain/accounts/safe-next";
import { signIn } from "@/lib/sign-in";
import { SecondStepForm } from "./second-step-form";
import { SsoSignInForm } from "./sso-sign-in-form";

export function SignInPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signUpOpen, demoSignIn } = usePublicConfig();
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;
  const emailField = form.register("email");
  const passwordField = form.register("password");

  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [withSso, setWithSso] = useState(false);
  const done = () => navigate(safeNext(params.get("next")), { replace: true });

  // A plain request, not a query-client mutation: sign-in never loads the query client (decision 089).
  const submit = async (values: SignInInput) => {
    setFailure(null);
    setPending(true);
    try {
      const result = await signIn(values);
      if ("twoFactorRequired" in result) setChallenge(result.challenge);
      else done();
    } catch (error) {
      applyServerErrors(error, form.setError, setFailure);
    } finally {
      setPending(false);
    }
  };
  const onSubmit = form.handleSubmit(submit);

  return (
    <main className="grid min-h-svh bg-muted/40 lg:grid-cols-2">
      <section className="hidden flex-col justify-between bg-gradient-to-br from-emerald-800 via-emerald-700 to-lime-600 p-10 text-white lg:flex">
        <Link to="/" className="w-fit">
          <Logo inverted />
        </Link>
        <div className="max-w-md space-y-4">
          <h2 className="text-3xl font-semibold leading-tight">{t("signIn.pitchTitle")}</h2>
          <p className="text-emerald-50/90">{t("signIn.pitch")}</p>
        </div>
        <p className="flex items-center gap-2 text-sm text-emerald-50/80">
          <ShieldCheck className="size-4" aria-hidden /> {t("signIn.auditTrail")}
        </p>
      </section>
      <section className="relative flex items-center justify-center p-6">
        <LanguageSwitcher className="absolute top-4 right-4" />
        <div className="w-full max-w-sm space-y-6">
          <div className="space-y-2">
            <Link to="/" className="lg:hidden">
              <Logo />
            </Link>
            <h1 className="text-2xl font-semibold tracking-tight">{t("signIn.title")}</h1>
            <p className="text-sm text-muted-foreground">{t("signIn.description")}</p>
          </div>
          {params.get("reset") === "1" && !failure && (
            <Alert role="status">
              <AlertDescription>{t("signIn.passwordChanged")}</AlertDescription>
            </Alert>
          )}
          {failure && (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          )}
          {challenge ? (
            <SecondStepForm
              challenge={challenge}
              onSignedIn={done}
              onRestart={() => {
                setChallenge(null);
                form.reset({ email: form.getValues("email"), password: "" });
              }}
            />
          ) : withSso ? (
            <SsoSignInForm
              next={params.get("next")}
              initialEmail={form.getValues("email")}
              onCancel={() => setWithSso(false)}
            />
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <div className="space-y-2">
                <Label htmlFor="email">{t("signIn.email")}</Label>
                <Input
                  id="email"
                  type="email"
                  autoComplete="username"
                  autoFocus
                  aria-invalid={!!errors.email}
                  aria-describedby={errors.email ? "email-error" : undefined}
                  {...emailField}
                />
                {errors.email && (
                  <p id="email-error" className="text-sm text-destructive">
                    {errors.email.message}
                  </p>
                )}
              </div>
              <div className="space-y-2">
                <div className="flex items-baseline justify-between gap-2">
                  <Label htmlFor="password">{t("signIn.password")}</Label>
                  <Link
                    to="/forgot-password"
                    className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {t("signIn.forgot")}
                  </Link>
                </div>
                <Input
                  id="password"
                  type="password"
                  autoComplete="current-password"
                  aria-invalid={!!errors.password}
                  aria-describedby={errors.password ? "password-error" : undefined}
                  {...passwordField}
                />
                {errors.password && (
                  <p id="password-error" className="text-sm text-destructive">
                    {errors.password.message}
                  </p>
                )}
              </div>
              <Button type="submit" className="w-full" disabled={pending}>
                {pending && <Loader2 className="animate-spin" aria-hidden />}
                {t("signIn.submit")}
              </Button>
              <Button
                type="button"
                variant="outline"
                className="w-full"
                onClick={() => {
                  setFailure(null);
                  setWithSso(true);
                }}
              >
                <KeyRound aria-hidden /> {t("signIn.useSso")}
              </Button>
            </form>
          )}
          {demoSignIn && (
            <div className="space-y-2 rounded-lg border border-dashed p-4 text-sm">
              <p className="font-medium">{t("signIn.demoTitle")}</p>
              <p className="text-muted-foreground">
                {t("signIn.demoDescription", { email: demoSignIn.email, password: demoSignIn.password })}
              </p>
              <Button
                type="button"
                variant="outline"
                className="w-full"
                disabled={pending}
                onClick={() => void submit(demoSignIn)}
              >
                {t("signIn.demoTitle")}
              </Button>
            </div>
          )}
          <p className="text-center text-sm text-muted-foreground">
            {t("signIn.newHere")}{" "}
            {signUpOpen ? (
              <Link to="/sign-up" className="font-medium text-primary underline-offset-4 hover:underline">
                {t("signIn.createOrganisation")}
              </Link>
            ) : (
              <Link to="/" className="font-medium text-primary underline-offset-4 hover:underline">
                {t("signIn.seeHow")}
              </Link>
            )}
          </p>
        </div>
      </section>
    </main>
  );
}
