import { AlertCircle, Check, Loader2 } from "lucide-react";
import type { DraftStatus } from "@/features/scope/use-scope-draft";

/** Whether the wizard's edits are saved as a draft on the server. */
export function DraftStatusText({ status }: { status: DraftStatus }) {
  if (status === "idle") return null;
  const content = {
    pending: <>Unsaved changes</>,
    saving: (
      <>
        <Loader2 className="size-3.5 animate-spin" aria-hidden /> Saving draft…
      </>
    ),
    saved: (
      <>
        <Check className="size-3.5" aria-hidden /> Draft saved
      </>
    ),
    error: (
      <>
        <AlertCircle className="size-3.5" aria-hidden /> Draft not saved — it is retried on the next step change
      </>
    ),
  }[status];
  return (
    <p
      role="status"
      className={`flex items-center gap-1.5 text-xs ${status === "error" ? "text-destructive" : "text-muted-foreground"}`}
    >
      {content}
    </p>
  );
}
