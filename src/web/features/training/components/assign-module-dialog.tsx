import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { Loader2 } from "lucide-react";
import { jobRoleLabels, jobRoles } from "@domain/employees/job-roles";
import { roleOptionLabel } from "@domain/training/assign-labels";
import { assignModuleSchema, type AssignModuleInput } from "@domain/schemas/training";
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
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { useEmployees } from "@/lib/use-employees";
import { useAssignModule, useModules } from "@/features/training/api/training-queries";
import { FormSelect } from "@/components/form-select";
import { FieldError } from "@/components/field-error";
import { applyServerErrors } from "@/lib/api-errors";
import { addCalendarDays } from "@domain/dates";
import { browserToday } from "@/lib/format-date";

const inTwoWeeks = () => addCalendarDays(browserToday(), 14);

/** Spec: Assign Module dialog with role, module, due date — to a role's current employees or one employee. */
export function AssignModuleDialog({
  site,
  siteName,
  open,
  onOpenChange,
}: {
  site: string;
  siteName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const modules = useModules(open ? site : "");
  const employees = useEmployees({ site }, open);
  const assign = useAssignModule(site);
  const form = useForm<AssignModuleInput>({
    resolver: zodResolver(assignModuleSchema),
    defaultValues: { target: "role", moduleId: "", dueDate: inTwoWeeks() },
  });
  const { errors } = form.formState;
  const target = form.watch("target");

  useEffect(() => {
    if (open) form.reset({ target: "role", moduleId: "", dueDate: inTwoWeeks() });
  }, [open, form]);

  const onSubmit = form.handleSubmit((values) =>
    assign.mutate(values, {
      onSuccess: (result) => {
        toast.success("Training Assigned", {
          description: `${result.created} employee${result.created === 1 ? "" : "s"} assigned${result.skipped ? `, ${result.skipped} already had it` : ""}.`,
        });
        onOpenChange(false);
      },
      onError: (error) => applyServerErrors(error, form.setError, (message) => form.setError("root", { message })),
    }),
  );

  const current = (employees.data ?? []).filter((e) => e.status !== "inactive");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Assign Module</DialogTitle>
          <DialogDescription>
            Assign a training module at {siteName} to everyone holding a role, or to one employee.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Controller
            control={form.control}
            name="target"
            render={({ field }) => (
              <RadioGroup
                value={field.value}
                onValueChange={field.onChange}
                className="grid grid-cols-2 gap-2"
                aria-label="Assign to"
              >
                {(["role", "employee"] as const).map((value) => (
                  <Label
                    key={value}
                    className="flex cursor-pointer items-center gap-2 rounded-md border border-border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
                  >
                    <RadioGroupItem value={value} />
                    {value === "role" ? "A role" : "One employee"}
                  </Label>
                ))}
              </RadioGroup>
            )}
          />
          {target === "role" ? (
            <FormSelect
              control={form.control}
              name="jobRole"
              id="assign-role"
              label="Role"
              placeholder="Choose a role"
              error={errors.jobRole?.message}
              options={jobRoles.map((r) => ({
                value: r,
                label: roleOptionLabel(
                  jobRoleLabels[r],
                  employees.data ? current.filter((e) => e.jobRole === r).length : undefined,
                ),
              }))}
            />
          ) : (
            <FormSelect
              control={form.control}
              name="employeeId"
              id="assign-employee"
              label="Employee"
              placeholder="Choose an employee"
              error={errors.employeeId?.message}
              options={current.map((e) => ({ value: e.id, label: `${e.name} · ${e.employeeCode}` }))}
            />
          )}
          <FormSelect
            control={form.control}
            name="moduleId"
            id="assign-module"
            label="Module"
            placeholder="Choose a module"
            error={errors.moduleId?.message}
            options={(modules.data?.items ?? []).map((m) => ({ value: m.id, label: m.title }))}
          />
          <div className="space-y-2">
            <Label htmlFor="assign-due">Due date</Label>
            <Input id="assign-due" type="date" aria-invalid={!!errors.dueDate} {...form.register("dueDate")} />
            <FieldError message={errors.dueDate?.message} />
          </div>
          <FieldError message={errors.root?.message} />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={assign.isPending}>
              {assign.isPending && <Loader2 className="animate-spin" aria-hidden />}
              Assign
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
