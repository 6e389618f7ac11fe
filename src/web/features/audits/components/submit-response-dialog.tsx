import { useState } from "react";
import { Loader2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { useTranslation } from "react-i18next";
import { useExternalTypeLabel } from "./use-external-type-label";
import { externalAuditDay, type ExternalAuditView } from "@domain/audits";
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
import { Textarea } from "@/components/ui/textarea";
import { useSubmitResponse } from "@/features/audits/api/external-audits";
import { FieldError } from "@/components/field-error";
import { showApiError } from "@/lib/api-errors";
import { formatDate } from "@/lib/format-date";

/** Submit Response (pending-response only): records the corrective-action response and its attachments. */
export function SubmitResponseDialog({
  audit,
  onOpenChange,
}: {
  audit: ExternalAuditView | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("audits");
  const typeLabel = useExternalTypeLabel();
  const submit = useSubmitResponse();
  const [notes, setNotes] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function send() {
    if (!audit) return;
    setErrors({});
    submit.mutate(
      { id: audit.id, notes, files },
      {
        onSuccess: () => {
          toast.success(t("submitResponse.recorded"), {
            description: t("submitResponse.recordedDescription", { body: audit.certificationBody }),
          });
          setNotes("");
          setFiles([]);
          onOpenChange(false);
        },
        onError: (e) => showApiError(e, setErrors, t("submitResponse.failed")),
      },
    );
  }

  return (
    <Dialog open={!!audit} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("submitResponse.title")}</DialogTitle>
          <DialogDescription>
            {audit
              ? t("submitResponse.auditOf", {
                  body: audit.certificationBody,
                  type: typeLabel(audit.auditType),
                  date: formatDate(externalAuditDay(audit)),
                })
              : ""}
            {audit?.report ? ` · ${t("external.findings", { count: audit.report.findings })}` : ""}.{" "}
            {t("submitResponse.notSent")}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="response-notes">{t("submitResponse.notes")}</Label>
            <Textarea
              id="response-notes"
              rows={5}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              aria-invalid={!!errors.notes}
              placeholder={t("submitResponse.notesPlaceholder")}
            />
            <FieldError message={errors.notes} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="response-files">{t("submitResponse.attachments")}</Label>
            <Input
              id="response-files"
              type="file"
              multiple
              accept=".pdf,.png,.jpg,.jpeg,.gif,.webp,.csv,.doc,.docx"
              onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
              aria-invalid={!!errors.files}
            />
            <FieldError message={errors.files} />
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("common.cancel")}
          </Button>
          <Button onClick={send} disabled={submit.isPending}>
            {submit.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {t("submitResponse.submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
