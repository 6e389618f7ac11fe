import { useTranslation } from "react-i18next";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate } from "react-router";
import { Loader2, ShieldCheck } from "lucide-react";
import { PASSWORD_MIN_LENGTH } from "@domain/accounts/password-limits";
import { signUpSchema, type SignUpInput } from "@domain/schemas/auth";
import { ApiError } from "@/lib/api";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Logo } from "@/components/logo";
import { usePublicConfig } from "@/lib/use-public-config";
import { useSignUp } from "@/lib/use-me";

const fields: { name: keyof SignUpInput; type: string; autoComplete: string; hint?: true }[] = [
  { name: "organisationName", type: "text", autoComplete: "organization" },
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "password", type: "password", autoComplete: "new-password", hint: true },
];

/** /sign-up — a new organisation with its first administrator; opens the overview's first-run checklist. */
export function SignUpPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const { signUpOpen } = usePublicConfig();
  const signUp = useSignUp();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { organisationName: "", name: "", email: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: () => navigate("/app/overview", { replace: true }),
      onError: (error) => {
        if (error instanceof ApiError && error.fields)
          for (const [field, message] of Object.entries(error.fields))
            form.setError(field as keyof SignUpInput, { message });
      },
    }),
  );
  const failure =
    signUp.error instanceof ApiError && !signUp.error.fields
      ? signUp.error.message
      : signUp.error && !(signUp.error instanceof ApiError)
        ? t("signUp.offline")
        : null;

  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-6">
      <div className="w-full max-w-md space-y-6 rounded-xl border bg-background p-6 shadow-sm sm:p-8">
        <div className="space-y-2">
          <Link to="/" className="w-fit">
            <Logo />
          </Link>
          <h1 className="text-2xl font-semibold tracking-tight">{t("signUp.title")}</h1>
          <p className="text-sm text-muted-foreground">{t("signUp.description")}</p>
        </div>
        {!signUpOpen && (
          <Alert role="status">
            <AlertDescription>{t("signUp.closed")}</AlertDescription>
          </Alert>
        )}
        {failure && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {fields.map((field, index) => {
            const error = errors[field.name];
            const describedBy = [error && `${field.name}-error`, field.hint && `${field.name}-hint`]
              .filter(Boolean)
              .join(" ");
            return (
              <div key={field.name} className="space-y-2">
                <Label htmlFor={field.name}>{t(`signUp.fields.${field.name}`)}</Label>
                <Input
                  id={field.name}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  autoFocus={index === 0}
                  aria-invalid={!!error}
                  aria-describedby={describedBy || undefined}
                  {...form.register(field.name)}
                />
                {field.hint && (
                  <p id={`${field.name}-hint`} className="text-xs text-muted-foreground">
                    {t("signUp.passwordHint", { min: PASSWORD_MIN_LENGTH })}
                  </p>
                )}
                {error && (
                  <p id={`${field.name}-error`} className="text-sm text-destructive">
                    {error.message}
                  </p>
                )}
              </div>
            );
          })}
          <Button type="submit" className="w-full" disabled={signUp.isPending || !signUpOpen}>
            {signUp.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {t("signUp.submit")}
          </Button>
        </form>
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <ShieldCheck className="size-4 shrink-0" aria-hidden /> {t("signUp.auditTrail")}
        </p>
        <p className="text-center text-sm text-muted-foreground">
          {t("signUp.haveAccount")}{" "}
          <Link to="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
            {t("signUp.signIn")}
          </Link>
        </p>
      </div>
    </main>
  );
}
