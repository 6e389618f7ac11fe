import { useState } from "react";
import { Check, Loader2, X } from "lucide-react";
import { toast } from "sonner";
import { recordTypeLabels } from "@domain/records/catalogue";
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
  const { data: record, error } = useRecord(recordId);
  const me = useMe();
  const review = useReviewRecord();
  const [notes, setNotes] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const isAuthor = !!record && record.createdById === me.data?.user.id;

  function decide(decision: "approve" | "reject") {
    if (decision === "reject" && notes.trim().length < 5)
      return setFieldError("Give the reason for rejecting (at least 5 characters): it goes back to the author");
    setFieldError(undefined);
    review.mutate(
      { id: recordId, decision, notes: notes.trim() },
      {
        onSuccess: (r) => {
          if (decision === "approve")
            toast.success("Record Approved", {
              description: `${recordTypeLabels[r.type]} verified by ${r.reviewedByName}.`,
            });
          else toast.success("Record Rejected", { description: "Sent back to its author with your reason." });
          onDone();
        },
        // The notes are the dialog's one field: every reason the server gives goes under them.
        onError: (e) => showApiError(e, (fields) => setFieldError(Object.values(fields).join(" ")), "Not saved"),
      },
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Review Record</DialogTitle>
        <DialogDescription>
          {record ? `${recordTypeLabels[record.type]} · ${record.summary}` : "Loading…"}
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
                <h3 className="mb-2 text-sm font-medium">History</h3>
                <RecordHistory record={record} />
              </div>
            ) : null}
          </div>
          <div className="space-y-4">
            <div>
              <h3 className="mb-2 text-sm font-medium">Record preview</h3>
              <AttachmentsPreview attachments={record.attachments} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="review-notes">Verification notes</Label>
              <Textarea
                id="review-notes"
                rows={3}
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
                aria-invalid={!!fieldError}
                placeholder="What you checked; the reason when rejecting"
              />
              <FieldError message={fieldError} />
            </div>
            {isAuthor ? (
              <Alert>
                <AlertDescription>You made this record, so another qualified person must verify it.</AlertDescription>
              </Alert>
            ) : null}
          </div>
        </div>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
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
          Reject
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
          Approve
        </Button>
      </DialogFooter>
    </>
  );
}
