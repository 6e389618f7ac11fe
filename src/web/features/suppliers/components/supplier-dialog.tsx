import { useEffect } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { toast } from "@/lib/toast";
import { Loader2, Plus, Trash2 } from "lucide-react";
import { supplierCreateSchema, type SupplierView } from "@domain/schemas/suppliers";
import { supplierCategories, supplierRiskLevels } from "@domain/suppliers/suppliers";
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { CheckboxOption } from "@/components/checkbox-option";
import { FieldError } from "@/components/field-error";
import { FormSelect } from "@/components/form-select";
import { applyServerErrors } from "@/lib/api-errors";
import { useSites } from "@/lib/use-sites";
import { useCreateSupplier, useSupplierOwners, useUpdateSupplier } from "@/features/suppliers/api/suppliers";
import { useSupplierMessage } from "@/features/suppliers/use-supplier-message";
import { useTraceProducts } from "@/lib/trace-master-data";

type Input = z.input<typeof supplierCreateSchema>;
type Output = z.output<typeof supplierCreateSchema>;

const blank = (): Input => ({
  name: "",
  category: "grower",
  riskLevel: "medium",
  siteIds: [],
  contacts: [],
  productIds: [],
  ownerId: null,
  notes: "",
});

const fromView = (s: SupplierView): Input => ({
  name: s.name,
  category: s.category,
  riskLevel: s.riskLevel,
  siteIds: s.siteIds,
  contacts: s.contacts,
  productIds: s.products.map((p) => p.id),
  ownerId: s.ownerId,
  notes: s.notes,
});

/** The picker's value for "no owner" (a Radix select item cannot have an empty value). */
const noOwner = "none";

/** "" in an optional text field means none (the schema takes the field away rather than an empty one). */
const optional = { setValueAs: (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v) };

/** Add supplier / Edit supplier: one form, validated with the schema the API uses. */
export function SupplierDialog({
  supplier,
  open,
  onOpenChange,
  onSaved,
}: {
  supplier?: SupplierView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (id: string) => void;
}) {
  const { t } = useTranslation("suppliers");
  const message = useSupplierMessage();
  const sites = useSites().data?.sites ?? [];
  const owners = useSupplierOwners(open).data ?? [];
  const create = useCreateSupplier();
  const update = useUpdateSupplier(supplier?.id ?? "");
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(supplierCreateSchema), defaultValues: blank() });
  const contacts = useFieldArray({ control: form.control, name: "contacts" });
  const { errors } = form.formState;

  useEffect(() => {
    if (!open) return;
    form.reset(supplier ? fromView(supplier) : blank());
  }, [open, supplier, form]);

  const pending = create.isPending || update.isPending;
  const onSubmit = form.handleSubmit((values) => {
    const handlers = {
      onSuccess: (saved: SupplierView) => {
        toast.success(supplier ? t("form.updated") : t("form.added"), { description: saved.name });
        onOpenChange(false);
        onSaved?.(saved.id);
      },
      onError: (error: unknown) =>
        applyServerErrors(error, form.setError, (text) => form.setError("root", { message: text })),
    };
    if (supplier) update.mutate(values, handlers);
    else create.mutate(values, handlers);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="touch-targets max-h-[92vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{supplier ? t("form.editTitle") : t("form.addTitle")}</DialogTitle>
          <DialogDescription>{t("form.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2 sm:col-span-2">
              <Label htmlFor="supplier-name">{t("form.name")}</Label>
              <Input id="supplier-name" aria-invalid={!!errors.name} {...form.register("name")} />
              <FieldError message={message(errors.name?.message)} />
            </div>
            <FormSelect
              control={form.control}
              name="category"
              id="supplier-category"
              label={t("form.category")}
              error={message(errors.category?.message)}
              options={supplierCategories.map((c) => ({ value: c, label: t(`category.${c}`) }))}
            />
            <FormSelect
              control={form.control}
              name="riskLevel"
              id="supplier-risk"
              label={t("form.riskLevel")}
              error={message(errors.riskLevel?.message)}
              options={supplierRiskLevels.map((r) => ({ value: r, label: t(`risk.${r}`) }))}
            />
          </div>

          <div className="space-y-2">
            <Label htmlFor="supplier-owner">{t("form.owner")}</Label>
            <Controller
              control={form.control}
              name="ownerId"
              render={({ field }) => {
                // An owner who may no longer be chosen stays listed until someone changes her.
                const listed =
                  field.value && !owners.some((o) => o.id === field.value)
                    ? [{ id: field.value, name: t("form.ownerOther") }, ...owners]
                    : owners;
                return (
                  <Select
                    value={field.value ?? noOwner}
                    onValueChange={(v) => field.onChange(v === noOwner ? null : v)}
                  >
                    <SelectTrigger
                      id="supplier-owner"
                      aria-invalid={!!errors.ownerId}
                      aria-describedby="supplier-owner-hint"
                    >
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value={noOwner}>{t("form.ownerNone")}</SelectItem>
                      {listed.map((o) => (
                        <SelectItem key={o.id} value={o.id}>
                          {o.name}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                );
              }}
            />
            <p id="supplier-owner-hint" className="text-xs text-muted-foreground">
              {t("form.ownerHint")}
            </p>
            <FieldError message={message(errors.ownerId?.message)} />
          </div>

          <fieldset className="space-y-1">
            <legend className="text-sm font-medium">{t("form.sites")}</legend>
            <p className="text-xs text-muted-foreground">{t("form.sitesHint")}</p>
            <Controller
              control={form.control}
              name="siteIds"
              render={({ field }) => {
                const chosen = field.value ?? [];
                return (
                  <div className="grid gap-1 sm:grid-cols-2">
                    {sites.map((site) => (
                      <CheckboxOption
                        key={site.id}
                        label={site.name}
                        checked={chosen.includes(site.id)}
                        onCheckedChange={(on) =>
                          field.onChange(on ? [...chosen, site.id] : chosen.filter((id) => id !== site.id))
                        }
                      />
                    ))}
                  </div>
                );
              }}
            />
            <FieldError message={message(errors.siteIds?.message ?? errors.siteIds?.root?.message)} />
          </fieldset>

          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t("form.contacts")}</legend>
            {contacts.fields.map((contact, index) => {
              const fieldErrors = errors.contacts?.[index];
              return (
                <div key={contact.id} className="grid gap-2 rounded-md border p-3 sm:grid-cols-2">
                  <div className="space-y-1">
                    <Label htmlFor={`contact-${index}-name`}>{t("form.contactName")}</Label>
                    <Input
                      id={`contact-${index}-name`}
                      aria-invalid={!!fieldErrors?.name}
                      {...form.register(`contacts.${index}.name`)}
                    />
                    <FieldError message={message(fieldErrors?.name?.message)} />
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor={`contact-${index}-role`}>{t("form.contactRole")}</Label>
                    <Input id={`contact-${index}-role`} {...form.register(`contacts.${index}.role`, optional)} />
                    <FieldError message={message(fieldErrors?.role?.message)} />
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor={`contact-${index}-email`}>{t("form.contactEmail")}</Label>
                    <Input
                      id={`contact-${index}-email`}
                      type="email"
                      aria-invalid={!!fieldErrors?.email}
                      {...form.register(`contacts.${index}.email`, optional)}
                    />
                    <FieldError message={message(fieldErrors?.email?.message)} />
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor={`contact-${index}-phone`}>{t("form.contactPhone")}</Label>
                    <Input
                      id={`contact-${index}-phone`}
                      type="tel"
                      {...form.register(`contacts.${index}.phone`, optional)}
                    />
                    <FieldError message={message(fieldErrors?.phone?.message)} />
                  </div>
                  <div className="sm:col-span-2">
                    <Button type="button" variant="ghost" size="sm" onClick={() => contacts.remove(index)}>
                      <Trash2 aria-hidden /> {t("form.removeContact")}
                    </Button>
                  </div>
                </div>
              );
            })}
            <Button type="button" variant="outline" size="sm" onClick={() => contacts.append({ name: "" })}>
              <Plus aria-hidden /> {t("form.addContact")}
            </Button>
          </fieldset>

          <fieldset className="space-y-1">
            <legend className="text-sm font-medium">{t("form.products")}</legend>
            <p className="text-xs text-muted-foreground">{t("form.productsHint")}</p>
            <Controller
              control={form.control}
              name="productIds"
              render={({ field }) => (
                <div className="space-y-2">
                  {sites.map((site) => (
                    <SiteProducts
                      key={site.id}
                      siteId={site.id}
                      siteName={site.name}
                      chosen={field.value ?? []}
                      onChange={field.onChange}
                    />
                  ))}
                </div>
              )}
            />
            <FieldError message={message(errors.productIds?.message ?? errors.productIds?.root?.message)} />
          </fieldset>

          <div className="space-y-2">
            <Label htmlFor="supplier-notes">{t("form.notes")}</Label>
            <Textarea id="supplier-notes" rows={2} {...form.register("notes")} />
            <FieldError message={message(errors.notes?.message)} />
          </div>

          {errors.root?.message ? (
            <Alert variant="destructive">
              <AlertDescription>{errors.root.message}</AlertDescription>
            </Alert>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("actions.cancel")}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {supplier ? t("form.save") : t("form.add")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The products of one site's FSMA 204 master data, to tick the ones the supplier supplies (decision 143). */
function SiteProducts({
  siteId,
  siteName,
  chosen,
  onChange,
}: {
  siteId: string;
  siteName: string;
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation("suppliers");
  const products = useTraceProducts(siteId).data ?? [];
  return (
    <div>
      <p className="text-xs font-medium text-muted-foreground">{siteName}</p>
      {products.length === 0 ? (
        <p className="text-xs text-muted-foreground">{t("form.noProducts")}</p>
      ) : (
        <div className="grid gap-1 sm:grid-cols-2">
          {products.map((product) => (
            <CheckboxOption
              key={product.id}
              label={t("form.productOption", {
                name: product.productName,
                packaging: `${product.packagingSize} ${product.packagingStyle}`,
              })}
              checked={chosen.includes(product.id)}
              onCheckedChange={(on) =>
                onChange(on ? [...chosen, product.id] : chosen.filter((id) => id !== product.id))
              }
            />
          ))}
        </div>
      )}
    </div>
  );
}
