import { useEffect } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { Loader2, Plus, Trash2 } from "lucide-react";
import { employeeStatusLabels, employeeStatuses, jobRoleLabels, jobRoles } from "@domain/employees/job-roles";
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
import { browserToday } from "@/lib/format-date";

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
          toast.success(employee ? "Employee Updated" : "Employee Added", {
            description: `${saved.name} · ${saved.employeeCode}`,
          });
          onOpenChange(false);
        },
        onError: (error) => applyServerErrors(error, form.setError, (message) => form.setError("root", { message })),
      },
    ),
  );

  const field = (name: "employeeCode" | "name" | "email" | "phone" | "hireDate", label: string, type = "text") => (
    <div className="space-y-2">
      <Label htmlFor={`employee-${name}`}>{label}</Label>
      <Input id={`employee-${name}`} type={type} aria-invalid={!!errors[name]} {...form.register(name)} />
      <FieldError message={errors[name]?.message} />
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{employee ? "Edit Employee" : "Add Employee"}</DialogTitle>
          <DialogDescription>
            Workers train at a station with their employee ID; they do not need a sign-in.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {field("employeeCode", "Employee ID")}
            {field("name", "Full name")}
            <FormSelect
              control={form.control}
              name="jobRole"
              id="employee-role"
              label="Job role"
              error={errors.jobRole?.message}
              options={jobRoles.map((r) => ({ value: r, label: jobRoleLabels[r] }))}
            />
            <FormSelect
              control={form.control}
              name="site"
              id="employee-site"
              label="Site"
              placeholder="Choose a site"
              error={errors.site?.message}
              options={(sites.data?.sites ?? []).map((x) => ({ value: x.id, label: x.name }))}
            />
            {field("email", "E-mail (optional)", "email")}
            {field("phone", "Phone", "tel")}
            {field("hireDate", "Hire date", "date")}
            {employee && (
              <FormSelect
                control={form.control}
                name="status"
                id="employee-status"
                label="Status"
                options={employeeStatuses.map((x) => ({ value: x, label: employeeStatusLabels[x] }))}
              />
            )}
          </div>
          <div className="space-y-2">
            <div className="flex items-center justify-between">
              <Label>Certifications</Label>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => certs.append({ name: "", issued: browserToday(), expires: "" })}
              >
                <Plus aria-hidden /> Add
              </Button>
            </div>
            {certs.fields.map((c, i) => (
              <div
                key={c.id}
                className="grid gap-2 rounded-lg border border-border p-2 sm:grid-cols-[1fr_8.5rem_8.5rem_auto]"
              >
                <Input
                  aria-label={`Certification ${i + 1} name`}
                  placeholder="Name"
                  {...form.register(`certifications.${i}.name`)}
                />
                <Input
                  aria-label={`Certification ${i + 1} issued`}
                  type="date"
                  {...form.register(`certifications.${i}.issued`)}
                />
                <Input
                  aria-label={`Certification ${i + 1} expires`}
                  type="date"
                  {...form.register(`certifications.${i}.expires`)}
                />
                <Button variant="ghost" size="icon" aria-label="Remove certification" onClick={() => certs.remove(i)}>
                  <Trash2 />
                </Button>
                <div className="sm:col-span-4">
                  <FieldError
                    message={
                      errors.certifications?.[i]?.name?.message ??
                      errors.certifications?.[i]?.issued?.message ??
                      errors.certifications?.[i]?.expires?.message
                    }
                  />
                </div>
              </div>
            ))}
          </div>
          <FieldError message={errors.root?.message} />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {employee ? "Save changes" : "Add Employee"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
