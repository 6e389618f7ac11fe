import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Plus } from "lucide-react";
import { toast } from "@/lib/toast";
import { siteCreateSchema, siteTypes, type SiteCreateInput } from "@domain/schemas/sites";
import { Alert, AlertDescription } from "@/components/ui/alert";
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useCreateSite } from "@/features/sites/api/create-site";
import { applyServerErrors } from "@/lib/api-errors";
import { useSiteMessage } from "@/features/sites/use-site-message";
import { fieldAria, FormField } from "./form-field";
import { TimeZoneOptions } from "./time-zone-options";

const empty: SiteCreateInput = { slug: "", name: "", address: "", timezone: "", type: "packhouse" };

/** Admins add a site: its URL id, name, address, IANA time zone and type. */
export function AddSiteDialog() {
  const { t } = useTranslation("sites");
  const message = useSiteMessage();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateSite();
  const form = useForm<SiteCreateInput>({ resolver: zodResolver(siteCreateSchema), defaultValues: empty });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    create.mutate(values, {
      onSuccess: (site) => {
        toast.success(t("add.added"), { description: t("add.addedDescription", { name: site.name }) });
        form.reset(empty);
        setOpen(false);
      },
      onError: (error) => applyServerErrors(error, form.setError, setFailure),
    });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setFailure(null);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden /> {t("add.open")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("add.title")}</DialogTitle>
          <DialogDescription>{t("add.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {failure && (
            <Alert variant="destructive">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          )}
          <FormField
            id="site-slug"
            label={t("fields.slug")}
            error={message(errors.slug?.message)}
            hint={t("fields.slugHint")}
          >
            <Input
              {...fieldAria("site-slug", errors.slug?.message)}
              placeholder={t("fields.slugPlaceholder")}
              {...form.register("slug")}
            />
          </FormField>
          <FormField id="site-name" label={t("fields.name")} error={message(errors.name?.message)}>
            <Input
              {...fieldAria("site-name", errors.name?.message)}
              placeholder={t("fields.namePlaceholder")}
              {...form.register("name")}
            />
          </FormField>
          <FormField id="site-address" label={t("fields.address")} error={message(errors.address?.message)}>
            <Input
              {...fieldAria("site-address", errors.address?.message)}
              placeholder={t("fields.addressPlaceholder")}
              {...form.register("address")}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="site-timezone" label={t("fields.timezone")} error={message(errors.timezone?.message)}>
              <Input
                {...fieldAria("site-timezone", errors.timezone?.message)}
                list="site-timezones"
                placeholder={t("fields.timezonePlaceholder")}
                autoComplete="off"
                {...form.register("timezone")}
              />
              <TimeZoneOptions id="site-timezones" />
            </FormField>
            <FormField id="site-type" label={t("fields.type")} error={message(errors.type?.message)}>
              <Controller
                control={form.control}
                name="type"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger {...fieldAria("site-type", errors.type?.message)} className="w-full">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {siteTypes.map((type) => (
                        <SelectItem key={type} value={type}>
                          {t(`types.${type}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t("info.cancel")}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {t("add.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
