import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { AlertCircle, Loader2, Plus, Trash2 } from "lucide-react";
import { builtinCatalogue } from "@domain/catalogue";
import { trainingModuleInputSchema } from "@domain/schemas/training";
import { languageNames, trainingLanguages, type TrainingLanguage } from "@domain/training/languages";
import type { TrainingModuleView } from "@domain/training/views";
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
import { ScrollArea } from "@/components/ui/scroll-area";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { useSaveModule } from "@/features/training/api/training-queries";
import { addQuestion, draftFrom, draftToInput, removeQuestion, setOptionCount, type ModuleDraft } from "./module-draft";
import { FieldError } from "@/components/field-error";
import { showApiError } from "@/lib/api-errors";
import { useTrainingMessage } from "@/features/training/use-training-message";

/** zod issues keyed by dotted path, the same keys the API's 400 answer uses. */
function fieldErrorsOf(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join(".") || "root"] ??= issue.message;
  return fields;
}

/** Create / Edit Module: clauses, languages with content per language, duration, sections and a quiz with a pass mark. */
export function ModuleEditorDialog({
  module,
  open,
  onOpenChange,
}: {
  module?: TrainingModuleView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("training");
  const reason = useTrainingMessage();
  const [draft, setDraft] = useState<ModuleDraft>(() => draftFrom(module));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<TrainingLanguage>("EN");
  const save = useSaveModule();

  useEffect(() => {
    if (open) {
      setDraft(draftFrom(module));
      setErrors({});
      setTab(module?.languages[0] ?? "EN");
    }
  }, [open, module]);

  const set = (patch: Partial<ModuleDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setContent = (
    l: TrainingLanguage,
    update: (c: ModuleDraft["content"][TrainingLanguage]) => ModuleDraft["content"][TrainingLanguage],
  ) => setDraft((d) => ({ ...d, content: { ...d.content, [l]: update(d.content[l]) } }));

  const submit = () => {
    const input = draftToInput(draft);
    const parsed = trainingModuleInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    save.mutate(
      { id: module?.id, input },
      {
        onSuccess: () => {
          toast.success(module ? t("editor.updated") : t("editor.created"), { description: draft.title });
          onOpenChange(false);
        },
        onError: (error) => showApiError(error, setErrors, (message) => setErrors({ root: message })),
      },
    );
  };
  const err = (path: string) => reason(errors[path]);
  const langError = (l: TrainingLanguage) => Object.keys(errors).some((k) => k.startsWith(`content.${l}`));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{module ? t("editor.editTitle") : t("editor.createTitle")}</DialogTitle>
          <DialogDescription>{t("editor.description")}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2 sm:col-span-2">
            <Label htmlFor="module-title">{t("editor.title")}</Label>
            <Input
              id="module-title"
              value={draft.title}
              onChange={(e) => set({ title: e.target.value })}
              aria-invalid={!!err("title")}
            />
            <FieldError message={err("title")} />
          </div>
          <div className="space-y-2 sm:col-span-2">
            <Label htmlFor="module-description">{t("editor.descriptionLabel")}</Label>
            <Textarea
              id="module-description"
              rows={2}
              value={draft.description}
              onChange={(e) => set({ description: e.target.value })}
            />
            <FieldError message={err("description")} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="module-duration">{t("editor.duration")}</Label>
            <Input
              id="module-duration"
              type="number"
              min={1}
              value={draft.durationMinutes}
              onChange={(e) => set({ durationMinutes: e.target.value })}
              aria-invalid={!!err("durationMinutes")}
            />
            <FieldError message={err("durationMinutes")} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="module-minimum">{t("editor.minimum")}</Label>
            <Input
              id="module-minimum"
              type="number"
              min={0}
              value={draft.minimumMinutes}
              onChange={(e) => set({ minimumMinutes: e.target.value })}
              aria-invalid={!!err("minimumMinutes")}
              aria-describedby="module-minimum-hint"
            />
            <p id="module-minimum-hint" className="text-xs text-muted-foreground">
              {t("editor.minimumHint")}
            </p>
            <FieldError message={err("minimumMinutes")} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="module-pass">{t("editor.passMark")}</Label>
            <Input
              id="module-pass"
              type="number"
              min={1}
              max={100}
              value={draft.passMark}
              onChange={(e) => set({ passMark: e.target.value })}
              aria-invalid={!!err("passMark")}
            />
            <FieldError message={err("passMark")} />
          </div>
          <div className="space-y-2">
            <Label>{t("editor.languages")}</Label>
            <div className="flex flex-wrap gap-3">
              {trainingLanguages.map((l) => (
                <Label key={l} className="flex items-center gap-2 font-normal">
                  <Checkbox
                    checked={draft.languages.includes(l)}
                    onCheckedChange={(c) =>
                      set({
                        languages: c
                          ? trainingLanguages.filter((x) => x === l || draft.languages.includes(x))
                          : draft.languages.filter((x) => x !== l),
                      })
                    }
                  />
                  {t("editor.languageOption", { name: languageNames[l], code: l })}
                </Label>
              ))}
            </div>
            <FieldError message={err("languages")} />
          </div>
          <div className="space-y-2">
            <Label>{t("editor.clauses", { count: draft.clauses.length })}</Label>
            <ScrollArea className="h-28 rounded-md border border-border">
              <div className="space-y-1 p-2">
                {builtinCatalogue.clauses.map((c) => (
                  <Label key={c.id} className="flex items-start gap-2 text-xs font-normal">
                    <Checkbox
                      checked={draft.clauses.includes(c.id)}
                      onCheckedChange={(v) =>
                        set({ clauses: v ? [...draft.clauses, c.id] : draft.clauses.filter((x) => x !== c.id) })
                      }
                    />
                    <span>
                      <span className="font-mono">{c.id}</span> {c.title}
                    </span>
                  </Label>
                ))}
              </div>
            </ScrollArea>
            <FieldError message={err("clauses")} />
          </div>
        </div>
        <Tabs value={tab} onValueChange={(v) => setTab(v as TrainingLanguage)}>
          <TabsList>
            {draft.languages.map((l) => (
              <TabsTrigger key={l} value={l} className={langError(l) ? "text-destructive" : undefined}>
                {/* Colour is never the only signal: a language with a mistake is marked by a named icon. */}
                {langError(l) ? (
                  <AlertCircle role="img" aria-label={t("editor.languageHasErrors")} className="size-3.5" />
                ) : null}
                {languageNames[l]}
              </TabsTrigger>
            ))}
          </TabsList>
          {draft.languages.map((l) => (
            <TabsContent key={l} value={l} className="space-y-4 pt-2">
              <FieldError message={err(`content.${l}`)} />
              {l !== "EN" ? (
                <div className="grid gap-3 sm:grid-cols-2">
                  <div className="space-y-2">
                    <Label htmlFor={`module-title-${l}`}>{t("editor.titleIn", { code: l })}</Label>
                    <Input
                      id={`module-title-${l}`}
                      value={draft.content[l].title ?? ""}
                      placeholder={draft.title}
                      onChange={(e) => setContent(l, (c) => ({ ...c, title: e.target.value }))}
                      aria-invalid={!!err(`content.${l}.title`)}
                    />
                    <FieldError message={err(`content.${l}.title`)} />
                  </div>
                  <div className="space-y-2">
                    <Label htmlFor={`module-description-${l}`}>{t("editor.descriptionIn", { code: l })}</Label>
                    <Input
                      id={`module-description-${l}`}
                      value={draft.content[l].description ?? ""}
                      placeholder={draft.description}
                      onChange={(e) => setContent(l, (c) => ({ ...c, description: e.target.value }))}
                    />
                    <FieldError message={err(`content.${l}.description`)} />
                  </div>
                </div>
              ) : null}
              <h3 className="text-sm font-semibold">{t("editor.sections")}</h3>
              {draft.content[l].sections.map((s, i) => (
                <div key={i} className="space-y-2 rounded-lg border border-border p-3">
                  <div className="flex gap-2">
                    <Input
                      aria-label={t("editor.sectionHeading", { number: i + 1, code: l })}
                      placeholder={t("editor.heading")}
                      value={s.heading}
                      onChange={(e) =>
                        setContent(l, (c) => ({
                          ...c,
                          sections: c.sections.map((x, j) => (j === i ? { ...x, heading: e.target.value } : x)),
                        }))
                      }
                    />
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t("editor.removeSection")}
                      onClick={() => setContent(l, (c) => ({ ...c, sections: c.sections.filter((_, j) => j !== i) }))}
                    >
                      <Trash2 />
                    </Button>
                  </div>
                  <FieldError message={err(`content.${l}.sections.${i}.heading`)} />
                  <Textarea
                    aria-label={t("editor.sectionText", { number: i + 1, code: l })}
                    rows={3}
                    value={s.body}
                    onChange={(e) =>
                      setContent(l, (c) => ({
                        ...c,
                        sections: c.sections.map((x, j) => (j === i ? { ...x, body: e.target.value } : x)),
                      }))
                    }
                  />
                  <FieldError message={err(`content.${l}.sections.${i}.body`)} />
                </div>
              ))}
              <FieldError message={err(`content.${l}.sections`)} />
              <Button
                variant="outline"
                size="sm"
                onClick={() => setContent(l, (c) => ({ ...c, sections: [...c.sections, { heading: "", body: "" }] }))}
              >
                <Plus aria-hidden /> {t("editor.addSection")}
              </Button>
              <h3 className="text-sm font-semibold">{t("editor.quiz")}</h3>
              {draft.content[l].questions.map((q, i) => (
                <div key={i} className="space-y-2 rounded-lg border border-border p-3">
                  <div className="flex gap-2">
                    <Input
                      aria-label={t("editor.questionIn", { number: i + 1, code: l })}
                      placeholder={t("editor.question", { number: i + 1 })}
                      value={q.prompt}
                      onChange={(e) =>
                        setContent(l, (c) => ({
                          ...c,
                          questions: c.questions.map((x, j) => (j === i ? { ...x, prompt: e.target.value } : x)),
                        }))
                      }
                    />
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t("editor.removeQuestion")}
                      disabled={draft.answerKey.length <= 1}
                      onClick={() => setDraft((d) => removeQuestion(d, i))}
                    >
                      <Trash2 />
                    </Button>
                  </div>
                  <FieldError message={err(`content.${l}.questions.${i}.prompt`)} />
                  {q.options.map((o, j) => (
                    <div key={j} className="flex items-center gap-2">
                      <input
                        type="radio"
                        name={`answer-${i}`}
                        aria-label={t("editor.optionCorrect", { number: j + 1 })}
                        checked={draft.answerKey[i] === j}
                        onChange={() => set({ answerKey: draft.answerKey.map((a, k) => (k === i ? j : a)) })}
                        className="size-4 accent-[var(--primary)]"
                      />
                      <Input
                        aria-label={t("editor.optionIn", { question: i + 1, number: j + 1, code: l })}
                        value={o}
                        onChange={(e) =>
                          setContent(l, (c) => ({
                            ...c,
                            questions: c.questions.map((x, k) =>
                              k === i ? { ...x, options: x.options.map((y, m) => (m === j ? e.target.value : y)) } : x,
                            ),
                          }))
                        }
                      />
                    </div>
                  ))}
                  <FieldError
                    message={err(`content.${l}.questions.${i}.options`) ?? err(`content.${l}.questions.${i}.options.0`)}
                  />
                  <div className="flex gap-2">
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={q.options.length >= 5}
                      onClick={() => setDraft((d) => setOptionCount(d, i, q.options.length + 1))}
                    >
                      {t("editor.addOption")}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={q.options.length <= 2}
                      onClick={() => setDraft((d) => setOptionCount(d, i, q.options.length - 1))}
                    >
                      {t("editor.removeOption")}
                    </Button>
                  </div>
                </div>
              ))}
              <FieldError message={err(`content.${l}.questions`) ?? err("answerKey")} />
              <Button
                variant="outline"
                size="sm"
                disabled={draft.answerKey.length >= 10}
                onClick={() => setDraft(addQuestion)}
              >
                <Plus aria-hidden /> {t("editor.addQuestion")}
              </Button>
            </TabsContent>
          ))}
        </Tabs>
        <FieldError message={reason(errors.root)} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("editor.cancel")}
          </Button>
          <Button onClick={submit} disabled={save.isPending}>
            {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {module ? t("editor.save") : t("editor.createTitle")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
