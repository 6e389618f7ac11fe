import { useState } from "react";
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
            <h1 className="text-2xl font-semibold tracking-tight">This invitation cannot be used</h1>
            <Alert variant="destructive" role="alert">
              <AlertDescription>{apiErrorMessage(preview.error)}</AlertDescription>
            </Alert>
            <Link to="/sign-in" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              Go to sign-in
            </Link>
          </div>
        )}
        {preview.data && (
          <>
            <div className="space-y-2">
              <h1 className="text-2xl font-semibold tracking-tight">Join {preview.data.organisationName}</h1>
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                {preview.data.invitedBy} invited {preview.data.email} as {preview.data.roleLabel}. Choose your name and
                a password to finish.
              </p>
            </div>
            {errors.root && (
              <Alert variant="destructive" role="alert">
                <AlertDescription>{errors.root.message}</AlertDescription>
              </Alert>
            )}
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <div className="space-y-2">
                <Label htmlFor="name">Your name</Label>
                <Input
                  id="name"
                  autoComplete="name"
                  autoFocus
                  aria-invalid={!!errors.name}
                  {...form.register("name")}
                />
                <FieldError message={errors.name?.message} />
              </div>
              <div className="space-y-2">
                <Label htmlFor="password">Password</Label>
                <Input
                  id="password"
                  type="password"
                  autoComplete="new-password"
                  aria-invalid={!!errors.password}
                  aria-describedby="password-hint"
                  {...form.register("password")}
                />
                <p id="password-hint" className="text-xs text-muted-foreground">
                  At least {PASSWORD_MIN_LENGTH} characters, not a common or leaked password.
                </p>
                <FieldError message={errors.password?.message} />
              </div>
              <Button type="submit" className="w-full" disabled={accept.isPending}>
                {accept.isPending && <Loader2 className="animate-spin" aria-hidden />}
                Join {preview.data.organisationName}
              </Button>
            </form>
            {preview.data.sso && (
              <div className="space-y-2 border-t pt-4">
                <p className="text-sm text-muted-foreground">
                  Or sign in with {preview.data.organisationName}&apos;s identity provider, with no Clausewise password.
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
                  Continue with SSO
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </main>
  );
}
