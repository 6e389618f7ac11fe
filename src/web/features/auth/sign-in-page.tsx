import { useState } from "react";
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
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signUpOpen, demoSignIn } = usePublicConfig();
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

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
          <h2 className="text-3xl font-semibold leading-tight">Audit-ready every day, not just the week before.</h2>
          <p className="text-emerald-50/90">
            Records, verifications, training and traceability for PrimusGFS, SQF, BRCGS, GlobalG.A.P. and IFS — in one
            place your auditors can trust.
          </p>
        </div>
        <p className="flex items-center gap-2 text-sm text-emerald-50/80">
          <ShieldCheck className="size-4" aria-hidden /> Every change is signed and kept in a tamper-evident audit
          trail.
        </p>
      </section>
      <section className="relative flex items-center justify-center p-6">
        <LanguageSwitcher className="absolute top-4 right-4" />
        <div className="w-full max-w-sm space-y-6">
          <div className="space-y-2">
            <Link to="/" className="lg:hidden">
              <Logo />
            </Link>
            <h1 className="text-2xl font-semibold tracking-tight">Sign in to Clausewise</h1>
            <p className="text-sm text-muted-foreground">Use the e-mail address your administrator invited.</p>
          </div>
          {params.get("reset") === "1" && !failure && (
            <Alert role="status">
              <AlertDescription>Your password was changed. Sign in with the new one.</AlertDescription>
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
                <Label htmlFor="email">E-mail</Label>
                <Input
                  id="email"
                  type="email"
                  autoComplete="username"
                  autoFocus
                  aria-invalid={!!errors.email}
                  aria-describedby={errors.email ? "email-error" : undefined}
                  {...form.register("email")}
                />
                {errors.email && (
                  <p id="email-error" className="text-sm text-destructive">
                    {errors.email.message}
                  </p>
                )}
              </div>
              <div className="space-y-2">
                <div className="flex items-baseline justify-between gap-2">
                  <Label htmlFor="password">Password</Label>
                  <Link
                    to="/forgot-password"
                    className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    Forgot password?
                  </Link>
                </div>
                <Input
                  id="password"
                  type="password"
                  autoComplete="current-password"
                  aria-invalid={!!errors.password}
                  aria-describedby={errors.password ? "password-error" : undefined}
                  {...form.register("password")}
                />
                {errors.password && (
                  <p id="password-error" className="text-sm text-destructive">
                    {errors.password.message}
                  </p>
                )}
              </div>
              <Button type="submit" className="w-full" disabled={pending}>
                {pending && <Loader2 className="animate-spin" aria-hidden />}
                Sign in
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
                <KeyRound aria-hidden /> Use single sign-on (SSO)
              </Button>
            </form>
          )}
          {demoSignIn && (
            <div className="space-y-2 rounded-lg border border-dashed p-4 text-sm">
              <p className="font-medium">Explore the demo</p>
              <p className="text-muted-foreground">
                Pacific Fresh Produce Co., a demo packhouse and harvest operation with sample records. Sign in as its
                administrator ({demoSignIn.email}, password {demoSignIn.password}); the README lists its other roles.
              </p>
              <Button
                type="button"
                variant="outline"
                className="w-full"
                disabled={pending}
                onClick={() => void submit(demoSignIn)}
              >
                Explore the demo
              </Button>
            </div>
          )}
          <p className="text-center text-sm text-muted-foreground">
            New to Clausewise?{" "}
            {signUpOpen ? (
              <Link to="/sign-up" className="font-medium text-primary underline-offset-4 hover:underline">
                Create your organisation
              </Link>
            ) : (
              <Link to="/" className="font-medium text-primary underline-offset-4 hover:underline">
                See how it works
              </Link>
            )}
          </p>
        </div>
      </section>
    </main>
  );
}
