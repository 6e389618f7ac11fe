import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Clock, Languages } from "lucide-react";
import type { TrainingLanguage } from "@domain/training/languages";
import { Badge } from "@/components/ui/badge";

/** A module card's facts: the clauses it covers, its languages and duration (spec: Matrix module cards). */
export function ModuleFacts({
  clauses,
  languages,
  durationMinutes,
  minimumMinutes,
  children,
}: {
  clauses: string[];
  languages: TrainingLanguage[];
  durationMinutes: number;
  minimumMinutes: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation("training");
  return (
    <>
      <div className="flex flex-wrap gap-1">
        {clauses.map((c) => (
          <Badge key={c} variant="outline" className="font-mono">
            {c}
          </Badge>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="flex items-center gap-1">
          <Languages className="size-4" aria-hidden /> {languages.join(" · ")}
        </span>
        <span className="flex items-center gap-1">
          <Clock className="size-4" aria-hidden /> {t("facts.duration", { count: durationMinutes })}
          {minimumMinutes ? <span className="text-xs">{t("facts.atLeast", { count: minimumMinutes })}</span> : null}
        </span>
        {children}
      </div>
    </>
  );
}
