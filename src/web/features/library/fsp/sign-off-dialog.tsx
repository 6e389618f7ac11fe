import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Lock, ShieldCheck } from "lucide-react";
import { toast } from "sonner";
import { FSP_SIGNATURE_MEANING } from "@domain/library/fsp";
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
import { useLibraryMessage } from "@/features/library/use-library-message";
import { formatSignedAt } from "@/lib/format-date";
import { formatPercent } from "@/lib/format-number";

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
  const { t } = useTranslation("library");
  const { t: tc } = useTranslation("common");
  const reason = useLibraryMessage();
  const me = useMe();
  const sign = useSignFsp(plan.site.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<FspSignInput>({ resolver: zodResolver(fspSignSchema), defaultValues: { password: "" } });
  const { errors } = form.formState;
  const passwordField = form.register("password");
  // Why the plan cannot be signed yet (the server's rule, fspSignBlocker), in the reader's language.
  const openSections = plan.sections.filter((s) => s.status !== "completed");
  const blocker = !plan.signBlocker
    ? null
    : plan.sections.length === 0
      ? t("signOff.noSections")
      : t("signOff.completeFirst", {
          count: openSections.length,
          sections: openSections.map((s) => s.title).join(", "),
        });

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
        toast.success(t("signOff.done"), {
          description: t("signOff.doneDescription", {
            name: signature.printedName,
            date: formatSignedAt(signature.signedAt, signature.timezone),
          }),
        });
        close(false);
      },
      onError: (error) => {
        form.setValue("password", "");
        applyServerErrors(error, form.setError, setRefusal);
      },
    });
  });

  const rows: [string, string, boolean][] = [
    [
      t("signOff.printedName"),
      t("signOff.nameAndRole", { name: me.data?.user.name ?? "", role: me.data ? tc(`roles.${me.data.role}`) : "" }),
      false,
    ],
    [
      t("signOff.dateTime"),
      t("signOff.dateTimeValue", { date: formatSignedAt(new Date(), plan.site.timezone) }),
      false,
    ],
    [t("signOff.plan"), t("signOff.planValue", { site: plan.site.name, percent: formatPercent(plan.progress) }), false],
    [t("signOff.hash"), plan.contentHash, true],
  ];

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-primary" aria-hidden /> {t("fsp.signOff")}
          </DialogTitle>
          <DialogDescription>{t("signOff.description")}</DialogDescription>
        </DialogHeader>
        <blockquote className="rounded-lg border-l-4 border-primary bg-primary/5 px-4 py-3 text-sm font-medium">
          {FSP_SIGNATURE_MEANING}
        </blockquote>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          {rows.map(([label, value, mono]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className={mono ? "break-all font-mono text-xs" : ""}>{value}</dd>
            </div>
          ))}
        </dl>
        {plan.signBlocker ? (
          <Alert variant="destructive">
            <AlertDescription>{blocker}</AlertDescription>
          </Alert>
        ) : null}
        {refusal && !errors.password ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{refusal}</AlertDescription>
          </Alert>
        ) : null}
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="sign-password">{t("signOff.password")}</Label>
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
                {...passwordField}
              />
            </div>
            <FieldError id="sign-password-error" message={reason(errors.password?.message)} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t("signOff.cancel")}
            </Button>
            <Button type="submit" disabled={sign.isPending || !!plan.signBlocker}>
              {sign.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {t("signOff.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
