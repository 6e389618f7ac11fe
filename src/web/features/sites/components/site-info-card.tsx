import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Pencil } from "lucide-react";
import { toast } from "@/lib/toast";
import { siteUpdateSchema, type SiteUpdateInput, type SiteView } from "@domain/schemas/sites";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { useUpdateSite } from "@/features/sites/api/update-site";
import { applyServerErrors } from "@/lib/api-errors";
import { useSiteMessage } from "@/features/sites/use-site-message";
import { fieldAria, FormField } from "./form-field";
import { TimeZoneOptions } from "./time-zone-options";

function InfoRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[8rem_1fr]">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words">{value}</dd>
    </div>
  );
}

function EditSiteForm({ site, onDone }: { site: SiteView; onDone: () => void }) {
  const { t } = useTranslation("sites");
  const message = useSiteMessage();
  const update = useUpdateSite(site.id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SiteUpdateInput>({
    resolver: zodResolver(siteUpdateSchema),
    defaultValues: { name: site.name, address: site.address, timezone: site.timezone },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    update.mutate(values, {
      onSuccess: () => {
        toast.success(t("info.updated"), { description: t("info.updatedDescription", { name: values.name }) });
        onDone();
      },
      onError: (error) => applyServerErrors(error, form.setError, setFailure),
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {failure && (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <FormField id="edit-name" label={t("fields.name")} error={message(errors.name?.message)}>
        <Input {...fieldAria("edit-name", errors.name?.message)} {...form.register("name")} />
      </FormField>
      <FormField id="edit-address" label={t("fields.address")} error={message(errors.address?.message)}>
        <Input {...fieldAria("edit-address", errors.address?.message)} {...form.register("address")} />
      </FormField>
      <FormField
        id="edit-timezone"
        label={t("fields.timezone")}
        error={message(errors.timezone?.message)}
        hint={t("fields.timezoneHint")}
      >
        <Input
          {...fieldAria("edit-timezone", errors.timezone?.message)}
          list="edit-timezones"
          autoComplete="off"
          {...form.register("timezone")}
        />
        <TimeZoneOptions id="edit-timezones" />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {t("info.cancel")}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {t("info.save")}
        </Button>
      </div>
    </form>
  );
}

/** Site Information: name, address, time zone; administrators may edit them. */
export function SiteInfoCard({ site, canEdit }: { site: SiteView; canEdit: boolean }) {
  const { t } = useTranslation("sites");
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="space-y-1.5">
          <CardTitle>{t("info.title")}</CardTitle>
          <CardDescription>{t("info.description")}</CardDescription>
        </div>
        {canEdit && !editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden /> {t("info.edit")}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <EditSiteForm site={site} onDone={() => setEditing(false)} />
        ) : (
          <dl className="space-y-3">
            <InfoRow label={t("fields.name")} value={site.name} />
            <InfoRow label={t("fields.address")} value={site.address} />
            <InfoRow label={t("fields.timezone")} value={site.timezone} />
            <InfoRow label={t("fields.type")} value={t(`types.${site.type}`)} />
            <InfoRow label={t("fields.slug")} value={site.id} />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
