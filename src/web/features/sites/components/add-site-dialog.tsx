import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Plus } from "lucide-react";
import { toast } from "sonner";
import { siteCreateSchema, siteTypeLabels, siteTypes, type SiteCreateInput } from "@domain/schemas/sites";
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
import { fieldAria, FormField } from "./form-field";
import { TimeZoneOptions } from "./time-zone-options";

const empty: SiteCreateInput = { slug: "", name: "", address: "", timezone: "", type: "packhouse" };

/** Admins add a site: its URL id, name, address, IANA time zone and type. */
export function AddSiteDialog() {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateSite();
  const form = useForm<SiteCreateInput>({ resolver: zodResolver(siteCreateSchema), defaultValues: empty });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    create.mutate(values, {
      onSuccess: (site) => {
        toast.success("Site Added", { description: `${site.name} is ready for its scope.` });
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
          <Plus aria-hidden /> Add site
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add site</DialogTitle>
          <DialogDescription>A new site starts with an incomplete scope; set its scope next.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {failure && (
            <Alert variant="destructive">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          )}
          <FormField
            id="site-slug"
            label="Site id"
            error={errors.slug?.message}
            hint="Lower-case letters, digits and hyphens; used in links, e.g. salinas"
          >
            <Input {...fieldAria("site-slug", errors.slug?.message)} placeholder="salinas" {...form.register("slug")} />
          </FormField>
          <FormField id="site-name" label="Name" error={errors.name?.message}>
            <Input
              {...fieldAria("site-name", errors.name?.message)}
              placeholder="Salinas Cooler"
              {...form.register("name")}
            />
          </FormField>
          <FormField id="site-address" label="Address" error={errors.address?.message}>
            <Input
              {...fieldAria("site-address", errors.address?.message)}
              placeholder="1 Abbott St, Salinas, CA 93901"
              {...form.register("address")}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="site-timezone" label="Time zone" error={errors.timezone?.message}>
              <Input
                {...fieldAria("site-timezone", errors.timezone?.message)}
                list="site-timezones"
                placeholder="America/Los_Angeles"
                autoComplete="off"
                {...form.register("timezone")}
              />
              <TimeZoneOptions id="site-timezones" />
            </FormField>
            <FormField id="site-type" label="Type" error={errors.type?.message}>
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
                          {siteTypeLabels[type]}
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
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Loader2 className="animate-spin" aria-hidden />}
              Add site
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
