import { CheckCircle2, ClipboardList, Loader2 } from "lucide-react";
import { toast } from "sonner";
import { completionBlocker, type ChecklistItemView, type InternalAuditView } from "@domain/audits";
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

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

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
  const checklist = useChecklist(auditId);
  const transition = useTransitionAudit();
  const canRun = useCan("audits.run");
  const selectable = audits.filter((a) => a.status !== "scheduled");

  if (!auditId) {
    return (
      <div className="rounded-xl border border-dashed border-border py-14 text-center">
        <ClipboardList className="mx-auto size-8 text-muted-foreground" aria-hidden />
        <p className="mt-3 font-medium">No audit in progress</p>
        <p className="mt-1 text-sm text-muted-foreground">
          Start a scheduled audit from the Audit Schedule tab to open its checklist.
        </p>
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

  function complete() {
    transition.mutate(
      { id: audit.id, action: "complete" },
      {
        onSuccess: (done) =>
          toast.success("Audit Completed", {
            description: `Score ${done.score?.percent ?? "—"}% · ${done.findings} finding${done.findings === 1 ? "" : "s"} now tracked.`,
          }),
        onError: (e) => toastApiError(e, "Audit not completed"),
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
                <h2 className="text-lg font-semibold">{audit.typeLabel}</h2>
                <StatusBadge status={audit.status} />
              </div>
              <p className="mt-1 text-sm text-muted-foreground">
                {audit.date} · {audit.auditor.name} · {audit.site.name}
              </p>
            </div>
            {selectable.length > 1 ? (
              <Select value={audit.id} onValueChange={onSelect}>
                <SelectTrigger className="w-full min-w-0 sm:w-64 [&>span]:truncate" aria-label="Choose audit">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {selectable.map((a) => (
                    <SelectItem key={a.id} value={a.id}>
                      {a.date} · {a.typeLabel}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            ) : null}
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <div>
              <p className="text-xs text-muted-foreground">Progress</p>
              <div className="mt-1.5 flex items-center gap-2">
                <Progress value={audit.progress} aria-label="Checklist progress" />
                <span className="text-sm tabular-nums">{audit.progress}%</span>
              </div>
              <p className="mt-1 text-xs text-muted-foreground">
                {audit.answered} of {audit.items} answered
              </p>
            </div>
            <div>
              <p className="text-xs text-muted-foreground">
                {audit.status === "completed" ? "Final score" : "Score so far"}
              </p>
              <p className="mt-0.5 text-xl font-semibold tabular-nums" data-testid="audit-score">
                {audit.score?.percent ?? liveScore.percent ?? "—"}%
              </p>
              <p className="text-xs text-muted-foreground">
                {liveScore.earned} of {liveScore.possible} points · N/A excluded
              </p>
            </div>
            <div className="text-sm">
              <p className="text-xs text-muted-foreground">Answers</p>
              <p className="mt-1">
                {liveScore.counts.compliant} compliant · {plural(liveScore.counts.observation, "observation")} ·{" "}
                {plural(liveScore.counts.finding, "finding")} · {liveScore.counts.na} N/A
              </p>
            </div>
          </div>
          {audit.status === "in-progress" && canRun ? (
            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
              <p className="text-sm text-muted-foreground" data-testid="completion-state">
                {unanswered > 0
                  ? `${unanswered} item${unanswered === 1 ? "" : "s"} left to answer.`
                  : blocker
                    ? `Before completing: ${blocker}.`
                    : "Every item is answered."}{" "}
                Each answer is saved as you go.
              </p>
              <Button onClick={complete} disabled={!!blocker || transition.isPending}>
                {transition.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <CheckCircle2 aria-hidden />}
                Complete Audit
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
