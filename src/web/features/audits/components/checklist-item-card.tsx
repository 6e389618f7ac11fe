import { useEffect, useRef, useState } from "react";
import { Check, Loader2, Paperclip } from "lucide-react";
import { toast } from "@/lib/toast";
import { useTranslation } from "react-i18next";
import { checklistAnswers, findingNeedsNote, type ChecklistAnswer, type ChecklistItemView } from "@domain/audits";
import { acceptAttribute, uploadPolicies } from "@domain/files/file-types";
import { isValidRationale, MIN_RATIONALE_LENGTH } from "@domain/scope/rationale";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { useSaveChecklistItem, useUploadChecklistEvidence } from "@/features/audits/api/internal-audits";
import { FieldError } from "@/components/field-error";
import { FileLink } from "./file-link";
import { showApiError } from "@/lib/api-errors";

const answerStyle: Record<ChecklistAnswer, string> = {
  compliant: "data-[on=true]:border-success data-[on=true]:bg-success data-[on=true]:text-white",
  observation: "data-[on=true]:border-warning data-[on=true]:bg-warning data-[on=true]:text-black",
  finding: "data-[on=true]:border-destructive data-[on=true]:bg-destructive data-[on=true]:text-white",
  na: "data-[on=true]:border-foreground/40 data-[on=true]:bg-muted data-[on=true]:text-foreground",
};

/** One checklist line: answer, notes and evidence, each saved to the server as the auditor goes. */
export function ChecklistItemCard({
  auditId,
  item,
  editable,
  allowNA,
}: {
  auditId: string;
  item: ChecklistItemView;
  editable: boolean;
  allowNA: boolean;
}) {
  const { t } = useTranslation("audits");
  const save = useSaveChecklistItem(auditId);
  const upload = useUploadChecklistEvidence(auditId);
  const [notes, setNotes] = useState(item.notes);
  const [notesState, setNotesState] = useState<"idle" | "saving" | "saved">("idle");
  const [naOpen, setNaOpen] = useState(false);
  const [rationale, setRationale] = useState(item.naRationale ?? "");
  const [error, setError] = useState<Record<string, string>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastSaved = useRef(item.notes);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const fail = (e: Error) => showApiError(e, setError, t("item.notSaved"));

  function choose(answer: ChecklistAnswer) {
    if (answer === "na") return setNaOpen(true);
    setNaOpen(false);
    setError({});
    save.mutate(
      { itemId: item.id, changes: { answer, notes } },
      {
        onSuccess: () =>
          toast.success(t("item.updated"), {
            description: t("item.marked", { clause: item.clauseId, answer: t(`item.answers.${answer}`) }),
          }),
        onError: fail,
      },
    );
  }

  function saveNa() {
    save.mutate(
      { itemId: item.id, changes: { answer: "na", naRationale: rationale, notes } },
      {
        onSuccess: () => (
          setNaOpen(false),
          toast.success(t("item.updated"), {
            description: t("item.marked", { clause: item.clauseId, answer: t("item.answers.na") }),
          })
        ),
        onError: fail,
      },
    );
  }

  function saveNotes(value: string) {
    if (value === lastSaved.current) return;
    setNotesState("saving");
    save.mutate(
      { itemId: item.id, changes: { notes: value } },
      {
        onSuccess: () => {
          lastSaved.current = value;
          setNotesState("saved");
        },
        onError: (e) => (setNotesState("idle"), fail(e)),
      },
    );
  }

  function onNotes(value: string) {
    setNotes(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => saveNotes(value), 800);
  }

  function onFiles(files: FileList | null) {
    if (!files?.length) return;
    setError({});
    upload.mutate(
      { itemId: item.id, files: Array.from(files) },
      {
        onSuccess: () =>
          toast.success(t("item.updated"), { description: t("item.evidenceAdded", { clause: item.clauseId }) }),
        onError: fail,
      },
    );
  }

  const answers = checklistAnswers.filter((a) => a !== "na" || allowNA || item.answer === "na");
  return (
    <article
      className="rounded-xl border border-border bg-card p-4 shadow-sm"
      data-testid={`checklist-item-${item.clauseId}`}
      aria-label={`${item.clauseId} ${item.requirement}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-xs text-muted-foreground">
            {item.clauseId} · {t("common.points", { points: item.points })}
          </p>
          <h3 className="mt-0.5 font-medium leading-snug">{item.requirement}</h3>
        </div>
        <div
          className="flex flex-wrap gap-1.5"
          role="group"
          aria-label={t("item.answerFor", { clause: item.clauseId })}
        >
          {answers.map((answer) => (
            <button
              key={answer}
              type="button"
              disabled={!editable}
              data-on={item.answer === answer}
              aria-pressed={item.answer === answer}
              onClick={() => choose(answer)}
              className={cn(
                "inline-flex h-8 items-center gap-1 rounded-md border border-border bg-background px-2.5 text-xs font-medium transition-colors hover:bg-accent disabled:cursor-not-allowed disabled:opacity-60 data-[on=true]:opacity-100",
                answerStyle[answer],
              )}
            >
              {item.answer === answer ? <Check className="size-3.5" aria-hidden /> : null}
              {t(`item.answers.${answer}`)}
            </button>
          ))}
        </div>
      </div>
      {naOpen ? (
        <div className="mt-3 grid gap-2 rounded-lg border border-dashed border-border p-3">
          <label htmlFor={`na-${item.id}`} className="text-sm font-medium">
            {t("item.naQuestion", { clause: item.clauseId })}
          </label>
          <Input
            id={`na-${item.id}`}
            value={rationale}
            onChange={(e) => setRationale(e.target.value)}
            placeholder={t("item.naPlaceholder")}
            aria-invalid={!!error.naRationale}
          />
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs text-muted-foreground">
              {t("item.naCounter", { min: MIN_RATIONALE_LENGTH, length: rationale.trim().length })}
            </span>
            <div className="flex gap-2">
              <Button variant="ghost" size="sm" onClick={() => setNaOpen(false)}>
                {t("common.cancel")}
              </Button>
              <Button size="sm" onClick={saveNa} disabled={!isValidRationale(rationale) || save.isPending}>
                {t("item.markNa")}
              </Button>
            </div>
          </div>
          <FieldError message={error.naRationale} />
        </div>
      ) : item.answer === "na" && item.naRationale ? (
        <p className="mt-2 text-sm text-muted-foreground">{t("item.naRationale", { rationale: item.naRationale })}</p>
      ) : null}
      <div className="mt-3 grid gap-2">
        <Textarea
          aria-label={t("item.notesFor", { clause: item.clauseId })}
          value={notes}
          placeholder={editable ? t("item.notesPlaceholder") : t("item.noNotes")}
          onChange={(e) => onNotes(e.target.value)}
          onBlur={() => {
            if (timer.current) clearTimeout(timer.current);
            saveNotes(notes);
          }}
          readOnly={!editable}
          rows={2}
          className="min-h-16 resize-y"
        />
        <FieldError
          message={
            error.notes ??
            (editable && findingNeedsNote({ answer: item.answer, notes }) ? t("item.findingNeedsNote") : undefined)
          }
        />
        <div className="flex flex-wrap items-center gap-2">
          {item.attachments.map((file) => (
            <FileLink key={file.id} file={file} />
          ))}
          {editable ? (
            <label className="inline-flex cursor-pointer items-center gap-1.5 rounded-md border border-dashed border-border px-2 py-1 text-xs text-muted-foreground hover:bg-accent">
              {upload.isPending ? (
                <Loader2 className="size-3.5 animate-spin" aria-hidden />
              ) : (
                <Paperclip className="size-3.5" aria-hidden />
              )}
              {t("item.addFile")}
              <input
                type="file"
                multiple
                className="sr-only"
                accept={acceptAttribute(uploadPolicies.evidence)}
                aria-label={t("item.evidenceFor", { clause: item.clauseId })}
                onChange={(e) => (onFiles(e.target.files), (e.target.value = ""))}
              />
            </label>
          ) : null}
          <span className="ml-auto text-xs text-muted-foreground" aria-live="polite">
            {notesState === "saving" ? t("item.saving") : notesState === "saved" ? t("item.saved") : ""}
          </span>
        </div>
        <FieldError message={error.files} />
      </div>
    </article>
  );
}
