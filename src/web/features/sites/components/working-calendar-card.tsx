import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarDays, Loader2, Plus, X } from "lucide-react";
import { toast } from "@/lib/toast";
import { type Closure, closureKinds, closureSchema, type WorkingCalendar } from "@domain/schedules/working-calendar";
import { CheckboxOption } from "@/components/checkbox-option";
import { FormSelect } from "@/components/form-select";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toastApiError } from "@/lib/api-errors";
import { formatDate, formatWeekday } from "@/lib/format-date";
import { useSaveWorkingCalendar, useWorkingCalendar } from "@/features/sites/api/schedules";
import { useSiteMessage } from "@/features/sites/use-site-message";
import { fieldAria, FormField } from "./form-field";

const weekdays = [1, 2, 3, 4, 5, 6, 7];

/** The site's operating weekdays, holidays and shutdowns; managers edit them and save once. */
export function WorkingCalendarCard({ siteId, canManage }: { siteId: string; canManage: boolean }) {
  const { t } = useTranslation("sites");
  const { data } = useWorkingCalendar(siteId);
  // The mutation lives here, not in the editor: a save changes updatedAt, which remounts the editor, and a
  // mutation's per-call callbacks (the "saved" toast) are dropped when the component that started it unmounts.
  const save = useSaveWorkingCalendar(siteId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays className="size-4" aria-hidden /> {t("calendar.title")}
        </CardTitle>
        <CardDescription>{t("calendar.description")}</CardDescription>
      </CardHeader>
      {data ? (
        <CalendarEditor key={data.updatedAt ?? "default"} save={save} saved={data} canManage={canManage} />
      ) : (
        <CardContent>
          <Skeleton className="h-24" />
        </CardContent>
      )}
    </Card>
  );
}

function CalendarEditor({
  save,
  saved,
  canManage,
}: {
  save: ReturnType<typeof useSaveWorkingCalendar>;
  saved: WorkingCalendar;
  canManage: boolean;
}) {
  const { t } = useTranslation("sites");
  const initial: WorkingCalendar = { operatingWeekdays: saved.operatingWeekdays, closures: saved.closures };
  const [calendar, setCalendar] = useState<WorkingCalendar>(initial);
  const changed = JSON.stringify(calendar) !== JSON.stringify(initial);
  const toggle = (day: number, on: boolean) =>
    setCalendar((c) => ({
      ...c,
      operatingWeekdays: on ? [...c.operatingWeekdays, day].sort() : c.operatingWeekdays.filter((d) => d !== day),
    }));
  const remove = (closure: Closure) =>
    setCalendar((c) => ({ ...c, closures: c.closures.filter((x) => x !== closure) }));

  return (
    <>
      <CardContent className="space-y-5">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t("calendar.operatingDays")}</legend>
          <div className="flex flex-wrap gap-1">
            {weekdays.map((day) =>
              canManage ? (
                <CheckboxOption
                  key={day}
                  label={formatWeekday(day)}
                  checked={calendar.operatingWeekdays.includes(day)}
                  onCheckedChange={(on) => toggle(day, on)}
                />
              ) : calendar.operatingWeekdays.includes(day) ? (
                <span key={day} className="rounded-md border px-2 py-1 text-sm">
                  {formatWeekday(day)}
                </span>
              ) : null,
            )}
          </div>
        </fieldset>
        <div className="space-y-2">
          <h3 className="text-sm font-medium">{t("calendar.closures")}</h3>
          {calendar.closures.length ? (
            <ul className="divide-y rounded-md border" data-testid="closures">
              {calendar.closures.map((closure) => (
                <li key={`${closure.from}-${closure.name}`} className="flex items-center justify-between gap-3 p-2">
                  <div className="min-w-0 text-sm">
                    <p className="font-medium">{closure.name}</p>
                    <p className="text-muted-foreground">
                      {t(`calendar.kinds.${closure.kind}`)} ·{" "}
                      {closure.from === closure.to
                        ? formatDate(closure.from)
                        : t("calendar.range", { from: formatDate(closure.from), to: formatDate(closure.to) })}
                    </p>
                  </div>
                  {canManage ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t("calendar.remove", { name: closure.name })}
                      onClick={() => remove(closure)}
                    >
                      <X aria-hidden />
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t("calendar.noClosures")}</p>
          )}
          {canManage ? (
            <AddClosureForm onAdd={(closure) => setCalendar((c) => ({ ...c, closures: [...c.closures, closure] }))} />
          ) : null}
        </div>
      </CardContent>
      {canManage ? (
        <CardFooter>
          <Button
            disabled={!changed || save.isPending || calendar.operatingWeekdays.length === 0}
            onClick={() =>
              save.mutate(calendar, {
                onSuccess: () => toast.success(t("calendar.saved")),
                onError: (error) => toastApiError(error, t("calendar.saveFailed")),
              })
            }
          >
            {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null} {t("calendar.save")}
          </Button>
        </CardFooter>
      ) : null}
    </>
  );
}

function AddClosureForm({ onAdd }: { onAdd: (closure: Closure) => void }) {
  const { t } = useTranslation("sites");
  const message = useSiteMessage();
  const form = useForm<Closure>({
    resolver: zodResolver(closureSchema),
    defaultValues: { from: "", to: "", kind: "holiday", name: "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((closure) => {
    onAdd(closure);
    form.reset();
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-md border p-3 sm:grid-cols-2">
      <FormField id="closure-from" label={t("calendar.from")} error={message(errors.from?.message)}>
        <Input type="date" {...fieldAria("closure-from", errors.from?.message)} {...form.register("from")} />
      </FormField>
      <FormField id="closure-to" label={t("calendar.to")} error={message(errors.to?.message)}>
        <Input type="date" {...fieldAria("closure-to", errors.to?.message)} {...form.register("to")} />
      </FormField>
      <FormSelect
        control={form.control}
        name="kind"
        id="closure-kind"
        label={t("calendar.kind")}
        options={closureKinds.map((kind) => ({ value: kind, label: t(`calendar.kinds.${kind}`) }))}
      />
      <FormField id="closure-name" label={t("calendar.name")} error={message(errors.name?.message)}>
        <Input
          placeholder={t("calendar.namePlaceholder")}
          {...fieldAria("closure-name", errors.name?.message)}
          {...form.register("name")}
        />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" variant="outline">
          <Plus aria-hidden /> {t("calendar.addClosure")}
        </Button>
      </div>
    </form>
  );
}
