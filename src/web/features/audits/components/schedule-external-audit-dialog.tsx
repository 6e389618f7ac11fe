import { useState } from "react";
import { toast } from "@/lib/toast";
import { useTranslation } from "react-i18next";
import { externalAuditTypes } from "@domain/schemas/audits";
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
import { useSites } from "@/lib/use-sites";
import { useScheduleExternalAudit } from "@/features/audits/api/external-audits";
import { FieldError } from "@/components/field-error";
import { showApiError } from "@/lib/api-errors";
import { formatDate } from "@/lib/format-date";

type AuditType = (typeof externalAuditTypes)[number];

/** Schedule Audit: certification body, audit type, date, auditor and site. */
export function ScheduleExternalAuditDialog({
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
  const schedule = useScheduleExternalAudit();
  const [form, setForm] = useState({
    certificationBody: "",
    auditType: "Certification" as AuditType,
    scheme: "PrimusGFS v4.0",
    date: "",
    auditor: "",
    siteId: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<typeof form>) => setForm((f) => ({ ...f, ...change }));

  function submit() {
    setErrors({});
    schedule.mutate(
      { ...form, siteId: form.siteId || defaultSite },
      {
        onSuccess: (audit) => {
          toast.success(t("scheduleExternal.scheduled"), {
            description: t("scheduleExternal.scheduledDescription", {
              body: audit.certificationBody,
              date: formatDate(audit.scheduledDate),
            }),
          });
          onOpenChange(false);
          setForm((f) => ({ ...f, certificationBody: "", date: "", auditor: "" }));
        },
        onError: (e) => showApiError(e, setErrors, t("scheduleExternal.failed")),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("scheduleExternal.title")}</DialogTitle>
          <DialogDescription>{t("scheduleExternal.description")}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor="ext-body">{t("scheduleExternal.body")}</Label>
            <Input
              id="ext-body"
              value={form.certificationBody}
              onChange={(e) => set({ certificationBody: e.target.value })}
              placeholder={t("scheduleExternal.bodyPlaceholder")}
              aria-invalid={!!errors.certificationBody}
            />
            <FieldError message={errors.certificationBody} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="ext-type">{t("scheduleExternal.type")}</Label>
            <Select value={form.auditType} onValueChange={(v) => set({ auditType: v as AuditType })}>
              <SelectTrigger id="ext-type" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {externalAuditTypes.map((type) => (
                  <SelectItem key={type} value={type}>
                    {t(`externalTypes.${type}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="ext-date">{t("scheduleExternal.date")}</Label>
            <Input
              id="ext-date"
              type="date"
              value={form.date}
              onChange={(e) => set({ date: e.target.value })}
              aria-invalid={!!errors.date}
            />
            <FieldError message={errors.date} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="ext-auditor">{t("scheduleExternal.auditor")}</Label>
            <Input
              id="ext-auditor"
              value={form.auditor}
              onChange={(e) => set({ auditor: e.target.value })}
              aria-invalid={!!errors.auditor}
            />
            <FieldError message={errors.auditor} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="ext-site">{t("scheduleExternal.site")}</Label>
            <Select value={form.siteId || defaultSite} onValueChange={(v) => set({ siteId: v })}>
              <SelectTrigger id="ext-site" className="w-full">
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
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("common.cancel")}
          </Button>
          <Button onClick={submit} disabled={schedule.isPending}>
            {t("scheduleExternal.submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
