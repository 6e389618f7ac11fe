import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import { Copy, Loader2, UserPlus } from "lucide-react";
import { appLocales, localeNames } from "@domain/i18n/locales";
import { appRoles } from "@domain/roles";
import { invitationCreateSchema, type InvitationCreateInput } from "@domain/schemas/team";
import { showApiError } from "@/lib/api-errors";
import { useSites } from "@/lib/use-sites";
import { currentLocale } from "@/i18n/i18n";
import { FieldError } from "@/components/field-error";
import { FormSelect } from "@/components/form-select";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SiteChecklist } from "./site-checklist";
import { useInvite } from "./use-team";

type FormValues = Required<Pick<InvitationCreateInput, "email" | "role" | "locale">> & { siteIds: string[] };

/** Copies an invitation link, saying so. */
export function useCopyLink() {
  const { t } = useTranslation("team");
  return async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t("copy.done"), { description: t("copy.doneHint") });
    } catch {
      toast.error(t("copy.failed"), { description: link });
    }
  };
}

/**
 * Settings › Users › Invite: e-mail, role, optionally some sites, and the language of the invitation
 * e-mail (the admin's own by default); shows the link to copy when sent.
 */
export function InviteDialog() {
  const { t } = useTranslation("team");
  const { t: tc } = useTranslation();
  const copyLink = useCopyLink();
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const invite = useInvite();
  const { data: sites } = useSites();
  const defaults = (): FormValues => ({ email: "", role: "qa_tech", siteIds: [], locale: currentLocale() });
  const form = useForm<FormValues>({
    resolver: zodResolver(invitationCreateSchema.required({ locale: true, siteIds: true })),
    defaultValues: defaults(),
  });
  const { errors } = form.formState;
  const emailField = form.register("email");
  const onSubmit = form.handleSubmit(({ email, role, siteIds, locale }) =>
    invite.mutate(
      { email, role, siteIds, locale },
      {
        onSuccess: (created) => {
          setLink(created.link);
          toast.success(t("invite.created"), { description: t("invite.createdHint", { email }) });
        },
        onError: (error) =>
          showApiError(
            error,
            (fields) => {
              for (const [field, message] of Object.entries(fields))
                form.setError(field as keyof FormValues, { message });
            },
            t("invite.failed"),
          ),
      },
    ),
  );
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setLink(null);
      form.reset(defaults());
    }
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden /> {t("invite.open")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("invite.title")}</DialogTitle>
          <DialogDescription>{t("invite.description")}</DialogDescription>
        </DialogHeader>
        {link ? (
          <div className="space-y-3">
            <Label htmlFor="invite-link">{t("invite.link")}</Label>
            <div className="flex gap-2">
              <Input id="invite-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
              <Button type="button" variant="outline" onClick={() => void copyLink(link)} aria-label={t("copy.label")}>
                <Copy aria-hidden />
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">{t("invite.linkHint")}</p>
            <DialogFooter>
              <Button type="button" onClick={() => close(false)}>
                {t("invite.done")}
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor="invite-email">{t("invite.email")}</Label>
              <Input
                id="invite-email"
                type="email"
                autoComplete="off"
                aria-invalid={!!errors.email}
                aria-describedby={errors.email ? "invite-email-error" : undefined}
                {...emailField}
              />
              <FieldError id="invite-email-error" message={errors.email?.message} />
            </div>
            <FormSelect
              control={form.control}
              name="role"
              id="invite-role"
              label={t("invite.role")}
              options={appRoles.map((role) => ({ value: role, label: tc(`roles.${role}`) }))}
              error={errors.role?.message}
            />
            <Controller
              control={form.control}
              name="siteIds"
              render={({ field }) => (
                <SiteChecklist
                  idPrefix="invite-site"
                  sites={sites?.sites ?? []}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            <FieldError message={errors.siteIds?.message} />
            <FormSelect
              control={form.control}
              name="locale"
              id="invite-locale"
              label={t("invite.language")}
              options={appLocales.map((locale) => ({ value: locale, label: localeNames[locale] }))}
              error={errors.locale?.message}
            />
            <DialogFooter>
              <Button type="submit" disabled={invite.isPending}>
                {invite.isPending && <Loader2 className="animate-spin" aria-hidden />}
                {t("invite.submit")}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
