import { useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "@/lib/toast";
import { Copy, Download, FileUp, Inbox, Loader2, Mail, RefreshCw, Upload } from "lucide-react";
import { acceptAttribute, formatBytes, uploadPolicies } from "@domain/files/file-types";
import { inboxStatuses, type InboxItemView } from "@domain/schemas/document-inbox";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
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
import { Skeleton } from "@/components/ui/skeleton";
import { PageHeader } from "@/components/page-header";
import { FieldError } from "@/components/field-error";
import { showApiError } from "@/lib/api-errors";
import { formatDateTime } from "@/lib/format-date";
import { useCan } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import { useInbox, useRotateInboxAddress, useUploadToInbox } from "./api/inbox";
import { FilterSelect } from "@/components/filter-select";
import { HeldSenderDialog, TriageDialog } from "./components/inbox-dialogs";

const statusTone: Record<InboxItemView["status"], "default" | "secondary" | "destructive" | "outline"> = {
  new: "default",
  held: "destructive",
  filed: "secondary",
  discarded: "outline",
};

/** /app/records/inbox — the current site's document inbox: uploads and e-mailed files awaiting triage. */
export function InboxPage() {
  const { t } = useTranslation("records");
  const site = useCurrentSite();
  const siteId = site?.id ?? "";
  // A notification links to the held items (?status=held).
  const [searchParams] = useSearchParams();
  const linkedStatus = searchParams.get("status");
  const [status, setStatus] = useState(inboxStatuses.find((s) => s === linkedStatus) ?? "all");
  const { data, error } = useInbox(siteId, status);
  const canUpload = useCan("inbox.upload");
  const canTriage = useCan("inbox.triage");
  const canApprove = useCan("inbox.approve_senders");
  const canRotate = useCan("inbox.rotate_address");
  const [triaging, setTriaging] = useState<InboxItemView | null>(null);
  const [deciding, setDeciding] = useState<InboxItemView | null>(null);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("inbox.title")}
        description={t("inbox.description", { site: site?.name ?? t("thisSite") })}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <AddressCard
          siteId={siteId}
          address={data?.address ?? null}
          receivesEmail={data?.receivesEmail ?? false}
          canRotate={canRotate}
        />
        {canUpload ? <DropZone siteId={siteId} /> : null}
      </div>
      <Card>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <FilterSelect
              label={t("filters.status")}
              value={status}
              onChange={setStatus}
              options={inboxStatuses.map((s) => [s, t(`inbox.status.${s}`)] as const)}
            />
          </div>
          {error ? (
            <Alert variant="destructive">
              <AlertDescription>{error.message}</AlertDescription>
            </Alert>
          ) : !data ? (
            <Skeleton className="h-48" />
          ) : data.items.length === 0 ? (
            <p className="py-12 text-center text-sm text-muted-foreground">{t("inbox.empty")}</p>
          ) : (
            <ul className="divide-y rounded-md border" aria-label={t("inbox.listLabel")}>
              {data.items.map((item) => (
                <li
                  key={item.id}
                  data-testid="inbox-item"
                  className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start"
                >
                  <div className="min-w-0 flex-1 space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      {item.source === "email" ? (
                        <Mail className="size-4 shrink-0 text-muted-foreground" aria-label={t("inbox.source.email")} />
                      ) : (
                        <FileUp
                          className="size-4 shrink-0 text-muted-foreground"
                          aria-label={t("inbox.source.upload")}
                        />
                      )}
                      <span className="break-all font-medium">{item.originalName}</span>
                      <Badge variant={statusTone[item.status]}>{t(`inbox.status.${item.status}`)}</Badge>
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {item.source === "email"
                        ? t("inbox.fromEmail", {
                            sender: item.senderEmail ?? "",
                            when: formatDateTime(item.receivedAt),
                          })
                        : t("inbox.fromUpload", {
                            name: item.uploadedByName ?? "",
                            when: formatDateTime(item.receivedAt),
                          })}
                      {item.hasFile ? ` · ${formatBytes(item.size)}` : ""}
                    </p>
                    {item.subject ? (
                      <p className="break-words text-sm">{t("inbox.subject", { subject: item.subject })}</p>
                    ) : null}
                    {item.refusal ? <p className="text-sm text-destructive">{item.refusal}</p> : null}
                    {item.status === "filed" && item.filedTo ? (
                      <p className="text-sm text-muted-foreground">
                        {t(item.filedTo.type === "sop" ? "inbox.filedToSop" : "inbox.filedToRecord", {
                          name: item.triagedByName ?? "",
                        })}
                      </p>
                    ) : null}
                    {item.status === "discarded" && item.discardReason ? (
                      <p className="text-sm text-muted-foreground">
                        {t("inbox.discardedBecause", { reason: item.discardReason, name: item.triagedByName ?? "" })}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex flex-wrap gap-2 sm:justify-end">
                    {item.hasFile && (item.status !== "held" || canApprove) ? (
                      <Button asChild variant="outline" size="sm" className="min-h-11 sm:min-h-8">
                        <a href={`/api/inbox-items/${item.id}/file`} download>
                          <Download aria-hidden /> {t("inbox.download")}
                          <span className="sr-only"> {item.originalName}</span>
                        </a>
                      </Button>
                    ) : null}
                    {item.status === "new" && canTriage ? (
                      <Button size="sm" className="min-h-11 sm:min-h-8" onClick={() => setTriaging(item)}>
                        {t("inbox.triage")}
                        <span className="sr-only"> {item.originalName}</span>
                      </Button>
                    ) : null}
                    {item.status === "held" && canApprove ? (
                      <Button size="sm" className="min-h-11 sm:min-h-8" onClick={() => setDeciding(item)}>
                        {t("inbox.decideSender")}
                        <span className="sr-only"> {item.originalName}</span>
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <TriageDialog siteId={siteId} item={triaging} onClose={() => setTriaging(null)} />
      <HeldSenderDialog item={deciding} onClose={() => setDeciding(null)} />
    </div>
  );
}

function AddressCard({
  siteId,
  address,
  receivesEmail,
  canRotate,
}: {
  siteId: string;
  address: string | null;
  receivesEmail: boolean;
  canRotate: boolean;
}) {
  const { t } = useTranslation("records");
  const [confirming, setConfirming] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Inbox className="size-4" aria-hidden /> {t("inbox.address.title")}
        </CardTitle>
        <CardDescription>
          {receivesEmail ? t("inbox.address.description") : t("inbox.address.notReceiving")}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Label htmlFor="inbox-address" className="sr-only">
          {t("inbox.address.title")}
        </Label>
        <div className="flex gap-2">
          <Input id="inbox-address" readOnly value={address ?? ""} className="min-w-0 font-mono text-xs" />
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="size-11 shrink-0 sm:size-9"
            aria-label={t("inbox.address.copy")}
            disabled={!address}
            onClick={() =>
              navigator.clipboard
                .writeText(address ?? "")
                .then(() => toast.success(t("inbox.address.copied")))
                .catch(() => toast.error(t("inbox.address.copyFailed")))
            }
          >
            <Copy aria-hidden />
          </Button>
        </div>
        {canRotate ? (
          <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(true)}>
            <RefreshCw aria-hidden /> {t("inbox.address.rotate")}
          </Button>
        ) : null}
      </CardContent>
      <RotateAddressDialog siteId={siteId} open={confirming} onClose={() => setConfirming(false)} />
    </Card>
  );
}

/** Asks before giving the inbox a new address: anyone mailing the old one must be told the new one. */
function RotateAddressDialog({ siteId, open, onClose }: { siteId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation("records");
  const rotate = useRotateInboxAddress(siteId);
  const [message, setMessage] = useState<string | null>(null);
  const close = () => {
    setMessage(null);
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("inbox.address.rotateTitle")}</DialogTitle>
          <DialogDescription>{t("inbox.address.rotateDescription")}</DialogDescription>
        </DialogHeader>
        {message ? (
          <p role="alert" className="text-sm text-destructive">
            {message}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={close}>
            {t("inbox.address.rotateCancel")}
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={rotate.isPending}
            onClick={() =>
              rotate.mutate(undefined, {
                onSuccess: () => {
                  toast.success(t("inbox.address.rotated"));
                  close();
                },
                onError: (error) => showApiError(error, () => {}, setMessage),
              })
            }
          >
            {rotate.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {t("inbox.address.rotateConfirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function DropZone({ siteId }: { siteId: string }) {
  const { t } = useTranslation("records");
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadToInbox(siteId);
  const [dragging, setDragging] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();

  function send(files: File[]) {
    if (files.length === 0) return;
    setFieldError(undefined);
    upload.mutate(files, {
      onSuccess: ({ items }) => {
        toast.success(t("inbox.uploaded", { count: items.length }));
        if (input.current) input.current.value = "";
      },
      onError: (e) =>
        showApiError(e, (fields) => setFieldError(fields.files ?? Object.values(fields)[0]), t("inbox.notUploaded")),
    });
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    send(Array.from(event.dataTransfer.files));
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t("inbox.upload.title")}</CardTitle>
        <CardDescription>{t("inbox.upload.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <div
          data-testid="inbox-drop-zone"
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-4 text-center text-sm ${
            dragging ? "border-primary bg-primary/5" : "border-muted-foreground/30"
          }`}
        >
          <Upload className="size-5 text-muted-foreground" aria-hidden />
          <p className="text-muted-foreground">{t("inbox.upload.drop")}</p>
          <Label htmlFor="inbox-files" className="sr-only">
            {t("inbox.upload.choose")}
          </Label>
          <input
            ref={input}
            id="inbox-files"
            type="file"
            multiple
            accept={acceptAttribute(uploadPolicies.inbox)}
            className="sr-only"
            aria-invalid={!!fieldError}
            onChange={(e) => send(Array.from(e.target.files ?? []))}
          />
          <Button
            type="button"
            variant="outline"
            className="min-h-11 sm:min-h-9"
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <FileUp aria-hidden />}
            {t("inbox.upload.choose")}
          </Button>
        </div>
        <FieldError message={fieldError} />
      </CardContent>
    </Card>
  );
}
