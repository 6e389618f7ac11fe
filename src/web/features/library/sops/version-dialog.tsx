import { sopVersionLabel } from "@domain/library/sop-status";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useSopVersion } from "@/features/library/api/sops";
import { formatDate } from "@/lib/format-date";

/** One published version, read-only, exactly as approved. */
export function VersionDialog({
  sopId,
  version,
  onClose,
}: {
  sopId: string;
  version: number | null;
  onClose: () => void;
}) {
  const v = useSopVersion(sopId, version);
  return (
    <Dialog open={version !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {v.data ? `${v.data.title} — ${sopVersionLabel(v.data.version)}` : `Version ${version ?? ""}`}
          </DialogTitle>
          <DialogDescription>
            {v.data
              ? `Approved by ${v.data.approvedBy} on ${formatDate(v.data.approvedAt)} · ${v.data.changeSummary}`
              : "Loading the approved text"}
          </DialogDescription>
        </DialogHeader>
        {v.data ? (
          <div className="space-y-3">
            <p className="text-xs text-muted-foreground">
              {v.data.category} · {v.data.languages.join(" · ")} · Clauses {v.data.clauseIds.join(", ") || "—"}
            </p>
            <pre className="max-h-[60vh] overflow-y-auto whitespace-pre-wrap rounded-lg border border-border bg-muted/40 p-4 font-sans text-sm leading-relaxed">
              {v.data.body}
            </pre>
          </div>
        ) : (
          <Skeleton className="h-64" />
        )}
      </DialogContent>
    </Dialog>
  );
}
