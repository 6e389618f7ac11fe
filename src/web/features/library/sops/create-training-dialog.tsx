import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { toast } from "sonner";
import { SOP_TRAINING_RULE, sopTrainingDefaults } from "@domain/library/sop-training";
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
  const create = useCreateTrainingFromSop();
  const form = useForm<SopTrainingInput>({ resolver: zodResolver(sopTrainingSchema) });
  const { errors } = form.formState;
  const correct = form.watch("question.correctIndex");
  const options = form.watch("question.options") ?? [];

  useEffect(() => {
    if (open) form.reset(sopTrainingDefaults({ title: sop.title, body: sop.body, version: sop.version ?? 1 }));
  }, [open, sop, form]);

  const onSubmit = form.handleSubmit((input) =>
    create.mutate(
      { id: sop.id, input },
      {
        onSuccess: (module) => {
          toast.success("Training Module Created", { description: `${module.title} is in the training library.` });
          onOpenChange(false);
        },
        onError: (error) => applyServerErrors(error, form.setError, "Could not create the training module"),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Create Training from SOP</DialogTitle>
          <DialogDescription>
            The text of {sop.title} v{sop.version}.0 becomes the module's sections and its clauses (
            {sop.clauseIds.join(", ") || "none"}) the module's clauses.
          </DialogDescription>
          <p className="rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground" data-testid="sop-training-rule">
            {SOP_TRAINING_RULE}
          </p>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="training-title">Module title</Label>
            <Input
              id="training-title"
              aria-invalid={!!errors.title}
              aria-describedby="training-title-error"
              {...form.register("title")}
            />
            <FieldError id="training-title-error" message={errors.title?.message} />
          </div>
          <div className="grid grid-cols-2 gap-4">
            <div className="space-y-2">
              <Label htmlFor="training-duration">Duration (minutes)</Label>
              <Input
                id="training-duration"
                type="number"
                min={5}
                max={240}
                aria-invalid={!!errors.durationMinutes}
                {...form.register("durationMinutes", { valueAsNumber: true })}
              />
              <FieldError id="training-duration-error" message={errors.durationMinutes?.message} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="training-pass">Pass mark (%)</Label>
              <Input
                id="training-pass"
                type="number"
                min={50}
                max={100}
                aria-invalid={!!errors.passMark}
                {...form.register("passMark", { valueAsNumber: true })}
              />
              <FieldError id="training-pass-error" message={errors.passMark?.message} />
            </div>
          </div>
          <fieldset className="space-y-2 rounded-lg border border-border p-3">
            <legend className="px-1 text-sm font-medium">Quiz question</legend>
            <Input
              aria-label="Question"
              aria-invalid={!!errors.question?.prompt}
              {...form.register("question.prompt")}
            />
            <FieldError id="training-question-error" message={errors.question?.prompt?.message} />
            <p className="text-xs text-muted-foreground">Options — mark the correct answer</p>
            {options.map((_, i) => (
              <div key={i} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="correct"
                  className="size-4 accent-[var(--primary)]"
                  checked={correct === i}
                  onChange={() => form.setValue("question.correctIndex", i)}
                  aria-label={`Option ${i + 1} is correct`}
                />
                <Input
                  aria-label={`Option ${i + 1}`}
                  aria-invalid={!!errors.question?.options?.[i]}
                  {...form.register(`question.options.${i}`)}
                />
              </div>
            ))}
            <FieldError
              id="training-options-error"
              message={errors.question?.options?.message ?? errors.question?.correctIndex?.message}
            />
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Loader2 className="animate-spin" aria-hidden />}
              Create Training Module
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
