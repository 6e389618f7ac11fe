import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CircleAlert, GraduationCap, History, Loader2, Paperclip, Pencil, ScanText, Send } from "lucide-react";
import { toast } from "@/lib/toast";
import { sopApprovalError, sopEditError, sopPublishError, type SopStatus } from "@domain/library/sop-status";
import { MIN_SECTION_TEXT } from "@domain/library/sop-training";
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
import { sopActions, sopTone, type SopAction } from "./sop-status";
import { VersionDialog } from "./version-dialog";
import { toastApiError } from "@/lib/api-errors";
import { cn } from "@/lib/utils";

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
  const { t } = useTranslation("library");
  const sop = useSop(sopId);
  return (
    <Sheet open={!!sopId} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-2xl">
        {sop.data ? (
          <SopDetail sop={sop.data} onEdit={onEdit} />
        ) : (
          <>
            <SheetTitle className="sr-only">{t("detail.loadingTitle")}</SheetTitle>
            <SheetDescription className="sr-only">{t("detail.loading")}</SheetDescription>
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
  const { t } = useTranslation("library");
  const version = (v: number | null) => (v ? t("version.label", { version: v }) : t("version.unpublished"));
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

  const move = (to: SopStatus, action: SopAction) =>
    changeStatus.mutate(
      { id: sop.id, status: to },
      {
        onSuccess: () =>
          toast.success(t("detail.updated"), {
            description: t("detail.moved", {
              title: sop.title,
              action: t(`actions.${action}`),
              status: t(`sopStatus.${to}`),
            }),
          }),
        onError: (error) => toastApiError(error, t("detail.moveFailed")),
      },
    );

  const facts: [string, React.ReactNode][] = [
    [t("detail.category"), t(`sopCategory.${sop.category}`)],
    [t("detail.currentVersion"), version(sop.version)],
    [t("detail.reviewer"), sop.reviewer?.name ?? "—"],
    [t("detail.editors"), sop.editors.map((e) => e.name).join(", ") || "—"],
    [
      t("detail.nextReview"),
      <ReviewDate key="r" date={sop.nextReview} due={sop.reviewDue} overdue={sop.reviewOverdue} />,
    ],
    [t("detail.languages"), sop.languages.join(" · ")],
    [t("detail.training"), sop.trainingRequired ? t("detail.required") : t("detail.notRequired")],
    [t("detail.clauses"), sop.clauseIds.join(", ") || "—"],
    [t("detail.lastUpdated"), formatDate(sop.lastUpdated)],
  ];

  return (
    <div className="space-y-5 p-6">
      <SheetHeader className="p-0">
        <div className="flex flex-wrap items-center gap-2 pr-8">
          <SheetTitle className="text-xl">{sop.title}</SheetTitle>
          <StatusPill tone={sopTone[sop.status]}>{t(`sopStatus.${sop.status}`)}</StatusPill>
        </div>
        <SheetDescription>
          {sop.tags.length ? sop.tags.map((tag) => `#${tag}`).join("  ") : t("detail.noTags")}
        </SheetDescription>
      </SheetHeader>

      {canEdit || canTrain ? (
        <div className="flex flex-wrap gap-2">
          {canEdit && !sopEditError(sop.status) ? (
            <Button size="sm" variant="outline" onClick={() => onEdit(sop)}>
              <Pencil aria-hidden /> {t("detail.edit")}
            </Button>
          ) : null}
          {canEdit && !sopPublishError(sop.status) && !ownWork ? (
            <Button size="sm" onClick={() => setPublishing(true)}>
              <Send aria-hidden /> {t("detail.publish", { version: (sop.version ?? 0) + 1 })}
            </Button>
          ) : null}
          {canEdit
            ? sopActions[sop.status].map((a) => (
                <Button
                  key={a.to}
                  size="sm"
                  variant={a.to === "archived" ? "ghost" : "outline"}
                  disabled={changeStatus.isPending}
                  onClick={() => move(a.to, a.action)}
                >
                  {t(`actions.${a.action}`)}
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
              <GraduationCap aria-hidden /> {t("detail.createTraining")}
            </Button>
          ) : null}
        </div>
      ) : null}
      {canEdit && sop.status === "under-review" && ownWork ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground" data-testid="sop-own-work">
          {t("detail.ownWork")}
        </p>
      ) : null}
      {canEdit && sop.status === "draft" ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">{t("detail.draftHint")}</p>
      ) : null}
      {canTrain && sop.version && sop.trainingBlocker ? (
        <p id="sop-training-blocker" className="rounded-md bg-warning/10 px-3 py-2 text-sm">
          {/* The server's reason, in the reader's language: a published version always exists here. */}
          {t("detail.trainingBlocker", { count: MIN_SECTION_TEXT })}
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
        <h3 id="sop-body-heading" className="text-sm font-semibold">
          {sop.status === "active" ? t("detail.procedure") : t("detail.workingCopy")}
        </h3>
        {/* Scrolls when long: focusable and named, so a keyboard can scroll it (axe: scrollable-region-focusable). */}
        <pre
          tabIndex={0}
          role="region"
          aria-labelledby="sop-body-heading"
          className="max-h-96 overflow-y-auto whitespace-pre-wrap rounded-lg border border-border bg-muted/40 p-4 font-sans text-sm leading-relaxed"
        >
          {sop.body}
        </pre>
      </section>

      <Separator />
      <section className="space-y-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <History className="size-4" aria-hidden /> {t("detail.history")}
        </h3>
        {sop.versions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("detail.noVersion")}</p>
        ) : (
          <ol className="divide-y divide-border rounded-lg border border-border" aria-label={t("detail.history")}>
            {sop.versions.map((v) => (
              <li key={v.version} className="flex items-start justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="text-sm font-medium">
                    {version(v.version)} <span className="font-normal text-muted-foreground">· {v.changeSummary}</span>
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {t("detail.approvedBy", { name: v.approvedBy, date: formatDate(v.approvedAt) })}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setViewing(v.version)}
                  aria-label={t("detail.readVersion", { version: version(v.version) })}
                >
                  {t("detail.read")}
                </Button>
              </li>
            ))}
          </ol>
        )}
      </section>

      {sop.attachments && sop.attachments.length > 0 ? (
        <>
          <Separator />
          <section className="space-y-2">
            <h3 className="flex items-center gap-2 text-sm font-semibold">
              <Paperclip className="size-4" aria-hidden /> {t("detail.documents")}
            </h3>
            <ul className="divide-y divide-border rounded-lg border border-border" aria-label={t("detail.documents")}>
              {sop.attachments.map((file) => (
                <li key={file.id} className="flex items-center justify-between gap-3 px-4 py-3">
                  <div className="min-w-0">
                    <p className="break-all text-sm font-medium">{file.filename}</p>
                    <p className="text-xs text-muted-foreground">
                      {t("detail.filedBy", { name: file.uploadedByName, date: formatDate(file.createdAt) })}
                    </p>
                    {file.ocr ? <OcrStatus ocr={file.ocr} /> : null}
                  </div>
                  <Button asChild size="sm" variant="ghost">
                    <a
                      href={`/api/files/${file.id}`}
                      download
                      aria-label={t("detail.download", { name: file.filename })}
                    >
                      {t("detail.downloadShort")}
                    </a>
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : null}

      <PublishDialog sop={sop} open={publishing} onOpenChange={setPublishing} />
      {sop.version ? <CreateTrainingDialog sop={sop} open={training} onOpenChange={setTraining} /> : null}
      <VersionDialog sopId={sop.id} version={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}

type FileOcr = NonNullable<NonNullable<SopDetailView["attachments"]>[number]["ocr"]>;

/** A scanned file's reading by OCR (decision 157): words and an icon, never colour alone; announced as it changes. */
function OcrStatus({ ocr }: { ocr: FileOcr }) {
  const { t } = useTranslation("library");
  const text =
    ocr.status === "queued"
      ? t("detail.ocr.queued")
      : ocr.status === "running"
        ? t("detail.ocr.running", { done: ocr.pagesDone, total: ocr.pagesTotal || 1 })
        : ocr.status === "done"
          ? t("detail.ocr.done", { count: ocr.pagesTotal })
          : t("detail.ocr.failed", { reason: ocr.error ?? "" });
  const Icon = ocr.status === "done" ? ScanText : ocr.status === "failed" ? CircleAlert : Loader2;
  return (
    <p
      role="status"
      data-testid="sop-file-ocr"
      data-status={ocr.status}
      className={cn(
        "mt-1 flex items-center gap-1.5 text-xs",
        ocr.status === "failed" ? "text-destructive" : "text-muted-foreground",
      )}
    >
      <Icon className={cn("size-3.5 shrink-0", ocr.status === "running" && "animate-spin")} aria-hidden />
      {text}
    </p>
  );
}
