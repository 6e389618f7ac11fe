import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Loader2, Paperclip, X } from "lucide-react";
import { toast } from "sonner";
import { recordTypes, suggestedClause, type RecordType } from "@domain/records/catalogue";
import {
  acceptAttribute,
  formatBytes,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  uploadPolicies,
} from "@domain/files/file-types";
import type { RecordDetail } from "@domain/schemas/records";
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
import { Separator } from "@/components/ui/separator";
import { Textarea } from "@/components/ui/textarea";
import { useMe } from "@/lib/use-me";
import { useCorrectRecord, useCreateRecord } from "@/features/records/api/records";
import { useRecordClauses } from "@/features/records/api/site-clauses";
import { draftFromRecord, emptyDraft, validateDraft, type RecordDraft } from "./record-draft";
import { ReadingsFields } from "./readings-fields";
import { SelectField } from "./select-field";
import { useRecordsMessage } from "./use-records-message";
import { FieldError } from "@/components/field-error";
import { showApiError } from "@/lib/api-errors";
import { ApiError } from "@/lib/api";
import { useSites } from "@/lib/use-sites";
import { formatDate } from "@/lib/format-date";
import type { OutboxEntry } from "@/features/records/offline/outbox-store";
import { useDiscardQueued, useQueueLog } from "@/features/records/offline/use-outbox";
import { CustomRecordForm } from "@/features/records/forms/custom-record-form";
import { useForms } from "@/features/records/forms/api/forms";

/**
 * New monitoring record, or the correction of an existing one (a rejected record resubmitted by its
 * author, or a verified record amended): same fields, validated by the same schema as the server.
 * A new record without a connection is saved on this device and sent later (decision 091); `queued`
 * edits such a log after the server refused it.
 */
const isBuiltin = (r: RecordDetail): r is RecordDetail & { type: RecordType } => r.type !== "custom";
const isBuiltinQueued = (q: OutboxEntry): q is OutboxEntry & { input: { type: RecordType } } =>
  q.input.type !== "custom";

export function RecordFormDialog({
  siteId,
  open,
  onOpenChange,
  correcting,
  queued,
  initialType = "temperature",
  initialFormId,
}: {
  siteId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  correcting?: RecordDetail | null;
  queued?: OutboxEntry | null;
  /** The log type a new record starts as (the Today screen opens the form of the log due). */
  initialType?: RecordType;
  /** A custom form a new record starts as (the Today screen opens the form of the log due). */
  initialFormId?: string;
}) {
  // A record of the organisation's own form is rendered from its form version (issue 19).
  const [chosenForm, setChosenForm] = useState<string | undefined>(undefined);
  const customFormId =
    correcting?.type === "custom"
      ? correcting.form.formId
      : queued?.input.type === "custom"
        ? queued.input.formId
        : (chosenForm ?? initialFormId);
  const close = (next: boolean) => {
    if (!next) setChosenForm(undefined);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="touch-targets max-h-[92vh] overflow-y-auto sm:max-w-2xl">
        {open && customFormId ? (
          <CustomRecordForm
            siteId={queued?.siteId ?? siteId}
            formId={customFormId}
            correcting={correcting ?? null}
            queued={queued ?? null}
            onDone={() => close(false)}
          />
        ) : open ? (
          <RecordForm
            siteId={queued?.siteId ?? siteId}
            correcting={correcting && isBuiltin(correcting) ? correcting : null}
            queued={queued && isBuiltinQueued(queued) ? queued : null}
            initialType={initialType}
            onChooseForm={setChosenForm}
            onDone={() => close(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function RecordForm({
  siteId,
  correcting,
  queued,
  initialType,
  onChooseForm,
  onDone,
}: {
  siteId: string;
  correcting: (RecordDetail & { type: RecordType }) | null;
  queued: (OutboxEntry & { input: { type: RecordType } }) | null;
  initialType: RecordType;
  /** The user chose one of the organisation's own forms instead of a built-in type. */
  onChooseForm: (formId: string) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation("records");
  const me = useMe();
  const { clauses } = useRecordClauses(siteId);
  const customForms = (useForms().data?.items ?? []).filter((f) => !f.builtin);
  const siteName = useSites().data?.sites.find((s) => s.id === siteId)?.name ?? siteId;
  const clauseIds = clauses.map((c) => c.id);
  const [draft, setDraft] = useState<RecordDraft>(() =>
    correcting
      ? draftFromRecord(correcting)
      : queued
        ? draftFromRecord(queued.input)
        : emptyDraft(initialType, me.data?.user.name ?? ""),
  );
  const [files, setFiles] = useState<File[]>(
    () => queued?.files.map((f) => new File([f.blob], f.name, { type: f.type })) ?? [],
  );
  const [reason, setReason] = useState("");
  const [reasons, setErrors] = useState<Record<string, string>>(() => queued?.problem?.fields ?? {});
  // The shared schema's reasons are English; they are shown in the app's language.
  const errors = useRecordsMessage().messages(reasons);
  // The log's own id (the server's idempotency key); an edited queued log is a new log with a new id.
  const [clientId] = useState(() => crypto.randomUUID());
  const create = useCreateRecord(siteId);
  const correct = useCorrectRecord();
  const queue = useQueueLog();
  const discard = useDiscardQueued();
  const pending = create.isPending || correct.isPending || queue.isPending;
  const clauseId = draft.clauseId || suggestedClause(draft.type, clauseIds) || "";
  const amend = correcting?.status === "verified";

  function addFiles(list: FileList | null) {
    const chosen = Array.from(list ?? []);
    const tooBig = chosen.find((f) => f.size > MAX_UPLOAD_BYTES);
    if (tooBig)
      return setErrors((e) => ({
        ...e,
        files: t("form.fileTooBig", { name: tooBig.name, size: formatBytes(MAX_UPLOAD_BYTES) }),
      }));
    const next = [...files, ...chosen].slice(0, MAX_UPLOAD_FILES);
    setFiles(next);
    setErrors(({ files: _drop, ...rest }) => rest);
  }

  function submit() {
    const checked = validateDraft({ ...draft, clauseId });
    const reasonError = correcting && reason.trim().length < 5 ? t("form.reasonTooShort") : undefined;
    if (checked.errors || reasonError)
      return setErrors({ ...(checked.errors ?? {}), ...(reasonError ? { reason: reasonError } : {}) });
    // A correction nests the record under `record.`; the form's fields are the record's own.
    const onError = (error: Error) =>
      showApiError(
        error,
        (fields) =>
          setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^record\./, ""), v]))),
        t("form.notSaved"),
      );
    if (correcting) {
      correct.mutate(
        { id: correcting.id, input: { reason: reason.trim(), record: checked.input } },
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
    } else {
      const deviceRecordedAt = new Date().toISOString();
      const saveOnDevice = () =>
        queue.mutate(
          {
            entry: {
              clientId,
              userId: me.data?.user.id ?? "",
              siteId,
              siteName,
              input: checked.input,
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
        { input: checked.input, files, submission: { clientId, deviceRecordedAt } },
        {
          onSuccess: (record) => {
            if (queued) discard.mutate(queued.clientId);
            toast.success(t("form.submitted"), {
              description: t("form.submittedDescription", {
                type: t(`types.${record.type}`),
                due: formatDate(record.dueDate),
              }),
            });
            onDone();
          },
          // No answer at all (the connection dropped): keep the log on the device under the same id.
          onError: (error) => (error instanceof ApiError ? onError(error) : saveOnDevice()),
        },
      );
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {correcting ? (amend ? t("form.amendTitle") : t("form.correctTitle")) : t("form.newTitle")}
        </DialogTitle>
        <DialogDescription>
          {correcting
            ? amend
              ? t("form.amendDescription")
              : t("form.rejectedDescription", { notes: correcting.reviewNotes ?? "" })
            : t("form.newDescription")}
        </DialogDescription>
      </DialogHeader>
      {queued?.problem ? (
        <p role="alert" className="rounded-md border border-destructive/40 p-2 text-sm text-destructive">
          {t("offline.refused", { message: queued.problem.message })}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="record-type"
          label={t("form.recordType")}
          value={draft.type}
          onChange={(v) =>
            v.startsWith("form:")
              ? onChooseForm(v.slice("form:".length))
              : setDraft(
                  correcting
                    ? draft
                    : {
                        ...emptyDraft(v as RecordType, draft.performedBy),
                        occurredAt: draft.occurredAt,
                        notes: draft.notes,
                      },
                )
          }
          options={[
            ...recordTypes.map((type) => [type, t(`types.${type}`)] as const),
            ...(correcting ? [] : customForms.map((f) => [`form:${f.formId}`, f.name] as const)),
          ]}
          error={errors.type}
        />
        <SelectField
          id="record-clause"
          label={t("form.clause")}
          value={clauseId}
          onChange={(v) => setDraft({ ...draft, clauseId: v })}
          options={clauses.map((c) => [c.id, t("form.clauseOption", { id: c.id, title: c.title })] as const)}
          error={errors.clauseId}
          placeholder={clauses.length ? t("form.chooseClause") : t("form.loadingClauses")}
        />
        <div className="grid gap-2">
          <Label htmlFor="record-occurred">{t("form.occurredAt")}</Label>
          <Input
            id="record-occurred"
            type="datetime-local"
            value={draft.occurredAt}
            onChange={(e) => setDraft({ ...draft, occurredAt: e.target.value })}
            aria-invalid={!!errors.occurredAt}
          />
          <FieldError message={errors.occurredAt} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="record-performed-by">{t("form.performedBy")}</Label>
          <Input
            id="record-performed-by"
            value={draft.performedBy}
            onChange={(e) => setDraft({ ...draft, performedBy: e.target.value })}
            aria-invalid={!!errors.performedBy}
          />
          <FieldError message={errors.performedBy} />
        </div>
      </div>
      <Separator />
      <ReadingsFields draft={draft} onChange={setDraft} errors={errors} />
      <div className="grid gap-2">
        <Label htmlFor="record-notes">{t("form.notes")}</Label>
        <Textarea
          id="record-notes"
          rows={2}
          value={draft.notes}
          onChange={(e) => setDraft({ ...draft, notes: e.target.value })}
          aria-invalid={!!errors.notes}
        />
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
      ) : (
        <div className="grid gap-2">
          <Label htmlFor="record-files">{t("form.attachments")}</Label>
          <Input
            id="record-files"
            type="file"
            multiple
            accept={acceptAttribute(uploadPolicies.evidence)}
            onChange={(e) => (addFiles(e.target.files), (e.target.value = ""))}
            aria-invalid={!!errors.files}
          />
          <p className="text-xs text-muted-foreground">
            {t("form.filesHint", { count: MAX_UPLOAD_FILES, size: formatBytes(MAX_UPLOAD_BYTES) })}
          </p>
          {files.length ? (
            <ul className="grid gap-1">
              {files.map((file, i) => (
                <li key={`${file.name}-${i}`} className="flex items-center gap-2 rounded-md border px-2 py-1 text-sm">
                  <Paperclip className="size-3.5 text-muted-foreground" aria-hidden />
                  <span className="min-w-0 flex-1 truncate">{file.name}</span>
                  <span className="text-xs text-muted-foreground tabular-nums">{formatBytes(file.size)}</span>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-6"
                    aria-label={t("form.removeFile", { name: file.name })}
                    onClick={() => setFiles(files.filter((_, j) => j !== i))}
                  >
                    <X aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <FieldError message={errors.files} />
        </div>
      )}
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
