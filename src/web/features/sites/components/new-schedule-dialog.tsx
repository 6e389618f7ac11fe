import { useState } from "react";
import { Controller, type Resolver, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Loader2, Plus, X } from "lucide-react";
import { toast } from "@/lib/toast";
import { siteToday } from "@domain/dates";
import { recordTypes } from "@domain/records/catalogue";
import { useLogForms } from "@/lib/use-log-forms";
import { appRoles } from "@domain/roles";
import { scheduleCreateSchema, type ScheduleCreateInput } from "@domain/schemas/schedules";
import { scheduleFrequencyKinds } from "@domain/schedules/schedule";
import { CheckboxOption } from "@/components/checkbox-option";
import { FormSelect } from "@/components/form-select";
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
import { applyServerErrors } from "@/lib/api-errors";
import { formatWeekday } from "@/lib/format-date";
import { useCreateLogSchedule } from "@/features/sites/api/schedules";
import { useSiteMessage } from "@/features/sites/use-site-message";
import { fieldAria, FormField } from "./form-field";

/** The dialog's fields, flat; they become a schedule (`toInput`) checked by the shared schema. */
type ScheduleForm = {
  formId: string;
  kind: (typeof scheduleFrequencyKinds)[number];
  dueTime: string;
  weekdays: number[];
  dayOfMonth: string;
  month: string;
  day: string;
  shifts: { name: string; dueTime: string }[];
  ownerRole: string;
  startsOn: string;
};

function toInput(f: ScheduleForm): unknown {
  const frequency = {
    per_shift: { kind: f.kind, shifts: f.shifts },
    daily: { kind: f.kind, dueTime: f.dueTime },
    operating_days: { kind: f.kind, dueTime: f.dueTime },
    weekly: { kind: f.kind, weekdays: f.weekdays, dueTime: f.dueTime },
    monthly: { kind: f.kind, dayOfMonth: Number(f.dayOfMonth), dueTime: f.dueTime },
    yearly: { kind: f.kind, month: Number(f.month), day: Number(f.day), dueTime: f.dueTime },
  }[f.kind];
  return { formId: f.formId, frequency, ownerRole: f.ownerRole, startsOn: f.startsOn || undefined };
}

/** The shared schema's reasons, each put on the field of the dialog it is about. */
const resolver: Resolver<ScheduleForm> = async (values) => {
  const parsed = scheduleCreateSchema.safeParse(toInput(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path.map(String);
    const field =
      first === "frequency" ? (second === "month" || second === "day" ? "day" : (second ?? "kind")) : first!;
    errors[field] ??= { type: "schema", message: issue.message };
  }
  return { values: {}, errors };
};

/** Managers schedule a log form on any rhythm: per shift, daily, operating days, weekly, monthly, yearly. */
export function NewScheduleDialog({ siteId, timezone }: { siteId: string; timezone: string }) {
  const { t } = useTranslation("sites");
  const { t: tr } = useTranslation("records");
  const { t: tc } = useTranslation("common");
  const logForms = useLogForms();
  const message = useSiteMessage();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateLogSchedule(siteId);
  const empty: ScheduleForm = {
    formId: "temperature",
    kind: "operating_days",
    dueTime: "10:00",
    weekdays: [1],
    dayOfMonth: "1",
    month: "1",
    day: "31",
    shifts: [{ name: "", dueTime: "10:00" }],
    ownerRole: "qa_tech",
    startsOn: siteToday(timezone),
  };
  const form = useForm<ScheduleForm>({ resolver, defaultValues: empty });
  const shifts = useFieldArray({ control: form.control, name: "shifts" });
  const { errors } = form.formState;
  const kind = form.watch("kind");

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    create.mutate(toInput(values) as ScheduleCreateInput, {
      onSuccess: (schedule) => {
        toast.success(t("schedules.added"), {
          description: t("schedules.addedFrom", { form: schedule.formName, date: schedule.startsOn }),
        });
        form.reset(empty);
        setOpen(false);
      },
      onError: (error) => applyServerErrors(error, form.setError, setFailure),
    });
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Plus aria-hidden /> {t("schedules.new")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[92vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t("schedules.newTitle")}</DialogTitle>
          <DialogDescription>{t("schedules.newDescription")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {failure && (
            <Alert variant="destructive">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          )}
          <FormSelect
            control={form.control}
            name="formId"
            id="schedule-form"
            label={t("schedules.form")}
            options={[
              ...recordTypes.map((type) => ({ value: type, label: tr(`types.${type}`) })),
              // The organisation's own forms (issue 19), by their names.
              ...(logForms.data?.items ?? [])
                .filter((f) => !f.builtin)
                .map((f) => ({ value: f.formId, label: f.name })),
            ]}
            error={message(errors.formId?.message)}
          />
          <FormSelect
            control={form.control}
            name="kind"
            id="schedule-kind"
            label={t("schedules.kind")}
            options={scheduleFrequencyKinds.map((k) => ({ value: k, label: t(`schedules.kinds.${k}`) }))}
          />
          {kind === "per_shift" ? (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{t("schedules.shifts")}</legend>
              {shifts.fields.map((field, index) => (
                <div key={field.id} className="flex items-end gap-2">
                  <Input
                    aria-label={t("schedules.shiftName", { n: index + 1 })}
                    placeholder={t("schedules.shiftPlaceholder")}
                    {...form.register(`shifts.${index}.name`)}
                  />
                  <Input
                    type="time"
                    className="w-32"
                    aria-label={t("schedules.shiftTime", { n: index + 1 })}
                    {...form.register(`shifts.${index}.dueTime`)}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t("schedules.removeShift", { n: index + 1 })}
                    disabled={shifts.fields.length === 1}
                    onClick={() => shifts.remove(index)}
                  >
                    <X aria-hidden />
                  </Button>
                </div>
              ))}
              {errors.shifts ? (
                <p className="text-sm text-destructive">
                  {message(errors.shifts.message ?? errors.shifts.root?.message)}
                </p>
              ) : null}
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => shifts.append({ name: "", dueTime: "18:00" })}
              >
                <Plus aria-hidden /> {t("schedules.addShift")}
              </Button>
            </fieldset>
          ) : (
            <FormField id="schedule-due" label={t("schedules.dueTime")} error={message(errors.dueTime?.message)}>
              <Input
                type="time"
                {...fieldAria("schedule-due", errors.dueTime?.message)}
                {...form.register("dueTime")}
              />
            </FormField>
          )}
          {kind === "weekly" ? (
            <fieldset className="space-y-1">
              <legend className="text-sm font-medium">{t("schedules.weekdays")}</legend>
              <Controller
                control={form.control}
                name="weekdays"
                render={({ field }) => (
                  <div className="flex flex-wrap gap-1">
                    {[1, 2, 3, 4, 5, 6, 7].map((day) => (
                      <CheckboxOption
                        key={day}
                        label={formatWeekday(day)}
                        checked={field.value.includes(day)}
                        onCheckedChange={(on) =>
                          field.onChange(on ? [...field.value, day].sort() : field.value.filter((d) => d !== day))
                        }
                      />
                    ))}
                  </div>
                )}
              />
              {errors.weekdays ? <p className="text-sm text-destructive">{message(errors.weekdays.message)}</p> : null}
            </fieldset>
          ) : null}
          {kind === "monthly" ? (
            <FormField
              id="schedule-day-of-month"
              label={t("schedules.dayOfMonth")}
              error={message(errors.dayOfMonth?.message)}
            >
              <Input
                type="number"
                min={1}
                max={31}
                {...fieldAria("schedule-day-of-month", errors.dayOfMonth?.message)}
                {...form.register("dayOfMonth")}
              />
            </FormField>
          ) : null}
          {kind === "yearly" ? (
            <div className="grid grid-cols-2 gap-3">
              <FormField id="schedule-month" label={t("schedules.month")} error={message(errors.day?.message)}>
                <Input
                  type="number"
                  min={1}
                  max={12}
                  {...fieldAria("schedule-month", errors.day?.message)}
                  {...form.register("month")}
                />
              </FormField>
              <FormField id="schedule-day" label={t("schedules.day")}>
                <Input type="number" min={1} max={31} id="schedule-day" {...form.register("day")} />
              </FormField>
            </div>
          ) : null}
          <FormSelect
            control={form.control}
            name="ownerRole"
            id="schedule-owner"
            label={t("schedules.owner")}
            options={appRoles.filter((r) => r !== "viewer").map((r) => ({ value: r, label: tc(`roles.${r}`) }))}
            error={message(errors.ownerRole?.message)}
          />
          <FormField id="schedule-starts" label={t("schedules.startsOn")} error={message(errors.startsOn?.message)}>
            <Input
              type="date"
              {...fieldAria("schedule-starts", errors.startsOn?.message)}
              {...form.register("startsOn")}
            />
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null} {t("schedules.create")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
