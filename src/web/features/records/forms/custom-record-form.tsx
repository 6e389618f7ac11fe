import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Loader2 } from "lucide-react";
import { toast } from "sonner";
import type { CustomRecordInput, RecordDetail } from "@domain/schemas/records";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Separator } from "@/components/ui/separator";
import { Textarea } from "@/components/ui/textarea";
import { FieldError } from "@/components/field-error";
import { useMe } from "@/lib/use-me";
import { showApiError } from "@/lib/api-errors";
import { ApiError } from "@/lib/api";
import { formatDate } from "@/lib/format-date";
import { useSites } from "@/lib/use-sites";
import { useCorrectRecord, useCreateRecord } from "@/features/records/api/records";
import { useRecordClauses } from "@/features/records/api/site-clauses";
import { SelectField } from "@/features/records/components/select-field";
import { toLocalInput } from "@/features/records/components/record-draft";
import type { OutboxEntry } from "@/features/records/offline/outbox-store";
import { useDiscardQueued, useQueueLog } from "@/features/records/offline/use-outbox";
import { useForms } from "./api/forms";
import { FieldValues, FormFields, fieldValues, readingsOf } from "./form-fields";

/**
 * A record of one of the organisation's own forms (issue 19): the form's current version rendered by
 * `FormFields`, judged again on the server against the stored version. A correction renders the version
 * the record was made with; a photo field's file is sent with the record as an attachment.
 */
export function CustomRecordForm({
  siteId,
  formId,
  correcting,
  queued,
  onDone,
}: {
  siteId: string;
  formId: string;
  correcting: RecordDetail | null;
  queued: OutboxEntry | null;
  onDone: () => void;
}) {
  const { t } = useTranslation("records");
  const me = useMe();
  const forms = useForms();
  // A correction renders the version the record was made with (the server judges it by that one).
  const form = correcting?.form ?? forms.data?.items.find((f) => f.formId === formId);
  const { clauses } = useRecordClauses(siteId);
  const siteName = useSites().data?.sites.find((s) => s.id === siteId)?.name ?? siteId;
  const initial = correcting ?? (queued?.input.type === "custom" ? queued.input : null);
  const [values, setValues] = useState<FieldValues | null>(null);
  const [clauseId, setClauseId] = useState(initial?.clauseId ?? "");
  const [occurredAt, setOccurredAt] = useState(() => toLocalInput(initial ? new Date(initial.occurredAt) : new Date()));
  const [performedBy, setPerformedBy] = useState(initial?.performedBy ?? me.data?.user.name ?? "");
  const [notes, setNotes] = useState(initial?.notes ?? "");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>(() => queued?.problem?.fields ?? {});
  const [clientId] = useState(() => crypto.randomUUID());
  const create = useCreateRecord(siteId);
  const correct = useCorrectRecord();
  const queue = useQueueLog();
  const discard = useDiscardQueued();
  const pending = create.isPending || correct.isPending || queue.isPending;
  const amend = correcting?.status === "verified";

  if (!form)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {forms.isError ? t("customForm.unknownForm") : t("form.loadingClauses")}
      </p>
    );
  const shown = values ?? fieldValues(form, initial?.readings as Record<string, unknown> | undefined);
  // The form's own clauses that apply at the site come first; any applicable clause may be chosen.
  const linked = clauses.filter((c) => form.clauseIds.includes(c.id));
  const chosenClause = clauseId || linked[0]?.id || "";

  function submit() {
    if (!form) return;
    const record: CustomRecordInput = {
      type: "custom",
      formId,
      clauseId: chosenClause,
      occurredAt: Number.isNaN(new Date(occurredAt).getTime()) ? occurredAt : new Date(occurredAt).toISOString(),
      performedBy: performedBy.trim(),
      notes: notes.trim(),
      readings: readingsOf(form, shown),
    };
    const files = Object.values(shown).filter((v): v is File => v instanceof File);
    const onError = (error: Error) =>
      showApiError(
        error,
        (fields) =>
          setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^record\./, ""), v]))),
        t("form.notSaved"),
      );
    if (correcting) {
      if (reason.trim().length < 5) return setErrors({ reason: t("form.reasonTooShort") });
      return correct.mutate(
        { id: correcting.id, input: { reason: reason.trim(), record } },
        {
          onSuccess: () => (
            toast.success(amend ? t("form.amended") : t("form.resubmitted"), {
              description: t("form.correctedDescription"),
            }),
            onDone()
          ),
          onError,
        },
      );
    }
    const deviceRecordedAt = new Date().toISOString();
    const saveOnDevice = () =>
      queue.mutate(
        {
          entry: {
            clientId,
            userId: me.data?.user.id ?? "",
            siteId,
            siteName,
            input: record,
            files: files.map((f) => ({ name: f.name, type: f.type, blob: f })),
            deviceRecordedAt,
            state: "pending",
          },
          replaces: queued?.clientId,
        },
        {
          onSuccess: () => (
            toast.success(t("offline.savedTitle"), { description: t("offline.savedDescription") }), onDone()
          ),
          onError: () => toast.error(t("form.notSaved"), { description: t("offline.notKept") }),
        },
      );
    if (!navigator.onLine) return saveOnDevice();
    create.mutate(
      { input: record, files, submission: { clientId, deviceRecordedAt } },
      {
        onSuccess: (saved) => {
          if (queued) discard.mutate(queued.clientId);
          toast.success(t("form.submitted"), {
            description: t("form.submittedDescription", { type: form.name, due: formatDate(saved.dueDate) }),
          });
          onDone();
        },
        onError: (error) => (error instanceof ApiError ? onError(error) : saveOnDevice()),
      },
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{correcting ? (amend ? t("form.amendTitle") : t("form.correctTitle")) : form.name}</DialogTitle>
        <DialogDescription>
          {correcting
            ? amend
              ? t("form.amendDescription")
              : t("form.rejectedDescription", { notes: correcting.reviewNotes ?? "" })
            : form.description || t("customForm.version", { version: form.version })}
        </DialogDescription>
      </DialogHeader>
      {queued?.problem ? (
        <p role="alert" className="rounded-md border border-destructive/40 p-2 text-sm text-destructive">
          {t("offline.refused", { message: queued.problem.message })}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="record-clause"
          label={t("form.clause")}
          value={chosenClause}
          onChange={setClauseId}
          options={[...linked, ...clauses.filter((c) => !linked.includes(c))].map(
            (c) => [c.id, t("form.clauseOption", { id: c.id, title: c.title })] as const,
          )}
          error={errors.clauseId}
          placeholder={clauses.length ? t("form.chooseClause") : t("form.loadingClauses")}
        />
        <div className="grid gap-2">
          <Label htmlFor="record-occurred">{t("form.occurredAt")}</Label>
          <Input
            id="record-occurred"
            type="datetime-local"
            value={occurredAt}
            onChange={(e) => setOccurredAt(e.target.value)}
            aria-invalid={!!errors.occurredAt}
          />
          <FieldError message={errors.occurredAt} />
        </div>
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor="record-performed-by">{t("form.performedBy")}</Label>
          <Input
            id="record-performed-by"
            value={performedBy}
            onChange={(e) => setPerformedBy(e.target.value)}
            aria-invalid={!!errors.performedBy}
          />
          <FieldError message={errors.performedBy} />
        </div>
      </div>
      <Separator />
      <FormFields form={form} values={shown} onChange={setValues} errors={{ ...errors, formId: "" }} />
      <FieldError message={errors.formId} />
      <div className="grid gap-2">
        <Label htmlFor="record-notes">{t("form.notes")}</Label>
        <Textarea id="record-notes" rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
        <FieldError message={errors.notes} />
      </div>
      {correcting ? (
        <div className="grid gap-2">
          <Label htmlFor="record-reason">{t("form.reason")}</Label>
          <Textarea
            id="record-reason"
            rows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={!!errors.reason}
            placeholder={t("form.reasonPlaceholder")}
          />
          <FieldError message={errors.reason} />
        </div>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t("actions.cancel")}
        </Button>
        <Button onClick={submit} disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {correcting ? (amend ? t("form.saveAmendment") : t("form.resubmit")) : t("form.submit")}
        </Button>
      </DialogFooter>
    </>
  );
}
