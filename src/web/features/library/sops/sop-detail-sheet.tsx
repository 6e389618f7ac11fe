import { useState } from "react";
import { GraduationCap, History, Pencil, Send } from "lucide-react";
import { toast } from "sonner";
import {
  sopApprovalError,
  sopEditError,
  sopPublishError,
  sopStatusLabels,
  sopVersionLabel,
  type SopStatus,
} from "@domain/library/sop-status";
import type { SopDetailView } from "@domain/schemas/library";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { useCan, useMe } from "@/lib/use-me";
import { useChangeSopStatus, useSop } from "@/features/library/api/sops";
import { formatDate } from "@/lib/format-date";
import { StatusPill } from "@/features/library/components/status-pill";
import { CreateTrainingDialog } from "./create-training-dialog";
import { PublishDialog } from "./publish-dialog";
import { ReviewDate } from "./review-date";
import { sopActions, sopTone } from "./sop-status";
import { VersionDialog } from "./version-dialog";
import { toastApiError } from "@/lib/api-errors";

/** One SOP: its working copy, its status actions, its published versions and training. */
export function SopDetailSheet({
  sopId,
  onClose,
  onEdit,
}: {
  sopId: string | null;
  onClose: () => void;
  onEdit: (sop: SopDetailView) => void;
}) {
  const sop = useSop(sopId);
  return (
    <Sheet open={!!sopId} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-2xl">
        {sop.data ? (
          <SopDetail sop={sop.data} onEdit={onEdit} />
        ) : (
          <>
            <SheetTitle className="sr-only">Loading SOP</SheetTitle>
            <SheetDescription className="sr-only">The SOP is loading</SheetDescription>
            <div className="space-y-3 p-6">
              <Skeleton className="h-8 w-2/3" />
              <Skeleton className="h-64" />
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}

function SopDetail({ sop, onEdit }: { sop: SopDetailView; onEdit: (sop: SopDetailView) => void }) {
  const canEdit = useCan("library.edit");
  const canTrain = useCan("training.manage");
  const me = useMe();
  const ownWork = sopApprovalError(
    sop.editors.map((e) => e.id),
    me.data?.user.id ?? null,
  );
  const changeStatus = useChangeSopStatus();
  const [publishing, setPublishing] = useState(false);
  const [training, setTraining] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);

  const move = (to: SopStatus, label: string) =>
    changeStatus.mutate(
      { id: sop.id, status: to },
      {
        onSuccess: () =>
          toast.success("SOP Updated", { description: `${sop.title}: ${label} — now ${sopStatusLabels[to]}.` }),
        onError: (error) => toastApiError(error, "Could not change the status"),
      },
    );

  const facts: [string, React.ReactNode][] = [
    ["Category", sop.category],
    ["Current version", sopVersionLabel(sop.version)],
    ["Reviewer", sop.reviewer?.name ?? "—"],
    ["Written or edited by", sop.editors.map((e) => e.name).join(", ") || "—"],
    ["Next review", <ReviewDate key="r" date={sop.nextReview} due={sop.reviewDue} overdue={sop.reviewOverdue} />],
    ["Languages", sop.languages.join(" · ")],
    ["Training", sop.trainingRequired ? "Required" : "Not required"],
    ["Linked clauses", sop.clauseIds.join(", ") || "—"],
    ["Last updated", formatDate(sop.lastUpdated)],
  ];

  return (
    <div className="space-y-5 p-6">
      <SheetHeader className="p-0">
        <div className="flex flex-wrap items-center gap-2 pr-8">
          <SheetTitle className="text-xl">{sop.title}</SheetTitle>
          <StatusPill tone={sopTone[sop.status]}>{sopStatusLabels[sop.status]}</StatusPill>
        </div>
        <SheetDescription>{sop.tags.length ? sop.tags.map((t) => `#${t}`).join("  ") : "No tags"}</SheetDescription>
      </SheetHeader>

      {canEdit || canTrain ? (
        <div className="flex flex-wrap gap-2">
          {canEdit && !sopEditError(sop.status) ? (
            <Button size="sm" variant="outline" onClick={() => onEdit(sop)}>
              <Pencil aria-hidden /> Edit
            </Button>
          ) : null}
          {canEdit && !sopPublishError(sop.status) && !ownWork ? (
            <Button size="sm" onClick={() => setPublishing(true)}>
              <Send aria-hidden /> Publish {sopVersionLabel((sop.version ?? 0) + 1)}
            </Button>
          ) : null}
          {canEdit
            ? sopActions[sop.status].map((a) => (
                <Button
                  key={a.to}
                  size="sm"
                  variant={a.to === "archived" ? "ghost" : "outline"}
                  disabled={changeStatus.isPending}
                  onClick={() => move(a.to, a.label)}
                >
                  {a.label}
                </Button>
              ))
            : null}
          {canTrain && sop.version ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setTraining(true)}
              disabled={!!sop.trainingBlocker}
              aria-describedby={sop.trainingBlocker ? "sop-training-blocker" : undefined}
            >
              <GraduationCap aria-hidden /> Create Training from SOP
            </Button>
          ) : null}
        </div>
      ) : null}
      {canEdit && sop.status === "under-review" && ownWork ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground" data-testid="sop-own-work">
          You wrote or edited this version, so another PCQI, QA Manager or Administrator must approve and publish it.
        </p>
      ) : null}
      {canEdit && sop.status === "draft" ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          Submit the draft for review when it is ready; someone who did not write or edit it approves and publishes it.
        </p>
      ) : null}
      {canTrain && sop.version && sop.trainingBlocker ? (
        <p id="sop-training-blocker" className="rounded-md bg-warning/10 px-3 py-2 text-sm">
          {sop.trainingBlocker}
        </p>
      ) : null}

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg border border-border p-4 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="mt-0.5 break-words">{value}</dd>
          </div>
        ))}
      </dl>

      <section className="space-y-2">
        <h3 className="text-sm font-semibold">
          {sop.status === "active" ? "Procedure (current version)" : "Working copy"}
        </h3>
        <pre className="max-h-96 overflow-y-auto whitespace-pre-wrap rounded-lg border border-border bg-muted/40 p-4 font-sans text-sm leading-relaxed">
          {sop.body}
        </pre>
      </section>

      <Separator />
      <section className="space-y-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <History className="size-4" aria-hidden /> Version history
        </h3>
        {sop.versions.length === 0 ? (
          <p className="text-sm text-muted-foreground">No version published yet.</p>
        ) : (
          <ol className="divide-y divide-border rounded-lg border border-border" aria-label="Version history">
            {sop.versions.map((v) => (
              <li key={v.version} className="flex items-start justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="text-sm font-medium">
                    {sopVersionLabel(v.version)}{" "}
                    <span className="font-normal text-muted-foreground">· {v.changeSummary}</span>
                  </p>
                  <p className="text-xs text-muted-foreground">
                    Approved by {v.approvedBy} on {formatDate(v.approvedAt)}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setViewing(v.version)}
                  aria-label={`Read ${sopVersionLabel(v.version)}`}
                >
                  Read
                </Button>
              </li>
            ))}
          </ol>
        )}
      </section>

      <PublishDialog sop={sop} open={publishing} onOpenChange={setPublishing} />
      {sop.version ? <CreateTrainingDialog sop={sop} open={training} onOpenChange={setTraining} /> : null}
      <VersionDialog sopId={sop.id} version={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
