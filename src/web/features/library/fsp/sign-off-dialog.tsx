import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Lock, ShieldCheck } from "lucide-react";
import { toast } from "sonner";
import { FSP_SIGNATURE_MEANING } from "@domain/library/fsp";
import { formatSignedAt } from "@domain/library/format-signed-at";
import { fspSignSchema, type FspSignInput, type FspView } from "@domain/schemas/library";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
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
import { useMe } from "@/lib/use-me";
import { useSignFsp } from "@/features/library/api/fsp";
import { FieldError } from "@/components/field-error";
import { applyServerErrors } from "@/lib/api-errors";

/**
 * Electronic signature: the PCQI sees what they sign (meaning, printed name, time, content hash) and
 * re-enters their password; the server checks it and binds the signature to the plan's hash.
 */
export function SignOffDialog({
  plan,
  open,
  onOpenChange,
}: {
  plan: FspView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const me = useMe();
  const sign = useSignFsp(plan.site.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<FspSignInput>({ resolver: zodResolver(fspSignSchema), defaultValues: { password: "" } });
  const { errors } = form.formState;

  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      setRefusal(null);
    }
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(({ password }) => {
    setRefusal(null);
    sign.mutate(password, {
      onSuccess: (signature) => {
        toast.success("PCQI Sign-off Recorded", {
          description: `Signed by ${signature.printedName} on ${formatSignedAt(signature.signedAt, signature.timezone)}.`,
        });
        close(false);
      },
      onError: (error) => {
        form.setValue("password", "");
        applyServerErrors(error, form.setError, setRefusal);
      },
    });
  });

  const rows: [string, string][] = [
    ["Printed name", `${me.data?.user.name ?? ""} (${me.data?.roleLabel ?? ""})`],
    [
      "Date and time",
      `${formatSignedAt(new Date().toISOString(), plan.site.timezone)} (recorded by the server when you sign)`,
    ],
    ["Plan", `${plan.site.name} — ${plan.progress}% complete`],
    ["Content hash (sha256)", plan.contentHash],
  ];

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-primary" aria-hidden /> PCQI Sign-off
          </DialogTitle>
          <DialogDescription>
            Your electronic signature is bound to the plan exactly as it is now. Any later change shows it as no longer
            current.
          </DialogDescription>
        </DialogHeader>
        <blockquote className="rounded-lg border-l-4 border-primary bg-primary/5 px-4 py-3 text-sm font-medium">
          {FSP_SIGNATURE_MEANING}
        </blockquote>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className={label.startsWith("Content") ? "break-all font-mono text-xs" : ""}>{value}</dd>
            </div>
          ))}
        </dl>
        {plan.signBlocker ? (
          <Alert variant="destructive">
            <AlertDescription>{plan.signBlocker}</AlertDescription>
          </Alert>
        ) : null}
        {refusal && !errors.password ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{refusal}</AlertDescription>
          </Alert>
        ) : null}
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="sign-password">Re-enter your password to sign</Label>
            <div className="relative">
              <Lock
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <Input
                id="sign-password"
                type="password"
                autoComplete="current-password"
                className="pl-9"
                disabled={!!plan.signBlocker}
                aria-invalid={!!errors.password}
                aria-describedby="sign-password-error"
                {...form.register("password")}
              />
            </div>
            <FieldError id="sign-password-error" message={errors.password?.message} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={sign.isPending || !!plan.signBlocker}>
              {sign.isPending && <Loader2 className="animate-spin" aria-hidden />}
              Sign Food Safety Plan
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
