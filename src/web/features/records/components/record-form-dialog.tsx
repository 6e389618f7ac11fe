import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Loader2, Paperclip, X } from "lucide-react";
import { toast } from "@/lib/toast";
import { recordTypes, suggestedClause, type RecordType } from "@domain/records/catalogue";
import {
  acceptAttribute,
  formatBytes,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  uploadPolicies,
} from "@domain/files/file-types";
import { builtinFormDefinitions } from "@domain/forms/builtin-forms";
import { isBuiltinFormId } from "@domain/forms/builtin-versions";
import type { RecordDetail, RecordInput } from "@domain/schemas/records";
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
import { draftFromRecord, emptyDraft, toLocalInput, validateDraft, type RecordDraft } from "./record-draft";
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
import { type FieldValues, FormFields, fieldValues, readingsOf } from "@/features/records/forms/form-fields";
import { useForms } from "@/features/records/forms/api/forms";

/**
 * New monitoring record, or the correction of an existing one (a rejected record resubmitted by its
 * author, or a verified record amended), of any log form — built-in or the organisation's own — in one
 * form (decision 165): the same header, clause, time, performer, notes, reason, offline queue and
 * submission; the readings are the form version's fields (a built-in form's in its own readings shape,
 * with the limits of the organisation's version; a custom form's rendered by `FormFields`). A new record
 * without a connection is saved on this device and sent later (decision 091); `queued` edits such a log
 * after the server refused it.
 */
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="touch-targets max-h-[92vh] overflow-y-auto sm:max-w-2xl">
        {open ? (
          <RecordForm
            siteId={queued?.siteId ?? siteId}
            correcting={correcting ?? null}
            queued={queued ?? null}
            initialFormId={initialFormId ?? initialType}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The form a record, a queued log or a new record is of: a built-in type or a custom form's id. */
const formIdOf = (input: Pick<RecordInput, "type"> & { formId?: string }) =>
  input.type === "custom" ? (input.formId ?? "") : input.type;

function RecordForm({
  siteId,
  correcting,
  queued,
  initialFormId,
  onDone,
}: {
  siteId: string;
  correcting: RecordDetail | null;
  queued: OutboxEntry | null;
  initialFormId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation("records");
  const me = useMe();
  const { clauses } = useRecordClauses(siteId);
  const forms = useForms();
  const siteName = useSites().data?.sites.find((s) => s.id === siteId)?.name ?? siteId;
  const clauseIds = clauses.map((c) => c.id);
  const initial = correcting ?? queued?.input ?? null;
  const [formId, setFormId] = useState(() =>
    correcting
      ? correcting.type === "custom"
        ? correcting.form.formId
        : correcting.type
      : initial
        ? formIdOf(initial)
        : initialFormId,
  );
  const builtin = isBuiltinFormId(formId) ? formId : null;
  // The version the record is judged by: a correction's own, else the organisation's current one (a
  // built-in form's shared version while the list cannot load, e.g. offline; the server judges anyway).
  const form =
    correcting?.form ??
    forms.data?.items.find((f) => f.formId === formId) ??
    (builtin ? { ...builtinFormDefinitions[builtin], formId: builtin, version: 1 } : undefined);
  const [draft, setDraft] = useState<RecordDraft>(() =>
    initial && initial.type !== "custom"
      ? draftFromRecord({ ...initial, type: initial.type })
      : {
          ...emptyDraft(builtin ?? "temperature", me.data?.user.name ?? "", initial?.clauseId ?? ""),
          ...(initial
            ? {
                occurredAt: toLocalInput(new Date(initial.occurredAt)),
                performedBy: initial.performedBy,
                notes: initial.notes,
              }
            : {}),
        },
  );
  // A custom form's answers as typed (null until the user changes one: the record's or empty).
  const [values, setValues] = useState<FieldValues | null>(null);
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
  const amend = correcting?.status === "verified";

  if (!form)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {forms.isError ? t("customForm.unknownForm") : t("form.loadingClauses")}
      </p>
    );
  const shown =
    values ?? fieldValues(form, initial?.type === "custom" ? (initial.readings as Record<string, unknown>) : undefined);
  // The form's own clauses that apply at the site come first; any applicable clause may be chosen.
  const linked = clauses.filter((c) => form.clauseIds.includes(c.id));
  const clauseId = draft.clauseId || (builtin ? suggestedClause(builtin, clauseIds) : linked[0]?.id) || "";
  const choose = (next: string) => {
    if (correcting || next === formId) return;
    setFormId(next);
    setValues(null);
    if (isBuiltinFormId(next))
      setDraft({ ...emptyDraft(next, draft.performedBy), occurredAt: draft.occurredAt, notes: draft.notes });
  };

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

  /** The record to send, or the reasons it cannot be sent yet (checked again by the server). */
  function recordToSend(): { input: RecordInput; files: File[] } | { errors: Record<string, string> } {
    if (builtin) {
      const checked = validateDraft({ ...draft, type: builtin, clauseId });
      return checked.errors ? { errors: checked.errors } : { input: checked.input, files };
    }
    const occurredAt = Number.isNaN(new Date(draft.occurredAt).getTime())
      ? draft.occurredAt
      : new Date(draft.occurredAt).toISOString();
    return {
      input: {
        type: "custom",
        formId,
        clauseId,
        occurredAt,
        performedBy: draft.performedBy.trim(),
        notes: draft.notes.trim(),
        readings: readingsOf(form!, shown),
      },
      // A photo field's file is sent with the record as its attachment.
      files: Object.values(shown).filter((v): v is File => v instanceof File),
    };
  }

  function submit() {
    const checked = recordToSend();
    const reasonError = correcting && reason.trim().length < 5 ? t("form.reasonTooShort") : undefined;
    if ("errors" in checked || reasonError)
      return setErrors({
        ...("errors" in checked ? checked.errors : {}),
        ...(reasonError ? { reason: reasonError } : {}),
      });
    const { input, files: sent } = checked;
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
        { id: correcting.id, input: { reason: reason.trim(), record: input } },
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
              input,
              files: sent.map((f) => ({ name: f.name, type: f.type, blob: f })),
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
        { input, files: sent, submission: { clientId, deviceRecordedAt } },
        {
          onSuccess: (record) => {
            if (queued) discard.mutate(queued.clientId);
            toast.success(t("form.submitted"), {
              description: t("form.submittedDescription", {
                type: builtin ? t(`types.${builtin}`) : form!.name,
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

  const customForms = (forms.data?.items ?? []).filter((f) => !f.builtin);
  const formOptions = [
    ...recordTypes.map((type) => [type, t(`types.${type}`)] as const),
    ...customForms.map((f) => [f.formId, f.name] as const),
  ];
  if (!formOptions.some(([id]) => id === formId)) formOptions.push([formId, form.name] as const);

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {correcting
            ? amend
              ? t("form.amendTitle")
              : t("form.correctTitle")
            : builtin
              ? t("form.newTitle")
              : form.name}
        </DialogTitle>
        <DialogDescription>
          {correcting
            ? amend
              ? t("form.amendDescription")
              : t("form.rejectedDescription", { notes: correcting.reviewNotes ?? "" })
            : builtin
              ? t("form.newDescription")
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
          id="record-type"
          label={t("form.recordType")}
          value={formId}
          onChange={choose}
          options={formOptions}
          error={errors.type ?? errors.formId}
        />
        <SelectField
          id="record-clause"
          label={t("form.clause")}
          value={clauseId}
          onChange={(v) => setDraft({ ...draft, clauseId: v })}
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
      {builtin ? (
        <ReadingsFields draft={{ ...draft, type: builtin }} form={form} onChange={setDraft} errors={errors} />
      ) : (
        <FormFields form={form} values={shown} onChange={setValues} errors={errors} />
      )}
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
      ) : builtin ? (
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
