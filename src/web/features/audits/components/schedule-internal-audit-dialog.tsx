import { useState } from "react";
import { Loader2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { useTranslation } from "react-i18next";
import { internalAuditTypes } from "@domain/schemas/audits";
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useSites } from "@/lib/use-sites";
import { useInternalAuditOptions, useScheduleInternalAudit } from "@/features/audits/api/internal-audits";
import { FieldError } from "@/components/field-error";
import { showApiError } from "@/lib/api-errors";
import { CheckboxOption } from "@/components/checkbox-option";
import { formatDate } from "@/lib/format-date";

type AuditType = (typeof internalAuditTypes)[number];

/** Schedule Audit: type, date, auditor, site, and a scope of modules or clauses from the site's applicable clauses. */
export function ScheduleInternalAuditDialog({
  open,
  onOpenChange,
  siteId: defaultSite,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  siteId: string;
}) {
  const { t } = useTranslation("audits");
  const { data: sites } = useSites();
  const [siteId, setSiteId] = useState("");
  const site = siteId || defaultSite;
  const options = useInternalAuditOptions(site, open);
  const schedule = useScheduleInternalAudit();
  const [type, setType] = useState<AuditType>("full");
  const [date, setDate] = useState("");
  const [auditorId, setAuditorId] = useState("");
  const [scopeKind, setScopeKind] = useState<"modules" | "clauses">("modules");
  const [scopeIds, setScopeIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const toggle = (id: string, on: boolean) =>
    setScopeIds((list) => (on ? [...list, id] : list.filter((x) => x !== id)));
  const choices =
    scopeKind === "modules"
      ? (options.data?.modules ?? []).map((m) => ({
          id: m.id,
          label: m.name,
          hint: t("scheduleDialog.moduleHint", { count: m.clauses }),
        }))
      : (options.data?.clauses ?? []).map((c) => ({
          id: c.id,
          label: `${c.id} ${c.title}`,
          hint: [
            c.section,
            t("common.points", { points: c.points }),
            ...(c.na ? [t("common.notApplicable")] : []),
          ].join(" · "),
        }));

  function submit() {
    setErrors({});
    schedule.mutate(
      { type, date, auditorId, siteId: site, scopeKind, scopeIds },
      {
        onSuccess: (audit) => {
          toast.success(t("scheduleDialog.scheduled"), {
            description: t("scheduleDialog.scheduledDescription", {
              type: t(`types.${audit.type}`),
              date: formatDate(audit.date),
              count: audit.items,
            }),
          });
          onOpenChange(false);
          setScopeIds([]);
          setDate("");
        },
        onError: (error) => showApiError(error, setErrors, t("scheduleDialog.failed")),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("scheduleDialog.title")}</DialogTitle>
          <DialogDescription>{t("scheduleDialog.description")}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="audit-type">{t("scheduleDialog.type")}</Label>
              <Select value={type} onValueChange={(v) => setType(v as AuditType)}>
                <SelectTrigger id="audit-type" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {internalAuditTypes.map((type) => (
                    <SelectItem key={type} value={type}>
                      {t(`types.${type}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FieldError message={errors.type} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="audit-date">{t("scheduleDialog.date")}</Label>
              <Input
                id="audit-date"
                type="date"
                value={date}
                onChange={(e) => setDate(e.target.value)}
                aria-invalid={!!errors.date}
              />
              <FieldError message={errors.date} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="audit-site">{t("scheduleDialog.site")}</Label>
              <Select
                value={site}
                onValueChange={(v) => {
                  setSiteId(v);
                  setScopeIds([]);
                }}
              >
                <SelectTrigger id="audit-site" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {sites?.sites.map((s) => (
                    <SelectItem key={s.id} value={s.id}>
                      {s.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="audit-auditor">{t("scheduleDialog.auditor")}</Label>
              <Select value={auditorId} onValueChange={setAuditorId}>
                <SelectTrigger id="audit-auditor" className="w-full" aria-invalid={!!errors.auditorId}>
                  <SelectValue placeholder={t("scheduleDialog.chooseAuditor")} />
                </SelectTrigger>
                <SelectContent>
                  {options.data?.auditors.map((a) => (
                    <SelectItem key={a.id} value={a.id}>
                      {a.name} · {a.role}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FieldError message={errors.auditorId} />
            </div>
          </div>
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">{t("scheduleDialog.scope")}</legend>
            <RadioGroup
              value={scopeKind}
              onValueChange={(v) => {
                setScopeKind(v as "modules" | "clauses");
                setScopeIds([]);
              }}
              className="flex gap-6"
            >
              <label className="flex items-center gap-2 text-sm">
                <RadioGroupItem value="modules" /> {t("scheduleDialog.modules")}
              </label>
              <label className="flex items-center gap-2 text-sm">
                <RadioGroupItem value="clauses" /> {t("scheduleDialog.clauses")}
              </label>
            </RadioGroup>
            <div className="max-h-64 space-y-1 overflow-y-auto rounded-lg border border-border p-2">
              {options.isLoading ? (
                <p className="p-2 text-sm text-muted-foreground">{t("scheduleDialog.loading")}</p>
              ) : null}
              {choices.map((choice) => (
                <CheckboxOption
                  key={choice.id}
                  label={choice.label}
                  hint={choice.hint}
                  checked={scopeIds.includes(choice.id)}
                  onCheckedChange={(c) => toggle(choice.id, c)}
                />
              ))}
            </div>
            <FieldError message={errors.scopeIds} />
          </fieldset>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("common.cancel")}
          </Button>
          <Button onClick={submit} disabled={schedule.isPending}>
            {schedule.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {t("scheduleDialog.submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
