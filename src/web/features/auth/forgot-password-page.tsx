import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "react-router";
import { Loader2, MailCheck } from "lucide-react";
import { forgotPasswordSchema, type ForgotPasswordInput } from "@domain/schemas/password-reset";
import { applyServerErrors } from "@/lib/api-errors";
import { FieldError } from "@/components/field-error";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { AuthCard } from "./auth-card";
import { useForgotPassword } from "./use-password-reset";

/** /forgot-password — asks for a reset link; the answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const ask = useForgotPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const { errors } = form.formState;
  const emailField = form.register("email");
  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    ask.mutate(values, { onError: (error) => applyServerErrors(error, form.setError, setFailure) });
  });
  const backToSignIn = (
    <Link to="/sign-in" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
      {t("forgotPassword.backToSignIn")}
    </Link>
  );

  if (ask.data)
    return (
      <AuthCard title={t("forgotPassword.sentTitle")}>
        <Alert role="status">
          <MailCheck aria-hidden />
          <AlertDescription>{ask.data.message}</AlertDescription>
        </Alert>
        <p className="text-sm text-muted-foreground">{t("forgotPassword.sentHint")}</p>
        {backToSignIn}
      </AuthCard>
    );

  return (
    <AuthCard title={t("forgotPassword.title")} description={t("forgotPassword.description")}>
      {failure && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="email">{t("forgotPassword.email")}</Label>
          <Input
            id="email"
            type="email"
            autoComplete="username"
            autoFocus
            aria-invalid={!!errors.email}
            aria-describedby={errors.email ? "email-error" : undefined}
            {...emailField}
          />
          <FieldError id="email-error" message={errors.email?.message} />
        </div>
        <Button type="submit" className="w-full" disabled={ask.isPending}>
          {ask.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {t("forgotPassword.submit")}
        </Button>
      </form>
      {backToSignIn}
    </AuthCard>
  );
}
