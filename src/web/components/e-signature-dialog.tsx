import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { KeyRound, Loader2, Lock, ShieldCheck } from "lucide-react";
import { toast } from "@/lib/toast";
import { fspSignSchema, type FspSignInput } from "@domain/schemas/library";
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
import { FieldError } from "@/components/field-error";
import { applyServerErrors } from "@/lib/api-errors";
import english from "@/i18n/locales/en/library.json";
import { useSchemaMessage } from "@/lib/use-schema-message";
import { twoFactorQuery } from "@/lib/two-factor-status";

/**
 * The electronic signature confirmation every signed document uses (the Food Safety Plan, the traceability
 * plan): the signer sees what they sign (the meaning, printed name, time, what is signed and its content
 * hash) and re-enters their password and, when she has two-factor on, the current code of her authenticator
 * app; the server checks both and binds the signature to the hash. `sign` resolves to the toast to show; a
 * refusal is shown in the dialog (next to the password or the code, or above them).
 */
export function ESignatureDialog({
  open,
  onOpenChange,
  title,
  description,
  meaning,
  rows,
  blocker,
  submit,
  sign,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  meaning: string;
  /** Label, value, and whether the value is a hash (monospaced, broken anywhere). */
  rows: [string, string, boolean][];
  /** Why it cannot be signed now, or null. */
  blocker: ReactNode | null;
  /** The signing button's words. */
  submit: string;
  sign: (input: FspSignInput) => Promise<{ title: string; description: string }>;
}) {
  const { t } = useTranslation("library");
  // The password field's reasons are the shared sign schema's (the library's), in the app's language.
  const reason = useSchemaMessage("library", english.validation);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm<FspSignInput>({
    resolver: zodResolver(fspSignSchema),
    defaultValues: { password: "", code: "" },
  });
  const { errors } = form.formState;
  const passwordField = form.register("password");
  const codeField = form.register("code");
  // The signer's own two-factor status: with it on, the server requires a current code with the password.
  const twoFactor = useQuery({ ...twoFactorQuery, enabled: open });
  const asksCode = !!twoFactor.data?.enrolled || !!errors.code;

  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      setRefusal(null);
    }
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async ({ password, code }) => {
    setRefusal(null);
    const given = code?.trim() ?? "";
    if (asksCode && !given) return form.setError("code", { message: t("signOff.codeRequired") });
    setPending(true);
    try {
      const done = await sign(asksCode ? { password, code: given } : { password });
      toast.success(done.title, { description: done.description });
      close(false);
    } catch (error) {
      form.setValue("password", "");
      form.setValue("code", "");
      applyServerErrors(error, form.setError, setRefusal);
    } finally {
      setPending(false);
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-primary" aria-hidden /> {title}
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <blockquote className="rounded-lg border-l-4 border-primary bg-primary/5 px-4 py-3 text-sm font-medium">
          {meaning}
        </blockquote>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          {rows.map(([label, value, mono]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className={mono ? "break-all font-mono text-xs" : ""}>{value}</dd>
            </div>
          ))}
        </dl>
        {blocker ? (
          <Alert variant="destructive">
            <AlertDescription>{blocker}</AlertDescription>
          </Alert>
        ) : null}
        {refusal && !errors.password && !errors.code ? (
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
                disabled={!!blocker}
                aria-invalid={!!errors.password}
                aria-describedby="sign-password-error"
                {...passwordField}
              />
            </div>
            <FieldError id="sign-password-error" message={reason(errors.password?.message)} />
          </div>
          {asksCode ? (
            <div className="space-y-2">
              <Label htmlFor="sign-code">{t("signOff.code")}</Label>
              <p id="sign-code-hint" className="text-sm text-muted-foreground">
                {t("signOff.codeHint")}
              </p>
              <div className="relative">
                <KeyRound
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden
                />
                <Input
                  id="sign-code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  className="pl-9 font-mono tracking-widest"
                  disabled={!!blocker}
                  aria-invalid={!!errors.code}
                  aria-describedby="sign-code-hint sign-code-error"
                  {...codeField}
                />
              </div>
              <FieldError id="sign-code-error" message={reason(errors.code?.message)} />
            </div>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t("signOff.cancel")}
            </Button>
            <Button type="submit" disabled={pending || !!blocker}>
              {pending && <Loader2 className="animate-spin" aria-hidden />}
              {submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
