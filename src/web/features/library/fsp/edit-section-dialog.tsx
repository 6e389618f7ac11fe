import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Plus, Trash2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { fspStatuses, type FspStatus } from "@domain/library/fsp";
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
import { useLibraryMessage } from "@/features/library/use-library-message";

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
  const { t } = useTranslation("library");
  const reason = useLibraryMessage();
  const statusLabels = Object.fromEntries(fspStatuses.map((s) => [s, t(`fspStatus.${s}`)])) as Record<
    FspStatus,
    string
  >;
  const update = useUpdateFspSection(siteId);
  const form = useForm<FspSectionUpdateInput>({
    resolver: zodResolver(fspSectionUpdateSchema),
    defaultValues: section ? toForm(section) : undefined,
  });
  const elements = useFieldArray({ control: form.control, name: "elements" });
  const { errors } = form.formState;
  const fields = { content: form.register("content"), changeNote: form.register("changeNote") };

  useEffect(() => {
    if (section) form.reset(toForm(section));
  }, [section, form]);

  const onSubmit = form.handleSubmit((input) =>
    update.mutate(
      { id: section!.id, input },
      {
        onSuccess: () => {
          toast.success(t("fsp.edit.done"), { description: t("fsp.edit.doneDescription", { title: section!.title }) });
          onClose();
        },
        onError: (error) => applyServerErrors(error, form.setError, t("fsp.edit.failed")),
      },
    ),
  );

  return (
    <Dialog open={!!section} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("fsp.edit.title", { title: section?.title ?? "" })}</DialogTitle>
          <DialogDescription>{t("fsp.edit.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="section-content">{t("fsp.edit.content")}</Label>
            <Textarea
              id="section-content"
              rows={7}
              aria-invalid={!!errors.content}
              aria-describedby="section-content-error"
              {...fields.content}
            />
            <FieldError id="section-content-error" message={reason(errors.content?.message)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="section-status">{t("fsp.edit.status")}</Label>
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <ChoiceSelect
                  id="section-status"
                  label={t("fsp.edit.status")}
                  value={field.value}
                  onChange={field.onChange}
                  options={fspStatuses}
                  labels={statusLabels}
                  className="w-full sm:w-56"
                />
              )}
            />
            <FieldError id="section-status-error" message={reason(errors.status?.message)} />
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t("fsp.edit.elements")}</legend>
            <div className="space-y-2">
              {elements.fields.map((field, i) => (
                <div key={field.id} className="space-y-1">
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                    <Input
                      aria-label={t("fsp.edit.elementName", { number: i + 1 })}
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
                            label={t("fsp.edit.elementStatus", { number: i + 1 })}
                            value={f.value}
                            onChange={f.onChange}
                            options={fspStatuses}
                            labels={statusLabels}
                            className="w-full sm:w-40"
                          />
                        )}
                      />
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={t("fsp.edit.removeElement", { number: i + 1 })}
                        onClick={() => elements.remove(i)}
                        disabled={elements.fields.length === 1}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </div>
                  </div>
                  <FieldError id={`element-${i}-error`} message={reason(errors.elements?.[i]?.name?.message)} />
                </div>
              ))}
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => elements.append({ name: "", status: "in-progress" })}
            >
              <Plus aria-hidden /> {t("fsp.edit.addElement")}
            </Button>
            <FieldError
              id="elements-error"
              message={reason(errors.elements?.message ?? errors.elements?.root?.message)}
            />
          </fieldset>
          <div className="space-y-2">
            <Label htmlFor="change-note">{t("fsp.edit.changeNote")}</Label>
            <Input
              id="change-note"
              placeholder={t("fsp.edit.changeNotePlaceholder")}
              aria-invalid={!!errors.changeNote}
              aria-describedby="change-note-error"
              {...fields.changeNote}
            />
            <FieldError id="change-note-error" message={reason(errors.changeNote?.message)} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t("fsp.edit.cancel")}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {t("fsp.edit.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
