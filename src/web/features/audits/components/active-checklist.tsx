import { CheckCircle2, ClipboardList, Loader2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { useTranslation } from "react-i18next";
import { completionBlocker, findingNeedsNote, type ChecklistItemView, type InternalAuditView } from "@domain/audits";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useCan } from "@/lib/use-me";
import { useChecklist, useTransitionAudit } from "@/features/audits/api/internal-audits";
import { ChecklistItemCard } from "./checklist-item-card";
import { StatusBadge } from "./status-badge";
import { toastApiError } from "@/lib/api-errors";
import { formatDate } from "@/lib/format-date";
import { formatPercent } from "@/lib/format-number";

function groupBySection(items: ChecklistItemView[]) {
  const groups = new Map<string, ChecklistItemView[]>();
  for (const item of items) groups.set(item.section, [...(groups.get(item.section) ?? []), item]);
  return [...groups.entries()];
}

/** Active Checklist tab: the chosen audit's items, answered and saved one by one, then Complete Audit. */
export function ActiveChecklist({
  audits,
  auditId,
  onSelect,
}: {
  audits: InternalAuditView[];
  auditId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation("audits");
  const checklist = useChecklist(auditId);
  const transition = useTransitionAudit();
  const canRun = useCan("audits.run");
  const selectable = audits.filter((a) => a.status !== "scheduled");

  if (!auditId) {
    return (
      <div className="rounded-xl border border-dashed border-border py-14 text-center">
        <ClipboardList className="mx-auto size-8 text-muted-foreground" aria-hidden />
        <p className="mt-3 font-medium">{t("checklist.noAudit")}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t("checklist.noAuditHint")}</p>
      </div>
    );
  }
  if (checklist.error) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{checklist.error.message}</AlertDescription>
      </Alert>
    );
  }
  if (!checklist.data) return <Skeleton className="h-64" />;
  const { audit, items, liveScore, allowNA } = checklist.data;
  const editable = audit.status === "in-progress" && canRun;
  const unanswered = liveScore.counts.unanswered;
  const blocker = completionBlocker(items);
  // The domain's reason is English (the server's 409 says it too); the screen says it in the reader's language.
  const silent = items.filter(findingNeedsNote).map((i) => i.clauseId);
  const blockerText =
    items.length === 0
      ? t("checklist.noItems")
      : silent.length
        ? t("checklist.findingNeedsNoteIn", { clauses: silent.join(", ") })
        : t("checklist.findingNeedsNote");

  function complete() {
    transition.mutate(
      { id: audit.id, action: "complete" },
      {
        onSuccess: (done) =>
          toast.success(t("checklist.completed"), {
            description: t("checklist.completedDescription", {
              score: formatPercent(done.score?.percent, 1),
              count: done.findings,
            }),
          }),
        onError: (e) => toastApiError(e, t("checklist.notCompleted")),
      },
    );
  }

  return (
    <div className="space-y-4">
      <Card className="gap-4 py-4">
        <CardContent className="space-y-4 px-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-lg font-semibold">{t(`types.${audit.type}`)}</h2>
                <StatusBadge status={audit.status} />
              </div>
              <p className="mt-1 text-sm text-muted-foreground">
                {formatDate(audit.date)} · {audit.auditor.name} · {audit.site.name}
              </p>
            </div>
            {selectable.length > 1 ? (
              <Select value={audit.id} onValueChange={onSelect}>
                <SelectTrigger
                  className="w-full min-w-0 sm:w-64 [&>span]:truncate"
                  aria-label={t("checklist.chooseAudit")}
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {selectable.map((a) => (
                    <SelectItem key={a.id} value={a.id}>
                      {formatDate(a.date)} · {t(`types.${a.type}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            ) : null}
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <div>
              <p className="text-xs text-muted-foreground">{t("checklist.progress")}</p>
              <div className="mt-1.5 flex items-center gap-2">
                <Progress value={audit.progress} aria-label={t("checklist.progressLabel")} />
                <span className="text-sm tabular-nums">{formatPercent(audit.progress)}</span>
              </div>
              <p className="mt-1 text-xs text-muted-foreground">
                {t("checklist.answered", { answered: audit.answered, count: audit.items })}
              </p>
            </div>
            <div>
              <p className="text-xs text-muted-foreground">
                {audit.status === "completed" ? t("checklist.finalScore") : t("checklist.scoreSoFar")}
              </p>
              <p className="mt-0.5 text-xl font-semibold tabular-nums" data-testid="audit-score">
                {formatPercent(audit.score?.percent ?? liveScore.percent, 1)}
              </p>
              <p className="text-xs text-muted-foreground">
                {t("checklist.points", { earned: liveScore.earned, count: liveScore.possible })}
              </p>
            </div>
            <div className="text-sm">
              <p className="text-xs text-muted-foreground">{t("checklist.answers")}</p>
              <p className="mt-1">
                {[
                  t("checklist.compliant", { count: liveScore.counts.compliant }),
                  t("checklist.observations", { count: liveScore.counts.observation }),
                  t("checklist.findings", { count: liveScore.counts.finding }),
                  t("checklist.na", { count: liveScore.counts.na }),
                ].join(" · ")}
              </p>
            </div>
          </div>
          {audit.status === "in-progress" && canRun ? (
            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
              <p className="text-sm text-muted-foreground" data-testid="completion-state">
                {unanswered > 0
                  ? t("checklist.left", { count: unanswered })
                  : blocker
                    ? t("checklist.beforeCompleting", { reason: blockerText })
                    : t("checklist.allAnswered")}{" "}
                {t("checklist.savedAsYouGo")}
              </p>
              <Button onClick={complete} disabled={!!blocker || transition.isPending}>
                {transition.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <CheckCircle2 aria-hidden />}
                {t("checklist.complete")}
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>
      {groupBySection(items).map(([section, sectionItems]) => (
        <section key={section} className="space-y-2" aria-label={section}>
          <h3 className="text-sm font-semibold text-muted-foreground">
            {section} <span className="font-normal">({sectionItems.length})</span>
          </h3>
          <div className="space-y-2">
            {sectionItems.map((item) => (
              <ChecklistItemCard key={item.id} auditId={audit.id} item={item} editable={editable} allowNA={allowNA} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
