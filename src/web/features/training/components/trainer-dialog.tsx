import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { assignmentTrainerSchema } from "@domain/schemas/training";
import type { AssignmentView } from "@domain/training/views";
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
import { FieldError } from "@/components/field-error";
import { applyServerErrors } from "@/lib/api-errors";
import { useSetAssignmentTrainer } from "@/features/training/api/training-queries";
import { useTrainingMessage } from "@/features/training/use-training-message";

type TrainerForm = z.input<typeof assignmentTrainerSchema>;

/**
 * Who leads an assignment's training, changed after it was assigned (decision 157): sessions recorded
 * from now on carry the new name; those already recorded keep theirs. Empty clears it.
 */
export function TrainerDialog({ assignment, onClose }: { assignment: AssignmentView | null; onClose: () => void }) {
  const { t } = useTranslation("training");
  const reason = useTrainingMessage();
  const save = useSetAssignmentTrainer();
  const form = useForm<TrainerForm, unknown, z.output<typeof assignmentTrainerSchema>>({
    resolver: zodResolver(assignmentTrainerSchema),
    defaultValues: { trainerName: "" },
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (assignment) form.reset({ trainerName: assignment.trainerName ?? "" });
  }, [assignment, form]);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { assignmentId: assignment!.id, trainerName: values.trainerName ?? "" },
      {
        onSuccess: () => {
          toast.success(t("trainer.saved"));
          onClose();
        },
        onError: (error) => applyServerErrors(error, form.setError, (message) => form.setError("root", { message })),
      },
    ),
  );

  return (
    <Dialog open={!!assignment} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("trainer.title")}</DialogTitle>
          <DialogDescription>
            {assignment
              ? t("trainer.description", { employee: assignment.employee.name, module: assignment.module.title })
              : null}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="assignment-trainer">{t("assign.trainer")}</Label>
            <Input
              id="assignment-trainer"
              autoComplete="name"
              aria-invalid={!!errors.trainerName}
              aria-describedby="assignment-trainer-hint"
              {...form.register("trainerName")}
            />
            <p id="assignment-trainer-hint" className="text-xs text-muted-foreground">
              {t("trainer.hint")}
            </p>
            <FieldError message={reason(errors.trainerName?.message)} />
          </div>
          <FieldError message={errors.root?.message} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t("assign.cancel")}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {t("trainer.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
