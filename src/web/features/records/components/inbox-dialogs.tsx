import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { Loader2 } from "lucide-react";
import type { InboxItemView } from "@domain/schemas/document-inbox";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { CheckboxOption } from "@/components/checkbox-option";
import { FieldError } from "@/components/field-error";
import type { FieldErrors } from "@domain/errors";
import { showApiError } from "@/lib/api-errors";
import { formatDateTime } from "@/lib/format-date";
import { useCan } from "@/lib/use-me";
import { useFilingTargets, useTriageInboxItem, type TriageAction } from "@/features/records/api/inbox";
import { SelectField } from "./select-field";

const choices = ["record", "sop", "discard"] as const;
type Choice = (typeof choices)[number];

/** Triage a new inbox item: file it into a record or an SOP of the site, or discard it with a reason. */
export function TriageDialog({
  siteId,
  item,
  onClose,
}: {
  siteId: string;
  item: InboxItemView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("records");
  const canFileToLibrary = useCan("library.edit");
  const [choice, setChoice] = useState<Choice>("record");
  const [recordId, setRecordId] = useState("");
  const [sopId, setSopId] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const targets = useFilingTargets(siteId, !!item);
  const triage = useTriageInboxItem();

  function close() {
    setChoice("record");
    setRecordId("");
    setSopId("");
    setReason("");
    setErrors({});
    onClose();
  }

  function submit() {
    if (!item) return;
    const action: TriageAction =
      choice === "record"
        ? { kind: "file-to-record", recordId }
        : choice === "sop"
          ? { kind: "file-to-library", sopId }
          : { kind: "discard", reason };
    triage.mutate(
      { id: item.id, action },
      {
        onSuccess: () => {
          toast.success(t(choice === "discard" ? "inbox.discarded" : "inbox.filed", { name: item.originalName }));
          close();
        },
        onError: (e) => showApiError(e, setErrors, t("inbox.notTriaged")),
      },
    );
  }

  const records = targets.records.data?.items ?? [];
  const sops = targets.sops.data ?? [];
  return (
    <Dialog open={!!item} onOpenChange={(open) => (open ? null : close())}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("inbox.triageTitle")}</DialogTitle>
          <DialogDescription className="break-all">{item?.originalName}</DialogDescription>
        </DialogHeader>
        <RadioGroup
          value={choice}
          onValueChange={(v) => setChoice(v as Choice)}
          aria-label={t("inbox.triageChoice")}
          className="grid gap-2"
        >
          {choices
            .filter((c) => c !== "sop" || canFileToLibrary)
            .map((c) => (
              <div key={c} className="flex min-h-11 items-center gap-2">
                <RadioGroupItem value={c} id={`triage-choice-${c}`} />
                <Label htmlFor={`triage-choice-${c}`}>{t(`inbox.choice.${c}`)}</Label>
              </div>
            ))}
        </RadioGroup>
        {choice === "record" ? (
          <SelectField
            id="triage-record"
            label={t("inbox.record")}
            value={recordId}
            onChange={setRecordId}
            options={records.map(
              (r) => [r.id, `${t(`types.${r.type}`)} · ${formatDateTime(r.occurredAt)} · ${r.performedBy}`] as const,
            )}
            error={errors.recordId}
          />
        ) : choice === "sop" ? (
          <SelectField
            id="triage-sop"
            label={t("inbox.sop")}
            value={sopId}
            onChange={setSopId}
            options={sops.map((s) => [s.id, s.title] as const)}
            error={errors.sopId}
          />
        ) : (
          <div className="grid gap-2">
            <Label htmlFor="triage-reason">{t("inbox.reason")}</Label>
            <Textarea
              id="triage-reason"
              rows={2}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={!!errors.reason}
            />
            <FieldError message={errors.reason} />
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            {t("actions.cancel")}
          </Button>
          <Button onClick={submit} disabled={triage.isPending}>
            {triage.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {t(choice === "discard" ? "inbox.discard" : "inbox.file")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** An administrator lets a held item in (optionally remembering its sender) or rejects it with a reason. */
export function HeldSenderDialog({ item, onClose }: { item: InboxItemView | null; onClose: () => void }) {
  const { t } = useTranslation("records");
  const [remember, setRemember] = useState(true);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const triage = useTriageInboxItem();

  function close() {
    setRemember(true);
    setReason("");
    setErrors({});
    onClose();
  }

  function decide(action: TriageAction) {
    if (!item) return;
    triage.mutate(
      { id: item.id, action },
      {
        onSuccess: () => {
          toast.success(
            t(action.kind === "approve" ? "inbox.approved" : "inbox.rejected", { sender: item.senderEmail ?? "" }),
          );
          close();
        },
        onError: (e) => showApiError(e, setErrors, t("inbox.notTriaged")),
      },
    );
  }

  return (
    <Dialog open={!!item} onOpenChange={(open) => (open ? null : close())}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("inbox.heldTitle")}</DialogTitle>
          <DialogDescription className="break-all">
            {t("inbox.heldDescription", { sender: item?.senderEmail ?? "", name: item?.originalName ?? "" })}
          </DialogDescription>
        </DialogHeader>
        <CheckboxOption
          label={t("inbox.rememberSender")}
          hint={t("inbox.rememberSenderHint")}
          checked={remember}
          onCheckedChange={setRemember}
        />
        <Button
          onClick={() => decide({ kind: "approve", rememberSender: remember })}
          disabled={triage.isPending}
          className="min-h-11 sm:min-h-9"
        >
          {t("inbox.approve")}
        </Button>
        <div className="grid gap-2 border-t pt-4">
          <Label htmlFor="held-reason">{t("inbox.rejectReason")}</Label>
          <Textarea
            id="held-reason"
            rows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={!!errors.reason}
          />
          <FieldError message={errors.reason} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            {t("actions.cancel")}
          </Button>
          <Button variant="destructive" onClick={() => decide({ kind: "reject", reason })} disabled={triage.isPending}>
            {t("inbox.reject")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
