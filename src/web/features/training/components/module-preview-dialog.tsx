import { useState } from "react";
import { useTranslation } from "react-i18next";
import { moduleText } from "@domain/training/module-text";
import { CheckCircle2 } from "lucide-react";
import { languageNames, type TrainingLanguage } from "@domain/training/languages";
import type { TrainingModuleView } from "@domain/training/views";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";
import { formatPercent } from "@/lib/format-number";

/** Preview: the module as a worker reads it, per language, with the quiz and its answer marked. */
export function ModulePreviewDialog({
  module,
  onOpenChange,
}: {
  module: TrainingModuleView | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("training");
  const [language, setLanguage] = useState<TrainingLanguage>("EN");
  const shown = module && (module.languages.includes(language) ? language : module.languages[0]!);
  const content = module && shown ? module.content[shown] : undefined;
  return (
    <Dialog open={!!module} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{module && shown ? moduleText(module, shown).title : ""}</DialogTitle>
          <DialogDescription>
            {module && shown && moduleText(module, shown).description
              ? `${moduleText(module, shown).description} `
              : ""}
            {module &&
              t(module.minimumMinutes ? "preview.factsWithMinimum" : "preview.facts", {
                count: module.durationMinutes,
                minimum: module.minimumMinutes,
                passMark: formatPercent(module.passMark),
                clauses: module.clauses.join(", ") || t("preview.noClauses"),
              })}
          </DialogDescription>
        </DialogHeader>
        {module && (
          <Tabs value={shown ?? "EN"} onValueChange={(v) => setLanguage(v as TrainingLanguage)}>
            <TabsList>
              {module.languages.map((l) => (
                <TabsTrigger key={l} value={l}>
                  {languageNames[l]}
                </TabsTrigger>
              ))}
            </TabsList>
          </Tabs>
        )}
        <div className="space-y-4">
          {content?.sections.map((s, i) => (
            <section key={i} className="space-y-1">
              <h3 className="font-semibold">{s.heading}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{s.body}</p>
            </section>
          ))}
          {content && content.questions.length > 0 && (
            <h3 className="border-t border-border pt-4 font-semibold">{t("preview.quiz")}</h3>
          )}
          {content?.questions.map((q, i) => (
            <div key={i} className="space-y-1">
              <p className="text-sm font-medium">
                {i + 1}. {q.prompt}
              </p>
              <ul className="space-y-1">
                {q.options.map((o, j) => (
                  <li
                    key={j}
                    className={cn(
                      "flex items-center gap-2 rounded-md px-2 py-1 text-sm",
                      module?.answerKey[i] === j &&
                        "bg-emerald-50 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200",
                    )}
                  >
                    {module?.answerKey[i] === j ? (
                      <CheckCircle2 className="size-4" aria-label={t("preview.correct")} />
                    ) : (
                      <span className="size-4" />
                    )}
                    {o}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
