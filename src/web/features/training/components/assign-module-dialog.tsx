import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { jobRoles } from "@domain/employees/job-roles";
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
import { browserToday } from "@/lib/browser-today";
import { useTrainingMessage } from "@/features/training/use-training-message";

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
  const { t } = useTranslation("training");
  const { t: tc } = useTranslation("common");
  const reason = useTrainingMessage();
  const modules = useModules(open ? site : "");
  const employees = useEmployees({ site }, open);
  const assign = useAssignModule(site);
  const form = useForm<AssignModuleInput>({
    resolver: zodResolver(assignModuleSchema),
    defaultValues: { target: "role", moduleId: "", dueDate: inTwoWeeks(), trainerName: "" },
  });
  const { errors } = form.formState;
  const target = form.watch("target");
  const dueDateField = form.register("dueDate");

  useEffect(() => {
    if (open) form.reset({ target: "role", moduleId: "", dueDate: inTwoWeeks(), trainerName: "" });
  }, [open, form]);

  const onSubmit = form.handleSubmit((values) =>
    assign.mutate(values, {
      onSuccess: (result) => {
        toast.success(t("assign.done"), {
          description: result.skipped
            ? t("assign.doneSkipped", { count: result.created, skipped: result.skipped })
            : t("assign.doneDescription", { count: result.created }),
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
          <DialogTitle>{t("assign.title")}</DialogTitle>
          <DialogDescription>{t("assign.description", { site: siteName })}</DialogDescription>
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
                aria-label={t("assign.to")}
              >
                {(["role", "employee"] as const).map((value) => (
                  <Label
                    key={value}
                    className="flex cursor-pointer items-center gap-2 rounded-md border border-border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
                  >
                    <RadioGroupItem value={value} />
                    {value === "role" ? t("assign.toRole") : t("assign.toEmployee")}
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
              label={t("assign.role")}
              placeholder={t("assign.chooseRole")}
              error={reason(errors.jobRole?.message)}
              options={jobRoles.map((r) => ({
                value: r,
                // While the employees load the count is unknown: the label says so instead of "(0)".
                label: employees.data
                  ? t("assign.roleOption", {
                      role: tc(`jobRoles.${r}`),
                      count: current.filter((e) => e.jobRole === r).length,
                    })
                  : t("assign.roleCounting", { role: tc(`jobRoles.${r}`) }),
              }))}
            />
          ) : (
            <FormSelect
              control={form.control}
              name="employeeId"
              id="assign-employee"
              label={t("assign.employee")}
              placeholder={t("assign.chooseEmployee")}
              error={reason(errors.employeeId?.message)}
              options={current.map((e) => ({ value: e.id, label: `${e.name} · ${e.employeeCode}` }))}
            />
          )}
          <FormSelect
            control={form.control}
            name="moduleId"
            id="assign-module"
            label={t("assign.module")}
            placeholder={t("assign.chooseModule")}
            error={reason(errors.moduleId?.message)}
            options={(modules.data?.items ?? []).map((m) => ({ value: m.id, label: m.title }))}
          />
          <div className="space-y-2">
            <Label htmlFor="assign-due">{t("assign.dueDate")}</Label>
            <Input id="assign-due" type="date" aria-invalid={!!errors.dueDate} {...dueDateField} />
            <FieldError message={reason(errors.dueDate?.message)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="assign-trainer">{t("assign.trainer")}</Label>
            <Input
              id="assign-trainer"
              autoComplete="name"
              aria-invalid={!!errors.trainerName}
              aria-describedby="assign-trainer-hint"
              {...form.register("trainerName")}
            />
            <p id="assign-trainer-hint" className="text-xs text-muted-foreground">
              {t("assign.trainerHint")}
            </p>
            <FieldError message={reason(errors.trainerName?.message)} />
          </div>
          <FieldError message={errors.root?.message} />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("assign.cancel")}
            </Button>
            <Button type="submit" disabled={assign.isPending}>
              {assign.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {t("assign.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
