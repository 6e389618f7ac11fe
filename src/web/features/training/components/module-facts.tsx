import type { ReactNode } from "react";
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
          <Clock className="size-4" aria-hidden /> {durationMinutes} min
          {minimumMinutes ? <span className="text-xs">(at least {minimumMinutes})</span> : null}
        </span>
        {children}
      </div>
    </>
  );
}
