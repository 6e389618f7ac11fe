import { useState } from "react";
import { Loader2 } from "lucide-react";
import { toast } from "sonner";
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

/** Submit Response (pending-response only): records the corrective-action response and its attachments. */
export function SubmitResponseDialog({
  audit,
  onOpenChange,
}: {
  audit: ExternalAuditView | null;
  onOpenChange: (open: boolean) => void;
}) {
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
          toast.success("Response Recorded", {
            description: `Saved in the response history of this audit. Clausewise does not send it: share it with ${audit.certificationBody} the way they ask.`,
          });
          setNotes("");
          setFiles([]);
          onOpenChange(false);
        },
        onError: (e) => showApiError(e, setErrors, "Response not submitted"),
      },
    );
  }

  return (
    <Dialog open={!!audit} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Submit Response</DialogTitle>
          <DialogDescription>
            {audit ? `${audit.certificationBody} · ${audit.auditType} audit of ${externalAuditDay(audit)}` : ""}
            {audit?.report ? ` · ${audit.report.findings} findings` : ""}. The response is kept with the audit; it is
            not sent to the certification body.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="response-notes">Corrective-action response</Label>
            <Textarea
              id="response-notes"
              rows={5}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              aria-invalid={!!errors.notes}
              placeholder="Root cause, correction and how it was verified, per finding."
            />
            <FieldError message={errors.notes} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="response-files">Attachments</Label>
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
            Cancel
          </Button>
          <Button onClick={send} disabled={submit.isPending}>
            {submit.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Submit Response
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
