import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
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
  const { data, isPending } = useOrganisationDeletion();
  const cancel = useCancelDeletion();
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Delete organisation</CardTitle>
        <CardDescription>
          Removes every record, file, account and audit-trail event of the organisation from Clausewise
          {data ? `, ${data.graceDays} days after you ask` : ""}. Every administrator is e-mailed and any of them can
          cancel until then. Export your data first.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isPending && <Skeleton className="h-16 rounded-md" />}
        {data?.deletion ? (
          <Alert variant="destructive">
            <AlertTitle>Deletion scheduled for {formatDateTime(data.deletion.purgeAfter)}</AlertTitle>
            <AlertDescription>
              <p>
                Asked by {data.deletion.requestedByName} on {formatDateTime(data.deletion.requestedAt)}.
              </p>
              <Button
                className="mt-3"
                variant="outline"
                size="sm"
                disabled={cancel.isPending}
                onClick={() =>
                  cancel.mutate(undefined, {
                    onSuccess: () => toast.success("Deletion cancelled", { description: "Nothing will be deleted." }),
                    onError: (e) => toastApiError(e, "Deletion not cancelled"),
                  })
                }
              >
                <Undo2 aria-hidden /> Cancel deletion
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          data && (
            <Button variant="destructive" onClick={() => setOpen(true)}>
              <Trash2 aria-hidden /> Delete organisation…
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
          toast.success("Deletion scheduled", {
            description: `The organisation will be deleted on ${formatDateTime(deletion.purgeAfter)}. Every administrator was e-mailed.`,
          });
        },
        onError: (error) => applyServerErrors(error, form.setError, "Deletion not scheduled"),
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete the organisation?</DialogTitle>
          <DialogDescription>
            In {graceDays} days every record, file, account and audit-trail event of the organisation is removed for
            good. Any administrator can cancel until then. Enter your password to confirm.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="deletion-password">Your password</Label>
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
            <Label htmlFor="deletion-code">Two-factor code (if you use it)</Label>
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
              Keep the organisation
            </Button>
            <Button type="submit" variant="destructive" disabled={request.isPending}>
              <Trash2 aria-hidden /> Schedule deletion
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
