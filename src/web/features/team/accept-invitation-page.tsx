import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { Loader2 } from "lucide-react";
import { PASSWORD_MIN_LENGTH } from "@domain/accounts/password-limits";
import { invitationAcceptSchema, type InvitationAcceptInput } from "@domain/schemas/team";
import { apiErrorMessage, applyServerErrors } from "@/lib/api-errors";
import { Logo } from "@/components/logo";
import { FieldError } from "@/components/field-error";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { startSso } from "@/lib/use-sso-sign-in";
import { invitationPreviewQuery, useAcceptInvitation } from "./use-team";

/** /invite/:token — the invitee sees who invited her where, sets her name and password (or continues with SSO), and is signed in. */
export function AcceptInvitationPage() {
  const { t } = useTranslation("team");
  const { t: tc } = useTranslation();
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const preview = useQuery(invitationPreviewQuery(token));
  const accept = useAcceptInvitation(token);
  const [ssoBusy, setSsoBusy] = useState(false);
  const form = useForm<InvitationAcceptInput>({
    resolver: zodResolver(invitationAcceptSchema),
    defaultValues: { name: "", password: "" },
  });
  const { errors } = form.formState;
  const nameField = form.register("name");
  const passwordField = form.register("password");
  const onSubmit = form.handleSubmit((values) =>
    accept.mutate(values, {
      onSuccess: () => navigate("/app/overview", { replace: true }),
      onError: (error) => applyServerErrors(error, form.setError, (message) => form.setError("root", { message })),
    }),
  );
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-6">
      <div className="w-full max-w-md space-y-6 rounded-xl border bg-background p-6 shadow-sm sm:p-8">
        <Link to="/" className="w-fit">
          <Logo />
        </Link>
        {preview.isPending && <Skeleton className="h-40 w-full" />}
        {preview.error && (
          <div className="space-y-3">
            <h1 className="text-2xl font-semibold tracking-tight">{t("accept.unusable")}</h1>
            <Alert variant="destructive" role="alert">
              <AlertDescription>{apiErrorMessage(preview.error)}</AlertDescription>
            </Alert>
            <Link to="/sign-in" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              {t("accept.goToSignIn")}
            </Link>
          </div>
        )}
        {preview.data && (
          <>
            <div className="space-y-2">
              <h1 className="text-2xl font-semibold tracking-tight">
                {t("accept.title", { organisation: preview.data.organisationName })}
              </h1>
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                {t("accept.description", {
                  invitedBy: preview.data.invitedBy,
                  email: preview.data.email,
                  role: tc(`roles.${preview.data.role}`),
                })}
              </p>
            </div>
            {errors.root && (
              <Alert variant="destructive" role="alert">
                <AlertDescription>{errors.root.message}</AlertDescription>
              </Alert>
            )}
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <div className="space-y-2">
                <Label htmlFor="name">{t("accept.name")}</Label>
                <Input id="name" autoComplete="name" autoFocus aria-invalid={!!errors.name} {...nameField} />
                <FieldError message={errors.name?.message} />
              </div>
              <div className="space-y-2">
                <Label htmlFor="password">{t("accept.password")}</Label>
                <Input
                  id="password"
                  type="password"
                  autoComplete="new-password"
                  aria-invalid={!!errors.password}
                  aria-describedby="password-hint"
                  {...passwordField}
                />
                <p id="password-hint" className="text-xs text-muted-foreground">
                  {t("accept.passwordHint", { min: PASSWORD_MIN_LENGTH })}
                </p>
                <FieldError message={errors.password?.message} />
              </div>
              <Button type="submit" className="w-full" disabled={accept.isPending}>
                {accept.isPending && <Loader2 className="animate-spin" aria-hidden />}
                {t("accept.submit", { organisation: preview.data.organisationName })}
              </Button>
            </form>
            {preview.data.sso && (
              <div className="space-y-2 border-t pt-4">
                <p className="text-sm text-muted-foreground">
                  {t("accept.ssoHint", { organisation: preview.data.organisationName })}
                </p>
                <Button
                  type="button"
                  variant="outline"
                  className="w-full"
                  disabled={ssoBusy}
                  onClick={() => {
                    setSsoBusy(true);
                    startSso({ email: preview.data.email, invitation: token }).catch((error) => {
                      setSsoBusy(false);
                      form.setError("root", { message: apiErrorMessage(error) });
                    });
                  }}
                >
                  {ssoBusy && <Loader2 className="animate-spin" aria-hidden />}
                  {t("accept.sso")}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </main>
  );
}
