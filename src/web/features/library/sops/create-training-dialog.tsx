import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { sopTrainingDefaults } from "@domain/library/sop-training";
import { sopTrainingSchema, type SopDetailView, type SopTrainingInput } from "@domain/schemas/library";
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
import { useCreateTrainingFromSop } from "@/features/library/api/sops";
import { FieldError } from "@/components/field-error";
import { applyServerErrors } from "@/lib/api-errors";
import { useLibraryMessage } from "@/features/library/use-library-message";
import { SopTrainingRule } from "./sop-training-rule";

/** Create Training from SOP: the approved version's text and clauses become an English module with this quiz. */
export function CreateTrainingDialog({
  sop,
  open,
  onOpenChange,
}: {
  sop: SopDetailView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("library");
  const reason = useLibraryMessage();
  const create = useCreateTrainingFromSop();
  const form = useForm<SopTrainingInput>({ resolver: zodResolver(sopTrainingSchema) });
  const { errors } = form.formState;
  const correct = form.watch("question.correctIndex");
  const options = form.watch("question.options") ?? [];
  const fields = {
    title: form.register("title"),
    durationMinutes: form.register("durationMinutes", { valueAsNumber: true }),
    passMark: form.register("passMark", { valueAsNumber: true }),
    prompt: form.register("question.prompt"),
  };

  useEffect(() => {
    if (open) form.reset(sopTrainingDefaults({ title: sop.title, body: sop.body, version: sop.version ?? 1 }));
  }, [open, sop, form]);

  const onSubmit = form.handleSubmit((input) =>
    create.mutate(
      { id: sop.id, input },
      {
        onSuccess: (module) => {
          toast.success(t("sopTraining.done"), {
            description: t("sopTraining.doneDescription", { title: module.title }),
          });
          onOpenChange(false);
        },
        onError: (error) => applyServerErrors(error, form.setError, t("sopTraining.failed")),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("sopTraining.title")}</DialogTitle>
          <DialogDescription>
            {t("sopTraining.description", {
              title: sop.title,
              version: sop.version,
              clauses: sop.clauseIds.join(", ") || t("sopTraining.noClauses"),
            })}
          </DialogDescription>
          <p className="rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground" data-testid="sop-training-rule">
            <SopTrainingRule />
          </p>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="training-title">{t("sopTraining.moduleTitle")}</Label>
            <Input
              id="training-title"
              aria-invalid={!!errors.title}
              aria-describedby="training-title-error"
              {...fields.title}
            />
            <FieldError id="training-title-error" message={reason(errors.title?.message)} />
          </div>
          <div className="grid grid-cols-2 gap-4">
            <div className="space-y-2">
              <Label htmlFor="training-duration">{t("sopTraining.duration")}</Label>
              <Input
                id="training-duration"
                type="number"
                min={5}
                max={240}
                aria-invalid={!!errors.durationMinutes}
                {...fields.durationMinutes}
              />
              <FieldError id="training-duration-error" message={reason(errors.durationMinutes?.message)} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="training-pass">{t("sopTraining.passMark")}</Label>
              <Input
                id="training-pass"
                type="number"
                min={50}
                max={100}
                aria-invalid={!!errors.passMark}
                {...fields.passMark}
              />
              <FieldError id="training-pass-error" message={reason(errors.passMark?.message)} />
            </div>
          </div>
          <fieldset className="space-y-2 rounded-lg border border-border p-3">
            <legend className="px-1 text-sm font-medium">{t("sopTraining.question")}</legend>
            <Input aria-label={t("sopTraining.prompt")} aria-invalid={!!errors.question?.prompt} {...fields.prompt} />
            <FieldError id="training-question-error" message={reason(errors.question?.prompt?.message)} />
            <p className="text-xs text-muted-foreground">{t("sopTraining.options")}</p>
            {options.map((_, i) => (
              <div key={i} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="correct"
                  className="size-4 accent-[var(--primary)]"
                  checked={correct === i}
                  onChange={() => form.setValue("question.correctIndex", i)}
                  aria-label={t("sopTraining.optionCorrect", { number: i + 1 })}
                />
                <Input
                  aria-label={t("sopTraining.option", { number: i + 1 })}
                  aria-invalid={!!errors.question?.options?.[i]}
                  {...form.register(`question.options.${i}`)}
                />
              </div>
            ))}
            <FieldError
              id="training-options-error"
              message={reason(errors.question?.options?.message ?? errors.question?.correctIndex?.message)}
            />
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("sopTraining.cancel")}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {t("sopTraining.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
