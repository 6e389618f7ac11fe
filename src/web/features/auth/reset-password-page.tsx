import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { Loader2 } from "lucide-react";
import { PASSWORD_MIN_LENGTH } from "@domain/accounts/password-limits";
import { passwordResetSchema, type PasswordResetInput } from "@domain/schemas/password-reset";
import { apiErrorMessage, applyServerErrors } from "@/lib/api-errors";
import { FieldError } from "@/components/field-error";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { AuthCard } from "./auth-card";
import { passwordResetQuery, useResetPassword } from "./use-password-reset";

/** /reset-password/:token — choose a new password with the e-mailed link, then sign in with it. */
export function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const preview = useQuery(passwordResetQuery(token));
  const reset = useResetPassword();
  const form = useForm<PasswordResetInput>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { token, password: "" },
  });
  const { errors } = form.formState;
  const passwordField = form.register("password");
  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => navigate("/sign-in?reset=1", { replace: true }),
      onError: (error) => applyServerErrors(error, form.setError, (message) => form.setError("root", { message })),
    }),
  );

  if (preview.isPending)
    return (
      <AuthCard title={t("resetPassword.title")}>
        <Skeleton className="h-32 w-full" />
      </AuthCard>
    );
  if (preview.error)
    return (
      <AuthCard title={t("resetPassword.unusableTitle")}>
        <Alert variant="destructive" role="alert">
          <AlertDescription>{apiErrorMessage(preview.error)}</AlertDescription>
        </Alert>
        <Link to="/forgot-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t("resetPassword.askAgain")}
        </Link>
      </AuthCard>
    );
  return (
    <AuthCard
      title={t("resetPassword.title")}
      description={t("resetPassword.forAccount", { email: preview.data.email })}
    >
      {errors.root && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{errors.root.message}</AlertDescription>
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {/* The account's address for password managers; the token travels in the form's hidden field. */}
        <input type="email" autoComplete="username" value={preview.data.email} readOnly hidden />
        <div className="space-y-2">
          <Label htmlFor="password">{t("resetPassword.newPassword")}</Label>
          <Input
            id="password"
            type="password"
            autoComplete="new-password"
            autoFocus
            aria-invalid={!!errors.password}
            aria-describedby="password-hint"
            {...passwordField}
          />
          <p id="password-hint" className="text-xs text-muted-foreground">
            {t("resetPassword.hint", { min: PASSWORD_MIN_LENGTH })}
          </p>
          <FieldError message={errors.password?.message} />
          <FieldError message={errors.token?.message} />
        </div>
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {t("resetPassword.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
