import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Check, Loader2, X } from "lucide-react";
import { toast } from "@/lib/toast";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { useMe } from "@/lib/use-me";
import { useRecord, useReviewRecord } from "@/features/records/api/records";
import { AttachmentsPreview, RecordFacts, RecordHistory } from "./record-details";
import { FieldError } from "@/components/field-error";
import { showApiError } from "@/lib/api-errors";

/** Review: the record and a preview of its attachments, verification notes, Approve or Reject. */
export function ReviewDialog({
  recordId,
  onOpenChange,
}: {
  recordId: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={recordId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="touch-targets max-h-[92vh] overflow-y-auto sm:max-w-3xl">
        {recordId ? <Review recordId={recordId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Review({ recordId, onDone }: { recordId: string; onDone: () => void }) {
  const { t } = useTranslation("records");
  const { data: record, error } = useRecord(recordId);
  const me = useMe();
  const review = useReviewRecord();
  const [notes, setNotes] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const isAuthor = !!record && !!me.data && record.authorIds.includes(me.data.user.id);

  function decide(decision: "approve" | "reject") {
    if (decision === "reject" && notes.trim().length < 5) return setFieldError(t("review.rejectReason"));
    setFieldError(undefined);
    review.mutate(
      { id: recordId, decision, notes: notes.trim() },
      {
        onSuccess: (r) => {
          if (decision === "approve")
            toast.success(t("review.approved"), {
              description: t("review.approvedDescription", { type: t(`types.${r.type}`), name: r.reviewedByName }),
            });
          else toast.success(t("review.rejected"), { description: t("review.rejectedDescription") });
          onDone();
        },
        // The notes are the dialog's one field: every reason the server gives goes under them.
        onError: (e) =>
          showApiError(e, (fields) => setFieldError(Object.values(fields).join(" ")), t("review.notSaved")),
      },
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("review.title")}</DialogTitle>
        <DialogDescription>
          {record
            ? t("review.subtitle", { type: t(`types.${record.type}`), summary: record.summary })
            : t("view.loading")}
        </DialogDescription>
      </DialogHeader>
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{error.message}</AlertDescription>
        </Alert>
      ) : !record ? (
        <Skeleton className="h-72" />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <div className="space-y-4">
            <RecordFacts record={record} />
            {record.versions.length || record.reviews.length ? (
              <div>
                <h3 className="mb-2 text-sm font-medium">{t("review.history")}</h3>
                <RecordHistory record={record} />
              </div>
            ) : null}
          </div>
          <div className="space-y-4">
            <div>
              <h3 className="mb-2 text-sm font-medium">{t("review.preview")}</h3>
              <AttachmentsPreview attachments={record.attachments} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="review-notes">{t("review.notes")}</Label>
              <Textarea
                id="review-notes"
                rows={3}
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
                aria-invalid={!!fieldError}
                placeholder={t("review.notesPlaceholder")}
              />
              <FieldError message={fieldError} />
            </div>
            {isAuthor ? (
              <Alert>
                <AlertDescription>{t("review.ownRecord")}</AlertDescription>
              </Alert>
            ) : null}
          </div>
        </div>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t("actions.cancel")}
        </Button>
        <Button
          variant="destructive"
          onClick={() => decide("reject")}
          disabled={!record || record.status !== "pending" || isAuthor || review.isPending}
        >
          {review.isPending && review.variables?.decision === "reject" ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <X aria-hidden />
          )}{" "}
          {t("review.reject")}
        </Button>
        <Button
          onClick={() => decide("approve")}
          disabled={!record || record.status !== "pending" || isAuthor || review.isPending}
        >
          {review.isPending && review.variables?.decision === "approve" ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <Check aria-hidden />
          )}{" "}
          {t("review.approve")}
        </Button>
      </DialogFooter>
    </>
  );
}
