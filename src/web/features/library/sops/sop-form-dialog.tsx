import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { sopCategories } from "@domain/library/sop-status";
import { sopFormSchema, type SopDetailView, type SopFormInput } from "@domain/schemas/library";
import { trainingLanguages, languageNames } from "@domain/training/languages";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useReviewers, useSaveSop } from "@/features/library/api/sops";
import { FieldError } from "@/components/field-error";
import { ChoiceSelect } from "@/features/library/components/choice-select";
import { ClausePicker } from "./clause-picker";
import { TagInput } from "./tag-input";
import { applyServerErrors } from "@/lib/api-errors";
import { useLibraryMessage } from "@/features/library/use-library-message";
import { SopTrainingRule } from "./sop-training-rule";

const blank: SopFormInput = {
  title: "",
  category: "Sanitation",
  body: "",
  tags: [],
  languages: ["EN"],
  reviewerUserId: null,
  nextReview: null,
  trainingRequired: false,
  clauseIds: [],
};

const fromSop = (sop: SopDetailView): SopFormInput => ({
  title: sop.title,
  category: sop.category,
  body: sop.body,
  tags: sop.tags,
  languages: sop.languages,
  reviewerUserId: sop.reviewer?.id ?? null,
  nextReview: sop.nextReview,
  trainingRequired: sop.trainingRequired,
  clauseIds: sop.clauseIds,
});

/** Create an SOP (as a Draft) or edit the working copy of one in Draft or Under Review. */
export function SopFormDialog({
  siteId,
  open,
  sop,
  onClose,
  onSaved,
}: {
  siteId: string;
  open: boolean;
  sop: SopDetailView | null;
  onClose: () => void;
  onSaved?: (sop: SopDetailView) => void;
}) {
  const { t } = useTranslation("library");
  const { t: tc } = useTranslation("common");
  const reason = useLibraryMessage();
  const categoryLabels = Object.fromEntries(sopCategories.map((c) => [c, t(`sopCategory.${c}`)])) as Record<
    (typeof sopCategories)[number],
    string
  >;
  const save = useSaveSop(siteId);
  const reviewers = useReviewers();
  const form = useForm<SopFormInput>({ resolver: zodResolver(sopFormSchema), defaultValues: blank });
  const { errors } = form.formState;
  const fields = { title: form.register("title"), body: form.register("body") };

  useEffect(() => {
    if (open) form.reset(sop ? fromSop(sop) : blank);
  }, [open, sop, form]);

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: sop?.id ?? null, input },
      {
        onSuccess: (saved) => {
          toast.success(sop ? t("sopForm.updated") : t("sopForm.created"), {
            description: sop
              ? t("sopForm.updatedDescription", { title: saved.title })
              : t("sopForm.createdDescription", { title: saved.title }),
          });
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => applyServerErrors(error, form.setError, t("sopForm.failed")),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{sop ? t("sopForm.editTitle", { title: sop.title }) : t("sopForm.newTitle")}</DialogTitle>
          <DialogDescription>{sop ? t("sopForm.editDescription") : t("sopForm.newDescription")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
            <div className="space-y-2">
              <Label htmlFor="sop-title">{t("sopForm.title")}</Label>
              <Input
                id="sop-title"
                aria-invalid={!!errors.title}
                aria-describedby="sop-title-error"
                {...fields.title}
              />
              <FieldError id="sop-title-error" message={reason(errors.title?.message)} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="sop-category">{t("sopForm.category")}</Label>
              <Controller
                control={form.control}
                name="category"
                render={({ field }) => (
                  <ChoiceSelect
                    id="sop-category"
                    label={t("sopForm.category")}
                    value={field.value}
                    onChange={field.onChange}
                    options={sopCategories}
                    labels={categoryLabels}
                    className="w-full"
                    invalid={!!errors.category}
                  />
                )}
              />
              <FieldError id="sop-category-error" message={reason(errors.category?.message)} />
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor="sop-body">{t("sopForm.body")}</Label>
            <Textarea
              id="sop-body"
              rows={9}
              className="font-mono text-xs"
              placeholder={t("sopForm.bodyPlaceholder")}
              aria-invalid={!!errors.body}
              aria-describedby="sop-body-hint sop-body-error"
              {...fields.body}
            />
            <p id="sop-body-hint" className="text-xs text-muted-foreground">
              {t("sopForm.bodyHint")} <SopTrainingRule />
            </p>
            <FieldError id="sop-body-error" message={reason(errors.body?.message)} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor="sop-tags">{t("sopForm.tags")}</Label>
              <Controller
                control={form.control}
                name="tags"
                render={({ field }) => (
                  <TagInput
                    key={`${open}-${sop?.id ?? "new"}`}
                    id="sop-tags"
                    value={field.value}
                    onChange={field.onChange}
                    invalid={!!errors.tags}
                  />
                )}
              />
              <FieldError id="sop-tags-error" message={reason(errors.tags?.message ?? errors.tags?.[0]?.message)} />
            </div>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{t("sopForm.languages")}</legend>
              <Controller
                control={form.control}
                name="languages"
                render={({ field }) => (
                  <div className="flex flex-wrap gap-4 pt-2">
                    {trainingLanguages.map((lang) => (
                      <label key={lang} className="flex items-center gap-2 text-sm">
                        <Checkbox
                          checked={field.value.includes(lang)}
                          onCheckedChange={(on) =>
                            field.onChange(on === true ? [...field.value, lang] : field.value.filter((l) => l !== lang))
                          }
                        />
                        {lang} <span className="text-muted-foreground">({languageNames[lang]})</span>
                      </label>
                    ))}
                  </div>
                )}
              />
              <FieldError id="sop-languages-error" message={reason(errors.languages?.message)} />
            </fieldset>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor="sop-reviewer">{t("sopForm.reviewer")}</Label>
              <Controller
                control={form.control}
                name="reviewerUserId"
                render={({ field }) => (
                  <Select value={field.value ?? "none"} onValueChange={(v) => field.onChange(v === "none" ? null : v)}>
                    <SelectTrigger id="sop-reviewer" className="w-full" aria-invalid={!!errors.reviewerUserId}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value="none">{t("sopForm.noReviewer")}</SelectItem>
                      {(reviewers.data ?? []).map((r) => (
                        <SelectItem key={r.id} value={r.id}>
                          {r.name} · {tc(`roles.${r.role}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
              <FieldError id="sop-reviewer-error" message={reason(errors.reviewerUserId?.message)} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="sop-next-review">{t("sopForm.nextReview")}</Label>
              <Controller
                control={form.control}
                name="nextReview"
                render={({ field }) => (
                  <Input
                    id="sop-next-review"
                    type="date"
                    value={field.value ?? ""}
                    onChange={(e) => field.onChange(e.target.value || null)}
                    aria-invalid={!!errors.nextReview}
                  />
                )}
              />
              <FieldError id="sop-next-review-error" message={reason(errors.nextReview?.message)} />
            </div>
          </div>
          <Controller
            control={form.control}
            name="trainingRequired"
            render={({ field }) => (
              <label className="flex items-center gap-2 text-sm">
                <Checkbox checked={field.value} onCheckedChange={(on) => field.onChange(on === true)} />
                {t("sopForm.trainingRequired")}
              </label>
            )}
          />
          <div className="space-y-2">
            <Label>{t("sopForm.clauses")}</Label>
            <Controller
              control={form.control}
              name="clauseIds"
              render={({ field }) => (
                <ClausePicker value={field.value} onChange={field.onChange} invalid={!!errors.clauseIds} />
              )}
            />
            <FieldError id="sop-clauses-error" message={reason(errors.clauseIds?.message)} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t("sopForm.cancel")}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {sop ? t("sopForm.save") : t("sopForm.create")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
