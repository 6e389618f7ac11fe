import { useEffect } from "react";
import { useFieldArray, useForm, type UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import { Loader2, Plus, Trash2 } from "lucide-react";
import { employeeStatuses, jobRoles } from "@domain/employees/job-roles";
import {
  employeeInputSchema,
  type EmployeeInput,
  type EmployeeValues,
  type EmployeeView,
} from "@domain/schemas/employees";
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
import { useSites } from "@/lib/use-sites";
import { FormSelect } from "@/components/form-select";
import { useSaveEmployee } from "@/features/employees/api/employees-queries";
import { FieldError } from "@/components/field-error";
import { applyServerErrors } from "@/lib/api-errors";
import { browserToday } from "@/lib/browser-today";
import { useEmployeeMessage } from "@/features/employees/use-employee-message";

const blank = (site: string): EmployeeInput => ({
  employeeCode: "",
  name: "",
  jobRole: "harvest_crew",
  email: "",
  phone: "",
  site,
  hireDate: browserToday(),
  status: "active",
  certifications: [],
});
const fromView = (e: EmployeeView): EmployeeInput => ({
  employeeCode: e.employeeCode,
  name: e.name,
  jobRole: e.jobRole,
  email: e.email ?? "",
  phone: e.phone ?? "",
  site: e.site,
  hireDate: e.hireDate,
  status: e.status,
  certifications: e.certifications.map((c) => ({ name: c.name, issued: c.issued, expires: c.expires ?? "" })),
});

/** A labelled text input of the employee form with its reason under it. */
function TextField({
  id,
  label,
  type = "text",
  error,
  registration,
}: {
  id: string;
  label: string;
  type?: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type={type} aria-invalid={!!error} {...registration} />
      <FieldError message={error} />
    </div>
  );
}

/** Add Employee / Edit Employee: one form, validated with the same schema as the API. */
export function EmployeeDialog({
  employee,
  defaultSite,
  open,
  onOpenChange,
}: {
  employee?: EmployeeView;
  defaultSite: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("employees");
  const { t: tc } = useTranslation();
  const message = useEmployeeMessage();
  const sites = useSites();
  const save = useSaveEmployee();
  const form = useForm<EmployeeInput, unknown, EmployeeValues>({
    resolver: zodResolver(employeeInputSchema),
    defaultValues: blank(defaultSite),
  });
  const certs = useFieldArray({ control: form.control, name: "certifications" });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(employee ? fromView(employee) : blank(defaultSite));
  }, [open, employee, defaultSite, form]);

  // Validated on the client with the shared schema; the raw values are sent and validated again by the API.
  const onSubmit = form.handleSubmit(() =>
    save.mutate(
      { id: employee?.id, input: form.getValues() },
      {
        onSuccess: (saved) => {
          toast.success(employee ? t("dialog.updated") : t("dialog.added"), {
            description: `${saved.name} · ${saved.employeeCode}`,
          });
          onOpenChange(false);
        },
        onError: (error) => applyServerErrors(error, form.setError, (message) => form.setError("root", { message })),
      },
    ),
  );

  const fieldProps = (name: "employeeCode" | "name" | "email" | "phone" | "hireDate") => ({
    id: `employee-${name}`,
    error: message(errors[name]?.message),
    registration: form.register(name),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{employee ? t("dialog.editTitle") : t("dialog.addTitle")}</DialogTitle>
          <DialogDescription>{t("dialog.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t("dialog.employeeCode")} {...fieldProps("employeeCode")} />
            <TextField label={t("dialog.name")} {...fieldProps("name")} />
            <FormSelect
              control={form.control}
              name="jobRole"
              id="employee-role"
              label={t("dialog.jobRole")}
              error={message(errors.jobRole?.message)}
              options={jobRoles.map((r) => ({ value: r, label: tc(`jobRoles.${r}`) }))}
            />
            <FormSelect
              control={form.control}
              name="site"
              id="employee-site"
              label={t("dialog.site")}
              placeholder={t("dialog.sitePlaceholder")}
              error={message(errors.site?.message)}
              options={(sites.data?.sites ?? []).map((x) => ({ value: x.id, label: x.name }))}
            />
            <TextField label={t("dialog.email")} type="email" {...fieldProps("email")} />
            <TextField label={t("dialog.phone")} type="tel" {...fieldProps("phone")} />
            <TextField label={t("dialog.hireDate")} type="date" {...fieldProps("hireDate")} />
            {employee && (
              <FormSelect
                control={form.control}
                name="status"
                id="employee-status"
                label={t("dialog.status")}
                options={employeeStatuses.map((x) => ({ value: x, label: t(`statuses.${x}`) }))}
              />
            )}
          </div>
          <div className="space-y-2">
            <div className="flex items-center justify-between">
              <Label>{t("dialog.certifications")}</Label>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => certs.append({ name: "", issued: browserToday(), expires: "" })}
              >
                <Plus aria-hidden /> {t("dialog.addCertification")}
              </Button>
            </div>
            {certs.fields.map((c, i) => (
              <div
                key={c.id}
                className="grid gap-2 rounded-lg border border-border p-2 sm:grid-cols-[1fr_8.5rem_8.5rem_auto]"
              >
                <Input
                  aria-label={t("dialog.certificationName", { number: i + 1 })}
                  placeholder={t("dialog.certificationNamePlaceholder")}
                  {...form.register(`certifications.${i}.name`)}
                />
                <Input
                  aria-label={t("dialog.certificationIssued", { number: i + 1 })}
                  type="date"
                  {...form.register(`certifications.${i}.issued`)}
                />
                <Input
                  aria-label={t("dialog.certificationExpires", { number: i + 1 })}
                  type="date"
                  {...form.register(`certifications.${i}.expires`)}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("dialog.removeCertification")}
                  onClick={() => certs.remove(i)}
                >
                  <Trash2 />
                </Button>
                <div className="sm:col-span-4">
                  <FieldError
                    message={message(
                      errors.certifications?.[i]?.name?.message ??
                        errors.certifications?.[i]?.issued?.message ??
                        errors.certifications?.[i]?.expires?.message,
                    )}
                  />
                </div>
              </div>
            ))}
          </div>
          <FieldError message={errors.root?.message} />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("dialog.cancel")}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {employee ? t("dialog.save") : t("dialog.submitAdd")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
