import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Loader2, LogOut, MonitorSmartphone } from "lucide-react";
import { PASSWORD_MIN_LENGTH } from "@domain/accounts/password-limits";
import { changePasswordSchema, type ChangePasswordInput } from "@domain/schemas/auth";
import { applyServerErrors } from "@/lib/api-errors";
import { PageHeader } from "@/components/page-header";
import { FieldError } from "@/components/field-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { useMe } from "@/lib/use-me";
import { describeDevice } from "./describe-device";
import { useChangePassword, useEndSessions, useMySessions } from "./use-account";
import { TwoFactorCard } from "./two-factor-card";
import { TwoFactorPolicyCard } from "./two-factor-policy-card";
import { LanguageCard } from "./language-card";
import { formatDateTime } from "@/lib/format-date";

/** /app/settings/account — your password and the sessions signed in as you. */
export function AccountPage() {
  const { data: me } = useMe();
  return (
    <div className="space-y-6">
      <PageHeader title="Your account" description={me ? `${me.user.name} · ${me.user.email}` : undefined} />
      <div className="grid items-start gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <PasswordCard />
        <LanguageCard />
        <SessionsCard />
        <TwoFactorCard />
        <TwoFactorPolicyCard />
      </div>
    </div>
  );
}

function PasswordCard() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast.success("Password Changed", { description: "Your other sessions were signed out." });
      },
      onError: (error) => applyServerErrors(error, form.setError, "Could not change the password"),
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>
          At least {PASSWORD_MIN_LENGTH} characters, not a common or leaked password. Changing it signs out your other
          sessions.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="currentPassword">Current password</Label>
            <Input
              id="currentPassword"
              type="password"
              autoComplete="current-password"
              aria-invalid={!!errors.currentPassword}
              aria-describedby={errors.currentPassword ? "currentPassword-error" : undefined}
              {...form.register("currentPassword")}
            />
            <FieldError id="currentPassword-error" message={errors.currentPassword?.message} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="newPassword">New password</Label>
            <Input
              id="newPassword"
              type="password"
              autoComplete="new-password"
              aria-invalid={!!errors.newPassword}
              aria-describedby={errors.newPassword ? "newPassword-error" : undefined}
              {...form.register("newPassword")}
            />
            <FieldError id="newPassword-error" message={errors.newPassword?.message} />
          </div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending && <Loader2 className="animate-spin" aria-hidden />}
            Change password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function SessionsCard() {
  const navigate = useNavigate();
  const { data, isPending, error } = useMySessions();
  const end = useEndSessions();
  const signOutEverywhere = () =>
    end.mutate(undefined, {
      onSuccess: () => {
        toast.success("Signed Out Everywhere", { description: "Every session, this one included, has ended." });
        navigate("/sign-in", { replace: true });
      },
      onError: (e) => toast.error("Could not sign out", { description: e.message }),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your sessions</CardTitle>
        <CardDescription>Where your account is signed in. Sign out any device you do not recognise.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {isPending && <Skeleton className="h-24 w-full" />}
        {error && <p className="text-sm text-destructive">{error.message}</p>}
        <ul className="divide-y rounded-md border" aria-label="Sessions">
          {data?.sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center gap-3 p-3">
              <MonitorSmartphone className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              <div className="min-w-0 flex-1 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {describeDevice(session.userAgent)}
                  {session.current && <Badge variant="secondary">This device</Badge>}
                </p>
                <p className="text-muted-foreground">
                  {session.ip ?? "Unknown address"} · last active {formatDateTime(session.lastSeenAt)} · signed in{" "}
                  {formatDateTime(session.createdAt)}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="outline"
                  size="sm"
                  className="min-h-11 sm:min-h-8"
                  disabled={end.isPending}
                  aria-label={`Sign out ${describeDevice(session.userAgent)} (${session.ip ?? "unknown address"})`}
                  onClick={() =>
                    end.mutate(session.id, {
                      onSuccess: () => toast.success("Session Ended", { description: "That device is signed out." }),
                      onError: (e) => toast.error("Could not end the session", { description: e.message }),
                    })
                  }
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
        <Button variant="outline" onClick={signOutEverywhere} disabled={end.isPending}>
          <LogOut aria-hidden /> Sign out everywhere
        </Button>
      </CardContent>
    </Card>
  );
}
