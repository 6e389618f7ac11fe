import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { FieldError as FormFieldError } from "react-hook-form";
import { toast } from "@/lib/toast";
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
import { NotificationEmailsCard } from "./notification-emails-card";
import { formatDateTime } from "@/lib/format-date";

/** /app/settings/account — your password and the sessions signed in as you. */
export function AccountPage() {
  const { data: me } = useMe();
  const { t } = useTranslation("account");
  return (
    <div className="space-y-6">
      <PageHeader title={t("title")} description={me ? `${me.user.name} · ${me.user.email}` : undefined} />
      <div className="grid items-start gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <PasswordCard />
        <LanguageCard />
        <NotificationEmailsCard />
        <SessionsCard />
        <TwoFactorCard />
        <TwoFactorPolicyCard />
      </div>
    </div>
  );
}

/** A failed check of the form (zod, in English) in the reader's language; the server's reasons come translated. */
function useReason() {
  const { t } = useTranslation("account");
  return (field: "currentPassword" | "newPassword", error: FormFieldError | undefined) => {
    if (!error) return undefined;
    if (error.type === "server" || !error.type) return error.message;
    if (field === "currentPassword") return t("password.enterCurrent");
    if (error.type === "too_small") return t("password.tooShort", { min: PASSWORD_MIN_LENGTH });
    if (error.type === "too_big") return t("password.tooLong");
    return t("password.chooseNew");
  };
}

function PasswordCard() {
  const { t } = useTranslation("account");
  const reason = useReason();
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
        toast.success(t("password.changed"), { description: t("password.changedDescription") });
      },
      onError: (error) => applyServerErrors(error, form.setError, t("password.failed")),
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("password.title")}</CardTitle>
        <CardDescription>{t("password.description", { min: PASSWORD_MIN_LENGTH })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="currentPassword">{t("password.current")}</Label>
            <Input
              id="currentPassword"
              type="password"
              autoComplete="current-password"
              aria-invalid={!!errors.currentPassword}
              aria-describedby={errors.currentPassword ? "currentPassword-error" : undefined}
              {...form.register("currentPassword")}
            />
            <FieldError id="currentPassword-error" message={reason("currentPassword", errors.currentPassword)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="newPassword">{t("password.new")}</Label>
            <Input
              id="newPassword"
              type="password"
              autoComplete="new-password"
              aria-invalid={!!errors.newPassword}
              aria-describedby={errors.newPassword ? "newPassword-error" : undefined}
              {...form.register("newPassword")}
            />
            <FieldError id="newPassword-error" message={reason("newPassword", errors.newPassword)} />
          </div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {t("password.submit")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function SessionsCard() {
  const { t } = useTranslation("account");
  const device = (userAgent: string | null) =>
    describeDevice(userAgent, {
      unknown: t("sessions.unknownDevice"),
      on: (browser, system) => t("sessions.device", { browser, system }),
    });
  const navigate = useNavigate();
  const { data, isPending, error } = useMySessions();
  const end = useEndSessions();
  const signOutEverywhere = () =>
    end.mutate(undefined, {
      onSuccess: () => {
        toast.success(t("sessions.signedOutEverywhere"), { description: t("sessions.signedOutEverywhereDescription") });
        navigate("/sign-in", { replace: true });
      },
      onError: (e) => toast.error(t("sessions.signOutFailed"), { description: e.message }),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("sessions.title")}</CardTitle>
        <CardDescription>{t("sessions.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {isPending && <Skeleton className="h-24 w-full" />}
        {error && <p className="text-sm text-destructive">{error.message}</p>}
        <ul className="divide-y rounded-md border" aria-label={t("sessions.listLabel")}>
          {data?.sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center gap-3 p-3">
              <MonitorSmartphone className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              <div className="min-w-0 flex-1 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {device(session.userAgent)}
                  {session.current && <Badge variant="secondary">{t("sessions.thisDevice")}</Badge>}
                </p>
                <p className="text-muted-foreground">
                  {t("sessions.detail", {
                    address: session.ip ?? t("sessions.unknownAddress"),
                    lastActive: formatDateTime(session.lastSeenAt),
                    signedIn: formatDateTime(session.createdAt),
                  })}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="outline"
                  size="sm"
                  className="min-h-11 sm:min-h-8"
                  disabled={end.isPending}
                  aria-label={t("sessions.signOutLabel", {
                    device: device(session.userAgent),
                    address: session.ip ?? t("sessions.unknownAddress"),
                  })}
                  onClick={() =>
                    end.mutate(session.id, {
                      onSuccess: () =>
                        toast.success(t("sessions.ended"), { description: t("sessions.endedDescription") }),
                      onError: (e) => toast.error(t("sessions.endFailed"), { description: e.message }),
                    })
                  }
                >
                  {t("sessions.signOut")}
                </Button>
              )}
            </li>
          ))}
        </ul>
        <Button variant="outline" onClick={signOutEverywhere} disabled={end.isPending}>
          <LogOut aria-hidden /> {t("sessions.signOutEverywhere")}
        </Button>
      </CardContent>
    </Card>
  );
}
