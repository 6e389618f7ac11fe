import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import { Trash2, Undo2 } from "lucide-react";
import { deletionRequestSchema, type DeletionRequestInput } from "@domain/schemas/organisation-lifecycle";
import { FieldError } from "@/components/field-error";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { applyServerErrors, toastApiError } from "@/lib/api-errors";
import { formatDateTime } from "@/lib/format-date";
import {
  useCancelDeletion,
  useOrganisationDeletion,
  useRequestDeletion,
} from "@/features/organisation/api/organisation-deletion";

/** Delete the organisation on request: scheduled after the grace period, cancellable until then. */
export function DeletionCard() {
  const { t } = useTranslation("organisation");
  const { data, isPending } = useOrganisationDeletion();
  const cancel = useCancelDeletion();
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("deletion.title")}</CardTitle>
        {data && <CardDescription>{t("deletion.description", { count: data.graceDays })}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-4">
        {isPending && <Skeleton className="h-16 rounded-md" />}
        {data?.deletion ? (
          <Alert variant="destructive">
            <AlertTitle>{t("deletion.scheduled", { date: formatDateTime(data.deletion.purgeAfter) })}</AlertTitle>
            <AlertDescription>
              <p>
                {t("deletion.askedBy", {
                  name: data.deletion.requestedByName,
                  date: formatDateTime(data.deletion.requestedAt),
                })}
              </p>
              <Button
                className="mt-3"
                variant="outline"
                size="sm"
                disabled={cancel.isPending}
                onClick={() =>
                  cancel.mutate(undefined, {
                    onSuccess: () =>
                      toast.success(t("deletion.cancelled"), { description: t("deletion.cancelledDescription") }),
                    onError: (e) => toastApiError(e, t("deletion.notCancelled")),
                  })
                }
              >
                <Undo2 aria-hidden /> {t("deletion.cancel")}
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          data && (
            <Button variant="destructive" onClick={() => setOpen(true)}>
              <Trash2 aria-hidden /> {t("deletion.open")}
            </Button>
          )
        )}
        {data && <RequestDeletionDialog open={open} onOpenChange={setOpen} graceDays={data.graceDays} />}
      </CardContent>
    </Card>
  );
}

function RequestDeletionDialog({
  open,
  onOpenChange,
  graceDays,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  graceDays: number;
}) {
  const { t } = useTranslation("organisation");
  const request = useRequestDeletion();
  const form = useForm<DeletionRequestInput>({
    resolver: zodResolver(deletionRequestSchema),
    defaultValues: { password: "" },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    request.mutate(
      { password: values.password, ...(values.code ? { code: values.code } : {}) },
      {
        onSuccess: (deletion) => {
          form.reset();
          onOpenChange(false);
          toast.success(t("deletion.done"), {
            description: t("deletion.doneDescription", { date: formatDateTime(deletion.purgeAfter) }),
          });
        },
        onError: (error) => applyServerErrors(error, form.setError, t("deletion.notScheduled")),
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("deletion.dialogTitle")}</DialogTitle>
          <DialogDescription>{t("deletion.dialogDescription", { count: graceDays })}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="deletion-password">{t("deletion.password")}</Label>
            <Input
              id="deletion-password"
              type="password"
              autoComplete="current-password"
              aria-invalid={!!errors.password}
              aria-describedby={errors.password ? "deletion-password-error" : undefined}
              {...form.register("password")}
            />
            <FieldError id="deletion-password-error" message={errors.password?.message} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="deletion-code">{t("deletion.code")}</Label>
            <Input
              id="deletion-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-invalid={!!errors.code}
              aria-describedby={errors.code ? "deletion-code-error" : undefined}
              {...form.register("code", { setValueAs: (v: string) => (v.trim() === "" ? undefined : v) })}
            />
            <FieldError id="deletion-code-error" message={errors.code?.message} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("deletion.keep")}
            </Button>
            <Button type="submit" variant="destructive" disabled={request.isPending}>
              <Trash2 aria-hidden /> {t("deletion.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
