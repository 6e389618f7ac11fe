import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Pencil } from "lucide-react";
import { toast } from "sonner";
import { siteTypeLabels, siteUpdateSchema, type SiteUpdateInput, type SiteView } from "@domain/schemas/sites";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { useUpdateSite } from "@/features/sites/api/update-site";
import { applyServerErrors } from "@/lib/api-errors";
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
        toast.success("Site Updated", { description: `${values.name} was saved.` });
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
      <FormField id="edit-name" label="Name" error={errors.name?.message}>
        <Input {...fieldAria("edit-name", errors.name?.message)} {...form.register("name")} />
      </FormField>
      <FormField id="edit-address" label="Address" error={errors.address?.message}>
        <Input {...fieldAria("edit-address", errors.address?.message)} {...form.register("address")} />
      </FormField>
      <FormField
        id="edit-timezone"
        label="Time zone"
        error={errors.timezone?.message}
        hint="An IANA time zone name, e.g. America/Phoenix"
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
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Loader2 className="animate-spin" aria-hidden />}
          Save changes
        </Button>
      </div>
    </form>
  );
}

/** Site Information: name, address, time zone; administrators may edit them. */
export function SiteInfoCard({ site, canEdit }: { site: SiteView; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="space-y-1.5">
          <CardTitle>Site Information</CardTitle>
          <CardDescription>Where the site is and the time zone its records are dated in.</CardDescription>
        </div>
        {canEdit && !editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden /> Edit
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <EditSiteForm site={site} onDone={() => setEditing(false)} />
        ) : (
          <dl className="space-y-3">
            <InfoRow label="Name" value={site.name} />
            <InfoRow label="Address" value={site.address} />
            <InfoRow label="Timezone" value={site.timezone} />
            <InfoRow label="Type" value={siteTypeLabels[site.type]} />
            <InfoRow label="Site id" value={site.id} />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
