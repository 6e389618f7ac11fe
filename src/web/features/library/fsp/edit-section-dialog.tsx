import { useEffect } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Plus, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { fspStatuses, fspStatusLabels } from "@domain/library/fsp";
import { fspSectionUpdateSchema, type FspSectionUpdateInput, type FspSectionView } from "@domain/schemas/library";
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
import { useUpdateFspSection } from "@/features/library/api/fsp";
import { FieldError } from "@/components/field-error";
import { ChoiceSelect } from "@/features/library/components/choice-select";
import { applyServerErrors } from "@/lib/api-errors";

const toForm = (section: FspSectionView): FspSectionUpdateInput => ({
  content: section.content,
  status: section.status,
  elements: section.elements.map((e) => ({ name: e.name, status: e.status })),
  changeNote: "",
});

/** Edits a section's text, status and element statuses; saving creates a new revision. */
export function EditSectionDialog({
  siteId,
  section,
  onClose,
}: {
  siteId: string;
  section: FspSectionView | null;
  onClose: () => void;
}) {
  const update = useUpdateFspSection(siteId);
  const form = useForm<FspSectionUpdateInput>({
    resolver: zodResolver(fspSectionUpdateSchema),
    defaultValues: section ? toForm(section) : undefined,
  });
  const elements = useFieldArray({ control: form.control, name: "elements" });
  const { errors } = form.formState;

  useEffect(() => {
    if (section) form.reset(toForm(section));
  }, [section, form]);

  const onSubmit = form.handleSubmit((input) =>
    update.mutate(
      { id: section!.id, input },
      {
        onSuccess: () => {
          toast.success("Section Saved", { description: `${section!.title} saved as a new revision.` });
          onClose();
        },
        onError: (error) => applyServerErrors(error, form.setError, "Could not save the section"),
      },
    ),
  );

  return (
    <Dialog open={!!section} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit {section?.title}</DialogTitle>
          <DialogDescription>
            Saving records a new revision with your name. Any change makes an earlier PCQI signature no longer current.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="section-content">Section content</Label>
            <Textarea
              id="section-content"
              rows={7}
              aria-invalid={!!errors.content}
              aria-describedby="section-content-error"
              {...form.register("content")}
            />
            <FieldError id="section-content-error" message={errors.content?.message} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="section-status">Section status</Label>
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <ChoiceSelect
                  id="section-status"
                  label="Section status"
                  value={field.value}
                  onChange={field.onChange}
                  options={fspStatuses}
                  labels={fspStatusLabels}
                  className="w-full sm:w-56"
                />
              )}
            />
            <FieldError id="section-status-error" message={errors.status?.message} />
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Elements</legend>
            <div className="space-y-2">
              {elements.fields.map((field, i) => (
                <div key={field.id} className="space-y-1">
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                    <Input
                      aria-label={`Element ${i + 1} name`}
                      aria-invalid={!!errors.elements?.[i]?.name}
                      {...form.register(`elements.${i}.name`)}
                      className="sm:flex-1"
                    />
                    <div className="flex gap-2">
                      <Controller
                        control={form.control}
                        name={`elements.${i}.status`}
                        render={({ field: f }) => (
                          <ChoiceSelect
                            label={`Element ${i + 1} status`}
                            value={f.value}
                            onChange={f.onChange}
                            options={fspStatuses}
                            labels={fspStatusLabels}
                            className="w-full sm:w-40"
                          />
                        )}
                      />
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove element ${i + 1}`}
                        onClick={() => elements.remove(i)}
                        disabled={elements.fields.length === 1}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </div>
                  </div>
                  <FieldError id={`element-${i}-error`} message={errors.elements?.[i]?.name?.message} />
                </div>
              ))}
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => elements.append({ name: "", status: "in-progress" })}
            >
              <Plus aria-hidden /> Add element
            </Button>
            <FieldError id="elements-error" message={errors.elements?.message ?? errors.elements?.root?.message} />
          </fieldset>
          <div className="space-y-2">
            <Label htmlFor="change-note">What changed and why</Label>
            <Input
              id="change-note"
              placeholder="e.g. Reviewed after the new peanut dip was added to Line 4"
              aria-invalid={!!errors.changeNote}
              aria-describedby="change-note-error"
              {...form.register("changeNote")}
            />
            <FieldError id="change-note-error" message={errors.changeNote?.message} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending && <Loader2 className="animate-spin" aria-hidden />}
              Save Section
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
