import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChevronRight, ListChecks, Undo2 } from "lucide-react";
import { builtinCatalogue, builtinCatalogueWords } from "@domain/catalogue";
import type { ApplicableClause } from "@domain/scope";
import { markClauseNA, previewGroups, unmarkClauseNA } from "@domain/scope";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import type { StepProps } from "@/features/scope/steps/step-props";
import { currentLocale } from "@/i18n/i18n";
import { RationaleDialog } from "./rationale-dialog";

/** A clause's title in the app's language (the built-in catalogue's Spanish words, decision 127). */
const clauseTitle = (clause: ApplicableClause) =>
  builtinCatalogueWords.clauseTitle(builtinCatalogue.id, clause.id, currentLocale(), clause.title);

function ClauseRow({
  clause,
  readOnly,
  onMark,
  onUndo,
}: {
  clause: ApplicableClause;
  readOnly: boolean;
  onMark: () => void;
  onUndo: () => void;
}) {
  const { t } = useTranslation("scope");
  return (
    <li
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid={`clause-${clause.id}`}
    >
      <div className="min-w-0 space-y-0.5">
        <p className="text-sm">
          <span className="mr-2 font-mono text-xs text-muted-foreground">{clause.id}</span>
          <span className={clause.na ? "text-muted-foreground line-through" : undefined}>{clauseTitle(clause)}</span>
        </p>
        {clause.na && clause.naRationale && (
          <p className="text-xs text-muted-foreground">{t("clauses.naRationale", { rationale: clause.naRationale })}</p>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Badge variant="outline">{t("clauses.points", { points: clause.points })}</Badge>
        {clause.na ? (
          <>
            <Button size="sm" variant="secondary" disabled>
              {t("clauses.markedNA")}
            </Button>
            {!readOnly && (
              <Button
                size="sm"
                variant="ghost"
                onClick={onUndo}
                aria-label={t("clauses.undoFor", { clause: clause.id })}
              >
                <Undo2 aria-hidden /> {t("clauses.undo")}
              </Button>
            )}
          </>
        ) : (
          !readOnly && (
            <Button
              size="sm"
              variant="outline"
              onClick={onMark}
              aria-label={t("clauses.markClause", { clause: clause.id })}
            >
              {t("clauses.mark")}
            </Button>
          )
        )}
      </div>
    </li>
  );
}

/** 'Preview Clauses': applicable clauses grouped by first tag, each group collapsible, N/A per clause. */
export function PreviewClausesDialog({ scope, update, readOnly }: StepProps) {
  const { t } = useTranslation("scope");
  const [marking, setMarking] = useState<ApplicableClause | null>(null);
  const groups = previewGroups(scope, builtinCatalogue, currentLocale());
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <ListChecks aria-hidden /> {t("clauses.preview")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t("clauses.title")}</DialogTitle>
          <DialogDescription>{t("clauses.description")}</DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          {groups.map((group) => (
            <Collapsible key={group.tag} className="rounded-lg border border-border">
              <CollapsibleTrigger className="group flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-accent/40">
                <ChevronRight
                  className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-90"
                  aria-hidden
                />
                <span className="flex-1 font-medium">{group.name}</span>
                <Badge variant="secondary">{t("clauses.count", { count: group.count })}</Badge>
                <Badge variant="outline">{t("clauses.points", { points: group.points })}</Badge>
              </CollapsibleTrigger>
              <CollapsibleContent>
                <ul className="divide-y divide-border border-t border-border px-4">
                  {group.clauses.map((clause) => (
                    <ClauseRow
                      key={clause.id}
                      clause={clause}
                      readOnly={readOnly}
                      onMark={() => setMarking(clause)}
                      onUndo={() => update((s) => unmarkClauseNA(s, clause.id))}
                    />
                  ))}
                </ul>
              </CollapsibleContent>
            </Collapsible>
          ))}
        </div>
        <RationaleDialog
          open={marking !== null}
          title={marking ? t("clauses.markClause", { clause: marking.id }) : t("clauses.mark")}
          description={marking ? t("clauses.markDescription", { title: clauseTitle(marking) }) : ""}
          confirmLabel={t("clauses.mark")}
          onCancel={() => setMarking(null)}
          onConfirm={(rationale) => {
            const clause = marking!;
            update((s) => {
              const result = markClauseNA(s, clause.id, rationale, new Date());
              return result.ok ? result.scope : s;
            });
            setMarking(null);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
