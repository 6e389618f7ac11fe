import { useState } from "react";
import { Loader2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { useTranslation } from "react-i18next";
import { useExternalTypeLabel } from "./use-external-type-label";
import type { ExternalAuditView } from "@domain/audits";
import { acceptAttribute, uploadPolicies } from "@domain/files/file-types";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
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
import { useUploadReport, type ReportUpload } from "@/features/audits/api/external-audits";
import { FieldError } from "@/components/field-error";
import { showApiError } from "@/lib/api-errors";
import { formatDate } from "@/lib/format-date";
import { formatNumber } from "@/lib/format-number";

const empty: ReportUpload = {
  score: "",
  auditDate: "",
  expiryDate: "",
  findings: "0",
  observations: "0",
  responseRequired: false,
  report: null,
  certificate: null,
};

/** Upload Report: score, report file (PDF/DOC/DOCX) and certificate (PDF), each checked by content on the server. */
export function UploadReportDialog({
  audits,
  auditId,
  onOpenChange,
}: {
  audits: ExternalAuditView[];
  auditId: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("audits");
  const typeLabel = useExternalTypeLabel();
  const upload = useUploadReport();
  const [chosen, setChosen] = useState("");
  const [form, setForm] = useState<ReportUpload>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<ReportUpload>) => setForm((f) => ({ ...f, ...change }));
  const open = auditId !== null;
  const target = chosen || auditId || audits[0]?.id || "";

  function submit() {
    setErrors({});
    if (!target) return setErrors({ audit: t("uploadReport.chooseAuditError") });
    upload.mutate(
      { id: target, upload: form },
      {
        onSuccess: (audit) => {
          toast.success(t("uploadReport.uploaded"), {
            description: t("uploadReport.uploadedDescription", {
              body: audit.certificationBody,
              score: formatNumber(audit.report?.score),
            }),
          });
          setForm(empty);
          setChosen("");
          onOpenChange(false);
        },
        onError: (e) => showApiError(e, setErrors, t("uploadReport.failed")),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("uploadReport.title")}</DialogTitle>
          <DialogDescription>{t("uploadReport.description")}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor="report-audit">{t("uploadReport.audit")}</Label>
            <Select value={target} onValueChange={setChosen}>
              <SelectTrigger id="report-audit" className="w-full">
                <SelectValue placeholder={t("uploadReport.chooseAudit")} />
              </SelectTrigger>
              <SelectContent>
                {audits.map((a) => (
                  <SelectItem key={a.id} value={a.id}>
                    {formatDate(a.scheduledDate)} · {a.certificationBody} · {typeLabel(a.auditType)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FieldError message={errors.audit} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="report-score">{t("uploadReport.score")}</Label>
            <Input
              id="report-score"
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step="0.1"
              value={form.score}
              onChange={(e) => set({ score: e.target.value })}
              aria-invalid={!!errors.score}
            />
            <FieldError message={errors.score} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="report-date">{t("uploadReport.auditDate")}</Label>
            <Input
              id="report-date"
              type="date"
              value={form.auditDate}
              onChange={(e) => set({ auditDate: e.target.value })}
            />
            <FieldError message={errors.auditDate} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="report-findings">{t("uploadReport.findings")}</Label>
            <Input
              id="report-findings"
              type="number"
              min={0}
              value={form.findings}
              onChange={(e) => set({ findings: e.target.value })}
            />
            <FieldError message={errors.findings} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="report-observations">{t("uploadReport.observations")}</Label>
            <Input
              id="report-observations"
              type="number"
              min={0}
              value={form.observations}
              onChange={(e) => set({ observations: e.target.value })}
            />
            <FieldError message={errors.observations} />
          </div>
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor="report-file">{t("uploadReport.reportFile")}</Label>
            <Input
              id="report-file"
              type="file"
              accept={acceptAttribute(uploadPolicies.report)}
              onChange={(e) => set({ report: e.target.files?.[0] ?? null })}
              aria-invalid={!!errors.report}
            />
            <FieldError message={errors.report} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="report-certificate">{t("uploadReport.certificate")}</Label>
            <Input
              id="report-certificate"
              type="file"
              accept={acceptAttribute(uploadPolicies.certificate)}
              onChange={(e) => set({ certificate: e.target.files?.[0] ?? null })}
              aria-invalid={!!errors.certificate}
            />
            <FieldError message={errors.certificate} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="report-expiry">{t("uploadReport.expiry")}</Label>
            <Input
              id="report-expiry"
              type="date"
              value={form.expiryDate}
              onChange={(e) => set({ expiryDate: e.target.value })}
              aria-invalid={!!errors.expiryDate}
            />
            <FieldError message={errors.expiryDate} />
          </div>
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <Checkbox checked={form.responseRequired} onCheckedChange={(c) => set({ responseRequired: c === true })} />
            {t("uploadReport.responseRequired")}
          </label>
          <FieldError message={errors.files} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("common.cancel")}
          </Button>
          <Button onClick={submit} disabled={upload.isPending}>
            {upload.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {t("uploadReport.submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
