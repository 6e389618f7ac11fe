import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import {
  notificationDeliveries,
  notificationKinds,
  type NotificationDelivery,
  type NotificationKind,
} from "@domain/schemas/notification-preferences";
import type { FieldErrors } from "@domain/errors";
import { showApiError } from "@/lib/api-errors";
import { FieldError } from "@/components/field-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useNotificationPreferences, useUpdateNotificationPreferences } from "./use-notification-preferences";

/** Which notifications reach you by e-mail, per kind: immediately, in the daily digest, or not at all. */
export function NotificationEmailsCard() {
  const { t } = useTranslation("account");
  const { data } = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const [errors, setErrors] = useState<FieldErrors>({});
  const choose = (kind: NotificationKind, delivery: NotificationDelivery) => {
    setErrors({});
    update.mutate(
      { preferences: { [kind]: delivery } },
      {
        onSuccess: () => toast.success(t("notificationEmails.saved")),
        onError: (error) => showApiError(error, setErrors, t("notificationEmails.failed")),
      },
    );
  };
  return (
    <Card id="notification-emails">
      <CardHeader>
        <CardTitle>{t("notificationEmails.title")}</CardTitle>
        <CardDescription>
          {data
            ? t("notificationEmails.description", { hour: data.digestHour, timeZone: data.timeZone })
            : t("notificationEmails.loading")}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {!data && <Skeleton className="h-40 w-full" />}
        {data &&
          notificationKinds.map((kind) => {
            const id = `notification-delivery-${kind}`;
            const error =
              errors[`preferences.${kind}`] ?? (kind === notificationKinds[0] ? errors.preferences : undefined);
            return (
              <div key={kind} className="grid gap-1 sm:grid-cols-[1fr_12rem] sm:items-center sm:gap-3">
                <Label htmlFor={id}>{t(`notificationEmails.kind.${kind}`)}</Label>
                <Select
                  value={data.preferences[kind]}
                  onValueChange={(value) => choose(kind, value as NotificationDelivery)}
                  disabled={update.isPending}
                >
                  <SelectTrigger
                    id={id}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                  >
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {notificationDeliveries.map((delivery) => (
                      <SelectItem key={delivery} value={delivery}>
                        {t(`notificationEmails.delivery.${delivery}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <div className="sm:col-span-2">
                  <FieldError id={`${id}-error`} message={error} />
                </div>
              </div>
            );
          })}
      </CardContent>
    </Card>
  );
}
